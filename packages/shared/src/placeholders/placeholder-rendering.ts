/**
 * `{{keyword}}` templates in answers (spec 000 section 5): an alphanumeric keyword between double
 * braces, spaces allowed inside the braces.
 */
const TOKEN = /\{\{\s*([A-Za-z0-9]+)\s*\}\}/g;

/** The message the editor shows next to a keyword that names no placeholder. */
export const UNKNOWN_PLACEHOLDER_WARNING = 'THIS PLACEHOLDER DOESNT EXIST';

/** Every keyword the text uses, lower-cased, once each, in order of first use. */
export function extractKeywords(text: string): string[] {
  return [...new Set([...text.matchAll(TOKEN)].map((m) => m[1]!.toLowerCase()))];
}

/**
 * The keywords the text uses that name none of `keyWords`, once each (in any case), as first typed:
 * the warning shows `{{notAPlaceholder}}`, not its lower-cased form.
 */
export function unknownKeywordsOf(text: string, keyWords: readonly string[]): string[] {
  const known = new Set(keyWords.map((keyWord) => keyWord.toLowerCase()));
  const unknown = new Map<string, string>();
  for (const [, keyword] of text.matchAll(TOKEN)) {
    const key = keyword!.toLowerCase();
    if (!known.has(key) && !unknown.has(key)) unknown.set(key, keyword!);
  }
  return [...unknown.values()];
}

/** True when the text uses `{{keyword}}` (case-insensitive, as keywords are unique that way). */
export function usesKeyword(text: string, keyword: string): boolean {
  return extractKeywords(text).includes(keyword.toLowerCase());
}

export interface TPlaceholderEntry {
  keyWord: string;
  /** the value in force for the country (its own or the global one), null when it has none */
  value: string | null;
}

export interface TRendered {
  text: string;
  /** keywords that name no placeholder: the editor warns about them */
  unknown: string[];
  /** keywords of placeholders without a value: shown as @keyword */
  missing: string[];
}

/**
 * Replaces each `{{keyword}}` by the value in force, `@keyword` when the placeholder has no value.
 * Unknown keywords are shown as `@keyword` too, and listed so the editor can warn.
 */
export function renderPlaceholders(text: string, entries: readonly TPlaceholderEntry[]): TRendered {
  const byKeyword = new Map(entries.map((e) => [e.keyWord.toLowerCase(), e]));
  const unknown = new Set<string>();
  const missing = new Set<string>();
  const rendered = text.replace(TOKEN, (_match, keyword: string) => {
    const entry = byKeyword.get(keyword.toLowerCase());
    if (!entry) unknown.add(keyword);
    else if (entry.value === null) missing.add(entry.keyWord);
    return entry?.value ?? `@${entry?.keyWord ?? keyword}`;
  });
  return { text: rendered, unknown: [...unknown], missing: [...missing] };
}

/**
 * The length `renderPlaceholders` would give, without building the text: a template that repeats a
 * long value can fill to many times its own size, which a caller bounds before it is built.
 */
export function renderedLength(text: string, entries: readonly TPlaceholderEntry[]): number {
  const byKeyword = new Map(entries.map((e) => [e.keyWord.toLowerCase(), e]));
  let length = text.length;
  for (const [token, keyword] of text.matchAll(TOKEN)) {
    const entry = byKeyword.get(keyword!.toLowerCase());
    length += (entry?.value ?? `@${entry?.keyWord ?? keyword}`).length - token.length;
  }
  return length;
}
