import { queryOptions, type QueryKey } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiRequest } from '../../../lib/api-client';
import type { TQueryMeta } from '../../../lib/query-meta';

interface TTenantRead<TKey extends QueryKey, TSchema extends z.ZodType> {
  key(tenantId: number): TKey;
  path: string;
  schema: TSchema;
  meta?: TQueryMeta;
}

/** Query options of one of the tenant's settings lists: they change rarely, so they stay fresh five minutes. */
export function tenantReadOptions<TKey extends QueryKey, TSchema extends z.ZodType>(
  tenantId: number,
  { key, path, schema, meta }: TTenantRead<TKey, TSchema>,
) {
  return queryOptions({
    queryKey: key(tenantId),
    queryFn: ({ signal }) => apiRequest(path, schema, { tenantId, signal }),
    staleTime: 5 * 60_000,
    meta,
  });
}
