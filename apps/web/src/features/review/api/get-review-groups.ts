import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { ZReviewGroups } from '@askhr/shared/review/review-groups.schemas';
import { apiRequest } from '../../../lib/api-client';
import { useTenantId } from '../../../lib/tenant';
import { filterParams, type TReviewQuery } from '../review-query';
import { reviewKeys } from './keys';

/** The Pending Review rows of the filter grouped by meaning (the states filter does not apply). */
export function getReviewGroups(tenantId: number, query: TReviewQuery, signal?: AbortSignal) {
  const { states: _states, ...params } = filterParams(query);
  return apiRequest('/api/ReviewUtterances/Groups', ZReviewGroups, { tenantId, query: params, signal });
}

export const reviewGroupsQueryOptions = (tenantId: number, query: TReviewQuery) =>
  queryOptions({
    queryKey: reviewKeys.groups(tenantId, query),
    queryFn: ({ signal }) => getReviewGroups(tenantId, query, signal),
    placeholderData: keepPreviousData,
  });

export function useReviewGroups(query: TReviewQuery) {
  return useQuery(reviewGroupsQueryOptions(useTenantId(), query));
}
