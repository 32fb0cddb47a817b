import { describe, expect, it } from 'vitest';
import { detectLanguage } from './language';

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
