import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { useTenantId } from '../../../lib/tenant';
import { pushKeys } from './keys';

export async function deletePushItem(tenantId: number, id: number) {
  await apiFetch(`/api/PushMessages/${id}`, { tenantId, method: 'DELETE' });
}

export function useDeletePushItem() {
  const tenantId = useTenantId();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => deletePushItem(tenantId, id),
    // the wizard shows its own message for a failed delete, so no failure toast here
    meta: { globalLoading: true, successMessage: 'TOAST_DELETED' },
    onSettled: () => queryClient.invalidateQueries({ queryKey: pushKeys.lists(tenantId) }),
  });
}
