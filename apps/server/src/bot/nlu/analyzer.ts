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
