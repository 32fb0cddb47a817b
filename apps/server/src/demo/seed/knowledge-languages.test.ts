import { describe, expect, it } from 'vitest';
import { languageMix } from '@askhr/shared/placeholders/language-mix';
import { LANGUAGE_READERS } from '../../lib/language';
import { demoTemplates } from './documents';
import { KNOWLEDGE_PLACEHOLDERS, KNOWLEDGE_QUESTIONS } from './knowledge-data';
import { CURRENT, SCHEDULED, type TSeedCountry, type TSeedVersion } from './knowledge-types';

const COUNTRIES: TSeedCountry[] = ['ES', 'DE', 'US', 'IN', 'BR', 'GB', 'FR'];
/** Now, and once every scheduled version has taken over. */
const MOMENTS = [0, SCHEDULED + 1];

/** The version a country reads on the day: its own in force, or else the global one. */
function read(versions: readonly TSeedVersion[], country: TSeedCountry, day: number): string | null {
  const inForce = (code: TSeedCountry) =>
    versions.filter((v) => v.country === code && (v.inDays ?? CURRENT) <= day).at(-1);
  const own = inForce(country);
  if (own && own.active !== false) return own.text;
  const global = inForce('GLOBAL');
  return global && global.active !== false ? global.text : null;
}

const entriesOf = (country: TSeedCountry, day: number) =>
  KNOWLEDGE_PLACEHOLDERS.map((p) => ({ keyWord: p.keyWord, value: read(p.values, country, day) }));

/** What each country's employees read, in two languages at once: none of it should. */
function mixes(texts: (country: TSeedCountry, day: number) => { name: string; text: string | null }[]) {
  const found: string[] = [];
  for (const country of COUNTRIES)
    for (const day of MOMENTS)
      for (const { name, text } of texts(country, day)) {
        const mix = text && languageMix(text, entriesOf(country, day), LANGUAGE_READERS);
        if (mix) found.push(`${country} day ${day}: ${name} (${mix.text} with ${mix.values} values)`);
      }
  return found;
}

describe('demo content: one language per answer', () => {
  it("fills no country's answer with values in another language", () => {
    const answers = (country: TSeedCountry, day: number) =>
      KNOWLEDGE_QUESTIONS.map((q) => ({ name: q.text, text: read(q.answers, country, day) }));
    expect(mixes(answers)).toEqual([]);
  });

  it("fills no country's document with values in another language", () => {
    const documents = () =>
      demoTemplates(new Date()).map((d) => ({ name: d.name, text: d.content.replace(/<[^>]+>/g, ' ') }));
    expect(mixes(documents)).toEqual([]);
  });
});
