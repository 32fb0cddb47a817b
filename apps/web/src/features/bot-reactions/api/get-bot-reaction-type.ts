import { queryOptions, useQuery } from '@tanstack/react-query';
import { ZBotReactionType } from '@askhr/shared/bot-reactions/bot-reactions.schemas';
import { apiRequest } from '../../../lib/api-client';
import { useTenantId } from '../../../lib/tenant';
import { botReactionKeys } from './keys';

export function getBotReactionType(tenantId: number, id: number, signal?: AbortSignal) {
  return apiRequest(`/api/BotReactions/${id}`, ZBotReactionType, { tenantId, signal });
}

export const botReactionTypeQueryOptions = (tenantId: number, id: number) =>
  queryOptions({
    queryKey: botReactionKeys.type(tenantId, id),
    queryFn: ({ signal }) => getBotReactionType(tenantId, id, signal),
    meta: { globalLoading: true, errorAction: 'LOAD_BOT_REACTION_TYPE', silentStatuses: [404] },
  });

export function useBotReactionType(id: number) {
  return useQuery({ ...botReactionTypeQueryOptions(useTenantId(), id), enabled: id > 0 });
}
