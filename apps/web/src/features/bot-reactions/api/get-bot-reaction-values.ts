import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { ZBotReactionValue } from '@askhr/shared/bot/bot-reactions.schemas';
import { apiRequest } from '../../../lib/api-client';
import { useTenantId } from '../../../lib/tenant';
import { botReactionKeys } from './keys';

const ZValueList = z.array(ZBotReactionValue);

/** One entry per tenant country, Global first. */
export function getBotReactionValues(tenantId: number, id: number, signal?: AbortSignal) {
  return apiRequest(`/api/BotReactions/${id}/values`, ZValueList, { tenantId, signal });
}

export const botReactionValuesQueryOptions = (tenantId: number, id: number) =>
  queryOptions({
    queryKey: botReactionKeys.byReaction(tenantId, id),
    queryFn: ({ signal }) => getBotReactionValues(tenantId, id, signal),
    meta: { globalLoading: true, errorAction: 'LOAD_BOT_REACTIONS_VALUES', silentStatuses: [404] },
  });

export function useBotReactionValues(id: number) {
  return useQuery({ ...botReactionValuesQueryOptions(useTenantId(), id), enabled: id > 0 });
}
