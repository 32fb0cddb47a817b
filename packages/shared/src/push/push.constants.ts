/** Push messages and surveys (spec 001 sections 2 to 5 and 9). */

export const PUSH_TYPES = ['message', 'survey'] as const;
export type TPushType = (typeof PUSH_TYPES)[number];

/**
 * Status of a push item. Only Scheduled items are edited and deleted; the others show their name
 * split into words ('PartiallySent' as 'Partially Sent'), Sent as 'Sent' with its delivery counts.
 */
export const PUSH_STATUSES = {
  Scheduled: 1,
  Sending: 2,
  Sent: 3,
  PartiallySent: 4,
  Failed: 5,
  Closed: 6,
} as const;
export type TPushStatusName = keyof typeof PUSH_STATUSES;
export type TPushStatusId = (typeof PUSH_STATUSES)[TPushStatusName];

export function pushStatusName(id: number): TPushStatusName | undefined {
  return (Object.keys(PUSH_STATUSES) as TPushStatusName[]).find((name) => PUSH_STATUSES[name] === id);
}

/** Statuses of an item whose delivery started: it is history, never edited again. */
export const DELIVERED_STATUSES: readonly number[] = [
  PUSH_STATUSES.Sending,
  PUSH_STATUSES.Sent,
  PUSH_STATUSES.PartiallySent,
  PUSH_STATUSES.Closed,
];

/** Time options of the delivery step (spec 001 section 4): how often an item is sent. */
export const PUSH_FREQUENCIES = [
  { id: 0, name: 'Default' },
  { id: 1, name: 'Hourly' },
  { id: 2, name: 'Daily' },
  { id: 3, name: 'Weekly' },
  { id: 4, name: 'Monthly' },
  { id: 5, name: 'Yearly' },
] as const;
export type TPushFrequency = (typeof PUSH_FREQUENCIES)[number]['id'];

/**
 * State of one delivery row (one recipient of one push item), kept by the sender: 'sending' while
 * the channel is called. A row still 'sending' after a crash is settled from the channel's own
 * record (push-settle.ts): 'sent' when the message is found there, 'pending' again when it is
 * provably not, else 'uncertain': it may have arrived, so it is never sent again.
 */
export const DELIVERY_STATES = [
  'pending',
  'sending',
  'sent',
  'blocked',
  'notInstalled',
  'failed',
  'uncertain',
] as const;
export type TDeliveryState = (typeof DELIVERY_STATES)[number];

/** A dry run goes out at the next multiple of this many minutes, rounded up. */
export const DRY_RUN_ROUNDING_MINUTES = 5;

export const CSV_EMAILS_MAX = 10_000;
export const RECIPIENT_SEARCH_MIN = 3;
export const SURVEY_QUESTION_MAX = 244;
export const SURVEY_OPTIONS_MIN = 1;
export const SURVEY_OPTIONS_MAX = 6;
export const SURVEY_DEFAULT_GREETING = 'Please provide your anonymous feedback on the following statement.';
/** Label of the recipients who did not answer, in the totals chart and the report. */
export const SURVEY_NOT_ANSWERED = 'Not Answered';
/** Bounds of what the server stores; the user-facing limits above give the messages. */
export const PUSH_TEXT_MAX = 10_000;
export const PAGE_SIZE = 20;

/** The Web Chat group: every employee who chatted through the web chat. */
export const WEB_CHAT_GROUP = { recipientId: 'all-directline', name: 'All Web Chat users' } as const;

/** Messages of spec 001 section 5, shown by the wizard and sent back by the server per field. */
export const PUSH_MESSAGES = {
  dateInvalid: 'The delivery date must be a valid date.',
  dateInPast: 'The delivery date must be a future date.',
  recipientRequired: 'At least one recipient is required.',
  csvRequired: 'CSV file is required.',
  csvInvalid: 'Invalid csv file. Please, check the email addresses format.',
  csvTooMany: (count: number) =>
    `${count} out of ${CSV_EMAILS_MAX} emails used - Please, remove some emails.`,
  csvNotEnabled: 'CSV uploads are not enabled for this company.',
  recipientUnknown: 'Some recipients are not available any more. Please, choose them again.',
  textRequired: 'Text message is required.',
  questionRequired: 'Survey question is required.',
  questionTooLong: (length: number) =>
    `${length} out of ${SURVEY_QUESTION_MAX} characters used - Some text will be cut off.`,
  greetingRequired: 'Greeting text is required.',
  closeDateInvalid: 'End date must be valid and after the scheduled send date.',
  optionsTooMany: (count: number) =>
    `${count} out of ${SURVEY_OPTIONS_MAX} options used - Please, remove some options.`,
  optionsTooFew: 'Please, add at least one response option.',
  optionRequired: 'Response options must not be empty.',
  searchTooShort: 'Please type at least 3 characters',
  notEditable: 'This item was sent already and can no longer be changed.',
  stale:
    'Someone else changed this item since you opened it. Reload it to see their change, then apply yours again.',
  saveFailed: 'There was a problem saving the message',
} as const;

/** What the bot says to a survey button press. */
export const SURVEY_ANSWER_MESSAGES = {
  thanks: 'Thank you, your answer has been recorded.',
  already: 'Your answer was already recorded; it cannot be changed.',
  closed: 'This survey is closed.',
} as const;

/** Why a delivery did not happen, as stored on its row. */
export const DELIVERY_ERRORS = {
  noAuthorAccount: 'The author has no chat account with the bot (by e-mail) to send the test to.',
  noAccount: 'No chat account of the bot was found for this e-mail address.',
  noConversation: 'The employee has no conversation with the bot to send to.',
  uncertain: 'Interrupted while sending: the message may have arrived, so it was not sent again.',
  noSlackToken: 'The company has no Slack bot token.',
  gaveUp: 'Sending stopped: its last retry failed.',
  closedUnsent: 'The survey closed before this message went out.',
  notAllowed: "Not on the channel's allowed recipients list (IT Admin).",
} as const;
