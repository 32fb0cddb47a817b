import { z } from 'zod';
import { ZBodyId, ZText } from '../schemas/primitives';

export const EMPLOYEE_QUERY_MESSAGE = 'Enter an e-mail address or a chat account id';
export const EMPLOYEE_NOT_FOUND_MESSAGE =
  'No employee of this tenant has this e-mail address or chat account id.';
export const EMPLOYEE_ERASE_STALE_MESSAGE =
  'These chat accounts no longer match the search: search again and confirm what to erase.';
/** The file name the export is downloaded as. */
export const EMPLOYEE_EXPORT_FILE_NAME = 'employee-data.json';

/** An e-mail address (matched in any case) or a channel's account id (matched exactly). */
export const ZEmployeeQuery = ZText.trim().min(1, EMPLOYEE_QUERY_MESSAGE).max(320, EMPLOYEE_QUERY_MESSAGE);

export const ZEmployeeFindQuery = z.object({ query: ZEmployeeQuery });
export type TEmployeeFindQuery = z.infer<typeof ZEmployeeFindQuery>;

/** An employee as one channel knows them. */
export const ZEmployeeBotUser = z.object({
  id: z.number(),
  /** CHANNELS id: directline (Web Chat), slack, msteams, emulator… */
  channel: z.string(),
  channelUserId: z.string(),
  email: z.string().nullable(),
  name: z.string().nullable(),
  firstSeen: z.string(),
  lastSeen: z.string(),
  /** how many messages of theirs are kept */
  messages: z.number(),
});
export type TEmployeeBotUser = z.infer<typeof ZEmployeeBotUser>;

export const ZEmployeeFound = z.object({ botUsers: z.array(ZEmployeeBotUser) });
export type TEmployeeFound = z.infer<typeof ZEmployeeFound>;

/** What the bot did with a message. */
export const EMPLOYEE_MESSAGE_OUTCOMES = ['answered', 'answered-unsure', 'options', 'not-answered'] as const;

export const ZEmployeeMessage = z.object({
  date: z.string(),
  text: z.string(),
  channel: z.string(),
  conversationId: z.string(),
  outcome: z.enum(EMPLOYEE_MESSAGE_OUTCOMES),
  /** why it was not answered as asked (REASON_LABELS), null when it was */
  reason: z.string().nullable(),
  /** the question the bot answered (or offered first), with its text as it is now */
  questionId: z.number().nullable(),
  questionText: z.string().nullable(),
  /** the answer text sent, where it was kept */
  answerText: z.string().nullable(),
  /** RATING_LABELS, null when never rated */
  rating: z.string().nullable(),
});
export type TEmployeeMessage = z.infer<typeof ZEmployeeMessage>;

export const ZEmployeeSurveyAnswer = z.object({
  survey: z.string(),
  query: z.string(),
  answer: z.string(),
  answeredAt: z.string(),
});
export type TEmployeeSurveyAnswer = z.infer<typeof ZEmployeeSurveyAnswer>;

export const ZEmployeeDelivery = z.object({
  /** the push item's text */
  item: z.string(),
  /** 'message' or 'survey' */
  type: z.string(),
  /** DELIVERY_STATES */
  state: z.string(),
  sentAt: z.string().nullable(),
});
export type TEmployeeDelivery = z.infer<typeof ZEmployeeDelivery>;

/** A Web Chat activity of their conversations: who wrote it, when, and its text. */
export const ZEmployeeActivity = z.object({
  conversationId: z.string(),
  from: z.enum(['employee', 'bot']),
  timestamp: z.string().nullable(),
  text: z.string(),
});
export type TEmployeeActivity = z.infer<typeof ZEmployeeActivity>;

export const ZEmployeeRecord = z.object({
  profile: ZEmployeeBotUser.omit({ messages: true }).extend({
    countryCode: z.string().nullable(),
    /** a portal member's Test Bot identity */
    isTest: z.boolean(),
  }),
  messages: z.array(ZEmployeeMessage),
  surveyAnswers: z.array(ZEmployeeSurveyAnswer),
  deliveries: z.array(ZEmployeeDelivery),
  transcript: z.array(ZEmployeeActivity),
});
export type TEmployeeRecord = z.infer<typeof ZEmployeeRecord>;

/** The export: everything kept about the bot users matching the query. */
export const ZEmployeeExport = z.object({
  query: z.string(),
  exportedAt: z.string(),
  botUsers: z.array(ZEmployeeRecord),
});
export type TEmployeeExport = z.infer<typeof ZEmployeeExport>;

/** The bot users the portal showed for `query` and the officer confirmed. */
export const ZEmployeeEraseRequest = z.object({
  query: ZEmployeeQuery,
  botUserIds: z.array(ZBodyId).min(1).max(100),
});
export type TEmployeeEraseRequest = z.infer<typeof ZEmployeeEraseRequest>;

export const ZEmployeeErased = z.object({
  erased: z.object({
    botUsers: z.number(),
    messages: z.number(),
    activities: z.number(),
    surveyResponses: z.number(),
    deliveries: z.number(),
  }),
});
export type TEmployeeErased = z.infer<typeof ZEmployeeErased>;
