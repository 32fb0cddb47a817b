import { queryOptions, useQuery } from '@tanstack/react-query';
import { ZPushItem } from '@askhr/shared/push/push.schemas';
import { apiRequest } from '../../../lib/api-client';
import { useTenantId } from '../../../lib/tenant';
import { pushKeys } from './keys';

/** One item with its CSV e-mails, to edit it. */
export function getPushItem(tenantId: number, id: number, signal?: AbortSignal) {
  return apiRequest(`/api/PushMessages/${id}`, ZPushItem, { tenantId, signal });
}

export const pushItemQueryOptions = (tenantId: number, id: number) =>
  queryOptions({
    queryKey: pushKeys.item(tenantId, id),
    queryFn: ({ signal }) => getPushItem(tenantId, id, signal),
    // an edit starts from what the server has now, never from a copy read earlier
    staleTime: 0,
    gcTime: 0,
    meta: { globalLoading: true, errorAction: 'LOAD_PUSH_ITEM' },
  });

export function usePushItem(id: number) {
  return useQuery({ ...pushItemQueryOptions(useTenantId(), id), enabled: id > 0 });
}
