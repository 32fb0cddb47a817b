import { queryOptions, useQuery } from '@tanstack/react-query';
import { ZNamedList } from '@askhr/shared/tenancy/tenancy.schemas';
import { apiRequest } from '../../../lib/api-client';
import { useTenantId } from '../../../lib/tenant';
import { tenancyKeys } from './keys';

export function getTags(tenantId: number, signal?: AbortSignal) {
  return apiRequest('/api/Tags/', ZNamedList, { tenantId, signal });
}

export const tagsQueryOptions = (tenantId: number) =>
  queryOptions({
    queryKey: tenancyKeys.tags(tenantId),
    queryFn: ({ signal }) => getTags(tenantId, signal),
    staleTime: 5 * 60_000,
  });

export function useTags() {
  return useQuery(tagsQueryOptions(useTenantId()));
}
