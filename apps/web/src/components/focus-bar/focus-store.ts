import { useCallback, useSyncExternalStore } from 'react';
import { NO_FOCUS, type TFocusState } from './auto-focus';

/*
 * The country focus is UI state shared by the Questions and Placeholders lists and the detail pages:
 * it lives in sessionStorage per tenant so it survives navigation and reloads, but not the tab.
 */
const listeners = new Set<() => void>();
const cache = new Map<string, { raw: string | null; state: TFocusState }>();

const storageKey = (tenantId: number) => `askhr.focus.${tenantId}`;

function read(tenantId: number): TFocusState {
  const key = storageKey(tenantId);
  const raw = sessionStorage.getItem(key);
  const cached = cache.get(key);
  if (cached && cached.raw === raw) return cached.state;
  let state = NO_FOCUS;
  try {
    const parsed: unknown = raw ? JSON.parse(raw) : null;
    if (parsed && typeof parsed === 'object') state = { ...NO_FOCUS, ...(parsed as Partial<TFocusState>) };
  } catch {
    // a damaged entry is ignored: the user simply chooses again
  }
  cache.set(key, { raw, state });
  return state;
}

function write(tenantId: number, state: TFocusState) {
  sessionStorage.setItem(storageKey(tenantId), JSON.stringify(state));
  listeners.forEach((listener) => listener());
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useFocusState(tenantId: number) {
  const state = useSyncExternalStore(subscribe, () => read(tenantId));
  const update = useCallback(
    (change: Partial<TFocusState>) => write(tenantId, { ...read(tenantId), ...change }),
    [tenantId],
  );
  return [state, update] as const;
}
