import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../../lib/api-client';
import { useTenantId } from '../../../../lib/tenant';
import { INBOXES_PATH } from './get-email-inboxes';
import { inboxKeys } from './keys';

export async function deleteEmailInbox(tenantId: number, id: number) {
  await apiFetch(`${INBOXES_PATH}/${id}`, { tenantId, method: 'DELETE' });
}

export function useDeleteEmailInbox() {
  const tenantId = useTenantId();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => deleteEmailInbox(tenantId, id),
    // the card shows its own message for a failed delete, so no failure toast here
    meta: { globalLoading: true, successMessage: 'TOAST_SAVED' },
    onSettled: () => queryClient.invalidateQueries({ queryKey: inboxKeys.all(tenantId) }),
  });
}
