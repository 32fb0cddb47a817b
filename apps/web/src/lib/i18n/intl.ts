import type { TPortalLanguage } from '@askhr/shared/users/portal-language';
import { i18n } from './i18n';

/**
 * The locale the portal's dates and numbers are written in: English as in Britain (day before month,
 * 24-hour clock, as the specification writes dates), Spanish and German as in Spain and Germany.
 */
const INTL_LOCALES: Record<TPortalLanguage, string> = { en: 'en-GB', es: 'es-ES', de: 'de-DE' };

/** The locale of a portal language; English for anything else. */
export const localeOf = (language: string): string =>
  INTL_LOCALES[language as TPortalLanguage] ?? INTL_LOCALES.en;

export const intlLocale = (): string => localeOf(i18n.language);

const cache = new Map<string, Intl.NumberFormat | Intl.DateTimeFormat>();

/** One formatter per locale and options: building one costs far more than using it. */
function cached<T extends Intl.NumberFormat | Intl.DateTimeFormat>(
  key: string,
  make: (locale: string) => T,
  locale = intlLocale(),
): T {
  const id = `${locale} ${key}`;
  let format = cache.get(id) as T | undefined;
  if (!format) {
    format = make(locale);
    cache.set(id, format);
  }
  return format;
}

export function numberFormat(options: Intl.NumberFormatOptions = {}): Intl.NumberFormat {
  return cached(`n ${JSON.stringify(options)}`, (locale) => new Intl.NumberFormat(locale, options));
}

/** A date format in the portal's locale, or in `locale` where a text must be in that one. */
export function dateTimeFormat(options: Intl.DateTimeFormatOptions, locale?: string): Intl.DateTimeFormat {
  return cached(`d ${JSON.stringify(options)}`, (at) => new Intl.DateTimeFormat(at, options), locale);
}

/** A count as the reader writes it: 12,345 / 12.345. */
export const formatNumber = (value: number) => numberFormat().format(value);

/** A share of 1 as a percentage, to `digits` decimals at most: 0.125 -> "12.5%" / "12,5 %". */
export const formatPercent = (share: number, digits = 0) =>
  numberFormat({ style: 'percent', maximumFractionDigits: digits }).format(share);

const regionNames = new Map<string, Intl.DisplayNames>();

/**
 * A country's name in the portal's language, from its ISO code ("ES" is España in Spanish,
 * Spanien in German); English keeps the name the server gives, the specification's.
 */
export function countryName(code: string, englishName: string, locale = intlLocale()): string {
  if (locale === INTL_LOCALES.en) return englishName;
  let names = regionNames.get(locale);
  if (!names) regionNames.set(locale, (names = new Intl.DisplayNames([locale], { type: 'region' })));
  try {
    return names.of(code) ?? englishName;
  } catch {
    // not a region code the browser knows
    return englishName;
  }
}
