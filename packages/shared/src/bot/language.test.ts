import { describe, expect, it } from 'vitest';
import { guessLanguage, pickInLanguage } from './language';

describe('guessLanguage', () => {
  it('tells the languages of employee messages apart', () => {
    expect(guessLanguage('How many vacation days do I have?')).toBe('en');
    expect(guessLanguage('¿Cuántos días de vacaciones tengo?')).toBe('es');
    expect(guessLanguage('Wie viele Urlaubstage habe ich?')).toBe('de');
    expect(guessLanguage('Combien de jours de congés ai-je ?')).toBe('fr');
    expect(guessLanguage('Quantos dias de férias eu tenho?')).toBe('pt');
  });

  it('reads the demo bot reactions', () => {
    expect(guessLanguage('Thanks for your feedback!')).toBe('en');
    expect(guessLanguage('¡Gracias por tu opinión!')).toBe('es');
    expect(guessLanguage('Danke für dein Feedback!')).toBe('de');
  });

  it('says nothing when the text gives no clear sign', () => {
    expect(guessLanguage('')).toBeNull();
    expect(guessLanguage('payslip')).toBeNull();
    expect(guessLanguage('12345')).toBeNull();
  });
});

describe('pickInLanguage', () => {
  const texts = ['¡Gracias por tu opinión!', 'Thanks for your feedback!', 'Danke für dein Feedback!'];

  it('takes the first text in the language, else the first text', () => {
    expect(pickInLanguage(texts, 'en')).toBe('Thanks for your feedback!');
    expect(pickInLanguage(texts, 'de')).toBe('Danke für dein Feedback!');
    expect(pickInLanguage(texts, 'es')).toBe('¡Gracias por tu opinión!');
    expect(pickInLanguage(texts, 'fr')).toBe('¡Gracias por tu opinión!');
    expect(pickInLanguage(texts, null)).toBe('¡Gracias por tu opinión!');
    expect(pickInLanguage([], 'en')).toBeUndefined();
  });
});
