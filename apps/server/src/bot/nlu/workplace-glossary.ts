/**
 * Everyday words of HR and IT questions in the languages the bot analyses, with the English words
 * an administrator would write for them. Knowledge bases are mostly written in English (questions,
 * training utterances) while employees ask in their own language; the English words join the
 * message before it is ranked (`rankMessage` in hybrid-ranking.ts), so "¿cuántos días de
 * vacaciones me quedan?" also reads "vacation holiday days". The lists (glossary/) are about work
 * in general, not about any tenant.
 */
import { createRequire } from 'node:module';
import { LRUCache } from 'lru-cache';
import { stemmer as french } from '@orama/stemmers/french';
import { stemmer as german } from '@orama/stemmers/german';
import { stemmer as italian } from '@orama/stemmers/italian';
import { stemmer as portuguese } from '@orama/stemmers/portuguese';
import { stemmer as spanish } from '@orama/stemmers/spanish';
import { words } from './analyzer';
import { GLOSSARIES, type TGlossary } from './glossary/glossaries';

interface TLanguageGlossary {
  glossary: TGlossary;
  stem: (word: string) => string;
  /** Whether the language writes compounds as one word ("Reisekostenabrechnung"). */
  compounds: boolean;
  /** How a word is also typed, tried when it is not found as written (German without umlauts). */
  respell?: (word: string) => string;
  /** Words and greetings that meet a glossary word but mean something else ("saludos", "buenos días"). */
  unrelated: readonly string[];
}

const LANGUAGES: Record<string, TLanguageGlossary> = {
  es: { ...GLOSSARIES.es, stem: spanish, compounds: false },
  de: {
    ...GLOSSARIES.de,
    stem: german,
    compounds: true,
    respell: (word) => word.replace(/ae/g, 'a').replace(/oe/g, 'o').replace(/ue/g, 'u'),
  },
  pt: { ...GLOSSARIES.pt, stem: portuguese, compounds: false },
  fr: { ...GLOSSARIES.fr, stem: french, compounds: false },
  it: { ...GLOSSARIES.it, stem: italian, compounds: false },
};

const fold = (word: string) => word.normalize('NFD').replace(/\p{M}/gu, '').replace(/ß/g, 'ss');

const MIN_STEM = 4;

/** A language's glossary by folded word and by folded stem, so "días" and "dia" both meet. */
function lookupOf({ glossary, stem, compounds, respell, unrelated }: TLanguageGlossary) {
  const stems = new Map<string, string>();
  for (const [word, english] of Object.entries(glossary)) {
    const stemmed = fold(stem(word));
    // a shorter stem meets everyday words ("como" of "comida", "capito" of "capo"); the glossary
    // lists a word's main form first, and it keeps the stem its other forms share
    if (stemmed.length >= MIN_STEM && !stems.has(stemmed)) stems.set(stemmed, english);
  }
  return {
    words: new Map(Object.entries(glossary)),
    stems,
    stem,
    compounds,
    respell,
    unrelated: new Set(unrelated),
  };
}
type TLookup = ReturnType<typeof lookupOf>;

const LOOKUP = new Map(Object.entries(LANGUAGES).map(([language, entry]) => [language, lookupOf(entry)]));

const knownAs = (lookup: TLookup, word: string) =>
  lookup.words.get(word) ?? lookup.stems.get(fold(lookup.stem(word)));

/** The shortest part of a compound read on its own, and the fewest letters left beside it. */
const MIN_PART = 4;
const MIN_REST = 3;
/** Letters German puts between the parts of a compound: Gehalt-s-erhöhung, Kranke-n-kasse. */
const JOINTS = ['s', 'n', 'e', 'en', 'es'];

/** The English of a compound's part at its beginning, the joining letters dropped. */
function beginningOf(lookup: TLookup, word: string): string | undefined {
  for (let end = word.length - MIN_REST; end >= MIN_PART; end--) {
    const part = word.slice(0, end);
    const candidates = [part, ...JOINTS.filter((j) => part.endsWith(j)).map((j) => part.slice(0, -j.length))];
    for (const candidate of candidates) {
      const english = candidate.length >= MIN_PART ? knownAs(lookup, candidate) : undefined;
      if (english) return english;
    }
  }
  return undefined;
}

/** The English of a compound's part at its end, which carries the inflection ("Urlaubsanträge"). */
function endingOf(lookup: TLookup, word: string): string | undefined {
  for (let start = MIN_REST; start <= word.length - MIN_PART; start++) {
    const english = knownAs(lookup, word.slice(start));
    if (english) return english;
  }
  return undefined;
}

/**
 * A compound the glossary lacks read as its longest known beginning and longest known ending
 * ("reisekostenabrechnung": "reisekosten" and "abrechnung"), the middle of a longer one left out.
 */
function compoundOf(lookup: TLookup, word: string): string | undefined {
  const parts = [beginningOf(lookup, word), endingOf(lookup, word)].filter((p) => p !== undefined);
  return parts.length > 0 ? parts.join(' ') : undefined;
}

function translate(lookup: TLookup, word: string): string | undefined {
  const respelled = lookup.respell?.(word);
  return (
    knownAs(lookup, word) ??
    (respelled && respelled !== word ? knownAs(lookup, respelled) : undefined) ??
    (lookup.compounds ? compoundOf(lookup, word) : undefined)
  );
}

/** Employees use the same words again and again; splitting a compound takes a hundred look-ups. */
const translations = new LRUCache<string, string>({ max: 20_000 });
function translationOf(language: string, lookup: TLookup, word: string): string | undefined {
  const key = `${language} ${word}`;
  let english = translations.get(key);
  if (english === undefined) {
    english = translate(lookup, word) ?? '';
    translations.set(key, english);
  }
  return english || undefined;
}

const anyGlossaryHas = (word: string) =>
  [...LOOKUP].some(([language, lookup]) => translationOf(language, lookup, word) !== undefined);

/**
 * Whether any language's glossary has a word of the message: when none has, the message gets no
 * English words whatever its language, and its language need not be worked out.
 */
export const hasGlossaryWord = (text: string): boolean => words(text).map(fold).some(anyGlossaryHas);

/** The English words of the word at `i`, none for a word that only looks like a glossary word. */
function englishAt(language: string, lookup: TLookup, asked: readonly string[], i: number): string[] {
  const word = asked[i]!;
  if (lookup.unrelated.has(word) || lookup.unrelated.has(`${asked[i - 1] ?? ''} ${word}`)) return [];
  return translationOf(language, lookup, word)?.split(' ') ?? [];
}

/**
 * The English words for the words of a message in `language` (none for English or an unknown
 * language), keeping only those `isKnown` accepts: a word the tenant never wrote adds nothing to
 * match and only dilutes the message.
 */
export function glossaryWords(
  text: string,
  language: string | null,
  isKnown: (word: string) => boolean = () => true,
): string[] {
  const lookup = language ? LOOKUP.get(language) : undefined;
  if (!language || !lookup) return [];
  const asked = words(text).map(fold);
  return [...new Set(asked.flatMap((_, i) => englishAt(language, lookup, asked, i)))].filter(isKnown);
}

/** Each language's function words (stopwords-iso, a JSON file), folded: they say nothing of what is asked. */
const STOPWORDS = createRequire(import.meta.url)('stopwords-iso') as Record<string, string[]>;
const FUNCTION_WORDS = new Map(
  Object.keys(LANGUAGES).map((language) => [language, new Set(STOPWORDS[language]!.map(fold))]),
);

/**
 * A message in `language` as a knowledge base written in English reads it: each word the glossary
 * has gives way to the English the tenant wrote (and stays beside it when the tenant wrote it too),
 * the language's function words go, and what remains stays as written (a name, a word no one
 * wrote: what makes a message look out of scope). Kept whole, "¿cuántos días de vacaciones me
 * quedan?" is six words the knowledge base does not explain beside the English; read so, it is
 * "days vacation holiday leave left", and the confidence of a message in Spanish compares with one
 * in English. The text itself for English or a language without a glossary.
 */
export function readInEnglish(
  text: string,
  language: string | null,
  isKnown: (word: string) => boolean,
): string {
  const lookup = language ? LOOKUP.get(language) : undefined;
  if (!language || !lookup) return text;
  const written = words(text);
  const asked = written.map(fold);
  const functionWords = FUNCTION_WORDS.get(language)!;
  const read = written.flatMap((word, i): string[] => {
    const english = englishAt(language, lookup, asked, i).filter(isKnown);
    if (english.length > 0) return isKnown(word) ? [word, ...english] : english;
    if (functionWords.has(asked[i]!) || lookup.unrelated.has(asked[i]!)) return [];
    return [word];
  });
  return read.join(' ');
}
