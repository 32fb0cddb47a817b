import { describe, expect, it } from 'vitest';
import { words } from './analyzer';
import { GLOSSARIES } from './glossary/glossaries';
import { glossaryWords, hasGlossaryWord, readInEnglish } from './workplace-glossary';

describe('glossaryWords', () => {
  it('gives the English words of an employee’s message in their language, accents or not', () => {
    expect(glossaryWords('¿cuántos días de vacaciones me quedan?', 'es')).toEqual(
      expect.arrayContaining(['days', 'vacation', 'holiday']),
    );
    expect(glossaryWords('wo finde ich meine Gehaltsabrechnung', 'de')).toEqual(
      expect.arrayContaining(['payslip']),
    );
    expect(glossaryWords('esqueci a senha do notebook', 'pt')).toEqual(['forgot', 'password', 'laptop']);
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

  it('gives nothing for a greeting or a sign-off', () => {
    expect(glossaryWords('buenos días, ¿cuántos días me quedan?', 'es')).toEqual([
      'days',
      'left',
      'remaining',
    ]);
    expect(glossaryWords('bom dia', 'pt')).toEqual([]);
    expect(glossaryWords('Guten Tag', 'de')).toEqual([]);
    // nor for a word that only shares its stem with one ("salud", "credito")
    expect(glossaryWords('Saludos', 'es')).toEqual([]);
    expect(glossaryWords('credo di sì', 'it')).toEqual([]);
  });

  it('gives nothing for the words every message has', () => {
    const functionWords = {
      es: 'el la los las un una de del al en con por para sin y o pero que como donde cuando cuanto yo mi me se lo nos su es son esta estoy he ha hay tengo puedo quiero necesito este eso muy mas ya no si casi caso vale pasa sale bajo hola gracias',
      de: 'der die das den dem ein eine einen und oder aber ich du er sie es wir mein meine mir mich sich ist sind bin habe hat kann muss wie was wo wann warum nicht kein auch noch schon sehr mit von zu zum fur auf an im bei nach aus uber um bitte danke ja nein gibt man andere anderen',
      pt: 'o a os as um uma de do da dos em no na por para com sem e ou mas que como onde quando quanto eu voce meu minha me se ele ela sou esta estou tem tenho posso pode quero preciso isso este muito mais ja nao sim logo ola obrigado',
      fr: 'le la les un une des de du au aux et ou mais que qui quoi comment quand combien je tu il elle nous vous mon ma mes votre notre est suis sont ai avons ont peux peut veux dois faire ce cette tres plus pas ne oui non aussi bonjour merci pour par avec sans sur dans',
      it: 'il lo la gli le un una di del della dei da in con su per tra e o ma che chi come dove quando quanto io tu lui lei noi mi ti ci si mio mia sono ho hai ha posso voglio devo fare questo molto piu gia non anche ciao grazie capito',
    };
    for (const [language, text] of Object.entries(functionWords))
      expect(glossaryWords(text, language), language).toEqual([]);
  });

  it('lists folded words with one to four English words each', () => {
    for (const { glossary } of Object.values(GLOSSARIES))
      for (const [word, english] of Object.entries(glossary)) {
        expect(word).toMatch(/^[a-z0-9]+$/);
        expect(english.split(' ').length, word).toBeLessThanOrEqual(4);
      }
  });
});

describe('compounds', () => {
  it('reads a German compound the glossary lacks by its longest known beginning and ending', () => {
    expect(glossaryWords('Wo reiche ich die Reisekostenabrechnung ein?', 'de')).toEqual(
      expect.arrayContaining(['travel', 'expenses', 'statement']),
    );
    expect(glossaryWords('Gehaltserhöhung', 'de')).toEqual(expect.arrayContaining(['salary', 'raise']));
    expect(glossaryWords('Passwortänderung', 'de')).toEqual(['password', 'change']);
  });

  it('drops the letters German joins the parts with', () => {
    expect(glossaryWords('Urlaubsanfrage', 'de')).toEqual(['vacation', 'holiday', 'leave', 'request']);
    expect(glossaryWords('Familienversicherung', 'de')).toEqual(['family', 'insurance']);
  });

  it('keeps what one known part gives, and nothing of a word without one', () => {
    expect(glossaryWords('Teamabend', 'de')).toEqual(['team']);
    expect(glossaryWords('Donaudampfschifffahrt', 'de')).toEqual([]);
  });

  it('splits words only in a language that writes compounds', () => {
    expect(glossaryWords('nominaextra', 'es')).toEqual([]);
    expect(hasGlossaryWord('Spesenbelege')).toBe(true);
  });

  it('reads German typed without umlauts', () => {
    expect(glossaryWords('Ueberstunden', 'de')).toEqual(['overtime']);
  });
});

describe('readInEnglish', () => {
  const tenantWrote = (...written: string[]) => {
    const known = new Set(written.flatMap(words));
    return (word: string) => known.has(word);
  };

  it('reads a message in another language as the English the tenant wrote, without its function words', () => {
    const known = tenantWrote('How many vacation days do I have left?');
    expect(readInEnglish('¿Cuántos días de vacaciones me quedan?', 'es', known)).toBe('days vacation left');
  });

  it('keeps names and words nobody translated as written: what makes a message look out of scope', () => {
    const known = tenantWrote('What health insurance do we have?', 'Sanitas');
    expect(readInEnglish('el seguro es con Sanitas o con Adeslas?', 'es', known)).toBe(
      'insurance sanitas adeslas',
    );
  });

  it('keeps a word the tenant wrote in the language beside its English', () => {
    const known = tenantWrote('¿Dónde está mi nómina?', 'payslip');
    expect(readInEnglish('no encuentro la nómina', 'es', known)).toContain('nómina payslip');
  });

  it('leaves English and languages without a glossary as they are', () => {
    const known = tenantWrote('vacation');
    expect(readInEnglish('How many vacation days?', 'en', known)).toBe('How many vacation days?');
    expect(readInEnglish('hoeveel vakantiedagen?', 'nl', known)).toBe('hoeveel vakantiedagen?');
    expect(readInEnglish('vacaciones', null, known)).toBe('vacaciones');
  });
});
