/** Languages the bot can tell apart in an employee's message. */
export const LANGUAGES = ['en', 'es', 'de', 'fr', 'pt', 'it', 'nl'] as const;
export type TLanguage = (typeof LANGUAGES)[number];

/** Tells the language of a text, or null when it gives no clear sign (the server's detector). */
export type TLanguageOf = (text: string) => TLanguage | null;

/**
 * The first of the texts written in `language`; else `inLanguage` (a text known to be in it);
 * the first text when neither is, or when the language is not known. Callers order the texts by
 * preference (the country's own first).
 */
export function pickInLanguage(
  texts: readonly string[],
  language: TLanguage | null,
  languageOf: TLanguageOf,
  inLanguage?: (language: TLanguage) => string | undefined,
): string | undefined {
  if (language) {
    const match = texts.find((text) => languageOf(text) === language) ?? inLanguage?.(language);
    if (match !== undefined) return match;
  }
  return texts[0];
}
