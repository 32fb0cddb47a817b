import { describe, expect, it } from 'vitest';
import { REVIEW_SEND_MAX, reviewPreviewPath, ZReviewSendRequest } from './review-send.schemas';

const issues = (body: unknown) =>
  ZReviewSendRequest.safeParse(body).error?.issues.map((i) => [i.path.join('.'), i.message]);

describe('ZReviewSendRequest', () => {
  it('takes ids and a trimmed address', () => {
    expect(ZReviewSendRequest.parse({ ids: [3, 1], email: ' lead@acme.test ' })).toEqual({
      ids: [3, 1],
      email: 'lead@acme.test',
    });
  });

  it('says what is wrong with the ids and the address', () => {
    expect(issues({ ids: [], email: 'lead@acme.test' })).toEqual([['ids', 'Select at least one utterance']]);
    expect(issues({ ids: [1], email: 'not an address' })).toEqual([['email', 'A valid e-mail address']]);
    expect(issues({ ids: [0, 1.5], email: 'a@b.test' })?.map(([path]) => path)).toEqual(['ids.0', 'ids.1']);
    expect(
      issues({ ids: Array.from({ length: REVIEW_SEND_MAX + 1 }, (_, i) => i + 1), email: 'a@b.test' }),
    ).toEqual([['ids', `At most ${REVIEW_SEND_MAX} utterances`]]);
    expect(issues({ email: 'a@b.test' })).toEqual([['ids', 'A list of utterance ids']]);
  });
});

describe('reviewPreviewPath', () => {
  it('repeats the id parameter and marks the Feedback screen', () => {
    expect(reviewPreviewPath([2, 1, 2])).toBe('/reviewPreview?id=2&id=1');
    expect(reviewPreviewPath([7], { isFeedback: true })).toBe('/reviewPreview?id=7&fromFeedback=true');
  });
});
