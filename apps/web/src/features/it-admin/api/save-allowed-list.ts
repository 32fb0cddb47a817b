import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ZItChannel, type TAllowedListSaveInput } from '@askhr/shared/it-admin/it-admin.schemas';
import { apiRequest } from '../../../lib/api-client';
import { useTenantId } from '../../../lib/tenant';
import { itAdminKeys } from './keys';

export function saveAllowedList(tenantId: number, body: TAllowedListSaveInput) {
  return apiRequest('/api/CustomSettings/ITAdminConfig', ZItChannel, { tenantId, method: 'POST', body });
}

/** Saves one channel's allowed list; a failure is shown inline by the form. */
export function useSaveAllowedList() {
  const tenantId = useTenantId();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TAllowedListSaveInput) => saveAllowedList(tenantId, body),
    meta: { globalLoading: true, successMessage: 'TOAST_SAVED' },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: itAdminKeys.config(tenantId) }),
  });
}
