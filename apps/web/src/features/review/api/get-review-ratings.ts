import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { ZRatingsAggregate } from '@askhr/shared/review/review-actions.schemas';
import { apiRequest } from '../../../lib/api-client';
import { useTenantId } from '../../../lib/tenant';
import { filterParams, type TReviewQuery } from '../review-query';
import { reviewKeys } from './keys';
import { reviewApiBase, type TReviewSource } from './review-source';

export function getReviewRatings(
  tenantId: number,
  query: TReviewQuery,
  signal?: AbortSignal,
  source: TReviewSource = 'review',
) {
  return apiRequest(`${reviewApiBase(source)}/Ratings`, ZRatingsAggregate, {
    tenantId,
    query: filterParams(query),
    signal,
  });
}

export const reviewRatingsQueryOptions = (
  tenantId: number,
  query: TReviewQuery,
  source: TReviewSource = 'review',
) =>
  queryOptions({
    queryKey: reviewKeys.ratings(tenantId, query, source),
    queryFn: ({ signal }) => getReviewRatings(tenantId, query, signal, source),
    placeholderData: keepPreviousData,
  });

export function useReviewRatings(query: TReviewQuery, source: TReviewSource = 'review') {
  return useQuery(reviewRatingsQueryOptions(useTenantId(), query, source));
}
