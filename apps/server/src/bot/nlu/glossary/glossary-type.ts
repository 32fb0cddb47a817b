/**
 * Words of one language, folded (lower-case, accents removed), with the English words an HR
 * administrator would write for them, most likely first, separated by spaces.
 */
export type TGlossary = Record<string, string>;
