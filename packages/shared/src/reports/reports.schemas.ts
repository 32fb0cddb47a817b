import { z } from 'zod';
import { BOT_ROLES } from '../bot/bot.constants';
import { CHANNELS, GLOBAL_COUNTRY_ID } from '../countries/countries.constants';
import { ZApiDay } from '../schemas/api-dates';
import { ZQueryId, zQueryInt } from '../schemas/primitives';
import { GRANULARITIES } from './report-periods';

const channelId = z.enum(CHANNELS.map((c) => c.id) as [string, ...string[]]);

/** Query of GET /api/Reports/TotalQuestions (spec 000 section 7). Dates are whole days in the report time zone. */
export const ZTotalQuestionsQuery = z.object({
  start: ZApiDay,
  end: ZApiDay,
  granularity: z
    .string()
    .optional()
    .transform((value, ctx) => {
      if (value === undefined || value === '') return 'Default' as const;
      const found = GRANULARITIES.find((g) => g.toLowerCase() === value.toLowerCase());
      if (!found) {
        ctx.addIssue({ code: 'custom', message: `One of ${GRANULARITIES.join(', ')}` });
        return z.NEVER;
      }
      return found;
    }),
  countryId: ZQueryId.refine((id) => id !== GLOBAL_COUNTRY_ID, {
    error: 'The global country is not a filter: leave the country out',
  }).optional(),
  /** 1 People Manager, 2 Team Member; 0 or absent: both */
  employeeTypeFilter: zQueryInt()
    .refine((n) => n === 0 || (Object.values(BOT_ROLES) as number[]).includes(n), {
      error: 'Unknown user role (1 People Manager, 2 Team Member)',
    })
    .transform((n) => (n ? n : undefined))
    .optional(),
});
export type TTotalQuestionsQuery = z.infer<typeof ZTotalQuestionsQuery>;

/** Query of GET /api/Reports/UsageReport. */
export const ZUsageReportQuery = z.object({ start: ZApiDay, end: ZApiDay });
export type TUsageReportQuery = z.infer<typeof ZUsageReportQuery>;

const ZCategoryRef = z.object({ id: z.number(), name: z.string() });
const ZChannelCount = z.object({ channelId, count: z.number() });

export const ZReportBucket = z.object({
  /** local start of the bucket: YYYY-MM-DD, or YYYY-MM-DDTHH:mm for hourly buckets */
  displayDate: z.string(),
  totalCount: z.number(),
  uniqueUsersCount: z.number(),
  pushMessagesCount: z.number(),
  pushMessagesRecipientsCount: z.number(),
});
export type TReportBucket = z.infer<typeof ZReportBucket>;

/** The dashboard report (spec 000 section 3), with what the portal shows beyond the spec. */
export const ZTotalQuestionsReport = z.object({
  start: z.string(),
  end: z.string(),
  timeZone: z.string(),
  /** the unit the buckets were cut in (Default resolved) */
  granularity: z.enum(['Hourly', 'Daily', 'Weekly', 'Monthly', 'Yearly']),
  totals: z.array(ZReportBucket),
  totalsByCategory: z.array(z.object({ category: ZCategoryRef, count: z.number() })),
  totalsByCountry: z.array(
    z.object({
      country: z.object({ id: z.number(), code: z.string(), name: z.string() }),
      count: z.number(),
    }),
  ),
  newUsers: z.array(ZChannelCount),
  /** answers served (utterances answered from the knowledge base) per channel */
  answersPerChannel: z.array(ZChannelCount),
  enabledAnswersCount: z.object({
    total: z.number(),
    /** questions that could have an answer: the base of the percentage */
    questions: z.number(),
    categories: z.array(z.object({ category: ZCategoryRef, count: z.number(), questions: z.number() })),
  }),
  /** the same figures over the range of the same length just before (beyond the spec) */
  previous: z.object({
    start: z.string(),
    end: z.string(),
    totalCount: z.number(),
    answersCount: z.number(),
    newUsersCount: z.number(),
  }),
  /** questions most asked in the range whose answer was not enabled for the asker (beyond the spec) */
  mostAskedUnanswered: z.array(
    z.object({ question: z.object({ id: z.number(), text: z.string() }), count: z.number() }),
  ),
});
export type TTotalQuestionsReport = z.infer<typeof ZTotalQuestionsReport>;
