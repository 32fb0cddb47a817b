import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { ZValueHistoryEntry } from '@askhr/shared/versioned-values/versioned-values.schemas';
import { apiRequest } from '../../../lib/api-client';
import { useTenantId } from '../../../lib/tenant';
import { botReactionKeys } from './keys';

const ZHistory = z.array(ZValueHistoryEntry);

export function getBotReactionHistory(tenantId: number, id: number, countryId: number, signal?: AbortSignal) {
  return apiRequest(`/api/BotReactions/${id}/history`, ZHistory, { tenantId, query: { countryId }, signal });
}

export const botReactionHistoryQueryOptions = (tenantId: number, id: number, countryId: number) =>
  queryOptions({
    queryKey: botReactionKeys.history(tenantId, id, countryId),
    queryFn: ({ signal }) => getBotReactionHistory(tenantId, id, countryId, signal),
    meta: { errorAction: 'LOAD_HISTORY' },
  });

export function useBotReactionHistory(id: number, countryId: number) {
  return useQuery(botReactionHistoryQueryOptions(useTenantId(), id, countryId));
}
