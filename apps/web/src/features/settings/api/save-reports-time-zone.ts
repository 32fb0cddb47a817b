import { useMutation, useQueryClient } from '@tanstack/react-query';
import { SETTING_KEYS } from '@askhr/shared/tenancy/tenancy.constants';
import { ZCustomSetting } from '@askhr/shared/tenancy/tenancy.schemas';
import { apiRequest } from '../../../lib/api-client';
import { useTenantId } from '../../../lib/tenant';

const KEY = SETTING_KEYS.reportsTimeZone;

export function saveReportsTimeZone(tenantId: number, value: string) {
  return apiRequest(`/api/CustomSettings/${KEY}`, ZCustomSetting, {
    tenantId,
    method: 'POST',
    body: { key: KEY, value },
  });
}

/** Saves the report time zone; every date on screen and every report of the tenant then follows it. */
export function useSaveReportsTimeZone() {
  const tenantId = useTenantId();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (value: string) => saveReportsTimeZone(tenantId, value),
    meta: { globalLoading: true, successMessage: 'TOAST_SAVED', errorAction: 'SAVE_CHANGES' },
    // not awaited: the button is done once saved, while the pages refetch behind it
    onSuccess: () => void queryClient.invalidateQueries(),
  });
}
