import { z } from 'zod';

/** The languages the portal and the sign-in pages speak; English is the fallback. */
export const PORTAL_LANGUAGES = ['en', 'es', 'de'] as const;
export type TPortalLanguage = (typeof PORTAL_LANGUAGES)[number];
export const DEFAULT_PORTAL_LANGUAGE: TPortalLanguage = 'en';

export const PORTAL_LANGUAGE_MESSAGE = `Must be one of ${PORTAL_LANGUAGES.join(', ')}`;
export const ZPortalLanguage = z.enum(PORTAL_LANGUAGES, { error: PORTAL_LANGUAGE_MESSAGE });

/** Each language by its own name, as a language menu lists it (a reader finds their own). */
export const PORTAL_LANGUAGE_NAMES: Record<TPortalLanguage, string> = {
  en: 'English',
  es: 'Español',
  de: 'Deutsch',
};

/**
 * The cookie holding the user's choice: the server sets it, and the sign-in pages read it before
 * anyone is signed in, so it is readable by the portal's scripts too (never HttpOnly).
 */
export const PORTAL_LANGUAGE_COOKIE = 'askhr_lang';

export const isPortalLanguage = (value: unknown): value is TPortalLanguage =>
  (PORTAL_LANGUAGES as readonly unknown[]).includes(value);

/**
 * The first supported language among tags in preference order (`ui_locales`, the cookie,
 * Accept-Language, `navigator.languages`), matched by primary subtag: `es-MX` is Spanish.
 */
export function pickPortalLanguage(wanted: readonly string[]): TPortalLanguage | undefined {
  for (const tag of wanted) {
    const primary = tag.trim().split(/[-_]/)[0]!.toLowerCase();
    if (isPortalLanguage(primary)) return primary;
  }
  return undefined;
}

/**
 * The tags of an Accept-Language header, most wanted first: q=0 means "not this one", and tags of
 * equal weight keep the order the browser sent them in.
 */
export function parseAcceptLanguage(header: string | undefined): string[] {
  if (!header) return [];
  const weighted = header.split(',').flatMap((part, index) => {
    const [tag = '', ...params] = part.split(';').map((p) => p.trim());
    const q = params.find((p) => /^q=/i.test(p));
    const weight = q === undefined ? 1 : Number(q.slice(2));
    if (!tag || tag === '*' || !Number.isFinite(weight) || weight <= 0) return [];
    return [{ tag, weight, index }];
  });
  return weighted.sort((a, b) => b.weight - a.weight || a.index - b.index).map((w) => w.tag);
}
