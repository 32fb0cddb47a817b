import { describe, expect, it } from 'vitest';
import { glossaryWords } from './workplace-glossary';

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
});
