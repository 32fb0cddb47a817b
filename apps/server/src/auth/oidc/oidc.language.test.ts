import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema';
import { createTestApp, type TTestApp } from '../../test/app';
import { createBrowser, createLoginUser, type TBrowser } from '../../test/kits/oidc-client';
import { PAGE_TEXTS } from './page-texts';

const langOf = (html: string) => /<html lang="([^"]+)">/.exec(html)?.[1];
const alertOf = (html: string) =>
  /<div class="alert" id="login-error" role="alert">([^<]*)<\/div>/.exec(html)?.[1];
const actionOf = (html: string) => /<form[^>]*action="([^"]+)"/.exec(html)![1]!;

/** Opens the login page of a fresh authorization request, the browser sending `headers`. */
async function openLogin(browser: TBrowser, headers: Record<string, string> = {}, extra = {}) {
  const { res } = await browser.authorize(extra);
  const page = await browser.get(res.headers.location as string, { accept: 'text/html', ...headers });
  expect(page.statusCode).toBe(200);
  return page.body;
}

describe('the sign-in pages in the reader’s language', () => {
  let t: TTestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('speaks Spanish when the client asks with ui_locales, refusals included', async () => {
    const browser = createBrowser(t);
    const html = await openLogin(browser, { 'accept-language': 'de' }, { ui_locales: 'fr es-MX' });
    expect(langOf(html)).toBe('es');
    expect(html).toContain(`<title>Iniciar sesión · ${t.config.productName}</title>`);
    expect(html).toContain('<h1>Iniciar sesión</h1>');
    expect(html).toContain('<label for="email">Correo electrónico</label>');
    expect(html).toContain('<label for="password">Contraseña</label>');
    expect(html).toMatch(/data-busy-label="Iniciando sesión…">Iniciar sesión<\/button>/);

    const refused = await browser.post(actionOf(html), { email: 'nobody@example.test', password: 'nope' });
    expect(langOf(refused.body)).toBe('es');
    expect(alertOf(refused.body)).toBe('El correo electrónico o la contraseña no son correctos.');
    const empty = await browser.post(actionOf(html), { email: '', password: '' });
    expect(alertOf(empty.body)).toBe(PAGE_TEXTS.es.loginMessages.missingFields);
  });

  it('follows the askhr_lang cookie the portal set, unless ui_locales says otherwise', async () => {
    const browser = createBrowser(t);
    browser.jar.set('askhr_lang', { value: 'de', path: '/' });
    const html = await openLogin(browser, { 'accept-language': 'es' });
    expect(langOf(html)).toBe('de');
    expect(html).toContain('<h1>Anmelden</h1>');
    expect(html).toContain('<label for="email">E-Mail</label>');
    expect(html).toContain('<label for="password">Passwort</label>');
    expect(langOf(await openLogin(browser, {}, { ui_locales: 'es' }))).toBe('es');
  });

  it("follows the browser's Accept-Language by weight", async () => {
    const html = await openLogin(createBrowser(t), { 'accept-language': 'fr-CH, es;q=0.5, de-AT;q=0.8' });
    expect(langOf(html)).toBe('de');
    expect(html).toContain('data-busy-label="Anmeldung läuft…"');
  });

  it('speaks English when nothing names a language it knows', async () => {
    const browser = createBrowser(t);
    browser.jar.set('askhr_lang', { value: 'fr', path: '/' });
    const html = await openLogin(browser, { 'accept-language': 'fr, ja;q=0.4' }, { ui_locales: 'pt-BR' });
    expect(langOf(html)).toBe('en');
    expect(html).toContain('<h1>Sign in</h1>');
    expect(html).toContain('data-busy-label="Signing in…"');
  });

  it('keeps the language through the change of a temporary password', async () => {
    const user = await createLoginUser(t, { email: 'neu@example.test', password: 'temporary-1' });
    await t.db
      .update(users)
      .set({ temporaryPasswordUntil: new Date(Date.now() + 86_400_000) })
      .where(eq(users.id, user.id));
    const browser = createBrowser(t);
    const login = await openLogin(browser, {}, { ui_locales: 'de' });
    const change = await browser.post(actionOf(login), {
      email: 'neu@example.test',
      password: 'temporary-1',
    });
    expect(langOf(change.body)).toBe('de');
    expect(change.body).toContain('<h1>Neues Passwort festlegen</h1>');
    expect(change.body).toContain('data-busy-label="Wird gespeichert…">Speichern und fortfahren</button>');
    const short = await browser.post(actionOf(change.body), { password: 'kurz', confirm: 'kurz' });
    expect(short.statusCode).toBe(400);
    expect(alertOf(short.body)).toBe('Ihr neues Passwort muss mindestens 10 Zeichen lang sein.');
  });

  it('shows the expired and error pages in the browser’s language', async () => {
    const expired = await t.app.inject({
      url: '/oidc/interaction/gone',
      headers: { accept: 'text/html', 'accept-language': 'es-ES', cookie: 'askhr_lang=' },
    });
    expect(expired.statusCode).toBe(400);
    expect(langOf(expired.body)).toBe('es');
    expect(expired.body).toContain('<h1>Este inicio de sesión ha caducado</h1>');

    const error = await t.app.inject({
      url: '/oidc/auth?client_id=nobody&response_type=code',
      headers: { accept: 'text/html', cookie: 'askhr_lang=de' },
    });
    expect(error.statusCode).toBe(400);
    expect(langOf(error.body)).toBe('de');
    expect(error.body).toContain('<h1>Etwas ist schiefgelaufen</h1>');
    expect(error.body).toContain(PAGE_TEXTS.de.error.notUnderstood);
  });

  it('signs out in the language of the cookie', async () => {
    await createLoginUser(t, { email: 'tschuess@example.test', password: 'pa55word!' });
    const browser = createBrowser(t);
    await browser.signIn('tschuess@example.test', 'pa55word!');
    browser.jar.set('askhr_lang', { value: 'de', path: '/' });
    const confirm = await browser.get('/oidc/session/end');
    expect(langOf(confirm.body)).toBe('de');
    expect(confirm.body).toContain('<h1>Sie werden abgemeldet…</h1>');
    const xsrf = /name="xsrf" value="([^"]+)"/.exec(confirm.body)![1]!;
    const done = await browser.post('/oidc/session/end/confirm', { xsrf, logout: 'yes' });
    const page = await browser.get(done.headers.location as string);
    expect(langOf(page.body)).toBe('de');
    expect(page.body).toContain('<h1>Sie sind abgemeldet</h1>');
    expect(page.body).toContain(`Zurück zu ${t.config.productName}</a>`);
  });

  it('lists the languages it speaks in its discovery document', async () => {
    const doc = (await t.app.inject('/oidc/.well-known/openid-configuration')).json();
    expect(doc.ui_locales_supported).toEqual(['en', 'es', 'de']);
  });
});
