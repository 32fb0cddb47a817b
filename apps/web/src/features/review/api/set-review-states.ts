import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ZReviewBulkStateResult, type TReviewBulkState } from '@askhr/shared/review/review-groups.schemas';
import { apiRequest } from '../../../lib/api-client';
import { useTenantId } from '../../../lib/tenant';
import { reviewKeys } from './keys';

/** One state for many rows; the server teaches the bot as saving each row would. */
export function setReviewStates(tenantId: number, body: TReviewBulkState) {
  return apiRequest('/api/ReviewUtterances/State', ZReviewBulkStateResult, {
    tenantId,
    method: 'POST',
    body,
  });
}

/** Refreshes the page, the chart and the groups: every one of them shows the rows' states. */
export function useSetReviewStates() {
  const tenantId = useTenantId();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TReviewBulkState) => setReviewStates(tenantId, body),
    meta: { globalLoading: true },
    onSettled: () => queryClient.invalidateQueries({ queryKey: reviewKeys.all(tenantId) }),
  });
}
