import { useMutation } from '@tanstack/react-query';
import { ZReviewSendResponse, type TReviewSendRequest } from '@askhr/shared/review/review-send.schemas';
import { apiRequest } from '../../../lib/api-client';
import { useTenantId } from '../../../lib/tenant';

/** Send (spec 001 section 7): mails the chosen rows to request training on them. */
export function sendReview(tenantId: number, body: TReviewSendRequest) {
  return apiRequest('/api/ReviewUtterances/Send', ZReviewSendResponse, {
    tenantId,
    method: 'POST',
    body,
  });
}

export function useSendReview() {
  const tenantId = useTenantId();
  return useMutation({
    mutationFn: (body: TReviewSendRequest) => sendReview(tenantId, body),
    meta: { globalLoading: true },
  });
}
