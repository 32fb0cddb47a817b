import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type TPushSaveInput, ZSavedPush } from '@askhr/shared/push/push.schemas';
import { apiRequest } from '../../../lib/api-client';
import { useTenantId } from '../../../lib/tenant';
import { pushKeys } from './keys';

/** Schedules a new item (id 0) or changes a scheduled one; a stale or sent one gets 409. */
export function savePushItem(tenantId: number, body: TPushSaveInput) {
  return apiRequest('/api/PushMessages/', ZSavedPush, { tenantId, method: 'POST', body });
}

export function useSavePushItem() {
  const tenantId = useTenantId();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TPushSaveInput) => savePushItem(tenantId, body),
    // the wizard shows its own message for a failed save, so no failure toast here
    meta: { globalLoading: true, successMessage: 'TOAST_SAVED' },
    onSettled: () => queryClient.invalidateQueries({ queryKey: pushKeys.lists(tenantId) }),
  });
}
