import { useMutation, useQueryClient } from '@tanstack/react-query';
import { SETTING_KEYS } from '@askhr/shared/tenancy/tenancy.constants';
import { ZCustomSetting } from '@askhr/shared/tenancy/tenancy.schemas';
import { apiRequest } from '../../../lib/api-client';
import { useTenantId } from '../../../lib/tenant';

const KEY = SETTING_KEYS.messageRetentionDays;

export function saveMessageRetention(tenantId: number, days: number) {
  return apiRequest(`/api/CustomSettings/${KEY}`, ZCustomSetting, {
    tenantId,
    method: 'POST',
    body: { key: KEY, value: String(days) },
  });
}

/** Saves how many days employees' messages are kept; the nightly clean-up then deletes older ones. */
export function useSaveMessageRetention() {
  const tenantId = useTenantId();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (days: number) => saveMessageRetention(tenantId, days),
    // a refused value (400) is shown on the field instead of a toast
    meta: {
      globalLoading: true,
      successMessage: 'TOAST_SAVED',
      errorAction: 'SAVE_CHANGES',
      silentStatuses: [400],
    },
    // the custom settings list is read by the page; only the queries on screen refetch
    onSuccess: () => void queryClient.invalidateQueries(),
  });
}
