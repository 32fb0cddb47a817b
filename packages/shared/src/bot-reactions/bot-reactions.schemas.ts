import { z } from 'zod';
import { ZBodyId, ZQueryId, ZText } from '../schemas/primitives';
import { ZValueCard, ZValueSave } from '../versioned-values/versioned-values.schemas';
import { DEFAULT_TEXT_LANGUAGES, type TDefaultTextLanguage } from './bot-reactions.defaults';

/** The shipped default of a reaction type in every language besides English, by language code. */
export const ZBotReactionDefaultTexts = z.object(
  Object.fromEntries(DEFAULT_TEXT_LANGUAGES.map((language) => [language, z.string()])) as Record<
    TDefaultTextLanguage,
    z.ZodString
  >,
);

/**
 * A bot reaction type: an event the bot reacts to, with the text it says when nothing is customised
 * (`defaultText`, English) and that text in the other languages the bot speaks to employees who
 * write in them (`defaultTexts`, absent for a type only the database knows).
 */
export const ZBotReactionType = z.object({
  id: z.number(),
  key: z.string(),
  title: z.string(),
  description: z.string(),
  defaultText: z.string(),
  defaultTexts: ZBotReactionDefaultTexts.optional(),
});
export type TBotReactionTypeView = z.infer<typeof ZBotReactionType>;

/** A country card of a reaction type's texts (DESIGN section 4). */
export const ZBotReactionValue = ZValueCard.extend({ botReactionId: z.number(), text: z.string() });
export type TBotReactionValue = z.infer<typeof ZBotReactionValue>;

export const RESPONSE_TEXT_MESSAGE = 'Please add a response text.';
export const BOT_REACTION_TEXT_MAX = 2000;

/** One version of a reaction text to save: several variants are separate lines of the text. */
export const ZBotReactionSave = ZValueSave.extend({
  botReactionId: ZBodyId,
  text: ZText.trim().min(1, RESPONSE_TEXT_MESSAGE).max(BOT_REACTION_TEXT_MAX),
});
export type TBotReactionSave = z.infer<typeof ZBotReactionSave>;
export const ZBotReactionSaveRequest = z.union([ZBotReactionSave, z.array(ZBotReactionSave).min(1).max(50)]);

export const ZBotReactionIdParams = z.object({ id: ZQueryId });
export const ZRemoveBotReactionQuery = z.object({
  botReactionId: ZQueryId,
  versionId: ZQueryId.optional(),
});
