import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PASSWORD_MIN_LENGTH } from '@askhr/shared/users/users.schemas';
import { users } from '../../db/schema';
import { authHeaders } from '../../test/kits/access';
import { createTestApp, type TSeededTestApp } from '../../test/app';
import { TENANT_ADMIN } from '../../test/minimal-seed';
import { LOGIN_MESSAGES, PASSWORD_CHANGE_MESSAGES } from './pages';
import { createBrowser, type TBrowser } from '../../test/kits/oidc-client';

const alertOf = (html: string) =>
  /<div class="alert" id="login-error" role="alert">([^<]*)<\/div>/.exec(html)?.[1];
const actionOf = (html: string) => /<form[^>]*action="([^"]+)"/.exec(html)?.[1];

describe('invitation, first sign-in and the forced password change', () => {
  let t: TSeededTestApp;
  beforeAll(async () => {
    t = await createTestApp({ seed: 'minimal' });
  });
  afterAll(() => t.close());

  async function invite(email: string) {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/Users/',
      headers: await authHeaders(t, TENANT_ADMIN, t.seed.tenant.id),
      payload: { id: 0, email, roleIds: [] },
    });
    expect(res.statusCode).toBe(200);
    return res.json() as { user: { id: number; version: number }; temporaryPassword: string };
  }

  /** Signs in with the temporary password; returns the password change form's action. */
  async function signInTemporarily(browser: TBrowser, email: string, password: string) {
    const login = await browser.follow((await browser.authorize()).res);
    const res = await browser.post(actionOf(login.res.body)!, { email, password });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<h1>Choose a new password</h1>');
    expect(res.body).toMatch(
      /<input id="password" name="password" type="password" autocomplete="new-password"/,
    );
    const action = actionOf(res.body)!;
    expect(action).toMatch(/^\/oidc\/interaction\/[^/]+\/password$/);
    return action;
  }

  it('signs the invited user in only after they chose their own password', async () => {
    const { user, temporaryPassword } = await invite('first.day@acme.test');
    const browser = createBrowser(t);
    const action = await signInTemporarily(browser, 'first.day@acme.test', temporaryPassword);

    const short = await browser.post(action, { password: 'short', confirm: 'short' });
    expect(alertOf(short.body)).toBe(PASSWORD_CHANGE_MESSAGES.tooShort(PASSWORD_MIN_LENGTH));
    const mismatch = await browser.post(action, { password: 'a-good-password', confirm: 'another-password' });
    expect(alertOf(mismatch.body)).toBe(PASSWORD_CHANGE_MESSAGES.mismatch);
    const same = await browser.post(action, { password: temporaryPassword, confirm: temporaryPassword });
    expect(alertOf(same.body)).toBe(PASSWORD_CHANGE_MESSAGES.sameAsTemporary);

    const done = await browser.follow(
      await browser.post(action, { password: 'my own password', confirm: 'my own password' }),
    );
    expect(done.location).toContain('/callback?code=');
    const [row] = await t.db.select().from(users).where(eq(users.id, user.id));
    expect(row).toMatchObject({ temporaryPasswordUntil: null, identityId: expect.any(String) });

    // the temporary password is gone; the new one signs in straight away
    const again = createBrowser(t);
    const login = await again.follow((await again.authorize()).res);
    const refused = await again.post(actionOf(login.res.body)!, {
      email: 'first.day@acme.test',
      password: temporaryPassword,
    });
    expect(alertOf(refused.body)).toBe(LOGIN_MESSAGES.invalidCredentials);
    expect((await createBrowser(t).signIn('first.day@acme.test', 'my own password')).code).toBeTruthy();
  });

  it('does not reach the password change without a sign-in of this browser', async () => {
    const { temporaryPassword } = await invite('curious@acme.test');
    const action = await signInTemporarily(createBrowser(t), 'curious@acme.test', temporaryPassword);
    const stranger = createBrowser(t);
    const res = await stranger.post(action, { password: 'my own password', confirm: 'my own password' });
    expect(res.statusCode).toBe(400);
    expect(res.body).toContain('This sign-in has expired');
  });

  it('refuses an expired temporary password and a user disabled in every company', async () => {
    const expired = await invite('late@acme.test');
    await t.db
      .update(users)
      .set({ temporaryPasswordUntil: new Date(Date.now() - 1000) })
      .where(eq(users.id, expired.user.id));
    const browser = createBrowser(t);
    const login = await browser.follow((await browser.authorize()).res);
    const res = await browser.post(actionOf(login.res.body)!, {
      email: 'late@acme.test',
      password: expired.temporaryPassword,
    });
    expect(alertOf(res.body)).toBe(LOGIN_MESSAGES.temporaryExpired);

    const disabled = await invite('switched.off@acme.test');
    await t.app.inject({
      method: 'POST',
      url: `/api/Users/${disabled.user.id}/active`,
      headers: await authHeaders(t, TENANT_ADMIN, t.seed.tenant.id),
      payload: { active: false, version: 1 },
    });
    const other = createBrowser(t);
    const page = await other.follow((await other.authorize()).res);
    const off = await other.post(actionOf(page.res.body)!, {
      email: 'switched.off@acme.test',
      password: disabled.temporaryPassword,
    });
    expect(alertOf(off.body)).toBe(LOGIN_MESSAGES.disabled);
  });
});
