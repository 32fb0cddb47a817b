import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ZReviewDeleted } from '@askhr/shared/review/review-actions.schemas';
import { apiRequest } from '../../../lib/api-client';
import { useTenantId } from '../../../lib/tenant';
import { reviewKeys } from './keys';

/** DELETE /api/ReviewUtterances/?ids=1&ids=2: repeated parameters, one id each. */
export function deleteReviews(tenantId: number, ids: readonly number[]) {
  return apiRequest('/api/ReviewUtterances/', ZReviewDeleted, {
    tenantId,
    method: 'DELETE',
    query: { ids },
  });
}

/** The pages and the ratings chart both count the deleted rows: both are fetched again. */
export function useDeleteReviews() {
  const tenantId = useTenantId();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (ids: readonly number[]) => deleteReviews(tenantId, ids),
    meta: { globalLoading: true },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: reviewKeys.all(tenantId) }),
  });
}
