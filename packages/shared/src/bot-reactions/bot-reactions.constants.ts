import type { TFeature } from '../access/permissions';
import type { TLanguage } from '../bot/language';
import { BOT_REACTION_DEFAULTS, isDefaultTextLanguage } from './bot-reactions.defaults';

/**
 * Bot reaction types: the events the bot reacts to with a text the tenant can customise per country
 * (value_versions kind 'botReaction', item id = type id). Ids are stable: they are stored.
 */
export const BOT_REACTION_TYPES = [
  {
    id: 1,
    key: 'welcome',
    title: 'Welcome',
    description: 'Sent when an employee opens a conversation with the bot.',
    defaultText: "Hi! I'm your HR assistant. Ask me anything about benefits, payroll, time off and more.",
  },
  {
    id: 2,
    key: 'noneIntent',
    title: 'Question not understood',
    description: 'Sent when the bot does not recognise the question.',
    defaultText: "Sorry, I didn't understand that. Could you rephrase your question?",
  },
  {
    id: 3,
    key: 'lowConfidence',
    title: 'Low confidence',
    description: 'Sent when the bot is not sure which question was meant.',
    defaultText: "I'm not sure I understood. Did you mean one of these?",
  },
  {
    id: 4,
    key: 'closeMatch',
    title: 'Close match',
    description: 'Sent with the questions to choose from when several match almost equally.',
    defaultText: 'Which of these did you mean?',
  },
  {
    id: 5,
    key: 'disabledQuestion',
    title: 'Disabled question',
    description: 'Sent when the question has no answer in any country.',
    defaultText: "I can't answer this question yet. Please contact your HR team.",
  },
  {
    id: 6,
    key: 'inapplicableForCountry',
    title: 'Not applicable in your country',
    description: 'Sent when the question has answers in other countries but not in the employee’s.',
    defaultText: "This topic doesn't apply in your country. Please contact your local HR team.",
  },
  {
    id: 7,
    key: 'managerOnly',
    title: 'Only valid for managers',
    description: 'Sent when a team member asks a question reserved for people managers.',
    defaultText: 'This information is only available to people managers.',
  },
  {
    id: 8,
    key: 'notInSubscription',
    title: 'Not in subscription',
    description: "Sent when the question is not part of the company's subscription.",
    defaultText: "I can't help with this topic. Please contact your HR team.",
  },
  {
    id: 9,
    key: 'feedbackThanks',
    title: 'Thanks for the feedback',
    description: 'Sent after an employee rates an answer.',
    defaultText: 'Thanks for your feedback!',
  },
  {
    id: 10,
    key: 'noneOfThese',
    title: 'None of these',
    description: 'Sent when an employee answers the questions the bot offered with “None of these”.',
    defaultText: "Sorry I couldn't find it. Could you ask your question in other words?",
  },
  {
    id: 11,
    key: 'escalation',
    title: 'Not helpful answer escalated',
    description:
      'Sent instead of the thanks when an employee rates an answer Not helpful and such answers go to the HR team.',
    defaultText:
      "Sorry this didn't help. I've passed your question on to the HR team so they can follow it up.",
    feature: 'EscalateNotSatisfactoryAnswer',
  },
  {
    id: 12,
    key: 'hedge',
    title: 'Answer with a hedge',
    description:
      'Put before an answer the bot is not quite sure of, with other questions offered under it. {question} stands for the question answered.',
    defaultText: "I think you're asking about “{question}”:",
  },
] as const satisfies readonly {
  id: number;
  key: string;
  title: string;
  description: string;
  defaultText: string;
  /** the reaction exists only for tenants with this feature */
  feature?: TFeature;
}[];

export type TBotReactionKey = (typeof BOT_REACTION_TYPES)[number]['key'];
export type TBotReactionType = (typeof BOT_REACTION_TYPES)[number];

export const botReactionType = (key: TBotReactionKey): TBotReactionType =>
  BOT_REACTION_TYPES.find((t) => t.key === key)!;

/** Whether a tenant with these features has the reaction type of this id (unknown ids: yes). */
export function hasReactionType(id: number, features: ReadonlySet<string>): boolean {
  const type = BOT_REACTION_TYPES.find((t) => t.id === id);
  return type === undefined || !('feature' in type) || features.has(type.feature);
}

/** In the hedge's text, where the question answered goes. */
export const HEDGE_QUESTION_TOKEN = '{question}';

/**
 * The default of a reaction in a language (bot-reactions.defaults.ts): English, the stored
 * `defaultText`, for English and for a language without shipped texts (or none known).
 */
export function defaultInLanguage(
  type: TBotReactionType,
  language: TLanguage | null,
  defaultText: string = type.defaultText,
): string {
  return isDefaultTextLanguage(language) ? BOT_REACTION_DEFAULTS[type.key][language] : defaultText;
}

/** Labels of the buttons that follow every answer. */
export const RATING_BUTTON_TITLES = { helpful: 'Helpful', notHelpful: 'Not helpful' } as const;

/** The last button under the questions the bot offers when unsure. */
export const NONE_OF_THESE_TITLE = 'None of these';

/** The words of the bot's own buttons, which no tenant edits. */
export interface TButtonTitles {
  helpful: string;
  notHelpful: string;
  noneOfThese: string;
}

const BUTTON_TITLES: Partial<Record<TLanguage, TButtonTitles>> = {
  en: { ...RATING_BUTTON_TITLES, noneOfThese: NONE_OF_THESE_TITLE },
  es: { helpful: 'Me ha servido', notHelpful: 'No me ha servido', noneOfThese: 'Ninguna de estas' },
  de: { helpful: 'Hilfreich', notHelpful: 'Nicht hilfreich', noneOfThese: 'Keine davon' },
  pt: { helpful: 'Ajudou', notHelpful: 'Não ajudou', noneOfThese: 'Nenhuma destas' },
  fr: { helpful: 'Utile', notHelpful: 'Pas utile', noneOfThese: 'Aucune de celles-ci' },
  it: { helpful: 'Utile', notHelpful: 'Non utile', noneOfThese: 'Nessuna di queste' },
};

/** The bot's own buttons in the employee's language, in English where they have no text in it. */
export const buttonTitles = (language: TLanguage | null): TButtonTitles =>
  (language && BUTTON_TITLES[language]) || BUTTON_TITLES.en!;

/** A line holding only this separates the alternative texts of one reaction. */
export const REACTION_VARIANT_SEPARATOR = '---';

/** The alternative texts of a reaction text, which the bot varies between. */
export function reactionVariants(text: string): string[] {
  const variants = text
    .split(/^[ \t]*---[ \t]*$/m)
    .map((variant) => variant.trim())
    .filter(Boolean);
  return variants.length > 0 ? variants : [text];
}

/** One of the alternatives, chosen by `random` (a number in [0, 1)). */
export function pickReactionVariant(text: string, random: () => number = Math.random): string {
  const variants = reactionVariants(text);
  return variants[Math.min(variants.length - 1, Math.floor(random() * variants.length))]!;
}
