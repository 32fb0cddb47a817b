import { describe, expect, it } from 'vitest';
import { REVIEW_MESSAGES, ZReviewIdsQuery, ZReviewSave } from './review-actions.schemas';

const fieldsOf = (result: { error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  result.error?.issues.map((i) => [i.path.join('.'), i.message]);

describe('ZReviewSave', () => {
  it('defaults what a state-only save leaves out', () => {
    expect(ZReviewSave.parse({ id: 4, state: 3 })).toEqual({
      id: 4,
      state: 3,
      observations: '',
      customerObservations: '',
      reviewQuestionId: null,
      modelUtterance: null,
      silent: false,
    });
  });

  it('needs a training utterance of at most 1000 characters once a question is chosen', () => {
    expect(
      fieldsOf(ZReviewSave.safeParse({ id: 4, state: 2, reviewQuestionId: 9, modelUtterance: ' ' })),
    ).toEqual([['modelUtterance', REVIEW_MESSAGES.utteranceEmpty]]);
    expect(fieldsOf(ZReviewSave.safeParse({ id: 4, state: 2, modelUtterance: 'x'.repeat(1001) }))).toEqual([
      ['modelUtterance', REVIEW_MESSAGES.utteranceTooLong],
    ]);
    expect(ZReviewSave.safeParse({ id: 4, state: 2, modelUtterance: 'x'.repeat(1000) }).success).toBe(true);
  });

  it('refuses a question on an Out of Scope row and unknown states', () => {
    const result = ZReviewSave.safeParse({ id: 4, state: 4, reviewQuestionId: 9, modelUtterance: 'hi' });
    expect(fieldsOf(result)).toEqual([['reviewQuestionId', REVIEW_MESSAGES.outOfScopeWithQuestion]]);
    expect(ZReviewSave.safeParse({ id: 4, state: 5 }).success).toBe(false);
  });
});

describe('ZReviewIdsQuery', () => {
  it('reads repeated and comma-separated ids and needs at least one', () => {
    expect(ZReviewIdsQuery.parse({ ids: ['3', '4,5'], fromFeedback: 'true' })).toEqual({
      ids: [3, 4, 5],
      fromFeedback: true,
    });
    expect(ZReviewIdsQuery.safeParse({}).success).toBe(false);
    expect(ZReviewIdsQuery.safeParse({ ids: '' }).success).toBe(false);
  });
});
