import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginAttempts, users } from '../../db/schema';
import { createTestApp, type TTestApp } from '../../test/app';
import { LOGIN_MESSAGES } from './pages';
import { createBrowser, createLoginUser, type TBrowser } from '../../test/kits/oidc-client';

/** Opens the login page of a fresh authorization request; returns its form action. */
async function openLogin(browser: TBrowser) {
  const page = await browser.follow((await browser.authorize()).res);
  expect(page.res.statusCode).toBe(200);
  const action = /<form[^>]*action="([^"]+)"/.exec(page.res.body)?.[1];
  expect(action).toMatch(/^\/oidc\/interaction\/[^/]+\/login$/);
  return { page: page.res, action: action! };
}

const alertOf = (html: string) =>
  /<div class="alert" id="login-error" role="alert">([^<]*)<\/div>/.exec(html)?.[1];

describe('login page', () => {
  let t: TTestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('is a labelled form without inline scripts', async () => {
    const { page } = await openLogin(createBrowser(t));
    const html = page.body;
    expect(page.headers['cache-control']).toBe('no-store');
    expect(page.headers['content-security-policy']).toContain("script-src 'self'");
    expect(html).toContain(`<title>Sign in · ${t.config.productName}</title>`);
    expect(html).toContain('<label for="email">Email</label>');
    expect(html).toMatch(/<input id="email" name="email" type="email"[^>]*autocomplete="username"/);
    expect(html).toContain('<label for="password">Password</label>');
    expect(html).toMatch(
      /<input id="password" name="password" type="password"[^>]*autocomplete="current-password"/,
    );
    expect(html).toMatch(/<button class="button" type="submit"[^>]*>Sign in<\/button>/);
    expect(alertOf(html)).toBe('');
    expect(html).not.toMatch(/<script(?![^>]*\ssrc=)/);
    expect(html).not.toContain('demo1234');
  });

  it('signs in whatever the case of the email', async () => {
    const user = await createLoginUser(t, { email: 'Mixed.Case@Example.test', password: 's3cret-pass' });
    const { code } = await createBrowser(t).signIn('  MIXED.case@example.TEST ', 's3cret-pass');
    expect(code).toBeTruthy();
    expect(user.identityId).toBeTruthy();
  });

  it('gives a user without an identity one on the first sign-in', async () => {
    const user = await createLoginUser(t, { email: 'invited@example.test', password: 's3cret-pass' });
    await t.db.update(users).set({ identityId: null }).where(eq(users.id, user.id));
    await createBrowser(t).signIn('invited@example.test', 's3cret-pass');
    const [row] = await t.db.select().from(users).where(eq(users.id, user.id));
    expect(row?.identityId).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('gives the same answer for a wrong password and an unknown email, keeping the typed email', async () => {
    await createLoginUser(t, { email: 'known@example.test', password: 'right-password' });
    const browser = createBrowser(t);
    const { action } = await openLogin(browser);

    const wrong = await browser.post(action, { email: 'known@example.test', password: 'wrong-password' });
    const unknown = await browser.post(action, { email: 'nobody@example.test', password: 'wrong-password' });
    for (const [res, email] of [
      [wrong, 'known@example.test'],
      [unknown, 'nobody@example.test'],
    ] as const) {
      expect(res.statusCode).toBe(200);
      expect(alertOf(res.body)).toBe(LOGIN_MESSAGES.invalidCredentials);
      expect(res.body).toContain(`value="${email}"`);
      expect(res.body).toContain('aria-invalid="true"');
    }
    expect(LOGIN_MESSAGES.invalidCredentials).toBe('The email or password is incorrect.');

    // the same interaction still accepts the right password afterwards
    const ok = await browser.post(action, { email: 'known@example.test', password: 'right-password' });
    expect(ok.statusCode).toBe(303);
  });

  it('asks for both fields', async () => {
    const browser = createBrowser(t);
    const { action } = await openLogin(browser);
    const res = await browser.post(action, { email: 'someone@example.test', password: '' });
    expect(alertOf(res.body)).toBe(LOGIN_MESSAGES.missingFields);
    expect(res.body).toContain('value="someone@example.test"');
  });

  it('escapes what was typed', async () => {
    const browser = createBrowser(t);
    const { action } = await openLogin(browser);
    const res = await browser.post(action, { email: '"><script>alert(1)</script>', password: 'x' });
    expect(res.body).not.toContain('<script>alert(1)</script>');
    expect(res.body).toContain('value="&quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt;"');
  });

  it('does not let a disabled user in', async () => {
    await createLoginUser(t, { email: 'disabled@example.test', password: 'right-password', active: false });
    const browser = createBrowser(t);
    const { action } = await openLogin(browser);
    const res = await browser.post(action, { email: 'disabled@example.test', password: 'right-password' });
    expect(res.statusCode).toBe(200);
    expect(alertOf(res.body)).toBe(LOGIN_MESSAGES.disabled);
    // and a wrong password tells a disabled account apart from nothing
    const wrong = await browser.post(action, { email: 'disabled@example.test', password: 'nope' });
    expect(alertOf(wrong.body)).toBe(LOGIN_MESSAGES.invalidCredentials);
  });

  it('treats NUL characters in the form as a failed sign-in, not a server error', async () => {
    const browser = createBrowser(t);
    const { action } = await openLogin(browser);
    const res = await browser.post(action, { email: 'nul\u0000@example.test', password: 'pass\u0000word' });
    expect(res.statusCode).toBe(200);
    expect(alertOf(res.body)).toBe(LOGIN_MESSAGES.missingFields);
  });

  it('slows down an email from one address after three failures, and forgets them after a success there', async () => {
    await createLoginUser(t, { email: 'slow@example.test', password: 'right-password' });
    // injected requests come from 127.0.0.1
    const slowKey = 'ip:127.0.0.1|email:slow@example.test';
    const browser = createBrowser(t);
    const { action } = await openLogin(browser);
    const attempt = async (password: string) => {
      const started = performance.now();
      const res = await browser.post(action, { email: 'slow@example.test', password });
      return { res, ms: performance.now() - started };
    };
    for (let i = 0; i < 3; i++) expect((await attempt('wrong')).ms).toBeLessThan(900);
    const fourth = await attempt('wrong');
    expect(fourth.ms).toBeGreaterThanOrEqual(1000);
    expect(alertOf(fourth.res.body)).toBe(LOGIN_MESSAGES.invalidCredentials);
    const [row] = await t.db.select().from(loginAttempts).where(eq(loginAttempts.key, slowKey));
    expect(row?.failures).toBe(4);

    const success = await attempt('right-password');
    expect(success.ms).toBeGreaterThanOrEqual(2000);
    expect(success.res.statusCode).toBe(303);
    expect(await t.db.select().from(loginAttempts).where(eq(loginAttempts.key, slowKey))).toEqual([]);
  });

  it('answers a post it cannot read with a page', async () => {
    const browser = createBrowser(t);
    const { action } = await openLogin(browser);
    const res = await browser.request({
      method: 'POST',
      url: action,
      headers: { 'content-type': 'application/xml' },
      payload: '<login/>',
    });
    expect(res.statusCode).toBe(415);
    expect(res.headers['content-type']).toContain('text/html');
  });

  it('answers an expired or foreign interaction with a page, not an error body', async () => {
    const res = await t.app.inject({
      url: '/oidc/interaction/unknown-uid',
      headers: { accept: 'text/html' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.headers['content-type']).toContain('text/html');
    expect(res.body).toContain('This sign-in has expired');
    const post = await t.app.inject({
      method: 'POST',
      url: '/oidc/interaction/unknown-uid/login',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'email=a%40b.c&password=x',
    });
    expect(post.statusCode).toBe(400);
  });
});

describe('login page of the demo', () => {
  let t: TTestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { SEED_DEMO: 'true' } });
  });
  afterAll(() => t.close());

  it('shows where the demo accounts are', async () => {
    const { page } = await openLogin(createBrowser(t));
    expect(page.body).toContain('Demo accounts use the password demo1234 — for example admin@acme.test');
  });
});

/** A failed sign-in of a new email each time, as if forwarded for `client` by a proxy at `remoteAddress`. */
const postForwarded = (
  browser: TBrowser,
  action: string,
  client: string,
  i: number,
  remoteAddress?: string,
) =>
  browser.request({
    method: 'POST',
    url: action,
    ...(remoteAddress ? { remoteAddress } : {}),
    headers: {
      accept: 'text/html',
      'content-type': 'application/x-www-form-urlencoded',
      'x-forwarded-for': client,
    },
    payload: new URLSearchParams({ email: `forwarded-${i}@example.test`, password: 'guess' }).toString(),
  });

describe('login rate limit per client', () => {
  let t: TTestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('answers 429 with a page once an address posts too often', async () => {
    const browser = createBrowser(t);
    const { action } = await openLogin(browser);
    const statuses: number[] = [];
    for (let i = 0; i < 21; i++) {
      // a new email each time, so the slowdown per email and address stays out of the way
      const res = await browser.post(action, { email: `spray-${i}@example.test`, password: 'guess' });
      statuses.push(res.statusCode);
      if (res.statusCode === 429) {
        expect(res.headers['content-type']).toContain('text/html');
        expect(res.body).toContain('Too many sign-in attempts');
      }
    }
    expect(statuses.slice(0, 20).every((s) => s === 200)).toBe(true);
    expect(statuses[20]).toBe(429);
  });

  it('keys the limit on the connection, not on a forged X-Forwarded-For', async () => {
    const browser = createBrowser(t);
    const { action } = await openLogin(browser);
    const statuses: number[] = [];
    for (let i = 0; i < 21; i++) {
      const res = await postForwarded(browser, action, `198.51.100.${i}`, i, '203.0.113.7');
      statuses.push(res.statusCode);
    }
    expect(statuses[20]).toBe(429);
  });
});

describe('login rate limit set by SIGN_IN_RATE_LIMIT', () => {
  let t: TTestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { SIGN_IN_RATE_LIMIT: '3' } });
  });
  afterAll(() => t.close());

  it('lets that many attempts through a minute, and no more', async () => {
    const browser = createBrowser(t);
    const { action } = await openLogin(browser);
    const statuses: number[] = [];
    for (let i = 0; i < 4; i++)
      statuses.push(
        (await browser.post(action, { email: `few-${i}@example.test`, password: 'guess' })).statusCode,
      );
    expect(statuses).toEqual([200, 200, 200, 429]);
  });
});

describe('login rate limit behind a trusted proxy', () => {
  let t: TTestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { TRUST_PROXY: '127.0.0.1' } });
  });
  afterAll(() => t.close());

  it('takes the client from X-Forwarded-For only when the proxy is trusted', async () => {
    const browser = createBrowser(t);
    const { action } = await openLogin(browser);
    const postFrom = (client: string, i: number) => postForwarded(browser, action, client, i);
    for (let i = 0; i < 20; i++) expect((await postFrom('198.51.100.1', i)).statusCode).toBe(200);
    expect((await postFrom('198.51.100.1', 20)).statusCode).toBe(429);
    // another client behind the same proxy has its own allowance
    expect((await postFrom('198.51.100.2', 21)).statusCode).toBe(200);
  });
});

describe('parallel password guessing', () => {
  let t: TTestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('checks one password per email and address at a time and refuses the others with 429', async () => {
    await createLoginUser(t, { email: 'target@example.test', password: 'right-password' });
    const browser = createBrowser(t);
    const { action } = await openLogin(browser);
    const results = await Promise.all(
      Array.from({ length: 8 }, (_, i) =>
        browser.post(action, { email: 'target@example.test', password: `guess-${i}` }),
      ),
    );
    const statuses = results.map((res) => res.statusCode).sort();
    expect(statuses).toEqual([200, 429, 429, 429, 429, 429, 429, 429]);
    const refused = results.find((res) => res.statusCode === 429)!;
    expect(alertOf(refused.body)).toBe(LOGIN_MESSAGES.attemptUnderWay);
    // every attempt that checked a password is counted
    const [row] = await t.db
      .select()
      .from(loginAttempts)
      .where(eq(loginAttempts.key, 'ip:127.0.0.1|email:target@example.test'));
    expect(row?.failures).toBe(1);
    expect(row?.busyUntil).toBeNull();
  });
});
