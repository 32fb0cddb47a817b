import type { TFunction } from 'i18next';
import type { TBotReactionTypeView } from '@askhr/shared/bot-reactions/bot-reactions.schemas';
import { textOr } from '../../lib/i18n/i18n';

type TReaction = Pick<TBotReactionTypeView, 'key' | 'title' | 'description' | 'defaultText' | 'defaultTexts'>;

/**
 * A reaction type in the portal's language: its name and purpose from the catalogue (the server
 * names the product's types in English), and the bot's default text in that language where the
 * product has one (the bot itself answers each employee in theirs). A type the catalogue does not
 * know keeps the server's words.
 */
export function reactionWords(t: TFunction, language: string, reaction: TReaction) {
  const translated = reaction.defaultTexts?.[language as keyof NonNullable<TReaction['defaultTexts']>];
  return {
    title: textOr(t, `BOT_REACTION_TYPE_${reaction.key}_TITLE`, reaction.title),
    description: textOr(t, `BOT_REACTION_TYPE_${reaction.key}_DESCRIPTION`, reaction.description),
    defaultText: translated ?? reaction.defaultText,
  };
}
