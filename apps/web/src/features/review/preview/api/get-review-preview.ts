import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { ZReviewUtterance } from '@askhr/shared/review/review.schemas';
import { apiRequest } from '../../../../lib/api-client';
import { useTenantId } from '../../../../lib/tenant';
import { reviewKeys } from '../../api/keys';
import { reviewApiBase } from '../../api/review-source';
import type { TPreviewQuery } from '../preview-query';

const ZPreviewRows = z.array(ZReviewUtterance);

/** GET Ids: the named rows of the tenant, under Feedback/ when the preview came from there. */
export function getReviewPreview(
  tenantId: number,
  { ids, fromFeedback }: TPreviewQuery,
  signal?: AbortSignal,
) {
  const source = fromFeedback ? 'feedback' : 'review';
  return apiRequest(`${reviewApiBase(source)}/Ids`, ZPreviewRows, {
    tenantId,
    query: { ids, fromFeedback: fromFeedback ? true : undefined },
    signal,
  });
}

export const reviewPreviewQueryOptions = (tenantId: number, query: TPreviewQuery) =>
  queryOptions({
    queryKey: reviewKeys.preview(tenantId, query.ids, query.fromFeedback ? 'feedback' : 'review'),
    queryFn: ({ signal }) => getReviewPreview(tenantId, query, signal),
    enabled: query.ids.length > 0,
    meta: { globalLoading: true },
  });

export function useReviewPreview(query: TPreviewQuery) {
  return useQuery(reviewPreviewQueryOptions(useTenantId(), query));
}
