/**
 * Review Results and Feedback read and save the same rows under two prefixes (spec 001 section 7):
 * Feedback only ever sees the Not Helpful ones.
 */
export type TReviewSource = 'review' | 'feedback';

export const reviewApiBase = (source: TReviewSource) =>
  source === 'feedback' ? '/api/Feedback' : '/api/ReviewUtterances';
