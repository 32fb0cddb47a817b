import { queryOptions, useQuery } from '@tanstack/react-query';
import { ZPlaceholder } from '@askhr/shared/placeholders/placeholders.schemas';
import { apiRequest } from '../../../lib/api-client';
import { useTenantId } from '../../../lib/tenant';
import { placeholderKeys } from './keys';

export function getPlaceholder(tenantId: number, id: number, signal?: AbortSignal) {
  return apiRequest(`/api/Placeholders/${id}`, ZPlaceholder, { tenantId, signal });
}

export const placeholderQueryOptions = (tenantId: number, id: number) =>
  queryOptions({
    queryKey: placeholderKeys.detail(tenantId, id),
    queryFn: ({ signal }) => getPlaceholder(tenantId, id, signal),
    meta: { globalLoading: true },
  });

export function usePlaceholder(id: number) {
  return useQuery(placeholderQueryOptions(useTenantId(), id));
}
