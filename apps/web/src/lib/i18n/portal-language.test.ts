import { afterEach, describe, expect, it, vi } from 'vitest';
import dayjs from 'dayjs';
import { z } from 'zod';
import { i18n } from './i18n';
import { applyLanguage, firstLanguage, rememberLanguage } from './portal-language';

describe("the portal's language", () => {
  afterEach(async () => {
    rememberLanguage(null);
    vi.restoreAllMocks();
    await applyLanguage('en');
  });

  it('opens in the language last chosen in this browser, else the browser’s, else English', () => {
    vi.spyOn(navigator, 'languages', 'get').mockReturnValue(['de-AT', 'en']);
    expect(firstLanguage()).toBe('de');
    rememberLanguage('es');
    expect(firstLanguage()).toBe('es');
    rememberLanguage(null);
    vi.spyOn(navigator, 'languages', 'get').mockReturnValue(['fr-FR', 'nl']);
    expect(firstLanguage()).toBe('en');
  });

  it('switches the texts, the page language, the date names and the checks’ words together', async () => {
    await applyLanguage('es');
    expect(i18n.t('ACTION_SAVE')).toBe('Guardar');
    expect(document.documentElement.lang).toBe('es');
    expect(dayjs('2026-01-15').format('MMMM')).toBe('enero');
    expect(z.string().max(2).safeParse('abc').error?.issues[0]?.message).toBe('Como máximo 2 caracteres');

    await applyLanguage('de');
    expect(i18n.t('ACTION_SAVE')).toBe('Speichern');
    expect(dayjs('2026-03-15').format('MMMM')).toBe('März');

    await applyLanguage('en');
    expect(i18n.t('ACTION_SAVE')).toBe('Save');
    expect(document.documentElement.lang).toBe('en');
    expect(dayjs('2026-01-15').format('MMMM')).toBe('January');
    expect(z.string().max(2).safeParse('abc').error?.issues[0]?.message).toBe('At most 2 characters');
  });

  it('writes numbers given to a message in the language’s digits, and plural forms by the number', async () => {
    await applyLanguage('de');
    expect(i18n.t('SETTINGS_RETENTION_OUT_OF_RANGE', { min: 30, max: 3650 })).toContain('3.650');
    expect(i18n.t('REVIEW_RATINGS_TOTAL', { count: 1 })).toBe('1 Nachricht');
    expect(i18n.t('REVIEW_RATINGS_TOTAL', { count: 12345 })).toBe('12.345 Nachrichten');
  });
});
