import { queryOptions, useQuery } from '@tanstack/react-query';
import { ZEmailInboxList } from '@askhr/shared/it-admin/email-inboxes.schemas';
import { apiRequest } from '../../../../lib/api-client';
import { useTenantId } from '../../../../lib/tenant';
import { inboxKeys } from './keys';

export const INBOXES_PATH = '/api/CustomSettings/email/inboxes';

export function getEmailInboxes(tenantId: number, signal?: AbortSignal) {
  return apiRequest(INBOXES_PATH, ZEmailInboxList, { tenantId, signal });
}

export const emailInboxesQueryOptions = (tenantId: number) =>
  queryOptions({
    queryKey: inboxKeys.all(tenantId),
    queryFn: ({ signal }) => getEmailInboxes(tenantId, signal),
    meta: { globalLoading: true },
  });

export function useEmailInboxes() {
  return useQuery(emailInboxesQueryOptions(useTenantId()));
}
