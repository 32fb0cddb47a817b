import { describe, expect, it } from 'vitest';
import { pickInLanguage, type TLanguage } from './language';

const written: Record<string, TLanguage> = {
  '¡Gracias por tu opinión!': 'es',
  'Thanks for your feedback!': 'en',
  'Danke für dein Feedback!': 'de',
};
const languageOf = (text: string) => written[text] ?? null;

describe('pickInLanguage', () => {
  const texts = Object.keys(written);

  it('takes the first text in the language, else the first text', () => {
    expect(pickInLanguage(texts, 'en', languageOf)).toBe('Thanks for your feedback!');
    expect(pickInLanguage(texts, 'de', languageOf)).toBe('Danke für dein Feedback!');
    expect(pickInLanguage(texts, 'es', languageOf)).toBe('¡Gracias por tu opinión!');
    expect(pickInLanguage(texts, 'fr', languageOf)).toBe('¡Gracias por tu opinión!');
    expect(pickInLanguage(texts, null, languageOf)).toBe('¡Gracias por tu opinión!');
    expect(pickInLanguage([], 'en', languageOf)).toBeUndefined();
  });

  it('falls back to a text known to be in the language before the first text', () => {
    const known = (language: TLanguage) => (language === 'fr' ? 'Merci !' : undefined);
    expect(pickInLanguage(texts, 'fr', languageOf, known)).toBe('Merci !');
    expect(pickInLanguage(texts, 'de', languageOf, known)).toBe('Danke für dein Feedback!');
    expect(pickInLanguage(texts, 'pt', languageOf, known)).toBe('¡Gracias por tu opinión!');
  });
});
