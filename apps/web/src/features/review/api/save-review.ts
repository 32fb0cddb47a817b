import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TReviewSave } from '@askhr/shared/review/review-actions.schemas';
import { ZReviewUtterance } from '@askhr/shared/review/review.schemas';
import { apiRequest } from '../../../lib/api-client';
import { useTenantId } from '../../../lib/tenant';
import { reviewKeys } from './keys';
import { reviewApiBase, type TReviewSource } from './review-source';

export function saveReview(tenantId: number, body: TReviewSave, source: TReviewSource = 'review') {
  return apiRequest(`${reviewApiBase(source)}/`, ZReviewUtterance, { tenantId, method: 'POST', body });
}

export interface TSaveOutcome {
  savedIds: number[];
  failedIds: number[];
}

/** Saves each modified row on its own: one failed row does not hold back the others. */
export async function saveReviews(
  tenantId: number,
  bodies: TReviewSave[],
  source: TReviewSource = 'review',
): Promise<TSaveOutcome> {
  const results = await Promise.allSettled(bodies.map((body) => saveReview(tenantId, body, source)));
  const ids = bodies.map((body) => body.id);
  return {
    savedIds: ids.filter((_, index) => results[index]?.status === 'fulfilled'),
    failedIds: ids.filter((_, index) => results[index]?.status === 'rejected'),
  };
}

export function useSaveReviews(source: TReviewSource = 'review') {
  const tenantId = useTenantId();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (bodies: TReviewSave[]) => saveReviews(tenantId, bodies, source),
    meta: { globalLoading: true },
    onSettled: () => queryClient.invalidateQueries({ queryKey: reviewKeys.all(tenantId) }),
  });
}
