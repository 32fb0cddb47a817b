import { z } from 'zod';
import { REVIEW_STATES } from '../bot/bot.constants';
import { ZBodyId, ZQueryId, ZText, zBodyInt } from '../schemas/primitives';
import { bool, listOf, REVIEW_FILTER_LIST_MAX, ZReviewFilter } from './review.schemas';

/** Spec 001 section 5. */
export const MODEL_UTTERANCE_MAX = 1000;
export const REVIEW_MESSAGES = {
  utteranceEmpty: 'Training utterance must not be empty',
  utteranceTooLong: `The length of training utterances is limited to ${MODEL_UTTERANCE_MAX} characters`,
  outOfScopeWithQuestion: 'An Out of Scope row cannot name a question to train',
} as const;

/** Observations are free notes; the bound only keeps one row from carrying a document. */
export const OBSERVATIONS_MAX = 4000;

const ids = listOf(ZQueryId, 'Not review utterance ids');

/** GET /api/ReviewUtterances/Ids and /api/Feedback/Ids: the rows of the review preview. */
export const ZReviewIdsQuery = z.object({
  ids: ids.refine((list) => (list?.length ?? 0) > 0, 'Name at least one review utterance'),
  /** opened from Feedback: only the Not Helpful rows among them */
  fromFeedback: bool.optional(),
});
export type TReviewIdsQuery = z.infer<typeof ZReviewIdsQuery>;

/**
 * DELETE /api/ReviewUtterances/?ids=1&ids=2: repeated parameters only, each one id. A delete reads
 * nothing loosely (no `1,2`), so that a malformed request is refused rather than acted on.
 */
export const ZReviewDeleteQuery = z.object({
  ids: z
    .union([ZQueryId, z.array(ZQueryId)])
    .transform((value) => (Array.isArray(value) ? value : [value]))
    .pipe(
      z
        .array(z.number())
        .min(1, 'Name at least one review utterance')
        .max(REVIEW_FILTER_LIST_MAX, `At most ${REVIEW_FILTER_LIST_MAX} values`),
    ),
});
export const ZReviewDeleted = z.object({ deleted: z.number() });

const states = Object.values(REVIEW_STATES) as number[];

/**
 * POST /api/ReviewUtterances/: one reviewed row (spec 001 sections 3 and 5). A question chosen
 * needs its training utterance; an Out of Scope row names none.
 */
export const ZReviewSave = z
  .object({
    id: ZBodyId,
    state: zBodyInt().refine((n) => states.includes(n), 'Unknown review state (1 to 4)'),
    observations: ZText.max(OBSERVATIONS_MAX).default(''),
    customerObservations: ZText.max(OBSERVATIONS_MAX).default(''),
    reviewQuestionId: ZBodyId.nullable().default(null),
    modelUtterance: ZText.trim()
      .max(MODEL_UTTERANCE_MAX, REVIEW_MESSAGES.utteranceTooLong)
      .nullable()
      .default(null),
    /** the portal's auto-save: saved the same way, only not announced to the reviewer */
    silent: z.boolean().default(false),
  })
  .superRefine((body, ctx) => {
    if (body.reviewQuestionId !== null && !body.modelUtterance)
      ctx.addIssue({ code: 'custom', path: ['modelUtterance'], message: REVIEW_MESSAGES.utteranceEmpty });
    if (body.state === REVIEW_STATES.outOfScope && body.reviewQuestionId !== null)
      ctx.addIssue({
        code: 'custom',
        path: ['reviewQuestionId'],
        message: REVIEW_MESSAGES.outOfScopeWithQuestion,
      });
  });
export type TReviewSave = z.infer<typeof ZReviewSave>;

/** GET /api/ReviewUtterances/Ratings and /api/Feedback/Ratings: the filter of the page. */
export const ZRatingsQuery = ZReviewFilter;

/**
 * Ratings aggregate item of spec 001 section 3: how many rows of the filter have rating `id`
 * (1, -1, 0 for none) and settled on question `questionId` (null: no question).
 */
export const ZRatingsItem = z.object({
  id: z.number(),
  total: z.number(),
  questionId: z.number().nullable(),
});
export const ZRatingsAggregate = z.array(ZRatingsItem);
export type TRatingsItem = z.infer<typeof ZRatingsItem>;
