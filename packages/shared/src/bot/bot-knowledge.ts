import { answerOutcome } from '../answers/answer-rule';
import { effectiveVersion, type TVersionLike } from '../versioned-values/versioned-values';
import { GLOBAL_COUNTRY_ID } from '../countries/countries.constants';
import type { TPlaceholderEntry } from '../placeholders/placeholder-rendering';
import {
  botReactionType,
  defaultInLanguage,
  type TBotReactionKey,
} from '../bot-reactions/bot-reactions.constants';
import { pickInLanguage, type TLanguage, type TLanguageOf } from './language';

/**
 * What the bot knows of a tenant: everything one employee message needs to be decided and answered
 * (DESIGN section 5), read at once and kept per tenant by the bot, or for one question by the
 * portal's "preview as". Versions are those live at the moment of reading (or at a past date for a
 * dated test); which of them is current is worked out at the message's date, so a scheduled version
 * answers from its validFrom on without a new read.
 */
export interface TKnowledgeQuestion {
  id: number;
  text: string;
  categoryId: number | null;
  managerOnly: boolean;
  inSubscription: boolean;
}

export interface TKnowledgeVersion extends TVersionLike {
  itemId: number;
  text: string;
}

export interface TBotKnowledge {
  /** the tenant's countries, the global template (country 1) included */
  countries: readonly { id: number; code: string }[];
  /** the tenant's questions that are not deleted */
  questions: ReadonlyMap<number, TKnowledgeQuestion>;
  /** every country's versions of a question's answer */
  answers: ReadonlyMap<number, readonly TKnowledgeVersion[]>;
  placeholders: readonly { keyWord: string; versions: readonly TKnowledgeVersion[] }[];
  /** the tenant's texts of each bot reaction type (by type id), every country */
  reactions: ReadonlyMap<number, readonly TKnowledgeVersion[]>;
  /** the stored default text of each bot reaction type (by type id) */
  reactionDefaults: ReadonlyMap<number, string>;
}

/** Who asks and when: the employee's country and role type, and the date the answer is for. */
export interface TEmployee {
  countryId: number;
  roleId: number;
  date: Date;
}

/** Every placeholder's value for the country at the date: its own, the global one, or none. */
export function placeholderEntries(
  knowledge: Pick<TBotKnowledge, 'placeholders'>,
  countryId: number,
  date: Date,
): TPlaceholderEntry[] {
  return knowledge.placeholders.map((p) => ({
    keyWord: p.keyWord,
    value: effectiveVersion(countryId, p.versions, date).version?.text ?? null,
  }));
}

/** Why an employee gets no answer to a question of the tenant (reason ids of spec 001 section 3). */
export type TAnswerRefusal =
  'notInSubscription' | 'managerOnly' | 'disabledQuestion' | 'inapplicableForCountry';

export type TQuestionAnswer =
  | { refusal: null; version: TKnowledgeVersion; hasGlobal: boolean }
  | { refusal: TAnswerRefusal; version: null; hasGlobal: false };

/**
 * Steps 2 (the question's own checks) and 3 of DESIGN section 5 for one question: the version the
 * employee gets, or why none. No answer for the employee's country is "inapplicable" when another
 * of the tenant's countries has one, "disabled" when none has.
 */
export function answerFor(knowledge: TBotKnowledge, question: TKnowledgeQuestion, employee: TEmployee) {
  const versions = question.inSubscription ? (knowledge.answers.get(question.id) ?? []) : [];
  const outcome = answerOutcome(question, employee.countryId, employee.roleId, versions, employee.date);
  if (outcome.reason === null)
    return { refusal: null, version: outcome.version, hasGlobal: outcome.hasGlobal };
  const refusal: TAnswerRefusal =
    outcome.reason === 'NOT_IN_SUBSCRIPTION'
      ? 'notInSubscription'
      : outcome.reason === 'MANAGER_ONLY'
        ? 'managerOnly'
        : knowledge.countries.some((c) => effectiveVersion(c.id, versions, employee.date).version)
          ? 'inapplicableForCountry'
          : 'disabledQuestion';
  return { refusal, version: null, hasGlobal: false } satisfies TQuestionAnswer;
}

/**
 * The text of a bot reaction for a country at a date: the tenant's country value, its global value
 * as fallback (the rules of every versioned value), else the type's default text in
 * `defaultLanguage` (the employee's; English where the reaction has no shipped text in it).
 *
 * With `language` (the employee's language is known and the reaction follows it), a text in that
 * language wins over the country's in another if the tenant has it: its global value, the English
 * default text, or another country's value, in that order (a Spanish-speaking country's text for an
 * employee of Spain writing in Spanish, the English default for one writing in English).
 */
export function reactionText(
  knowledge: Pick<TBotKnowledge, 'countries' | 'reactions' | 'reactionDefaults'>,
  key: TBotReactionKey,
  countryId: number,
  date: Date,
  language: { language: TLanguage | null; languageOf: TLanguageOf } | null = null,
  defaultLanguage: TLanguage | null = language?.language ?? null,
): string {
  const type = botReactionType(key);
  const versions = knowledge.reactions.get(type.id) ?? [];
  const textOf = (id: number) => effectiveVersion(id, versions, date).version?.text;
  // the stored row wins over the constant so an operator can reword a default without a release
  const storedDefault = knowledge.reactionDefaults.get(type.id) ?? type.defaultText;
  const own = textOf(countryId);
  if (!language?.language) return own ?? defaultInLanguage(type, defaultLanguage, storedDefault);
  const others = knowledge.countries
    .map((c) => c.id)
    .filter((id) => id !== countryId && id !== GLOBAL_COUNTRY_ID);
  const texts = [own, textOf(GLOBAL_COUNTRY_ID), storedDefault, ...others.map(textOf)];
  // none of the tenant's texts in the employee's language: the country's own (or global) text,
  // which a shipped default never replaces; else the shipped default in that language
  return pickInLanguage(
    texts.filter((text): text is string => Boolean(text)),
    language.language,
    language.languageOf,
    (written) => (own === undefined ? defaultInLanguage(type, written, storedDefault) : undefined),
  )!;
}
