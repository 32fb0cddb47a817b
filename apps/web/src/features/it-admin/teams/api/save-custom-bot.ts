import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type TCustomBotSaveInput, ZCustomBotSaved } from '@askhr/shared/it-admin/custom-bot.schemas';
import { apiRequest } from '../../../../lib/api-client';
import { useTenantId } from '../../../../lib/tenant';
import { customBotKeys } from './keys';

/** Saves the package; the server redraws the icons; a save from a stale read gets 409. */
export function saveCustomBot(tenantId: number, body: TCustomBotSaveInput) {
  return apiRequest('/api/CustomBot/', ZCustomBotSaved, { tenantId, method: 'POST', body });
}

export function useSaveCustomBot() {
  const tenantId = useTenantId();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TCustomBotSaveInput) => saveCustomBot(tenantId, body),
    // the card says how the save went in the spec's own words
    meta: { globalLoading: true },
    onSettled: () => queryClient.invalidateQueries({ queryKey: customBotKeys.all(tenantId) }),
  });
}
