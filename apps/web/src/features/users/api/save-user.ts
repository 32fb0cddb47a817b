import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type TUserSaveInput, ZUserSaved } from '@askhr/shared/users/users.schemas';
import { apiRequest } from '../../../lib/api-client';
import { useTenantId } from '../../../lib/tenant';
import { userKeys } from './keys';

/** Invites (id 0) or edits a user; an invitation may return the temporary password, once. */
export function saveUser(tenantId: number, body: TUserSaveInput) {
  return apiRequest('/api/Users/', ZUserSaved, { tenantId, method: 'POST', body });
}

export function useSaveUser() {
  const tenantId = useTenantId();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TUserSaveInput) => saveUser(tenantId, body),
    // the panel shows its own message for a failed save
    meta: { globalLoading: true, successMessage: 'TOAST_SAVED' },
    onSettled: () => queryClient.invalidateQueries({ queryKey: userKeys.all(tenantId) }),
  });
}
