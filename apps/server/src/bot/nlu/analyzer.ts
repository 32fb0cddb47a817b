import { stemmer as english } from '@orama/stemmers/english';
import { stemmer as french } from '@orama/stemmers/french';
import { stemmer as german } from '@orama/stemmers/german';
import { stemmer as italian } from '@orama/stemmers/italian';
import { stemmer as portuguese } from '@orama/stemmers/portuguese';
import { stemmer as spanish } from '@orama/stemmers/spanish';

/**
 * Words to index and to search by, for the languages employees write in. A tenant's knowledge
 * mixes languages (country answers in the country's language, utterances in several), and a short
 * message rarely says which language it is in for sure, so every word is reduced by each language's
 * Snowball stemmer and all distinct stems stand for it: "vacaciones" and "vacación", "Urlaubstage"
 * and "Urlaubstag" meet. Accents are folded after stemming, since employees often leave them out.
 */
const STEMMERS = [english, spanish, german, portuguese, french, italian];

const fold = (word: string) => word.normalize('NFD').replace(/\p{M}/gu, '');

/** Lower-case words of letters and digits, as written. */
export const words = (text: string): string[] => text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];

/** The folded stems of one lower-case word (the word itself first). */
export function stemsOf(word: string): string[] {
  const stems = new Set([fold(word)]);
  // a stem shorter than three letters joins unrelated words ("da", "de")
  for (const stem of STEMMERS) {
    const reduced = fold(stem(word));
    if (reduced.length >= 3) stems.add(reduced);
  }
  return [...stems];
}

/** The shortest part of a compound that is read as a word of its own. */
const MIN_PART = 5;

/**
 * The known words a compound is made of, for languages that write them as one word ("Resturlaub",
 * "Lohnabrechnung", "Urlaubsantrag"): its longest ending and its longest beginning of at least five
 * letters that `known` holds as words of their own, the German joining "s" dropped. Only the tenant's
 * own vocabulary counts, so no dictionary is needed and an unrelated word is not split into noise.
 */
export function compoundParts(word: string, known: ReadonlySet<string>): string[] {
  const parts: string[] = [];
  for (let i = 1; i <= word.length - MIN_PART; i++) {
    const tail = word.slice(i);
    if (known.has(tail)) {
      parts.push(tail);
      break;
    }
  }
  for (let i = word.length - 1; i >= MIN_PART; i--) {
    const head = word.slice(0, i);
    const joined = head.endsWith('s') ? head.slice(0, -1) : head;
    const found = known.has(head) ? head : known.has(joined) && joined.length >= MIN_PART ? joined : null;
    if (found) {
      parts.push(found);
      break;
    }
  }
  return parts;
}
