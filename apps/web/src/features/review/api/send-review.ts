import { useMutation } from '@tanstack/react-query';
import { ZReviewSendResponse, type TReviewSendRequest } from '@askhr/shared/review/review-send.schemas';
import { apiRequest } from '../../../lib/api-client';
import { useTenantId } from '../../../lib/tenant';
import { reviewApiBase, type TReviewSource } from './review-source';

/** Send (spec 001 section 7): mails the chosen rows to request training on them. */
export function sendReview(tenantId: number, body: TReviewSendRequest, source: TReviewSource = 'review') {
  return apiRequest(`${reviewApiBase(source)}/Send`, ZReviewSendResponse, {
    tenantId,
    method: 'POST',
    body,
  });
}

export function useSendReview(source: TReviewSource = 'review') {
  const tenantId = useTenantId();
  return useMutation({
    mutationFn: (body: TReviewSendRequest) => sendReview(tenantId, body, source),
    meta: { globalLoading: true },
  });
}
