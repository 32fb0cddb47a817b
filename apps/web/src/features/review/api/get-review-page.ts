import { infiniteQueryOptions, keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { REVIEW_PAGE_SIZE, ZReviewUtterancePage } from '@askhr/shared/review/review.schemas';
import { apiRequest } from '../../../lib/api-client';
import { useTenantId } from '../../../lib/tenant';
import { filterParams, type TReviewQuery } from '../review-query';
import { reviewKeys } from './keys';

export function getReviewPage(tenantId: number, query: TReviewQuery, page: number, signal?: AbortSignal) {
  return apiRequest('/api/ReviewUtterances/page', ZReviewUtterancePage, {
    tenantId,
    query: {
      ...filterParams(query),
      orderColumn: query.orderColumn,
      desc: query.desc,
      page,
      pageSize: REVIEW_PAGE_SIZE,
    },
    signal,
  });
}

/** Load more asks for the current page plus 1 (spec 001 section 7). */
export const reviewPageQueryOptions = (tenantId: number, query: TReviewQuery) =>
  infiniteQueryOptions({
    queryKey: reviewKeys.page(tenantId, query),
    queryFn: ({ signal, pageParam }) => getReviewPage(tenantId, query, pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: (last, pages, lastPage) =>
      pages.reduce((shown, page) => shown + page.data.length, 0) < last.total ? lastPage + 1 : undefined,
    placeholderData: keepPreviousData,
    meta: { globalLoading: true },
  });

export function useReviewPage(query: TReviewQuery) {
  return useInfiniteQuery(reviewPageQueryOptions(useTenantId(), query));
}
