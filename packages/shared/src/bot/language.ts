/** Languages the bot can tell apart in an employee's message. */
export const LANGUAGES = ['en', 'es', 'de', 'fr', 'pt', 'it', 'nl'] as const;
export type TLanguage = (typeof LANGUAGES)[number];

// frequent short words of each language, chosen to be rare in the others
const WORDS: Record<TLanguage, string> = {
  en: 'the is are what how my i you your do does can to of for and thanks thank when where many much have get with please feedback',
  es: 'el la los las es qué que cómo como cuántos cuántas mi mis tu por para gracias tengo puedo dónde cuándo del una y opinión días vacaciones soy hola',
  de: 'der die das ist wie was ich mein meine dein für und danke habe kann wo wann viele nicht ein eine mit urlaubstage hallo',
  fr: 'le les est quoi comment je mon ma mes vous votre pour merci combien où quand avec et jours congés bonjour ai',
  pt: 'o os as é não quantos quantas meu minha você obrigado obrigada tenho posso onde quando com dias férias olá da do',
  it: 'il gli è che cosa come mio mia miei grazie quanti quante dove quando ho posso giorni ferie ciao per della',
  nl: 'de het een is wat hoe ik mijn jij je voor bedankt dank hoeveel waar wanneer niet met dagen vakantie hallo',
};

// letters that only some of the languages use
const LETTERS: Record<TLanguage, RegExp> = {
  en: /(?!)/,
  es: /[ñ¿¡]/,
  de: /[äöüß]/,
  fr: /[èêëçœ]/,
  pt: /[ãõç]/,
  it: /(?!)/,
  nl: /(?!)/,
};

const wordSets = Object.fromEntries(
  LANGUAGES.map((language) => [language, new Set(WORDS[language].split(' '))]),
) as Record<TLanguage, Set<string>>;

/**
 * The language a short text is most likely written in, from its frequent words and letters, or
 * null when the text gives no clear sign (one language must score above every other).
 */
export function guessLanguage(text: string): TLanguage | null {
  const lower = text.toLowerCase();
  const words = lower.match(/\p{L}+/gu) ?? [];
  const scores = LANGUAGES.map((language) => {
    const hits = words.filter((word) => wordSets[language].has(word)).length;
    return { language, score: hits + (LETTERS[language].test(lower) ? 1 : 0) };
  }).sort((a, b) => b.score - a.score);
  const [best, second] = scores;
  return best && best.score > 0 && best.score > (second?.score ?? 0) ? best.language : null;
}

/**
 * The first of the texts written in `language`; the first text when none is, or when the language
 * is not known. Callers order the texts by preference (the country's own first).
 */
export function pickInLanguage(texts: readonly string[], language: TLanguage | null): string | undefined {
  if (language) {
    const match = texts.find((text) => guessLanguage(text) === language);
    if (match !== undefined) return match;
  }
  return texts[0];
}
