import { useDebouncedCallback } from '@mantine/hooks';
import { useState } from 'react';
import { EMPTY_FILTERS, type TListFilters } from './list-filters';

/** Spec 000 section 9: filter changes are applied 750 ms after the last one. */
export const FILTER_DEBOUNCE_MS = 750;

/**
 * What the filter bar shows while the user types, applied once they pause. Clearing applies at
 * once: there is nothing to wait for.
 */
export function useDebouncedFilters(applied: TListFilters, onApply: (filters: TListFilters) => void) {
  const [draft, setDraft] = useState(applied);
  const apply = useDebouncedCallback(onApply, FILTER_DEBOUNCE_MS);
  return {
    draft,
    change(patch: Partial<TListFilters>) {
      const next = { ...draft, ...patch };
      setDraft(next);
      apply(next);
    },
    clear() {
      apply.cancel();
      setDraft(EMPTY_FILTERS);
      onApply(EMPTY_FILTERS);
    },
  };
}
