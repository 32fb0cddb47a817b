import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { useTenantId } from '../../../lib/tenant';
import { userKeys } from './keys';

/** Removes the user from the tenant (an account left in no tenant is deleted). */
export async function removeUser(tenantId: number, id: number, version: number) {
  await apiFetch(`/api/Users/${id}`, { tenantId, method: 'DELETE', query: { version } });
}

export function useRemoveUser() {
  const tenantId = useTenantId();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, version }: { id: number; version: number }) => removeUser(tenantId, id, version),
    meta: { globalLoading: true, successMessage: 'TOAST_SAVED' },
    onSettled: () => queryClient.invalidateQueries({ queryKey: userKeys.all(tenantId) }),
  });
}
