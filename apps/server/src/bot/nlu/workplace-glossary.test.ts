import { describe, expect, it } from 'vitest';
import { glossaryWords, hasGlossaryWord } from './workplace-glossary';

describe('glossaryWords', () => {
  it('gives the English words of an employee’s message in their language, accents or not', () => {
    expect(glossaryWords('¿cuántos días de vacaciones me quedan?', 'es')).toEqual(
      expect.arrayContaining(['days', 'vacation', 'holiday']),
    );
    expect(glossaryWords('wo finde ich meine Gehaltsabrechnung', 'de')).toEqual(
      expect.arrayContaining(['payslip']),
    );
    expect(glossaryWords('esqueci a senha do notebook', 'pt')).toEqual(['password', 'laptop']);
    expect(glossaryWords('j’ai oublié mon mot de passe', 'fr')).toContain('password');
  });

  it('reads a word in the language detected only, and nothing of English or an unknown language', () => {
    expect(glossaryWords('time off', 'en')).toEqual([]);
    expect(glossaryWords('vacaciones', null)).toEqual([]);
    expect(glossaryWords('vacaciones', 'de')).toEqual([]);
  });

  it('keeps only the words the tenant wrote', () => {
    const known = new Set(['vacation']);
    expect(glossaryWords('mis vacaciones', 'es', (w) => known.has(w))).toEqual(['vacation']);
  });

  it('tells whether any language has a word of the message, so that English without any needs no language', () => {
    expect(hasGlossaryWord('How many vacation days do I have left?')).toBe(false);
    expect(hasGlossaryWord('¿Cuántos días de vacaciones me quedan?')).toBe(true);
    // asked again: the same answer, remembered
    expect(hasGlossaryWord('¿Cuántos días de vacaciones me quedan?')).toBe(true);
    expect(hasGlossaryWord('esqueci a senha')).toBe(true);
    for (const language of ['es', 'de', 'pt', 'fr', 'it'])
      expect(glossaryWords('How many vacation days do I have left?', language)).toEqual([]);
  });
});
