/**
 * Lexical ranking for the answer assistant: BM25 over crude, language-agnostic word stems.
 * Documents come in any language the tenant writes in, so nothing here knows English: words are
 * runs of Unicode letters and digits, lower-cased with accents folded; scripts written without
 * spaces (Chinese, Japanese, Korean) are cut into character bigrams.
 */

const WORD = /[\p{L}\p{N}]+/gu;
const UNSPACED_SCRIPT = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}]/u;
/** Prefix length of a stem: truncation is a strong stemmer across European languages. */
const STEM_LENGTH = 6;

export function foldText(text: string): string {
  return text.normalize('NFKD').replace(/\p{M}/gu, '').toLowerCase();
}

function stem(word: string): string {
  // a final "s" marks plurals in many languages the product meets (en, es, pt, fr)
  const singular = word.length > 3 && word.endsWith('s') && !word.endsWith('ss') ? word.slice(0, -1) : word;
  return singular.length > STEM_LENGTH ? singular.slice(0, STEM_LENGTH) : singular;
}

/** The stems of a text, in order, with repeats. Single letters and digits carry no meaning alone. */
export function tokenize(text: string): string[] {
  const stems: string[] = [];
  for (const word of foldText(text).match(WORD) ?? []) {
    if (UNSPACED_SCRIPT.test(word)) {
      const chars = [...word];
      if (chars.length === 1) stems.push(word);
      for (let i = 0; i + 1 < chars.length; i++) stems.push(chars[i]! + chars[i + 1]!);
    } else if (word.length > 1) stems.push(stem(word));
  }
  return stems;
}

/** Query terms with weights: what the question says counts more than how people phrase it. */
export type TWeightedQuery = Map<string, number>;

export function weightedQuery(parts: { text: string; weight: number }[]): TWeightedQuery {
  const query: TWeightedQuery = new Map();
  for (const part of parts) {
    const terms = new Set(tokenize(part.text));
    for (const term of terms) query.set(term, (query.get(term) ?? 0) + part.weight);
  }
  return query;
}

export interface TBm25Options {
  k1?: number;
  b?: number;
}

/** BM25 score of each document (same order as given) for the weighted query. */
export function bm25Scores(
  documents: string[][],
  query: TWeightedQuery,
  options: TBm25Options = {},
): number[] {
  const k1 = options.k1 ?? 1.2;
  const b = options.b ?? 0.75;
  const n = documents.length;
  if (n === 0) return [];
  const avgLength = documents.reduce((sum, d) => sum + d.length, 0) / n || 1;
  const documentFrequency = new Map<string, number>();
  const termCounts = documents.map((doc) => {
    const counts = new Map<string, number>();
    for (const term of doc) counts.set(term, (counts.get(term) ?? 0) + 1);
    for (const term of counts.keys()) documentFrequency.set(term, (documentFrequency.get(term) ?? 0) + 1);
    return counts;
  });
  return termCounts.map((counts, i) => {
    const lengthNorm = k1 * (1 - b + (b * documents[i]!.length) / avgLength);
    let score = 0;
    for (const [term, weight] of query) {
      const tf = counts.get(term);
      if (!tf) continue;
      const df = documentFrequency.get(term) ?? 0;
      // the "+1" variant never goes negative, so a word found everywhere still counts a little
      const idf = Math.log(1 + (n - df + 0.5) / (df + 0.5));
      score += weight * idf * ((tf * (k1 + 1)) / (tf + lengthNorm));
    }
    return score;
  });
}
