import { describe, expect, it } from 'vitest';
import { BOT_REACTION_TYPES, botReactionType, defaultInLanguage } from './bot-reactions.constants';
import { BOT_REACTION_DEFAULTS, DEFAULT_TEXT_LANGUAGES, defaultTextsOf } from './bot-reactions.defaults';

const SIX_LANGUAGES = ['en', ...DEFAULT_TEXT_LANGUAGES] as const;

/** What the bot or the renderer reads in a text: placeholders, the hedge's question, variant separators. */
const tokensOf = (text: string) =>
  [...text.matchAll(/\{\{[^}]*\}\}|\{\w+\}|^[ \t]*---[ \t]*$/gm)].map((m) => m[0].trim()).sort();

describe('bot reaction defaults in the languages of the demo countries', () => {
  it('gives every reaction type a text in all six languages, each its own', () => {
    for (const type of BOT_REACTION_TYPES) {
      const texts = SIX_LANGUAGES.map((language) => defaultInLanguage(type, language));
      expect(texts[0], type.key).toBe(type.defaultText);
      for (const text of texts) expect(text.trim(), type.key).not.toBe('');
      expect(new Set(texts).size, type.key).toBe(SIX_LANGUAGES.length);
    }
    expect(Object.keys(BOT_REACTION_DEFAULTS).sort()).toEqual(BOT_REACTION_TYPES.map((t) => t.key).sort());
  });

  it('keeps every token of the English text, exactly, and adds none', () => {
    expect(tokensOf(botReactionType('hedge').defaultText)).toEqual(['{question}']);
    for (const type of BOT_REACTION_TYPES)
      for (const language of DEFAULT_TEXT_LANGUAGES)
        expect(tokensOf(BOT_REACTION_DEFAULTS[type.key][language]), `${type.key} ${language}`).toEqual(
          tokensOf(type.defaultText),
        );
  });

  it('says English for English, for a language without shipped texts and when none is known', () => {
    const thanks = botReactionType('feedbackThanks');
    expect(defaultInLanguage(thanks, 'es')).toBe('¡Gracias por tus comentarios!');
    expect(defaultInLanguage(thanks, 'nl')).toBe(thanks.defaultText);
    expect(defaultInLanguage(thanks, null)).toBe(thanks.defaultText);
    // the stored English text (an operator's rewording) stands for English only
    expect(defaultInLanguage(thanks, 'en', 'Thank you!')).toBe('Thank you!');
    expect(defaultInLanguage(thanks, 'de', 'Thank you!')).toBe('Vielen Dank für Ihr Feedback!');
  });

  it('addresses the employee as the file says: "Sie" in German, "vous" in French', () => {
    for (const texts of Object.values(BOT_REACTION_DEFAULTS)) {
      expect(texts.de).not.toMatch(/\b(du|dich|dir|dein\w*)\b/i);
      expect(texts.fr).not.toMatch(/\b(tu|te|toi|ton|ta|tes)\b/i);
    }
  });

  it('keeps French punctuation on its word with no-break spaces', () => {
    for (const { fr } of Object.values(BOT_REACTION_DEFAULTS)) {
      expect(fr).not.toMatch(/ [!?:;»]|« /);
      expect(fr).not.toMatch(/[^\s\u00a0\u202f][!?:;»]|«[^\u00a0]/);
    }
  });

  it('finds the texts by a stored key, none for a key the code does not know', () => {
    expect(defaultTextsOf('welcome')).toBe(BOT_REACTION_DEFAULTS.welcome);
    expect(defaultTextsOf('toString')).toBeUndefined();
    expect(defaultTextsOf('unknown')).toBeUndefined();
  });
});
