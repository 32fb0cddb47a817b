import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { useTenantId } from '../../../lib/tenant';
import { userKeys } from './keys';

export async function removeRole(tenantId: number, id: number, version: number) {
  await apiFetch(`/api/Roles/${id}`, { tenantId, method: 'DELETE', query: { version } });
}

export function useRemoveRole() {
  const tenantId = useTenantId();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, version }: { id: number; version: number }) => removeRole(tenantId, id, version),
    meta: { globalLoading: true, successMessage: 'TOAST_SAVED' },
    onSettled: () => queryClient.invalidateQueries({ queryKey: userKeys.all(tenantId) }),
  });
}
