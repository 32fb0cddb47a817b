import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TReviewSave } from '@askhr/shared/review/review-actions.schemas';
import { ZReviewUtterance } from '@askhr/shared/review/review.schemas';
import { apiRequest } from '../../../lib/api-client';
import { useTenantId } from '../../../lib/tenant';
import { reviewKeys } from './keys';

export function saveReview(tenantId: number, body: TReviewSave) {
  return apiRequest('/api/ReviewUtterances/', ZReviewUtterance, { tenantId, method: 'POST', body });
}

export interface TSaveOutcome {
  savedIds: number[];
  failedIds: number[];
}

/** Saves each modified row on its own: one failed row does not hold back the others. */
export async function saveReviews(tenantId: number, bodies: TReviewSave[]): Promise<TSaveOutcome> {
  const results = await Promise.allSettled(bodies.map((body) => saveReview(tenantId, body)));
  const ids = bodies.map((body) => body.id);
  return {
    savedIds: ids.filter((_, index) => results[index]?.status === 'fulfilled'),
    failedIds: ids.filter((_, index) => results[index]?.status === 'rejected'),
  };
}

export function useSaveReviews() {
  const tenantId = useTenantId();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (bodies: TReviewSave[]) => saveReviews(tenantId, bodies),
    meta: { globalLoading: true },
    onSettled: () => queryClient.invalidateQueries({ queryKey: reviewKeys.all(tenantId) }),
  });
}
