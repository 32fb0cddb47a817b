import {
  PORTAL_LANGUAGE_COOKIE,
  pickPortalLanguage,
  type TPortalLanguage,
} from '@askhr/shared/users/portal-language';
import { i18n, loadCatalogue } from './i18n';

/** dayjs's month and day names for the date pickers, fetched with the catalogue; English is built in. */
const DAYJS_LOCALES: Record<TPortalLanguage, () => Promise<unknown>> = {
  en: async () => undefined,
  es: () => import('dayjs/locale/es'),
  de: () => import('dayjs/locale/de'),
};

/** dayjs's language; English until another is chosen (dayjs is fetched then, not with the shell). */
let dayjsLanguage: TPortalLanguage = 'en';

async function dayjsIn(language: TPortalLanguage) {
  const [{ default: dayjs }] = await Promise.all([import('dayjs'), DAYJS_LOCALES[language]()]);
  dayjs.locale(language);
  dayjsLanguage = language;
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
 * Shows the portal in `language`: its catalogue and the date pickers' names are fetched first, so
 * that no screen renders half in one language and half in another.
 */
export async function applyLanguage(language: TPortalLanguage): Promise<void> {
  if (language !== dayjsLanguage) await Promise.all([loadCatalogue(language), dayjsIn(language)]);
  document.documentElement.lang = language;
  if (i18n.language !== language) await i18n.changeLanguage(language);
}
