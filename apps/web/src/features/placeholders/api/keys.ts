import { valueKindKeys } from '../../../components/versioned-values/value-kind';
import type { TListQuery } from '../../../lib/list-query';
import { placeholderKind } from './placeholder-kind';

/** Query keys of placeholders and their values; the tenant id comes second like every feature's keys. */
export const placeholderKeys = {
  all: (tenantId: number) => ['placeholders', tenantId] as const,
  page: (tenantId: number, query: TListQuery) => ['placeholders', tenantId, 'page', query] as const,
  detail: (tenantId: number, id: number) => ['placeholders', tenantId, 'detail', id] as const,
  uses: (tenantId: number, id: number, countryCode: string | null) =>
    ['placeholders', tenantId, 'uses', id, countryCode ?? 'all'] as const,
  /** under the values' key, so that every change of a value refetches them */
  globals: (tenantId: number, countryCode: string) =>
    [...valueKindKeys(placeholderKind).all(tenantId), 'globals', countryCode] as const,
};
