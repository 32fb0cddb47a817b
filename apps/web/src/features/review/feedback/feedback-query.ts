import { defaultFilterValues, type TReviewQuery } from '../review-query';

/** The first query of Feedback: the last month, every state, newest first. */
export function defaultFeedbackQuery(now: Date, timeZone: string): TReviewQuery {
  return {
    ...defaultFilterValues(now, timeZone),
    // the server keeps Not Helpful rows whatever this says (spec 001 section 7)
    intents: [],
    orderColumn: 'date',
    desc: true,
  };
}
