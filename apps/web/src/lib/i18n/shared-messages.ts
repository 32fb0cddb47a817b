import { REVIEW_BULK_MESSAGES } from '@askhr/shared/review/review-groups.schemas';
import { REVIEW_MESSAGES } from '@askhr/shared/review/review-actions.schemas';
import { PUSH_MESSAGES } from '@askhr/shared/push/push.constants';
import { IT_ADMIN_MESSAGES } from '@askhr/shared/it-admin/it-admin.constants';
import { ICON_TYPE_MESSAGE } from '@askhr/shared/it-admin/custom-bot.schemas';
import { INBOX_EMAIL_INVALID, INBOX_NAME_REQUIRED } from '@askhr/shared/it-admin/email-inboxes.schemas';
import { RESPONSE_TEXT_MESSAGE } from '@askhr/shared/bot-reactions/bot-reactions.schemas';
import { API_DATE_RANGE_MESSAGE } from '@askhr/shared/schemas/api-dates';
import { ID_MESSAGE, NUL_MESSAGE } from '@askhr/shared/schemas/primitives';
import { LAST_MANAGE_USERS_MESSAGE } from '@askhr/shared/users/manage-users-rule';
import { STALE_MESSAGES } from '@askhr/shared/errors/stale-messages';
import { i18n, type TMessageKey } from './i18n';

/**
 * The English texts of the shared package that reach the screen: the rules the portal checks
 * before sending (the push wizard, the Teams package, the value editors) and the 400/409 answers
 * of the server, which says them in English whatever the portal's language. Each one has its
 * catalogue key here, so that the portal can show it in the user's language.
 */

/** A function's argument as the catalogue names it: `{count}` for a number unless told otherwise. */
interface TArgument {
  key: TMessageKey;
  arg: string;
  kind: 'number' | 'text';
}
type TKeyOf = TMessageKey | TArgument;

const text = (key: TMessageKey, arg: string): TArgument => ({ key, arg, kind: 'text' });

const PUSH_KEYS: Record<keyof typeof PUSH_MESSAGES, TKeyOf> = {
  dateInvalid: 'RULE_PUSH_DATE_INVALID',
  dateInPast: 'RULE_PUSH_DATE_IN_PAST',
  recipientRequired: 'RULE_PUSH_RECIPIENT_REQUIRED',
  csvRequired: 'RULE_PUSH_CSV_REQUIRED',
  csvInvalid: 'RULE_PUSH_CSV_INVALID',
  csvTooMany: 'RULE_PUSH_CSV_TOO_MANY',
  csvNotEnabled: 'RULE_PUSH_CSV_NOT_ENABLED',
  recipientUnknown: 'RULE_PUSH_RECIPIENT_UNKNOWN',
  textRequired: 'RULE_PUSH_TEXT_REQUIRED',
  questionRequired: 'RULE_PUSH_QUESTION_REQUIRED',
  questionTooLong: 'RULE_PUSH_QUESTION_TOO_LONG',
  greetingRequired: 'RULE_PUSH_GREETING_REQUIRED',
  closeDateInvalid: 'RULE_PUSH_CLOSE_DATE_INVALID',
  optionsTooMany: 'RULE_PUSH_OPTIONS_TOO_MANY',
  optionsTooFew: 'RULE_PUSH_OPTIONS_TOO_FEW',
  optionRequired: 'RULE_PUSH_OPTION_REQUIRED',
  searchTooShort: 'RULE_PUSH_SEARCH_TOO_SHORT',
  notEditable: 'RULE_PUSH_NOT_EDITABLE',
  stale: 'RULE_PUSH_STALE',
  saveFailed: 'PUSH_SAVE_FAILED',
};

const IT_ADMIN_KEYS: Record<keyof typeof IT_ADMIN_MESSAGES, TKeyOf> = {
  slackInstalled: text('RULE_IT_ADMIN_SLACK_INSTALLED', 'product'),
  slackError: text('RULE_IT_ADMIN_SLACK_ERROR', 'error'),
  slackExchangeFailed: 'RULE_IT_ADMIN_SLACK_EXCHANGE_FAILED',
  // the same words as the push wizard's failed save
  saveFailed: 'PUSH_SAVE_FAILED',
  stateRefused: 'RULE_IT_ADMIN_SLACK_STATE_REFUSED',
  slackNotConfigured: 'RULE_IT_ADMIN_SLACK_NOT_CONFIGURED',
};

const REVIEW_KEYS: Record<keyof typeof REVIEW_MESSAGES, TKeyOf> = {
  utteranceEmpty: 'REVIEW_UTTERANCE_EMPTY',
  utteranceTooLong: 'REVIEW_UTTERANCE_TOO_LONG',
  outOfScopeWithQuestion: 'RULE_REVIEW_OUT_OF_SCOPE_WITH_QUESTION',
};

const REVIEW_BULK_KEYS: Record<keyof typeof REVIEW_BULK_MESSAGES, TKeyOf> = {
  trainingWithoutUtterance: 'RULE_REVIEW_BULK_TRAINING_WITHOUT_UTTERANCE',
  outOfScopeWithQuestion: 'RULE_REVIEW_BULK_OUT_OF_SCOPE_WITH_QUESTION',
};

const STALE_KEYS: Record<keyof typeof STALE_MESSAGES, TKeyOf> = {
  user: 'RULE_STALE_USER',
  role: 'RULE_STALE_ROLE',
  customQuestion: 'RULE_STALE_CUSTOM_QUESTION',
  question: 'RULE_STALE_QUESTION',
  document: 'RULE_STALE_DOCUMENT',
  inbox: 'RULE_STALE_INBOX',
  customBot: 'RULE_STALE_CUSTOM_BOT',
  answer: 'RULE_STALE_ANSWER',
};

/** Messages exported one by one, gathered as one dictionary. */
const SINGLE_MESSAGES = {
  RESPONSE_TEXT_MESSAGE,
  ICON_TYPE_MESSAGE,
  INBOX_NAME_REQUIRED,
  INBOX_EMAIL_INVALID,
  API_DATE_RANGE_MESSAGE,
  ID_MESSAGE,
  NUL_MESSAGE,
  LAST_MANAGE_USERS_MESSAGE,
} as const;

const SINGLE_KEYS: Record<keyof typeof SINGLE_MESSAGES, TKeyOf> = {
  RESPONSE_TEXT_MESSAGE: 'RULE_BOT_REACTION_TEXT_REQUIRED',
  ICON_TYPE_MESSAGE: 'RULE_ICON_TYPE',
  INBOX_NAME_REQUIRED: 'RULE_INBOX_NAME_REQUIRED',
  INBOX_EMAIL_INVALID: 'RULE_INBOX_EMAIL_INVALID',
  API_DATE_RANGE_MESSAGE: 'RULE_API_DATE_RANGE',
  ID_MESSAGE: 'RULE_ID',
  NUL_MESSAGE: 'RULE_NUL',
  LAST_MANAGE_USERS_MESSAGE: 'RULE_LAST_MANAGE_USERS',
};

type TSharedText = string | ((value: never) => string);

export interface TSharedDictionary {
  name: string;
  messages: Readonly<Record<string, TSharedText>>;
  keys: Readonly<Record<string, TKeyOf>>;
}

/** Every dictionary covered; the records' types make each one name a key for every entry. */
export const SHARED_DICTIONARIES: readonly TSharedDictionary[] = [
  { name: 'PUSH_MESSAGES', messages: PUSH_MESSAGES, keys: PUSH_KEYS },
  { name: 'IT_ADMIN_MESSAGES', messages: IT_ADMIN_MESSAGES, keys: IT_ADMIN_KEYS },
  { name: 'REVIEW_MESSAGES', messages: REVIEW_MESSAGES, keys: REVIEW_KEYS },
  { name: 'REVIEW_BULK_MESSAGES', messages: REVIEW_BULK_MESSAGES, keys: REVIEW_BULK_KEYS },
  { name: 'STALE_MESSAGES', messages: STALE_MESSAGES, keys: STALE_KEYS },
  { name: 'single messages', messages: SINGLE_MESSAGES, keys: SINGLE_KEYS },
];

/** One entry as found by its text: the key, and for a function the argument its number or words fill. */
export interface TSharedEntry {
  key: TMessageKey;
  argument?: { name: string; kind: 'number' | 'text'; pattern: RegExp };
}

/** What stands for the argument while the pattern is derived: nothing a message holds by itself. */
const SAMPLE = { number: 918273645, text: '\uE000argument\uE000' } as const;

const escapeRegExp = (value: string) => value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * A function's message as a pattern: called with a sample argument, whose place becomes a capture,
 * so the pattern follows the function's wording without being written a second time.
 */
function patternOf(build: (value: never) => string, kind: 'number' | 'text'): RegExp {
  const sample = SAMPLE[kind];
  const parts = (build as (value: unknown) => string)(sample).split(String(sample));
  if (parts.length < 2) throw new Error(`A shared message does not show its argument: ${parts[0]}`);
  const capture = kind === 'number' ? '(\\d+)' : '([\\s\\S]*?)';
  return new RegExp(`^${parts.map(escapeRegExp).join(capture)}$`);
}

function entriesOf(dictionary: TSharedDictionary): { text: TSharedText; entry: TSharedEntry }[] {
  return Object.entries(dictionary.messages).map(([name, message]) => {
    const keyOf = dictionary.keys[name];
    if (!keyOf) throw new Error(`${dictionary.name}.${name} has no catalogue key`);
    if (typeof message === 'string')
      return { text: message, entry: { key: typeof keyOf === 'string' ? keyOf : keyOf.key } };
    const { key, arg, kind } =
      typeof keyOf === 'string' ? { key: keyOf, arg: 'count', kind: 'number' as const } : keyOf;
    return {
      text: message,
      entry: { key, argument: { name: arg, kind, pattern: patternOf(message, kind) } },
    };
  });
}

const ALL_ENTRIES = SHARED_DICTIONARIES.flatMap(entriesOf);
const BY_TEXT = new Map(
  ALL_ENTRIES.filter(({ text }) => typeof text === 'string').map(({ text, entry }) => [
    text as string,
    entry,
  ]),
);
const WITH_ARGUMENT = ALL_ENTRIES.flatMap(({ entry: { key, argument } }) =>
  argument ? [{ key, argument }] : [],
);

/** The key and values of a shared English text, or undefined when it is none of them. */
export function findSharedMessage(
  message: string,
): { key: TMessageKey; values: Record<string, unknown> } | undefined {
  const exact = BY_TEXT.get(message);
  if (exact) return { key: exact.key, values: {} };
  for (const { key, argument } of WITH_ARGUMENT) {
    const match = argument.pattern.exec(message);
    if (match)
      return { key, values: { [argument.name]: argument.kind === 'number' ? Number(match[1]) : match[1] } };
  }
  return undefined;
}

/**
 * A shared rule's or the server's English text in the portal's language; any other text (a
 * server's own words, a name) as it is. In English the text is shown as written: the catalogue's
 * English is the same words (its test says so), and formatting it again would only group the
 * digits of a count ("10,001" where the rule says 10001).
 */
export function translateSharedMessage(message: string): string {
  if ((i18n.resolvedLanguage ?? i18n.language) === 'en') return message;
  const found = findSharedMessage(message);
  return found ? i18n.t(found.key, found.values) : message;
}
