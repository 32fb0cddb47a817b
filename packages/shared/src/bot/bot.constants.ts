/**
 * Reason catalogue of spec 001 section 3 (ids 0-15): why the bot did not return a knowledge-base
 * answer to an utterance. An answered utterance has NO reason: it is stored with reason null.
 *
 * The spec names ids 0-5, 7 and 8 and says 6 is hidden; it leaves 9-15 as "fallback returned /
 * disabled variants" without labels. Our choice for those: one pair per unanswered case in which a
 * tenant-wide fallback text could replace the reaction (returned = the fallback was sent, disabled =
 * the tenant has fallbacks switched off), and 15 reserved. The conversation core only records
 * 0, 1, 2, 3, 4, 5, 7 and 8; the rest exist so imported or future rows keep a label.
 */
export const REASONS = {
  noneIntent: 0,
  disabledQuestion: 1,
  lowConfidence: 2,
  closeMatch: 3,
  orphanIntent: 4,
  inapplicableForCountry: 5,
  hidden: 6,
  managerOnly: 7,
  notInSubscription: 8,
  noneIntentFallbackReturned: 9,
  noneIntentFallbackDisabled: 10,
  lowConfidenceFallbackReturned: 11,
  lowConfidenceFallbackDisabled: 12,
  closeMatchFallbackReturned: 13,
  closeMatchFallbackDisabled: 14,
  reserved: 15,
} as const;
export type TReasonKey = keyof typeof REASONS;
export type TReasonId = (typeof REASONS)[TReasonKey];

export const REASON_LABELS: Readonly<Record<TReasonId, string>> = {
  0: 'None Intent',
  1: 'Disabled Question',
  2: 'Low Confidence',
  3: 'Close Match',
  4: 'Orphan Intent',
  5: 'Inapplicable for Country',
  6: 'Hidden',
  7: 'Only valid for Managers',
  8: 'Not In Subscription',
  9: 'None Intent (fallback returned)',
  10: 'None Intent (fallback disabled)',
  11: 'Low Confidence (fallback returned)',
  12: 'Low Confidence (fallback disabled)',
  13: 'Close Match (fallback returned)',
  14: 'Close Match (fallback disabled)',
  15: 'Reserved',
};

/** Id 6 is never shown in lists or filters. */
export const HIDDEN_REASON_IDS: readonly TReasonId[] = [REASONS.hidden];

/** The feedback screen filters on these only (spec 001 section 3). */
export const FEEDBACK_REASON_IDS: readonly TReasonId[] = [
  REASONS.disabledQuestion,
  REASONS.managerOnly,
  REASONS.notInSubscription,
];

/** Review-side feedback ratings; a row without any rating stores null. */
export const RATINGS = { helpful: 1, notHelpful: -1, noFeedback: 0 } as const;
export type TRating = (typeof RATINGS)[keyof typeof RATINGS];
export const RATING_LABELS: Readonly<Record<TRating, string>> = {
  1: 'Helpful',
  [-1]: 'Not Helpful',
  0: 'No Feedback',
};

/** Review result statuses; a new utterance starts in Pending Review. */
export const REVIEW_STATES = {
  pendingReview: 1,
  trainingRequest: 2,
  resolved: 3,
  outOfScope: 4,
} as const;
export type TReviewStateId = (typeof REVIEW_STATES)[keyof typeof REVIEW_STATES];

/** Role types of a bot user (spec 001 section 3). */
export const BOT_ROLES = { peopleManager: 1, teamMember: 2 } as const;
export type TBotRoleId = (typeof BOT_ROLES)[keyof typeof BOT_ROLES];
