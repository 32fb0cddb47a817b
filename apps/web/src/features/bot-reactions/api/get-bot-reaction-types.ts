import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { ZBotReactionType } from '@askhr/shared/bot-reactions/bot-reactions.schemas';
import { apiRequest } from '../../../lib/api-client';
import { useTenantId } from '../../../lib/tenant';
import { botReactionKeys } from './keys';

const ZTypes = z.array(ZBotReactionType);

export function getBotReactionTypes(tenantId: number, signal?: AbortSignal) {
  return apiRequest('/api/BotReactions/', ZTypes, { tenantId, signal });
}

export const botReactionTypesQueryOptions = (tenantId: number) =>
  queryOptions({
    queryKey: botReactionKeys.types(tenantId),
    queryFn: ({ signal }) => getBotReactionTypes(tenantId, signal),
    meta: { globalLoading: true },
  });

export function useBotReactionTypes() {
  return useQuery(botReactionTypesQueryOptions(useTenantId()));
}
