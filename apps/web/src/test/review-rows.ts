import type { TReviewUtterance } from '@askhr/shared/review/review.schemas';

/** A review row as the ReviewUtterances and Feedback routes return it. */
export function reviewRow(patch: Partial<TReviewUtterance> = {}): TReviewUtterance {
  return {
    id: 1,
    date: '2026-11-20T09:30:00Z',
    userCountry: 'ES',
    userRole: 2,
    utterance: 'How many holidays do I have?',
    answerReturned: 'You have 23 days.',
    rating: -1,
    state: 1,
    observations: '',
    customerObservations: '',
    reason: null,
    fromIntent: false,
    questionPredicted: { id: 7, text: 'Holiday allowance' },
    confidenceScore: 0.92,
    returnedQuestionId: 7,
    returnedQuestionText: 'Holiday allowance',
    returnedQuestionInSubscription: true,
    reviewQuestionId: null,
    reviewQuestionText: null,
    reviewQuestionInSubscription: null,
    modelUtterance: null,
    checked: false,
    modified: false,
    error: false,
    ...patch,
  };
}
