import { z } from 'zod';
import { REVIEW_STATES } from '../bot/bot.constants';
import { ZBodyId, ZQueryId, zBodyInt } from '../schemas/primitives';
import { REVIEW_FILTER_LIST_MAX, ZReviewFilter } from './review.schemas';

/**
 * Grouping reads at most this many of the newest matching Pending Review rows: enough for a month
 * of a busy tenant's unreviewed messages, and small enough to cluster within one request.
 */
export const REVIEW_GROUPS_ROW_LIMIT = 2000;
/** Groups listed at most, the largest first. */
export const REVIEW_GROUPS_MAX = 100;
/** One bulk state change names at most this many rows, as every id list of the review routes. */
export const REVIEW_BULK_IDS_MAX = REVIEW_FILTER_LIST_MAX;
/** Questions suggested for one row, as many as the bot offers when unsure. */
export const REVIEW_SUGGESTIONS_MAX = 3;

export const REVIEW_BULK_MESSAGES = {
  trainingWithoutUtterance:
    'A Training Request needs a question and a training utterance per row; set them one row at a time',
  outOfScopeWithQuestion: 'An Out of Scope row cannot name a question to train; clear it one row at a time',
} as const;

/** GET /api/ReviewUtterances/Groups: the page filter; only Pending Review rows are grouped. */
export const ZReviewGroupsQuery = ZReviewFilter.omit({ states: true });
export type TReviewGroupsQuery = z.infer<typeof ZReviewGroupsQuery>;

const ZQuestionCount = z.object({ id: z.number(), text: z.string(), count: z.number() });

/** Utterances that mean the same, across employees and days. */
export const ZReviewGroup = z.object({
  /** the wording most employees of the group used */
  representative: z.string(),
  count: z.number(),
  /** the newest rows first, at most REVIEW_BULK_IDS_MAX of them (`count` says how many there are) */
  ids: z.array(z.number()),
  firstDate: z.string(),
  lastDate: z.string(),
  /** the question the bot predicted for most rows of the group, and for how many */
  predictedQuestion: ZQuestionCount.nullable(),
});
export type TReviewGroup = z.infer<typeof ZReviewGroup>;

export const ZReviewGroups = z.object({
  data: z.array(ZReviewGroup),
  /** Pending Review rows read (the newest `rowLimit` of the filter at most) */
  scanned: z.number(),
  rowLimit: z.number(),
  /** more rows matched than were read: the oldest ones are not grouped */
  isTruncated: z.boolean(),
});
export type TReviewGroups = z.infer<typeof ZReviewGroups>;

const states = Object.values(REVIEW_STATES) as number[];

/** POST /api/ReviewUtterances/State and /api/Feedback/State: one state for many rows. */
export const ZReviewBulkState = z.object({
  ids: z
    .array(ZBodyId)
    .min(1, 'Name at least one review utterance')
    .max(REVIEW_BULK_IDS_MAX, `At most ${REVIEW_BULK_IDS_MAX} values`),
  state: zBodyInt().refine((n) => states.includes(n), 'Unknown review state (1 to 4)'),
});
export type TReviewBulkState = z.infer<typeof ZReviewBulkState>;

export const ZReviewBulkStateResult = z.object({
  updated: z.number(),
  /** ids of no row of the tenant (or, under Feedback/, of no Not Helpful row) */
  notFound: z.number(),
});
export type TReviewBulkStateResult = z.infer<typeof ZReviewBulkStateResult>;

/** GET /api/ReviewUtterances/Suggestions?id=N */
export const ZReviewSuggestionsQuery = z.object({ id: ZQueryId });

export const ZReviewSuggestion = z.object({ id: z.number(), text: z.string(), score: z.number() });
export const ZReviewSuggestions = z.array(ZReviewSuggestion);
export type TReviewSuggestion = z.infer<typeof ZReviewSuggestion>;
