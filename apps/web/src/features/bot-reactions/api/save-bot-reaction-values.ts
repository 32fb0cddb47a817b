import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { ZSavedItem } from '@askhr/shared/versioned-values/versioned-values.schemas';
import type { ZBotReactionSave } from '@askhr/shared/bot/bot-reactions.schemas';
import { apiRequest } from '../../../lib/api-client';
import { useTenantId } from '../../../lib/tenant';
import { botReactionKeys } from './keys';

export type TBotReactionSaveInput = z.input<typeof ZBotReactionSave>;
const ZSavedList = z.array(ZSavedItem);

export function saveBotReactionValues(tenantId: number, items: TBotReactionSaveInput[]) {
  return apiRequest('/api/BotReactions/', ZSavedList, { tenantId, method: 'POST', body: items });
}

export function useSaveBotReactionValues() {
  const tenantId = useTenantId();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (items: TBotReactionSaveInput[]) => saveBotReactionValues(tenantId, items),
    // the form shows its own message for a failed save, so no failure toast here
    meta: { globalLoading: true, successMessage: 'TOAST_SAVED' },
    onSettled: () => queryClient.invalidateQueries({ queryKey: botReactionKeys.values(tenantId) }),
  });
}
