import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { RECIPIENT_SEARCH_MIN } from '@askhr/shared/push/push.constants';
import { ZRecipientGroups } from '@askhr/shared/push/push.schemas';
import { apiRequest } from '../../../lib/api-client';
import { useTenantId } from '../../../lib/tenant';
import { pushKeys } from './keys';

export function getRecipients(tenantId: number, search: string, signal?: AbortSignal) {
  return apiRequest('/api/PushMessages/recipients', ZRecipientGroups, {
    tenantId,
    query: { search },
    signal,
  });
}

/** Groups whose name contains the search; asked only from 3 characters on. */
export const recipientsQueryOptions = (tenantId: number, search: string) =>
  queryOptions({
    queryKey: pushKeys.recipients(tenantId, search),
    queryFn: ({ signal }) => getRecipients(tenantId, search, signal),
    placeholderData: keepPreviousData,
    staleTime: 60_000,
  });

export function useRecipients(search: string) {
  return useQuery({
    ...recipientsQueryOptions(useTenantId(), search),
    enabled: search.length >= RECIPIENT_SEARCH_MIN,
  });
}
