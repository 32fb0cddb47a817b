/**
 * Language-agnostic text normalisation: Unicode-aware, no English assumptions. Accents are folded
 * because employees type with and without them ("nómina" / "nomina"), and letters like ß or ø that
 * NFKD does not decompose are mapped by hand.
 */
const EXTRA_FOLDS: Record<string, string> = {
  ß: 'ss',
  ø: 'o',
  æ: 'ae',
  œ: 'oe',
  đ: 'd',
  ł: 'l',
  ı: 'i',
  þ: 'th',
};

const COMBINING_MARKS = /\p{M}+/gu;
const EXTRA_FOLD_CHARS = /[ßøæœđłıþ]/g;
const WORD = /[\p{L}\p{N}]+/gu;

export function normalizeText(text: string): string {
  return text
    .normalize('NFKD')
    .replace(COMBINING_MARKS, '')
    .toLowerCase()
    .replace(EXTRA_FOLD_CHARS, (ch) => EXTRA_FOLDS[ch] ?? ch);
}

/** Words are maximal runs of Unicode letters and digits after normalisation. */
export function tokenize(text: string): string[] {
  return normalizeText(text).match(WORD) ?? [];
}

/** Character n-grams of one word padded with a space on each side (`char_wb` style). */
export function charNgrams(word: string, minN: number, maxN: number): string[] {
  const padded = ` ${word} `;
  const grams: string[] = [];
  for (let n = minN; n <= maxN; n++) {
    for (let i = 0; i + n <= padded.length; i++) grams.push(padded.slice(i, i + n));
  }
  return grams;
}
