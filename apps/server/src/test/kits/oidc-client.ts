import crypto from 'node:crypto';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { eq } from 'drizzle-orm';
import { users } from '../../db/schema';
import type { TTestApp } from '../app';
import { createUser } from '../factories/users';
import { hashPassword } from '../../auth/passwords';

/** A user who can sign in with `password`. */
export async function createLoginUser(
  t: TTestApp,
  opts: { email?: string; name?: string; active?: boolean; password?: string } = {},
) {
  const user = await createUser(t.db, opts);
  const passwordHash = await hashPassword(opts.password ?? 'correct horse');
  await t.db.update(users).set({ passwordHash }).where(eq(users.id, user.id));
  return { ...user, identityId: user.identityId!, passwordHash };
}

const form = (fields: Record<string, string>, accept = 'text/html') => ({
  headers: { accept, 'content-type': 'application/x-www-form-urlencoded' },
  payload: new URLSearchParams(fields).toString(),
});

/**
 * Plays the browser and the SPA against the embedded provider through app.inject: keeps cookies
 * (by path, as a browser would) and follows redirects one step at a time.
 */
export function createBrowser(t: TTestApp) {
  const jar = new Map<string, { value: string; path: string }>();
  const { config } = t;
  const clientId = config.auth.clientId;
  const redirectUri = `${config.publicUrl}/callback`;

  const pathOf = (url: string) => {
    const u = new URL(url, config.publicUrl);
    return `${u.pathname}${u.search}`;
  };

  function cookieHeader(path: string) {
    const pathname = path.split('?')[0]!;
    return [...jar.entries()]
      .filter(
        ([, c]) => pathname === c.path || pathname.startsWith(c.path.endsWith('/') ? c.path : `${c.path}/`),
      )
      .map(([name, c]) => `${name}=${c.value}`)
      .join('; ');
  }

  async function request(opts: InjectOptions & { url: string }): Promise<LightMyRequestResponse> {
    const url = pathOf(opts.url);
    const cookie = cookieHeader(url);
    const res = await t.app.inject({
      ...opts,
      url,
      headers: { ...opts.headers, ...(cookie ? { cookie } : {}) },
    });
    for (const c of res.cookies as {
      name: string;
      value: string;
      path?: string;
      maxAge?: number;
      expires?: Date;
    }[]) {
      const isGone = !c.value || c.maxAge === 0 || (c.expires && c.expires.getTime() < Date.now());
      if (isGone) jar.delete(c.name);
      else jar.set(c.name, { value: c.value, path: c.path ?? '/' });
    }
    return res;
  }

  const get = (url: string, headers: Record<string, string> = { accept: 'text/html' }) =>
    request({ method: 'GET', url, headers });
  const post = (url: string, fields: Record<string, string>) =>
    request({ method: 'POST', url, ...form(fields) });

  /** Starts an authorization request as oidc-client-ts does; returns the first response and the PKCE verifier. */
  async function authorize(extra: Record<string, string> = {}) {
    const verifier = crypto.randomBytes(32).toString('base64url');
    const state = crypto.randomBytes(8).toString('hex');
    const params = new URLSearchParams({
      client_id: clientId,
      redirect_uri: redirectUri,
      response_type: 'code',
      scope: config.auth.scope,
      state,
      nonce: crypto.randomBytes(8).toString('hex'),
      code_challenge: crypto.hash('sha256', verifier, 'base64url'),
      code_challenge_method: 'S256',
      ...extra,
    });
    const res = await get(`/oidc/auth?${params}`);
    return { res, verifier, state };
  }

  /** Follows redirects until one leaves the provider (the callback) or a page is shown. */
  async function follow(res: LightMyRequestResponse) {
    let current = res;
    for (let hops = 0; hops < 10 && current.statusCode >= 300 && current.statusCode < 400; hops++) {
      const location = current.headers.location as string;
      if (!pathOf(location).startsWith('/oidc/')) return { res: current, location };
      current = await get(location);
    }
    return { res: current, location: undefined };
  }

  /** Signs in through the login page; returns the authorization code handed to /callback. */
  async function signIn(email: string, password: string, extra: Record<string, string> = {}) {
    const { res, verifier, state } = await authorize(extra);
    const page = await follow(res);
    let result = page;
    if (page.res.statusCode === 200) {
      const action = /<form[^>]*action="([^"]+)"/.exec(page.res.body)?.[1];
      if (!action) throw new Error(`no login form in: ${page.res.body.slice(0, 200)}`);
      result = await follow(await post(action, { email, password }));
    }
    if (!result.location)
      throw new Error(`sign-in did not reach the callback (status ${result.res.statusCode})`);
    const callback = new URL(result.location);
    return {
      code: callback.searchParams.get('code')!,
      state,
      returnedState: callback.searchParams.get('state'),
      verifier,
      callback,
    };
  }

  const token = (fields: Record<string, string>) =>
    request({
      method: 'POST',
      url: '/oidc/token',
      ...form({ client_id: clientId, ...fields }, 'application/json'),
    });

  const exchangeCode = (code: string, verifier: string) =>
    token({ grant_type: 'authorization_code', code, redirect_uri: redirectUri, code_verifier: verifier });

  const refresh = (refreshToken: string, scope?: string) =>
    token({ grant_type: 'refresh_token', refresh_token: refreshToken, ...(scope ? { scope } : {}) });

  return { jar, request, get, post, authorize, follow, signIn, exchangeCode, refresh, redirectUri };
}

export type TBrowser = ReturnType<typeof createBrowser>;
