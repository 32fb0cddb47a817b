import { describe, expect, it } from 'vitest';
import { detectLanguage, guessLanguage } from './language';

describe('detectLanguage', () => {
  it.each([
    ['How many vacation days do I have?', 'en'],
    ['cuantos dias de vacaciones me quedan este año', 'es'],
    ['Wie viele Urlaubstage habe ich?', 'de'],
    ['Combien de jours de congés ai-je ?', 'fr'],
    ['quantos dias de ferias eu tenho?', 'pt'],
    ['Danke für dein Feedback!', 'de'],
  ])('tells %s is %s', (text, language) => {
    expect(detectLanguage(text)).toBe(language);
  });

  it('says nothing when a text gives no clear sign', () => {
    expect(detectLanguage('')).toBeNull();
    expect(detectLanguage('payslip')).toBeNull();
    expect(detectLanguage('12345')).toBeNull();
  });
});

describe('guessLanguage', () => {
  it('guesses where the evidence is too weak to tell, for reading a message with a glossary', () => {
    const weak = 'Wie reiche ich meine Reisekosten ein?';
    expect(detectLanguage(weak)).toBeNull();
    expect(guessLanguage(weak)).toBe('de');
    expect(guessLanguage('cuantos dias de vacaciones me quedan este año')).toBe('es');
  });

  it('guesses nothing of a text without letters', () => {
    expect(guessLanguage('')).toBeNull();
    expect(guessLanguage('12345')).toBeNull();
  });
});
