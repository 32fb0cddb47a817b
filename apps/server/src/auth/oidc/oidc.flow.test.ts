import { eq } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { decodeJwt, decodeProtectedHeader } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema';
import { createTestApp, type TTestApp } from '../../test/app';
import { getSigningKeys, publicJwks } from '../secrets';
import { createTokenVerifier, localKeySet, type TTokenVerifier } from '../verifier';
import { createBrowser, createLoginUser } from '../../test/kits/oidc-client';

describe('embedded OpenID Connect provider', () => {
  let t: TTestApp;
  let verifier: TTokenVerifier;
  beforeAll(async () => {
    t = await createTestApp();
    const keys = localKeySet(publicJwks(await getSigningKeys(t.db)));
    verifier = createTokenVerifier({ issuer: t.config.auth.issuer, audience: t.config.auth.audience, keys });
  });
  afterAll(() => t.close());

  /** Runs the app's own guard for a signed-in route on a bare request carrying the token. */
  async function guardPrincipal(accessToken: string) {
    const request = { headers: { authorization: `Bearer ${accessToken}` } } as FastifyRequest;
    await t.app.access('users.current').call(t.app, request, {} as FastifyReply);
    return request.principal;
  }

  it('publishes its discovery document and keys under /oidc', async () => {
    const res = await t.app.inject('/oidc/.well-known/openid-configuration');
    expect(res.statusCode).toBe(200);
    const doc = res.json();
    const issuer = t.config.auth.issuer;
    expect(issuer).toBe('http://localhost:3000/oidc');
    expect(doc.issuer).toBe(issuer);
    expect(doc.authorization_endpoint).toBe(`${issuer}/auth`);
    expect(doc.token_endpoint).toBe(`${issuer}/token`);
    expect(doc.end_session_endpoint).toBe(`${issuer}/session/end`);
    expect(doc.jwks_uri).toBe(`${issuer}/jwks`);
    expect(doc.code_challenge_methods_supported).toEqual(['S256']);
    expect(doc.scopes_supported).toEqual(
      expect.arrayContaining(['openid', 'profile', 'email', 'offline_access']),
    );

    const jwks = (await t.app.inject('/oidc/jwks')).json();
    const { keys } = publicJwks(await getSigningKeys(t.db));
    expect(jwks.keys.map((k: { kid: string }) => k.kid)).toEqual(keys.map((k) => k.kid));
    expect(JSON.stringify(jwks)).not.toMatch(/"d":/);
  });

  it('signs in with code + PKCE, issues an API access token the guard accepts, and rotates refresh tokens', async () => {
    const user = await createLoginUser(t, {
      email: 'Flow.User@example.test',
      name: 'Flow User',
      password: 'pa55word!',
    });
    const browser = createBrowser(t);

    const first = await browser.authorize();
    expect(first.res.statusCode).toBe(303);
    const page = await browser.follow(first.res);
    expect(page.res.statusCode).toBe(200);
    expect(page.res.headers['content-type']).toContain('text/html');
    expect(page.res.body).toContain('Sign in');

    const {
      code,
      state,
      returnedState,
      verifier: codeVerifier,
      callback,
    } = await browser.signIn('flow.user@example.test', 'pa55word!');
    expect(`${callback.origin}${callback.pathname}`).toBe(browser.redirectUri);
    expect(returnedState).toBe(state);
    expect(code).toBeTruthy();

    const tokenRes = await browser.exchangeCode(code, codeVerifier);
    expect(tokenRes.statusCode).toBe(200);
    const tokens = tokenRes.json();
    expect(tokens.token_type).toBe('Bearer');
    // oidc-provider drops offline_access without prompt=consent (OIDC Core 11); the refresh token comes anyway
    expect(tokens.scope.split(' ').sort()).toEqual(['email', 'openid', 'profile']);
    expect(tokens.refresh_token).toBeTruthy();
    expect(tokens.id_token).toBeTruthy();

    expect(decodeProtectedHeader(tokens.access_token)).toMatchObject({ alg: 'RS256', typ: 'at+jwt' });
    const claims = await verifier.verify(tokens.access_token);
    expect(claims).toMatchObject({ sub: user.identityId, aud: t.config.auth.audience, client_id: 'portal' });
    expect(claims!.exp! - claims!.iat!).toBe(15 * 60);
    expect(await guardPrincipal(tokens.access_token)).toMatchObject({
      userId: user.id,
      sub: user.identityId,
    });

    const idToken = decodeJwt(tokens.id_token);
    expect(idToken).toMatchObject({
      sub: user.identityId,
      email: user.email,
      name: 'Flow User',
      aud: 'portal',
    });

    // oidc-client-ts sends the granted scope along with the refresh token
    const refreshed = await browser.refresh(tokens.refresh_token, tokens.scope);
    expect(refreshed.statusCode).toBe(200);
    const next = refreshed.json();
    expect(next.scope).toBe(tokens.scope);
    expect(next.refresh_token).toBeTruthy();
    expect(next.refresh_token).not.toBe(tokens.refresh_token);
    expect(next.access_token).not.toBe(tokens.access_token);
    expect(await verifier.verify(next.access_token)).toMatchObject({
      sub: user.identityId,
      aud: t.config.auth.audience,
    });

    // replaying a rotated refresh token is refused (and revokes the grant, as RFC 9700 advises)
    const replay = await browser.refresh(tokens.refresh_token);
    expect(replay.statusCode).toBe(400);
    expect(replay.json().error).toBe('invalid_grant');
  });

  it('refuses a code exchange with the wrong PKCE verifier', async () => {
    await createLoginUser(t, { email: 'pkce@example.test', password: 'pa55word!' });
    const browser = createBrowser(t);
    const { code } = await browser.signIn('pkce@example.test', 'pa55word!');
    const res = await browser.exchangeCode(code, 'x'.repeat(43));
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBe('invalid_grant');
  });

  it('accepts a code once, and revokes what it gave when it is replayed', async () => {
    await createLoginUser(t, { email: 'replay@example.test', password: 'pa55word!' });
    const browser = createBrowser(t);
    const { code, verifier: codeVerifier } = await browser.signIn('replay@example.test', 'pa55word!');
    const tokens = (await browser.exchangeCode(code, codeVerifier)).json();
    const replay = await browser.exchangeCode(code, codeVerifier);
    expect(replay.statusCode).toBe(400);
    expect(replay.json().error).toBe('invalid_grant');
    expect((await browser.refresh(tokens.refresh_token)).statusCode).toBe(400);
  });

  it('requires PKCE', async () => {
    const browser = createBrowser(t);
    const { res } = await browser.authorize({ code_challenge: '', code_challenge_method: '' });
    // the error goes back to the registered redirect_uri
    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toContain('error=invalid_request');
  });

  it('approves prompt=consent without a consent screen, keeping offline_access', async () => {
    await createLoginUser(t, { email: 'consent@example.test', password: 'pa55word!' });
    const browser = createBrowser(t);
    const { code, verifier: codeVerifier } = await browser.signIn('consent@example.test', 'pa55word!', {
      prompt: 'consent',
    });
    const tokens = (await browser.exchangeCode(code, codeVerifier)).json();
    expect(tokens.scope.split(' ').sort()).toEqual(['email', 'offline_access', 'openid', 'profile']);
    expect(tokens.refresh_token).toBeTruthy();
    expect((await browser.refresh(tokens.refresh_token, tokens.scope)).statusCode).toBe(200);
  });

  it('issues a token for the API scope when a client asks for it by name', async () => {
    await createLoginUser(t, { email: 'api-scope@example.test', password: 'pa55word!' });
    const browser = createBrowser(t);
    const { code, verifier: codeVerifier } = await browser.signIn('api-scope@example.test', 'pa55word!', {
      scope: 'openid api',
    });
    const tokens = (await browser.exchangeCode(code, codeVerifier)).json();
    expect((await verifier.verify(tokens.access_token))?.scope).toBe('openid api');
  });

  it('stops refreshing for a user who was disabled after signing in', async () => {
    const user = await createLoginUser(t, { email: 'later-disabled@example.test', password: 'pa55word!' });
    const browser = createBrowser(t);
    const { code, verifier: codeVerifier } = await browser.signIn('later-disabled@example.test', 'pa55word!');
    const tokens = (await browser.exchangeCode(code, codeVerifier)).json();
    await t.db.update(users).set({ active: false }).where(eq(users.id, user.id));
    const res = await browser.refresh(tokens.refresh_token);
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBe('invalid_grant');
  });

  it('keeps the session: a second authorization needs no login', async () => {
    await createLoginUser(t, { email: 'sso@example.test', password: 'pa55word!' });
    const browser = createBrowser(t);
    await browser.signIn('sso@example.test', 'pa55word!');
    const again = await browser.follow((await browser.authorize()).res);
    expect(again.location).toMatch(/^http:\/\/localhost:3000\/callback\?code=/);
  });

  it('signs out through end_session: the session ends, refresh tokens stop working, the browser returns', async () => {
    await createLoginUser(t, { email: 'logout@example.test', password: 'pa55word!' });
    const browser = createBrowser(t);
    const { code, verifier: codeVerifier } = await browser.signIn('logout@example.test', 'pa55word!');
    const tokens = (await browser.exchangeCode(code, codeVerifier)).json();

    const params = new URLSearchParams({
      id_token_hint: tokens.id_token,
      post_logout_redirect_uri: `${t.config.publicUrl}/`,
      state: 'bye',
    });
    const confirm = await browser.get(`/oidc/session/end?${params}`);
    expect(confirm.statusCode).toBe(200);
    expect(confirm.body).toContain('<script src="/oidc/assets/logout.js" defer></script>');
    expect(confirm.body).toMatch(/<button[^>]*form="op.logoutForm"[^>]*name="logout"[^>]*value="yes"/);
    expect(confirm.body).not.toMatch(/<script>/);
    const action = /<form id="op.logoutForm" method="post" action="([^"]+)"/.exec(confirm.body)![1]!;
    const xsrf = /name="xsrf" value="([^"]+)"/.exec(confirm.body)![1]!;

    const done = await browser.post(action, { xsrf, logout: 'yes' });
    expect(done.statusCode).toBe(303);
    expect(done.headers.location).toBe('http://localhost:3000/?state=bye');

    const afterLogout = await browser.follow((await browser.authorize()).res);
    expect(afterLogout.res.statusCode).toBe(200);
    expect(afterLogout.res.body).toContain('name="password"');

    const refreshed = await browser.refresh(tokens.refresh_token);
    expect(refreshed.statusCode).toBe(400);
    expect(refreshed.json().error).toBe('invalid_grant');
  });

  it('shows a signed-out page when no post-logout redirect was asked for', async () => {
    await createLoginUser(t, { email: 'bye@example.test', password: 'pa55word!' });
    const browser = createBrowser(t);
    await browser.signIn('bye@example.test', 'pa55word!');
    const confirm = await browser.get('/oidc/session/end');
    const xsrf = /name="xsrf" value="([^"]+)"/.exec(confirm.body)![1]!;
    const done = await browser.post('/oidc/session/end/confirm', { xsrf, logout: 'yes' });
    expect(done.statusCode).toBe(303);
    const page = await browser.get(done.headers.location as string);
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('You are signed out');
    expect(page.body).toContain('href="http://localhost:3000/"');
  });

  it('renders provider errors as a page, without internals', async () => {
    const res = await t.app.inject({
      url: '/oidc/auth?client_id=nobody&response_type=code',
      headers: { accept: 'text/html' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.headers['content-type']).toContain('text/html');
    expect(res.body).toContain('Something went wrong');
    expect(res.body).toContain('<link rel="stylesheet" href="/oidc/assets/auth.css">');
    expect(res.body).not.toMatch(/\bat .*\.js:\d+/);
  });

  it('serves the static files of its pages', async () => {
    const js = await t.app.inject('/oidc/assets/logout.js');
    expect(js.statusCode).toBe(200);
    expect(js.headers['content-type']).toContain('text/javascript');
    const css = await t.app.inject('/oidc/assets/auth.css');
    expect(css.headers['content-type']).toContain('text/css');
    expect((await t.app.inject('/oidc/assets/nothing.js')).statusCode).toBe(404);
  });
});
