import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { ZIntentList } from '@askhr/shared/questions/questions.schemas';
import { apiRequest } from '../../../lib/api-client';
import { useTenantId } from '../../../lib/tenant';
import { reviewKeys } from './keys';

export function searchIntents(tenantId: number, input: string, signal?: AbortSignal) {
  return apiRequest('/api/ReviewUtterances/Intents', ZIntentList, { tenantId, query: { input }, signal });
}

export const intentsQueryOptions = (tenantId: number, input: string) =>
  queryOptions({
    queryKey: reviewKeys.intents(tenantId, input),
    queryFn: ({ signal }) => searchIntents(tenantId, input, signal),
    enabled: input.trim() !== '',
    placeholderData: keepPreviousData,
    staleTime: 60_000,
  });

/** The questions a row may be trained on; nothing is asked before a letter is typed. */
export function useIntentSearch(input: string) {
  return useQuery(intentsQueryOptions(useTenantId(), input.trim()));
}
