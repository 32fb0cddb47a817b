import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ZSlackInstalled, type TSlackExchange } from '@askhr/shared/it-admin/it-admin.schemas';
import { apiRequest } from '../../../lib/api-client';
import { useTenantId } from '../../../lib/tenant';
import { itAdminKeys } from './keys';

export function exchangeSlackCode(tenantId: number, body: TSlackExchange) {
  return apiRequest('/api/CustomSettings/Slack', ZSlackInstalled, { tenantId, method: 'POST', body });
}

/** Completes a Slack install with what Slack sent back; the toasts are the caller's (spec texts). */
export function useExchangeSlackCode() {
  const tenantId = useTenantId();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TSlackExchange) => exchangeSlackCode(tenantId, body),
    meta: { globalLoading: true },
    onSettled: () => queryClient.invalidateQueries({ queryKey: itAdminKeys.config(tenantId) }),
  });
}
