import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { useTenantId } from '../../../lib/tenant';
import { botReactionKeys } from './keys';

export async function restoreBotReactionVersion(tenantId: number, versionId: number) {
  await apiFetch(`/api/BotReactions/history/${versionId}/restore`, { tenantId, method: 'POST' });
}

export function useRestoreBotReactionVersion() {
  const tenantId = useTenantId();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (versionId: number) => restoreBotReactionVersion(tenantId, versionId),
    meta: { globalLoading: true, successMessage: 'TOAST_UPDATED', errorAction: 'SAVE_CHANGES' },
    onSettled: () => queryClient.invalidateQueries({ queryKey: botReactionKeys.values(tenantId) }),
  });
}
