import type { TListQuery } from '../../../lib/list-query';

/** Query keys of placeholders and their values; the tenant id comes second like every feature's keys. */
export const placeholderKeys = {
  all: (tenantId: number) => ['placeholders', tenantId] as const,
  page: (tenantId: number, query: TListQuery) => ['placeholders', tenantId, 'page', query] as const,
  detail: (tenantId: number, id: number) => ['placeholders', tenantId, 'detail', id] as const,
  uses: (tenantId: number, id: number, countryCode: string | null) =>
    ['placeholders', tenantId, 'uses', id, countryCode ?? 'all'] as const,
  /** everything derived from values: current values, statuses, globals, per-placeholder values */
  values: (tenantId: number) => ['placeholderValues', tenantId] as const,
  byPlaceholder: (tenantId: number, placeholderId: number) =>
    ['placeholderValues', tenantId, 'placeholder', placeholderId] as const,
  history: (tenantId: number, placeholderId: number, countryId: number) =>
    ['placeholderValues', tenantId, 'placeholder', placeholderId, 'history', countryId] as const,
  current: (tenantId: number, ids: readonly number[], countryCode: string) =>
    ['placeholderValues', tenantId, 'current', countryCode, ids] as const,
  status: (tenantId: number, ids: readonly number[]) =>
    ['placeholderValues', tenantId, 'status', ids] as const,
  globals: (tenantId: number, countryCode: string) =>
    ['placeholderValues', tenantId, 'globals', countryCode] as const,
};
