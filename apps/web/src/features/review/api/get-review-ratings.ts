import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { ZRatingsAggregate } from '@askhr/shared/review/review-actions.schemas';
import { apiRequest } from '../../../lib/api-client';
import { useTenantId } from '../../../lib/tenant';
import { filterParams, type TReviewQuery } from '../review-query';
import { reviewKeys } from './keys';

export function getReviewRatings(tenantId: number, query: TReviewQuery, signal?: AbortSignal) {
  return apiRequest('/api/ReviewUtterances/Ratings', ZRatingsAggregate, {
    tenantId,
    query: filterParams(query),
    signal,
  });
}

export const reviewRatingsQueryOptions = (tenantId: number, query: TReviewQuery) =>
  queryOptions({
    queryKey: reviewKeys.ratings(tenantId, query),
    queryFn: ({ signal }) => getReviewRatings(tenantId, query, signal),
    placeholderData: keepPreviousData,
  });

export function useReviewRatings(query: TReviewQuery) {
  return useQuery(reviewRatingsQueryOptions(useTenantId(), query));
}
