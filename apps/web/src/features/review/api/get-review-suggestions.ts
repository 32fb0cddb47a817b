import { queryOptions, useQuery } from '@tanstack/react-query';
import { ZReviewSuggestions } from '@askhr/shared/review/review-groups.schemas';
import { apiRequest } from '../../../lib/api-client';
import { useTenantId } from '../../../lib/tenant';
import { reviewKeys } from './keys';

/** The questions the bot ranks first today for one row's message. */
export function getReviewSuggestions(tenantId: number, id: number, signal?: AbortSignal) {
  return apiRequest('/api/ReviewUtterances/Suggestions', ZReviewSuggestions, {
    tenantId,
    query: { id },
    signal,
  });
}

export const reviewSuggestionsQueryOptions = (tenantId: number, id: number) =>
  queryOptions({
    queryKey: reviewKeys.suggestions(tenantId, id),
    queryFn: ({ signal }) => getReviewSuggestions(tenantId, id, signal),
    // the model changes when someone trains it, not from one minute to the next
    staleTime: 60_000,
  });

export function useReviewSuggestions(id: number) {
  return useQuery(reviewSuggestionsQueryOptions(useTenantId(), id));
}
