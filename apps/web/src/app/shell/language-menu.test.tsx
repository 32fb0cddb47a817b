import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { applyLanguage, rememberLanguage } from '../../lib/i18n/portal-language';
import { renderApp, tenantApi, userWith } from '../../test/render-app';

const saved = { body: { language: 'de' } };

describe("the user's language", () => {
  afterEach(async () => {
    rememberLanguage(null);
    await applyLanguage('en');
  });

  it('opens the portal in the language the user keeps on the server', async () => {
    tenantApi({ user: { body: { ...userWith([[1, 'Acme']]), language: 'es' } } });
    renderApp();
    expect(await screen.findByRole('navigation', { name: 'Menú principal' })).toBeTruthy();
    expect(document.documentElement.lang).toBe('es');
    expect(screen.getByRole('button', { name: 'Idioma: Español, ES' })).toBeTruthy();
  });

  it('switches at once from the menu, and keeps the choice on the server and in this browser', async () => {
    const { calls } = tenantApi({ routes: { 'PUT /api/Users/current/language': saved } });
    renderApp();
    const toggle = await screen.findByRole('button', { name: 'Language: English, EN' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    await userEvent.click(toggle);
    const languages = screen.getByRole('group', { name: 'Language' });
    // each language in its own words, marked as such
    const german = within(languages).getByRole('button', { name: 'Deutsch' });
    expect(german.getAttribute('lang')).toBe('de');
    await userEvent.click(german);

    expect(await screen.findByRole('navigation', { name: 'Hauptmenü' })).toBeTruthy();
    expect(document.documentElement.lang).toBe('de');
    expect(document.cookie).toContain('askhr_lang=de');
    await waitFor(() =>
      expect(calls.find((call) => call.method === 'PUT')?.body).toBe(JSON.stringify({ language: 'de' })),
    );
    // the list closes once a language is chosen
    expect(screen.queryByRole('group', { name: 'Sprache' })).toBeNull();
  });
});
