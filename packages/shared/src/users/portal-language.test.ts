import { describe, expect, it } from 'vitest';
import {
  PORTAL_LANGUAGE_NAMES,
  PORTAL_LANGUAGES,
  ZPortalLanguage,
  parseAcceptLanguage,
  pickPortalLanguage,
} from './portal-language';

describe('pickPortalLanguage', () => {
  it('takes the first supported tag by its primary subtag', () => {
    expect(pickPortalLanguage(['es-MX', 'en'])).toBe('es');
    expect(pickPortalLanguage(['de-AT'])).toBe('de');
    expect(pickPortalLanguage(['fr-FR', 'DE', 'es'])).toBe('de');
    expect(pickPortalLanguage(['en_GB'])).toBe('en');
  });

  it('finds nothing among unsupported or empty tags', () => {
    expect(pickPortalLanguage([])).toBeUndefined();
    expect(pickPortalLanguage(['fr', 'pt-BR', '', 'eng'])).toBeUndefined();
  });
});

describe('parseAcceptLanguage', () => {
  it('orders by weight, keeping the sent order among equals', () => {
    expect(parseAcceptLanguage('fr-CH, fr;q=0.9, en;q=0.8, de;q=0.7, *;q=0.5')).toEqual([
      'fr-CH',
      'fr',
      'en',
      'de',
    ]);
    expect(parseAcceptLanguage('en;q=0.3, de-AT;q=0.9, es')).toEqual(['es', 'de-AT', 'en']);
    expect(parseAcceptLanguage('de, es')).toEqual(['de', 'es']);
  });

  it('leaves out refused, malformed and wildcard tags', () => {
    expect(parseAcceptLanguage('es;q=0, de;q=abc, *, en;Q=0.5')).toEqual(['en']);
    expect(parseAcceptLanguage(undefined)).toEqual([]);
    expect(parseAcceptLanguage('')).toEqual([]);
  });

  it('feeds pickPortalLanguage', () => {
    expect(pickPortalLanguage(parseAcceptLanguage('fr;q=1, es-419;q=0.8, de;q=0.9'))).toBe('de');
  });
});

describe('ZPortalLanguage', () => {
  it('accepts the three languages and names each in itself', () => {
    for (const language of PORTAL_LANGUAGES) expect(ZPortalLanguage.parse(language)).toBe(language);
    expect(PORTAL_LANGUAGE_NAMES).toEqual({ en: 'English', es: 'Español', de: 'Deutsch' });
    const refused = ZPortalLanguage.safeParse('fr');
    expect(refused.success).toBe(false);
    expect(refused.error?.issues[0]?.message).toBe('Must be one of en, es, de');
  });
});
