import { infiniteQueryOptions, keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { REVIEW_PAGE_SIZE, ZReviewUtterancePage } from '@askhr/shared/review/review.schemas';
import { apiRequest } from '../../../lib/api-client';
import { useTenantId } from '../../../lib/tenant';
import { filterParams, type TReviewQuery } from '../review-query';
import { reviewKeys } from './keys';
import { reviewApiBase, type TReviewSource } from './review-source';

export function getReviewPage(
  tenantId: number,
  query: TReviewQuery,
  page: number,
  signal?: AbortSignal,
  source: TReviewSource = 'review',
) {
  return apiRequest(`${reviewApiBase(source)}/page`, ZReviewUtterancePage, {
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
export const reviewPageQueryOptions = (
  tenantId: number,
  query: TReviewQuery,
  source: TReviewSource = 'review',
) =>
  infiniteQueryOptions({
    queryKey: reviewKeys.page(tenantId, query, source),
    queryFn: ({ signal, pageParam }) => getReviewPage(tenantId, query, pageParam, signal, source),
    initialPageParam: 1,
    getNextPageParam: (last, pages, lastPage) =>
      pages.reduce((shown, page) => shown + page.data.length, 0) < last.total ? lastPage + 1 : undefined,
    placeholderData: keepPreviousData,
    meta: { globalLoading: true },
  });

export function useReviewPage(query: TReviewQuery, source: TReviewSource = 'review') {
  return useInfiniteQuery(reviewPageQueryOptions(useTenantId(), query, source));
}
