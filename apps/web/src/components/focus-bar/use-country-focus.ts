import { useMemo } from 'react';
import type { TCountry } from '@askhr/shared/tenancy/tenancy.schemas';
import { useTenantId } from '../../lib/tenant';
import { focusedCountry } from './auto-focus';
import { useFocusState } from './focus-store';

export interface TCountryFocus {
  country: TCountry | null;
  editMode: boolean;
  choose(country: TCountry): void;
  clear(): void;
  setEditMode(on: boolean): void;
}

/** The focused country of the knowledge-base screens, over the tenant's active countries. */
export function useCountryFocus(countries: readonly TCountry[] | undefined): TCountryFocus {
  const [state, update] = useFocusState(useTenantId());
  const country = focusedCountry(state, countries);
  const { editMode } = state;
  // one object while the focus stays the same: what shows it renders again only when it changes
  return useMemo(
    () => ({
      country,
      editMode,
      choose: (next) => update({ countryCode: next.code, cleared: false }),
      clear: () => update({ countryCode: null, cleared: true }),
      setEditMode: (on) => update({ editMode: on }),
    }),
    [country, editMode, update],
  );
}
