import type { TMessageKey } from './i18n/i18n';

/**
 * What a query opts into through `meta`: the global loading bar, and a failure toast built from a
 * LOAD_* key ("we couldn't {action}"). Statuses listed in `silentStatuses` fail without a toast.
 */
export interface TQueryMeta extends Record<string, unknown> {
  globalLoading?: boolean;
  errorAction?: TMessageKey;
  silentStatuses?: readonly number[];
}

/** Mutations also opt into a success toast (TOAST_SAVED, TOAST_UPDATED or their own text key). */
export interface TMutationMeta extends TQueryMeta {
  successMessage?: TMessageKey;
}

declare module '@tanstack/react-query' {
  interface Register {
    queryMeta: TQueryMeta;
    mutationMeta: TMutationMeta;
  }
}
