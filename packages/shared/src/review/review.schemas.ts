import { z } from 'zod';
import { RATINGS, REVIEW_STATES, BOT_ROLES } from '../bot/bot.constants';
import { COUNTRIES } from '../countries/countries.constants';
import { API_DATE_MAX, API_DATE_MIN, ZApiDate, ZApiDay } from '../schemas/api-dates';
import { ZQueryId, ZText, zQueryInt } from '../schemas/primitives';

/** The spec gives no page size (spec 001 section 7); 50 fills a screen, 200 bounds one request. */
export const REVIEW_PAGE_SIZE = 50;
export const REVIEW_PAGE_SIZE_MAX = 200;
/** Values one list filter may carry; more is a client bug rather than a real filter. */
export const REVIEW_FILTER_LIST_MAX = 200;

export const REVIEW_ORDER_COLUMNS = [
  'date',
  'utterance',
  'userCountry',
  'userRole',
  'confidenceScore',
  'rating',
  'state',
  'reason',
] as const;
export type TReviewOrderColumn = (typeof REVIEW_ORDER_COLUMNS)[number];

export const bool = z.union([z.boolean(), z.enum(['true', 'false']).transform((v) => v === 'true')]);

/**
 * A list filter of the query string: repeated parameters (`states=1&states=2`), comma-separated
 * values (`states=1,2`) or both. Empty values are dropped, so `states=` means no restriction.
 * A bad value fails the whole field with one message naming it.
 */
export function listOf<T>(item: z.ZodType<T>, message: string) {
  return z
    .union([z.string(), z.array(z.string())])
    .optional()
    .transform((raw, ctx): T[] | undefined => {
      if (raw === undefined) return undefined;
      const parts = (Array.isArray(raw) ? raw : [raw])
        .flatMap((value) => value.split(','))
        .map((value) => value.trim())
        .filter((value) => value !== '');
      if (parts.length > REVIEW_FILTER_LIST_MAX) {
        ctx.addIssue({ code: 'custom', message: `At most ${REVIEW_FILTER_LIST_MAX} values` });
        return z.NEVER;
      }
      const parsed = parts.map((value) => ({ value, result: item.safeParse(value) }));
      const bad = parsed.filter((p) => !p.result.success).map((p) => p.value);
      if (bad.length > 0) {
        ctx.addIssue({ code: 'custom', message: `${message}: ${bad.join(', ')}` });
        return z.NEVER;
      }
      return parsed.map((p) => p.result.data as T);
    });
}

const oneOf = <T extends number>(values: readonly T[]) =>
  zQueryInt().refine((n): n is T => (values as readonly number[]).includes(n));

/** A country as its code (`ES`, any case) or its id (`2`), resolved to the id. */
const countryId = z.string().transform((value, ctx) => {
  const country = /^\d+$/.test(value)
    ? COUNTRIES.find((c) => c.id === Number(value))
    : // ASCII only: Unicode case mapping would read the Kelvin sign as a K
      COUNTRIES.find((c) => /^[A-Za-z]+$/.test(value) && c.code.toLowerCase() === value.toLowerCase());
  if (!country) {
    ctx.addIssue({ code: 'custom', message: 'Unknown country' });
    return z.NEVER;
  }
  return country.id;
});

const roleIds = listOf(
  oneOf(Object.values(BOT_ROLES)),
  'Unknown user roles (1 People Manager, 2 Team Member)',
);

/**
 * A bound of the filter's dates: a whole day, read in the tenant's report time zone (what the
 * portal sends), or an instant with its offset.
 */
const ZReviewBound = z.union([ZApiDay, ZApiDate], {
  error: `Must be a date (YYYY-MM-DD) or an ISO 8601 date and time, from ${API_DATE_MIN} to ${API_DATE_MAX}`,
});

/** The Filter of spec 001 section 3, as query parameters. */
export const ZReviewFilter = z.object({
  /** default: one month before the end date; a day (YYYY-MM-DD) starts at the company's midnight */
  startDate: ZReviewBound.optional(),
  /** default: now; a day (YYYY-MM-DD) ends at the company's next midnight */
  endDate: ZReviewBound.optional(),
  states: listOf(oneOf(Object.values(REVIEW_STATES)), 'Unknown review states (1 to 4)'),
  /** 1 Helpful, -1 Not Helpful, 0 No Feedback (no rating stored) */
  ratings: listOf(oneOf(Object.values(RATINGS)), 'Unknown ratings (1, -1 or 0)'),
  /** question ids, matched against the predicted or the returned question */
  intents: listOf(ZQueryId, 'Not question ids'),
  roles: roleIds,
  /** the same filter as `roles` (the spec names both); the two lists are merged */
  userRole: roleIds,
  countries: listOf(countryId, 'Unknown countries'),
  /** part of the predicted or returned question's text, any case */
  intentName: ZText.trim().max(200).optional(),
  /** also the messages sent from the portal's Test Bot, which are left out by default */
  includeTests: bool.optional(),
  /**
   * true: only the answers the bot hedged ("Answered, unsure": it answered its best match and
   * offered alternatives); false: only the rows it did not hedge; absent: both
   */
  hedged: bool.optional(),
});
export type TReviewFilter = z.infer<typeof ZReviewFilter>;

/** GET /api/ReviewUtterances/page and /api/Feedback/page (spec 001 section 7). */
export const ZReviewPageQuery = ZReviewFilter.extend({
  page: zQueryInt({ min: 1, max: 1_000_000 }).default(1),
  pageSize: zQueryInt({ min: 1, max: REVIEW_PAGE_SIZE_MAX }).default(REVIEW_PAGE_SIZE),
  orderColumn: z.enum(REVIEW_ORDER_COLUMNS).default('date'),
  desc: bool.default(true),
});
export type TReviewPageQuery = z.infer<typeof ZReviewPageQuery>;

const ZQuestionRef = z.object({ id: z.number(), text: z.string() });

/** ModelUtterance of spec 001 section 3: a training utterance proposed from a review row. */
export const ZModelUtterance = z.object({
  utterance: z.string(),
  isGeneral: z.boolean(),
  questionId: z.number().nullable(),
  question: ZQuestionRef.nullable(),
});

/** ReviewUtterance of spec 001 section 3. */
export const ZReviewUtterance = z.object({
  id: z.number(),
  date: z.string(),
  /** country code, `GLOBAL` for country 1 */
  userCountry: z.string(),
  /** role type id: 1 People Manager, 2 Team Member */
  userRole: z.number(),
  utterance: z.string(),
  answerReturned: z.string().nullable(),
  /** 1 Helpful, -1 Not Helpful, null when the employee gave none */
  rating: z.number().nullable(),
  state: z.number(),
  observations: z.string(),
  customerObservations: z.string(),
  /** null when the bot answered from the knowledge base */
  reason: z.number().nullable(),
  /** the employee chose the question from the bot's offered buttons instead of typing it */
  fromIntent: z.boolean(),
  /** answered, unsure: the bot answered its best match with a hedge and offered alternatives */
  hedged: z.boolean(),
  questionPredicted: ZQuestionRef.nullable(),
  confidenceScore: z.number().nullable(),
  returnedQuestionId: z.number().nullable(),
  returnedQuestionText: z.string().nullable(),
  returnedQuestionInSubscription: z.boolean().nullable(),
  reviewQuestionId: z.number().nullable(),
  reviewQuestionText: z.string().nullable(),
  reviewQuestionInSubscription: z.boolean().nullable(),
  modelUtterance: ZModelUtterance.nullable(),
  checked: z.boolean(),
  modified: z.boolean(),
  error: z.boolean(),
});
export type TReviewUtterance = z.infer<typeof ZReviewUtterance>;

export const ZReviewUtterancePage = z.object({ data: z.array(ZReviewUtterance), total: z.number() });
export type TReviewUtterancePage = z.infer<typeof ZReviewUtterancePage>;
