import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { useTenantId } from '../../../lib/tenant';
import { botReactionKeys } from './keys';

export interface TDeleteBotReactionValueParams {
  countryCode: string;
  /** one version only (a scheduled one); without it the country's whole text goes */
  versionId?: number;
}

/** Removes a country's own text (the country falls back to the global one), or one version of it. */
export async function deleteBotReactionValue(
  tenantId: number,
  botReactionId: number,
  params: TDeleteBotReactionValueParams,
) {
  await apiFetch(`/api/BotReactions/${encodeURIComponent(params.countryCode)}`, {
    tenantId,
    method: 'DELETE',
    query: { botReactionId, versionId: params.versionId },
  });
}

export function useDeleteBotReactionValue(botReactionId: number) {
  const tenantId = useTenantId();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (params: TDeleteBotReactionValueParams) =>
      deleteBotReactionValue(tenantId, botReactionId, params),
    // a 409 (version gone already) is explained in the form with the server's message
    meta: {
      globalLoading: true,
      successMessage: 'TOAST_UPDATED',
      errorAction: 'SAVE_CHANGES',
      silentStatuses: [409],
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: botReactionKeys.values(tenantId) }),
  });
}
