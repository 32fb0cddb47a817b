import {
  PORTAL_LANGUAGE_COOKIE,
  pickPortalLanguage,
  type TPortalLanguage,
} from '@askhr/shared/users/portal-language';
import { i18n, loadCatalogue } from './i18n';

/**
 * What a language needs besides the catalogue, fetched with it (not with the shell): dayjs's month
 * and day names for the date pickers, and zod's words for the checks the portal makes before
 * sending (a text too long, a number out of range). English is built into both.
 */
const LIBRARY_WORDS: Record<TPortalLanguage, () => Promise<[unknown, { default: () => object }]>> = {
  en: () => Promise.all([undefined, import('zod/v4/locales/en.js')]),
  es: () => Promise.all([import('dayjs/locale/es'), import('zod/v4/locales/es.js')]),
  de: () => Promise.all([import('dayjs/locale/de'), import('zod/v4/locales/de.js')]),
};

/** The language dayjs and zod speak; English until another is chosen. */
let librariesLanguage: TPortalLanguage = 'en';

async function librariesIn(language: TPortalLanguage) {
  const [{ default: dayjs }, { config }, [, zodWords]] = await Promise.all([
    import('dayjs'),
    import('zod/v4'),
    LIBRARY_WORDS[language](),
  ]);
  dayjs.locale(language);
  // merged into zod's settings: the portal's jitless stays (zod-jitless.ts)
  config(zodWords.default());
  librariesLanguage = language;
}

function cookieLanguage(): string[] {
  const match = document.cookie.match(new RegExp(`(?:^|;\\s*)${PORTAL_LANGUAGE_COOKIE}=([^;]*)`));
  return match?.[1] ? [decodeURIComponent(match[1])] : [];
}

/**
 * The language the portal opens in before it knows the user: the one last chosen in this browser
 * (the cookie the sign-in pages read too), else the browser's, else English.
 */
export function firstLanguage(): TPortalLanguage {
  return pickPortalLanguage([...cookieLanguage(), ...navigator.languages]) ?? 'en';
}

/** The portal's current language, as i18next holds it. */
export const currentLanguage = (): TPortalLanguage => (i18n.language as TPortalLanguage) ?? 'en';

/** Remembers a chosen language in this browser, for the next visit and the sign-in pages. */
export function rememberLanguage(language: TPortalLanguage | null) {
  const oneYear = 365 * 24 * 3600;
  document.cookie = language
    ? `${PORTAL_LANGUAGE_COOKIE}=${language}; Path=/; Max-Age=${oneYear}; SameSite=Lax`
    : `${PORTAL_LANGUAGE_COOKIE}=; Path=/; Max-Age=0; SameSite=Lax`;
}

/**
 * Shows the portal in `language`: its catalogue and the libraries' words are fetched first, so that
 * no screen renders half in one language and half in another.
 */
export async function applyLanguage(language: TPortalLanguage): Promise<void> {
  if (language !== librariesLanguage) await Promise.all([loadCatalogue(language), librariesIn(language)]);
  document.documentElement.lang = language;
  if (i18n.language !== language) await i18n.changeLanguage(language);
}
