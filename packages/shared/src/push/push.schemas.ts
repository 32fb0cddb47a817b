import { z } from 'zod';
import { CHANNELS } from '../countries/countries.constants';
import { API_DATE_RANGE_MESSAGE, isOutsideApiDates, ZApiDate } from '../schemas/api-dates';
import { ZQueryId, ZSaveId, ZText, zBodyInt, zQueryInt } from '../schemas/primitives';
import { CSV_EMAILS_MAX, PAGE_SIZE, PUSH_FREQUENCIES, PUSH_TEXT_MAX, PUSH_TYPES } from './push.constants';

/** Customer user ids as `cuIds=1,2` or repeated `cuIds=1&cuIds=2`; empty values are dropped. */
const ZIdList = z
  .union([ZText.max(4000), z.array(ZText.max(20)).max(200)])
  .transform((raw) =>
    (Array.isArray(raw) ? raw : [raw])
      .flatMap((v) => v.split(','))
      .map((v) => v.trim())
      .filter((v) => v !== ''),
  )
  .pipe(z.array(ZQueryId, { error: 'Not customer user ids' }).max(200));

const bool = z.union([z.boolean(), z.enum(['true', 'false']).transform((v) => v === 'true')]);
const channelIds = CHANNELS.map((c) => c.id) as [TChannel, ...TChannel[]];
type TChannel = (typeof CHANNELS)[number]['id'];

/** Recipient kinds: a group of a channel (recipientId set), or the e-mails of a CSV file. */
export const RECIPIENT_TYPES = ['group', 'csv'] as const;

export const ZRecipientAddress = z.object({
  recipientId: z.string().nullable(),
  email: z.string().nullable(),
});

/** Recipient of spec 001 section 3, as stored for an item. */
export const ZRecipient = z.object({
  id: z.number(),
  name: z.string(),
  type: z.enum(RECIPIENT_TYPES),
  channelId: z.string().nullable(),
  channelTenantId: z.string().nullable(),
  channelTenantName: z.string().nullable(),
  recipientId: z.string().nullable(),
  pushMessageId: z.number(),
  /** a group's own id, or the CSV e-mails (left out of the page list: see emailCount) */
  recipientAddresses: z.array(ZRecipientAddress),
  emailCount: z.number(),
});
export type TRecipient = z.infer<typeof ZRecipient>;

/** A group the wizard offers (GET /api/PushMessages/recipients). */
export const ZRecipientGroup = z.object({
  name: z.string(),
  type: z.literal('group'),
  channelId: z.string(),
  channelTenantId: z.string().nullable(),
  channelTenantName: z.string().nullable(),
  recipientId: z.string(),
  /** employees of the group the bot knows now */
  members: z.number(),
});
export type TRecipientGroup = z.infer<typeof ZRecipientGroup>;
export const ZRecipientGroups = z.array(ZRecipientGroup);

export const ZRecipientsQuery = z.object({ search: ZText.trim().max(200).optional() });

/** A channel a CSV list can be sent through (GET /api/PushMessages/channels). */
export const ZPushChannel = z.object({
  id: z.string(),
  name: z.string(),
  channelTenantId: z.string().nullable(),
  channelTenantName: z.string().nullable(),
});
export const ZPushChannels = z.array(ZPushChannel);

export const ZTimeOptions = z.array(z.object({ id: z.number(), name: z.string() }));

/** Template of spec 001 section 3; manager templates have messageCategory 'manager'. */
export const ZPushTemplate = z.object({
  id: z.number(),
  title: z.string(),
  text: z.string(),
  messageCategory: z.enum(['general', 'manager']),
  selected: z.boolean(),
});
export const ZPushTemplates = z.array(ZPushTemplate);

export const ZResponseOption = z.object({ id: z.number(), text: z.string(), surveyQueryId: z.number() });

/** Survey query of spec 001 section 3. */
export const ZSurveyQuery = z.object({
  id: z.number(),
  text: z.string(),
  /** the question template (GET /api/Surveys/options) it started from */
  surveyQueryOptionId: z.number().nullable(),
  responseOptions: z.array(ZResponseOption),
});

/** A survey question template (GET /api/Surveys/options): a question and its answers. */
export const ZSurveyOption = ZPushTemplate.extend({ responseOptions: z.array(z.string()) });
export const ZSurveyOptions = z.array(ZSurveyOption);

/** Push item of spec 001 section 3 (a message or a survey). */
export const ZPushItem = z.object({
  id: z.number(),
  type: z.enum(PUSH_TYPES),
  text: z.string(),
  /** when it goes out (ISO, UTC) */
  date: z.string(),
  dryRun: z.boolean(),
  frequency: z.number(),
  recipients: z.array(ZRecipient),
  files: z.array(z.object({ name: z.string(), emails: z.array(z.string()) })),
  greetingText: z.string(),
  queries: z.array(ZSurveyQuery),
  closeDate: z.string().nullable(),
  statusId: z.number(),
  status: z.string(),
  statusDate: z.string(),
  successfulRecipients: z.number(),
  failedGroups: z.number(),
  failedIndividuals: z.number(),
  botBlockedCount: z.number(),
  botNotInstalledCount: z.number(),
  otherProblemsCount: z.number(),
  /** cut off mid-send and the channel cannot tell whether they arrived: not sent twice */
  uncertainCount: z.number(),
  lastUpdated: z.string(),
  lastUserUpdated: z.string(),
  /** the customer user who saved it last (the 'Last updated by...' filter) */
  lastCustomerUserId: z.number().nullable(),
  /** that user holds the tenant's Customer Success Manager role: left out of the filter */
  isLastUpdatedByCsm: z.boolean(),
  /** scheduled or future: it may still be changed or deleted */
  editable: z.boolean(),
});
export type TPushItem = z.infer<typeof ZPushItem>;

export const ZPushPage = z.object({ items: z.array(ZPushItem), total: z.number() });

/** The push page list: page, order by Date, scheduled flag, cuIds (spec 001 section 7). */
export const ZPushPageQuery = z.object({
  type: z.enum(PUSH_TYPES).default('message'),
  page: zQueryInt({ min: 1, max: 1_000_000 }).default(1),
  pageSize: zQueryInt({ min: 1, max: 100 }).default(PAGE_SIZE),
  /** true: still to go out (soonest first); false: sent (latest first) */
  scheduled: bool.optional(),
  orderBy: z.enum(['Date']).default('Date'),
  desc: bool.optional(),
  /** customer user ids: only the items they saved last */
  cuIds: ZIdList.optional(),
});
export type TPushPageQuery = z.infer<typeof ZPushPageQuery>;

/** The 'Last updated by...' options: who saved the items of a type last, Customer Success Managers left out. */
export const ZPushAuthorsQuery = z.object({ type: z.enum(PUSH_TYPES).default('message') });
export const ZPushAuthors = z.array(z.object({ id: z.number().int(), name: z.string() }));
export type TPushAuthors = z.infer<typeof ZPushAuthors>;

export const ZPushParams = z.object({ id: ZQueryId });
/** /api/Surveys/{id} save: 0 creates */
export const ZSurveySaveParams = z.object({
  id: zQueryInt({ min: 0, message: 'Must be an id, or 0 to create' }),
});

/**
 * The send and close dates: a date outside the API's dates is refused here, and text that is no
 * date is left to push-rules, so that it gets the spec's message along with the other fields'.
 */
const ZDateText = ZText.trim()
  .max(100)
  .refine((text) => !isOutsideApiDates(text), API_DATE_RANGE_MESSAGE);
const ZAddressIn = z.union([
  ZText.max(320),
  z.object({ recipientId: ZText.max(200).nullish(), email: ZText.max(320).nullish() }),
]);

/** A recipient as the wizard sends it: reshaped to name, channel and addresses (spec 001 section 7). */
export const ZRecipientSave = z.object({
  name: ZText.trim().max(500).default(''),
  type: z.enum(RECIPIENT_TYPES).optional(),
  channelId: z.enum(channelIds).nullish(),
  channelTenantId: ZText.max(200).nullish(),
  channelTenantName: ZText.max(500).nullish(),
  recipientId: ZText.trim().max(200).nullish(),
  recipientAddresses: z
    .array(ZAddressIn)
    .max(CSV_EMAILS_MAX * 5)
    .default([]),
});
export type TRecipientSave = z.infer<typeof ZRecipientSave>;

export const ZSurveyQuerySave = z.object({
  id: ZSaveId.optional(),
  text: ZText.max(PUSH_TEXT_MAX).default(''),
  surveyQueryOptionId: zBodyInt({ min: 1 }).nullish(),
  responseOptions: z
    .array(z.union([ZText.max(500), z.object({ id: ZSaveId.optional(), text: ZText.max(500) })]))
    .max(50)
    .default([]),
});

/**
 * Save of a push item: id 0 (or less) creates, a positive id updates and sends back the
 * lastUpdated it read (a stale one gets 409). Only the shape is checked here; the rules with their
 * messages are in push-rules.ts, so that the wizard and the server say the same.
 */
export const ZPushSave = z.object({
  id: ZSaveId.default(0),
  type: z.enum(PUSH_TYPES),
  text: ZText.max(PUSH_TEXT_MAX).default(''),
  date: ZDateText.nullish(),
  dryRun: z.boolean().default(false),
  frequency: zBodyInt({ min: 0, max: PUSH_FREQUENCIES.length - 1 }).default(0),
  recipients: z.array(ZRecipientSave).max(500).default([]),
  files: z
    .array(z.object({ name: ZText.max(500), emails: z.array(ZText.max(320)).max(CSV_EMAILS_MAX * 5) }))
    .max(1, 'already file selected')
    .default([]),
  greetingText: ZText.max(PUSH_TEXT_MAX).nullish(),
  queries: z.array(ZSurveyQuerySave).max(1).default([]),
  closeDate: ZDateText.nullish(),
  /** the lastUpdated the server gave, sent back as it was */
  lastUpdated: ZApiDate.optional(),
});
export type TPushSave = z.infer<typeof ZPushSave>;
export type TPushSaveInput = z.input<typeof ZPushSave>;

/**
 * A survey update on /api/Surveys/{id}: the push save of a survey, its id from the path (a new
 * survey is created through the push save with type 'survey').
 */
export const ZSurveySave = ZPushSave.omit({ id: true, type: true });

export const ZSavedPush = z.object({ id: z.number(), lastUpdated: z.string() });

/** GET /api/Surveys/{id}/totals: one entry per query, the first one's totals drawn. */
export const ZSurveyTotals = z.array(
  z.object({
    surveyQueryId: z.number(),
    text: z.string(),
    successfulRecipients: z.number(),
    totals: z.array(z.object({ id: z.string(), count: z.number() })),
  }),
);
export type TSurveyTotals = z.infer<typeof ZSurveyTotals>;
