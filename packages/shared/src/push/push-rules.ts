import {
  CSV_EMAILS_MAX,
  DELIVERED_STATUSES,
  DRY_RUN_ROUNDING_MINUTES,
  PUSH_MESSAGES,
  PUSH_STATUSES,
  SURVEY_OPTIONS_MAX,
  SURVEY_OPTIONS_MIN,
  SURVEY_QUESTION_MAX,
} from './push.constants';
import { parseApiDate } from '../schemas/api-dates';
import type { TPushSave, TRecipientSave } from './push.schemas';

/** A standard e-mail pattern: one @, no spaces, a dot in the domain. */
export const EMAIL_PATTERN = /^[^\s@,;<>"]+@[^\s@,;<>"]+\.[^\s@,;<>"]+$/;

/** When a dry run goes out: the next 5-minute mark after `now` (spec 001 section 4). */
export function nextDryRunDate(now: Date): Date {
  const step = DRY_RUN_ROUNDING_MINUTES * 60_000;
  return new Date((Math.floor(now.getTime() / step) + 1) * step);
}

/** Only scheduled or future-dated items that nothing was delivered of may change (spec 001 section 4). */
export function isPushItemEditable(item: { statusId: number; date: Date }, now: Date): boolean {
  if (item.statusId === PUSH_STATUSES.Scheduled) return true;
  return item.date > now && !DELIVERED_STATUSES.includes(item.statusId);
}

/**
 * A date of the form, or undefined when it is missing, not a date or outside the dates the API
 * takes (the rules then give the field's message, as for any date that is not one).
 */
export const parseDate = parseApiDate;

/** When the item goes out: a dry run at the next 5-minute mark, otherwise its date. */
export function sendDateOf(save: Pick<TPushSave, 'dryRun' | 'date'>, now: Date): Date | undefined {
  return save.dryRun ? nextDryRunDate(now) : parseDate(save.date);
}

const isGroup = (recipient: TRecipientSave) => Boolean(recipient.recipientId);

/** The e-mails of a save, lower-cased and without repeats: the CSV recipients' and the file's. */
export function csvEmailsOf(save: Pick<TPushSave, 'recipients' | 'files'>): string[] {
  const emails = save.recipients
    .filter((recipient) => !isGroup(recipient))
    .flatMap((recipient) =>
      recipient.recipientAddresses.map((address) => (typeof address === 'string' ? address : address.email)),
    )
    .concat(save.files.flatMap((file) => file.emails));
  return [...new Set(emails.map((email) => email?.trim().toLowerCase() ?? '').filter((email) => email))];
}

type TFields = Record<string, string[]>;
const add = (fields: TFields, field: string, message: string) => (fields[field] ??= []).push(message);

function checkDelivery(save: TPushSave, now: Date, fields: TFields) {
  if (!save.dryRun) {
    const date = parseDate(save.date);
    if (!date) add(fields, 'date', PUSH_MESSAGES.dateInvalid);
    else if (date <= now) add(fields, 'date', PUSH_MESSAGES.dateInPast);
  }
  const emails = csvEmailsOf(save);
  const hasCsv = save.recipients.some((r) => !isGroup(r)) || save.files.length > 0;
  if (save.recipients.length === 0 && !hasCsv) add(fields, 'recipients', PUSH_MESSAGES.recipientRequired);
  if (hasCsv && emails.length === 0) add(fields, 'recipientsCsv', PUSH_MESSAGES.csvRequired);
  if (emails.some((email) => !EMAIL_PATTERN.test(email)))
    add(fields, 'recipientsCsv', PUSH_MESSAGES.csvInvalid);
  if (emails.length > CSV_EMAILS_MAX) add(fields, 'recipientsCsv', PUSH_MESSAGES.csvTooMany(emails.length));
}

function checkSurvey(save: TPushSave, now: Date, fields: TFields) {
  const query = save.queries[0];
  const question = query?.text.trim() ?? '';
  if (!question) add(fields, 'queries', PUSH_MESSAGES.questionRequired);
  else if (question.length > SURVEY_QUESTION_MAX)
    add(fields, 'queries', PUSH_MESSAGES.questionTooLong(question.length));
  if (!save.greetingText?.trim()) add(fields, 'greetingText', PUSH_MESSAGES.greetingRequired);
  const options = (query?.responseOptions ?? []).map((o) => (typeof o === 'string' ? o : o.text).trim());
  if (options.length < SURVEY_OPTIONS_MIN) add(fields, 'responseOptions', PUSH_MESSAGES.optionsTooFew);
  if (options.length > SURVEY_OPTIONS_MAX)
    add(fields, 'responseOptions', PUSH_MESSAGES.optionsTooMany(options.length));
  if (options.some((text) => !text)) add(fields, 'responseOptions', PUSH_MESSAGES.optionRequired);
  if (!save.dryRun) {
    const send = parseDate(save.date) ?? now;
    const close = parseDate(save.closeDate);
    if (!close || close <= send) add(fields, 'closeDate', PUSH_MESSAGES.closeDateInvalid);
  }
}

/**
 * The messages of spec 001 section 5 for a push save, per field (date, recipients, recipientsCsv,
 * text; for surveys queries, greetingText, responseOptions, closeDate); empty when it may be saved.
 */
export function validatePushSave(save: TPushSave, now: Date): TFields {
  const fields: TFields = {};
  checkDelivery(save, now, fields);
  if (save.type === 'message' && !save.text.trim()) add(fields, 'text', PUSH_MESSAGES.textRequired);
  if (save.type === 'survey') checkSurvey(save, now, fields);
  return fields;
}
