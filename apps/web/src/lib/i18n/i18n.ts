import i18n, { type TFunction } from 'i18next';
import { initReactI18next } from 'react-i18next';
import type { TPortalLanguage } from '@askhr/shared/users/portal-language';
import en from './en.json';
import { wordChecksFromCatalogue } from './check-messages';
import { icuFormat } from './icu-format';

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    resources: { translation: typeof en };
  }
}

export type TMessageKey = keyof typeof en;

/** Keys that come from outside the catalogue (the shared access table) are checked, not trusted. */
export function isMessageKey(key: string): key is TMessageKey {
  return Object.hasOwn(en, key);
}

/** The catalogue's text of a key made at run time, else `fallback` (the words the data came with). */
export function textOr(
  t: TFunction,
  key: string,
  fallback: string,
  values?: Record<string, unknown>,
): string {
  return isMessageKey(key) ? t(key, values) : fallback;
}

// Initialised synchronously in English so the very first render (and every test) already has its
// texts; another language's catalogue is a chunk of its own, fetched when it is chosen. Messages are
// ICU MessageFormat: plurals and selects live inside one message per key.
void i18n
  .use(icuFormat())
  .use(initReactI18next)
  .init({
    lng: 'en',
    fallbackLng: 'en',
    resources: { en: { translation: en } },
    initAsync: false,
    returnNull: false,
    showSupportNotice: false,
  });
wordChecksFromCatalogue(i18n);

// each has the English one's keys, with the same arguments (catalogues.test.ts)
const catalogues: Record<
  Exclude<TPortalLanguage, 'en'>,
  () => Promise<{ default: Record<string, string> }>
> = {
  es: () => import('./es.json'),
  de: () => import('./de.json'),
};

/** Fetches a language's catalogue once; English is always there. */
export async function loadCatalogue(language: TPortalLanguage): Promise<void> {
  if (language === 'en' || i18n.hasResourceBundle(language, 'translation')) return;
  const { default: messages } = await catalogues[language]();
  i18n.addResourceBundle(language, 'translation', messages);
}

export { i18n };
