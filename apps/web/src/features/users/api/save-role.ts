import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type TRoleSaveInput, ZSavedRole } from '@askhr/shared/users/users.schemas';
import { apiRequest } from '../../../lib/api-client';
import { useTenantId } from '../../../lib/tenant';
import { userKeys } from './keys';

export function saveRole(tenantId: number, body: TRoleSaveInput) {
  return apiRequest('/api/Roles/', ZSavedRole, { tenantId, method: 'POST', body });
}

export function useSaveRole() {
  const tenantId = useTenantId();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TRoleSaveInput) => saveRole(tenantId, body),
    meta: { globalLoading: true, successMessage: 'TOAST_SAVED' },
    onSettled: () => queryClient.invalidateQueries({ queryKey: userKeys.all(tenantId) }),
  });
}
