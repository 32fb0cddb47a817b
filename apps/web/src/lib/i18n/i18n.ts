import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import en from './en.json';

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

// Initialised synchronously so the very first render (and every test) already has its texts.
void i18n.use(initReactI18next).init({
  lng: 'en',
  fallbackLng: 'en',
  resources: { en: { translation: en } },
  interpolation: { escapeValue: false },
  initAsync: false,
  returnNull: false,
  showSupportNotice: false,
});

export { i18n };
