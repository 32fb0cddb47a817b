import { describe, expect, it } from 'vitest';
import { pageLanguage } from './page-language';

describe('pageLanguage', () => {
  it('prefers ui_locales, then the askhr_lang cookie, then Accept-Language', () => {
    const headers = { cookie: 'other=1; askhr_lang=de', 'accept-language': 'es' };
    expect(pageLanguage(headers, 'fr es-MX')).toBe('es');
    expect(pageLanguage(headers, 'fr')).toBe('de');
    expect(pageLanguage({ 'accept-language': 'fr, es;q=0.5, de;q=0.9' })).toBe('de');
  });

  it('skips a step that names no language we speak', () => {
    expect(pageLanguage({ cookie: 'askhr_lang=xx', 'accept-language': 'de-AT' }, '')).toBe('de');
    expect(pageLanguage({ cookie: 'askhr_lang=', 'accept-language': 'es-419' }, 42)).toBe('es');
    expect(pageLanguage({ cookie: 'my_askhr_lang=es' })).toBe('en');
  });

  it('falls back to English', () => {
    expect(pageLanguage({})).toBe('en');
    expect(pageLanguage({ 'accept-language': 'fr-FR, ja;q=0.5' }, 'pt')).toBe('en');
  });
});
