import { describe, expect, it } from 'vitest';
import type { TLanguage } from '../bot/language';
import { languageMix, type TLanguageReaders } from './language-mix';

/** A stand-in detector: sure of a text full of one language's marker words, guessing on one. */
const MARKERS: Record<string, TLanguage> = {
  the: 'en',
  on: 'en',
  paid: 'en',
  el: 'es',
  del: 'es',
  mes: 'es',
};
const counts = (text: string) => {
  const found = new Map<TLanguage, number>();
  for (const word of text.toLowerCase().split(/\W+/u)) {
    const language = MARKERS[word];
    if (language) found.set(language, (found.get(language) ?? 0) + 1);
  }
  return [...found].sort((a, b) => b[1] - a[1]);
};
const readers: TLanguageReaders = {
  sure: (text) => {
    const [best] = counts(text);
    return best && best[1] >= 2 ? best[0] : null;
  },
  likely: (text) => counts(text)[0]?.[0] ?? null,
};

const template = 'Salaries are paid on {{payrollDay}}. Ask {{hrEmail}}.';
const entries = (payrollDay: string | null) => [
  { keyWord: 'payrollDay', value: payrollDay },
  { keyWord: 'hrEmail', value: 'rrhh.es@acme.example' },
];

describe('languageMix', () => {
  it('tells an English answer filled with Spanish values', () => {
    expect(languageMix(template, entries('el último día laborable del mes'), readers)).toEqual({
      text: 'en',
      values: 'es',
    });
  });

  it('says nothing when the values are in the answer’s language', () => {
    expect(languageMix(template, entries('the last working day of the month'), readers)).toBeNull();
  });

  it('says nothing of values too short to tell, or made of addresses and numbers', () => {
    expect(languageMix(template, entries('el 25'), readers)).toBeNull();
    expect(languageMix(template, entries(null), readers)).toBeNull();
    expect(languageMix('Write to {{hrEmail}} on the portal', entries('x'), readers)).toBeNull();
  });

  it('says nothing when the detector is not sure of the values', () => {
    expect(languageMix(template, entries('el día laborable final'), readers)).toBeNull();
  });

  it('says nothing of a text without placeholders or with too few words of its own', () => {
    expect(languageMix('Salaries are paid on time.', entries('el último día del mes'), readers)).toBeNull();
    expect(languageMix('On {{payrollDay}}', entries('el último día del mes'), readers)).toBeNull();
  });

  it('reads only the values the text uses, keywords in any case', () => {
    const used = [
      { keyWord: 'PayrollDay', value: 'el último día del mes' },
      { keyWord: 'other', value: 'the other value on the list' },
    ];
    expect(languageMix('Salaries are paid on {{payrollday}}.', used, readers)).toEqual({
      text: 'en',
      values: 'es',
    });
  });
});
