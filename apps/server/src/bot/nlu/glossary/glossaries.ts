import german from './de.json';
import spanish from './es.json';
import french from './fr.json';
import italian from './it.json';
import portuguese from './pt.json';

/**
 * Words of one language, folded (lower-case, accents removed), with the English words an HR
 * administrator would write for them, most likely first, separated by spaces.
 */
export type TGlossary = Record<string, string>;

/**
 * A language's file: what it covers (`about`), its words grouped by topic (time off, pay, IT…),
 * and the words and greetings that meet a glossary word, by stem or as a part, but mean something else.
 */
interface TGlossaryFile {
  about: string;
  words: Record<string, TGlossary>;
  unrelated: string[];
}

const load = (file: TGlossaryFile) => ({
  glossary: Object.assign({}, ...Object.values(file.words)) as TGlossary,
  unrelated: file.unrelated,
});

export const GLOSSARIES = {
  es: load(spanish),
  de: load(german),
  pt: load(portuguese),
  fr: load(french),
  it: load(italian),
};
