import { queryOptions, useQuery } from '@tanstack/react-query';
import { ZNamedList } from '@askhr/shared/tenancy/tenancy.schemas';
import { apiRequest } from '../../../lib/api-client';
import { useTenantId } from '../../../lib/tenant';
import { tenancyKeys } from './keys';

export function getCategories(tenantId: number, signal?: AbortSignal) {
  return apiRequest('/api/Categories/', ZNamedList, { tenantId, signal });
}

export const categoriesQueryOptions = (tenantId: number) =>
  queryOptions({
    queryKey: tenancyKeys.categories(tenantId),
    queryFn: ({ signal }) => getCategories(tenantId, signal),
    staleTime: 5 * 60_000,
  });

export function useCategories() {
  return useQuery(categoriesQueryOptions(useTenantId()));
}
