import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ZUser } from '@askhr/shared/users/users.schemas';
import { apiRequest } from '../../../lib/api-client';
import { useTenantId } from '../../../lib/tenant';
import { userKeys } from './keys';

interface TSetActive {
  id: number;
  active: boolean;
  version: number;
}

export function setUserActive(tenantId: number, { id, ...body }: TSetActive) {
  return apiRequest(`/api/Users/${id}/active`, ZUser, { tenantId, method: 'POST', body });
}

export function useSetUserActive() {
  const tenantId = useTenantId();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (change: TSetActive) => setUserActive(tenantId, change),
    meta: { globalLoading: true, successMessage: 'TOAST_SAVED' },
    onSettled: () => queryClient.invalidateQueries({ queryKey: userKeys.all(tenantId) }),
  });
}
