import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type TEmailInboxSaveInput, ZEmailInbox } from '@askhr/shared/it-admin/email-inboxes.schemas';
import { apiRequest } from '../../../../lib/api-client';
import { useTenantId } from '../../../../lib/tenant';
import { INBOXES_PATH } from './get-email-inboxes';
import { inboxKeys } from './keys';

/** POST adds an inbox; PUT, when the id is present, changes it (409 from a stale read). */
export function saveEmailInbox(tenantId: number, body: TEmailInboxSaveInput) {
  const method = body.id ? 'PUT' : 'POST';
  return apiRequest(INBOXES_PATH, ZEmailInbox, { tenantId, method, body });
}

export function useSaveEmailInbox() {
  const tenantId = useTenantId();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TEmailInboxSaveInput) => saveEmailInbox(tenantId, body),
    // the form shows its own message for a failed save, so no failure toast here
    meta: { globalLoading: true, successMessage: 'TOAST_SAVED' },
    onSettled: () => queryClient.invalidateQueries({ queryKey: inboxKeys.all(tenantId) }),
  });
}
