import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TPushType } from '@askhr/shared/push/push.constants';
import { ZPushAuthors } from '@askhr/shared/push/push.schemas';
import { apiRequest } from '../../../lib/api-client';
import { useTenantId } from '../../../lib/tenant';
import { pushKeys } from './keys';

/** Everyone who saved a message (or survey) last, over both lists and all their pages. */
export function getPushAuthors(tenantId: number, type: TPushType, signal?: AbortSignal) {
  return apiRequest('/api/PushMessages/authors', ZPushAuthors, { tenantId, query: { type }, signal });
}

export const pushAuthorsQueryOptions = (tenantId: number, type: TPushType) =>
  queryOptions({
    queryKey: pushKeys.authors(tenantId, type),
    queryFn: ({ signal }) => getPushAuthors(tenantId, type, signal),
  });

export function usePushAuthors(type: TPushType) {
  return useQuery(pushAuthorsQueryOptions(useTenantId(), type));
}
