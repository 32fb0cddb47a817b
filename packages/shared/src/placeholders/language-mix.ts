import type { z } from 'zod';
import type { TLanguageOf } from '../bot/language';
import type { ZLanguageMix } from '../versioned-values/versioned-values.schemas';
import { extractKeywords, type TPlaceholderEntry } from './placeholder-rendering';

/** An answer whose own words are in one language and whose placeholder values are in another. */
export type TLanguageMix = z.infer<typeof ZLanguageMix>;

export interface TLanguageReaders {
  /** the language of a text, only when the detector is sure of it */
  sure: TLanguageOf;
  /** the detector's best guess, however weak */
  likely: TLanguageOf;
}

/** Fewer words than this say nothing of a language: "25", "ADP", "R$ 5.000". */
const MIN_WORDS = 3;

const TOKEN = /\{\{\s*[A-Za-z0-9]+\s*\}\}/g;
/** Addresses, emails and links read alike in every language. */
const ADDRESS = /\S*(?:@|:\/\/|www\.)\S*/g;
const WORD = /\p{L}{2,}/gu;

/** The text without its addresses, and how many words it has. */
function readable(text: string) {
  const rest = text.replace(ADDRESS, ' ');
  return { text: rest.replace(/\s+/g, ' ').trim(), words: rest.match(WORD)?.length ?? 0 };
}

/**
 * Whether an answer, as a country's employees read it, mixes two languages: "Salaries are paid on
 * el último día laborable del mes". A short value tells little of its language, so the values count
 * only when the detector is sure of them (and they have a few words beyond addresses and numbers);
 * the answer's own words are usually longer, and its best guess is taken. Null when they agree or
 * either cannot be told.
 */
export function languageMix(
  text: string,
  entries: readonly TPlaceholderEntry[],
  readers: TLanguageReaders,
): TLanguageMix | null {
  const keywords = extractKeywords(text);
  if (keywords.length === 0) return null;
  const byKeyword = new Map(entries.map((entry) => [entry.keyWord.toLowerCase(), entry.value]));
  const values = readable(keywords.map((keyword) => byKeyword.get(keyword) ?? '').join('. '));
  const own = readable(text.replace(TOKEN, ' '));
  if (values.words < MIN_WORDS || own.words < MIN_WORDS) return null;
  const valuesLanguage = readers.sure(values.text);
  const textLanguage = valuesLanguage && readers.likely(own.text);
  return valuesLanguage && textLanguage && valuesLanguage !== textLanguage
    ? { text: textLanguage, values: valuesLanguage }
    : null;
}
