import { z } from 'zod';
import { ZBodyId } from '../schemas/primitives';
import { REVIEW_PAGE_SIZE_MAX } from './review.schemas';

/** Rows one training request may carry: a full page of the review list, no more. */
export const REVIEW_SEND_MAX = REVIEW_PAGE_SIZE_MAX;

/** POST /api/ReviewUtterances/Send and /api/Feedback/Send: request training on the chosen rows. */
export const ZReviewSendRequest = z.object({
  ids: z
    .array(ZBodyId, { error: 'A list of utterance ids' })
    .min(1, 'Select at least one utterance')
    .max(REVIEW_SEND_MAX, `At most ${REVIEW_SEND_MAX} utterances`),
  // 254: the longest address SMTP carries (RFC 5321)
  email: z
    .string()
    .trim()
    .max(254, 'An e-mail address is at most 254 characters')
    .pipe(z.email({ error: 'A valid e-mail address' })),
});
export type TReviewSendRequest = z.infer<typeof ZReviewSendRequest>;

export const ZReviewSendResponse = z.object({ sent: z.number() });
export type TReviewSendResponse = z.infer<typeof ZReviewSendResponse>;

/**
 * The portal path of the review preview: the ids as repeated parameters, in the given order and
 * without repeats, and `fromFeedback=true` for rows of the Feedback screen (spec 001 section 2).
 */
export function reviewPreviewPath(ids: readonly number[], { isFeedback = false } = {}): string {
  const query = new URLSearchParams();
  for (const id of new Set(ids)) query.append('id', String(id));
  if (isFeedback) query.append('fromFeedback', 'true');
  return `/reviewPreview?${query.toString()}`;
}
