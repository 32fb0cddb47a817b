import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { users } from '../../db/schema';
import { useTestApp } from '../../test/app';
import { useMembers } from '../../test/kits/members';
import { authHeaders, expectApiError, getAs, memberWith, userIdOf } from '../../test/kits/access';

const URL = '/api/Users/current/language';

describe('PUT /api/Users/current/language', () => {
  const t = useTestApp({ seed: 'minimal' });
  const who = useMembers(t, []);

  async function putAs(email: string, payload: unknown, tenant?: number) {
    return t.app.inject({
      method: 'PUT',
      url: URL,
      headers: await authHeaders(t, email, tenant),
      payload: payload as string,
    });
  }

  const storedLanguageOf = async (email: string) =>
    (await t.db.select({ language: users.language }).from(users).where(eq(users.email, email)))[0]!.language;

  it('saves the language, which the current user then reads, and remembers it in a cookie', async () => {
    const email = await memberWith(t, who.tenantId, ['normal-user']);
    expect((await getAs(t, '/api/Users/current', email)).json().language).toBeNull();

    const res = await putAs(email, { language: 'es' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ language: 'es' });
    expect(res.headers['set-cookie']).toBe('askhr_lang=es; Path=/; Max-Age=31536000; SameSite=Lax');
    expect((await getAs(t, '/api/Users/current', email)).json().language).toBe('es');
    expect((await getAs(t, '/api/Users/current', email, who.tenantId)).json().language).toBe('es');
  });

  it('works with or without a tenant chosen', async () => {
    const email = await memberWith(t, who.tenantId, ['normal-user']);
    expect((await putAs(email, { language: 'de' }, who.tenantId)).statusCode).toBe(200);
    expect(await storedLanguageOf(email)).toBe('de');
    expect((await putAs(who.nobody, { language: 'de' })).statusCode).toBe(200);
    expect(await storedLanguageOf(who.nobody)).toBe('de');
  });

  it('clears the choice and its cookie with null', async () => {
    const email = await memberWith(t, who.tenantId, ['normal-user']);
    await putAs(email, { language: 'de' });
    const res = await putAs(email, { language: null });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ language: null });
    expect(res.headers['set-cookie']).toBe('askhr_lang=; Path=/; Max-Age=0; SameSite=Lax');
    expect((await getAs(t, '/api/Users/current', email)).json().language).toBeNull();
  });

  it('refuses a language the portal does not speak, naming the field, and keeps the saved one', async () => {
    const email = await memberWith(t, who.tenantId, ['normal-user']);
    await putAs(email, { language: 'es' });
    for (const payload of [{ language: 'fr' }, { language: 'ES' }, { language: 7 }, {}]) {
      const res = await putAs(email, payload);
      expectApiError(res, 400, 'VALIDATION');
      expect(res.json().error.fields).toEqual({ language: ['Must be one of en, es, de'] });
      expect(res.headers['set-cookie']).toBeUndefined();
    }
    expect(await storedLanguageOf(email)).toBe('es');
  });

  it('needs a signed-in user', async () => {
    const res = await t.app.inject({ method: 'PUT', url: URL, payload: { language: 'es' } });
    expectApiError(res, 401, 'UNAUTHENTICATED');
    expect(res.headers['set-cookie']).toBeUndefined();
  });

  it("changes only the caller's own row, whatever tenant the request names", async () => {
    const mine = await memberWith(t, who.tenantId, ['normal-user', 'manage-users']);
    const stranger = await memberWith(t, who.otherId, ['normal-user']);
    await putAs(mine, { language: 'en' });

    // a member of the other tenant naming this tenant still changes only themselves
    expect((await putAs(stranger, { language: 'de' }, who.tenantId)).statusCode).toBe(200);
    expect(await storedLanguageOf(stranger)).toBe('de');
    expect(await storedLanguageOf(mine)).toBe('en');

    // nothing in the body can point at another account
    const res = await putAs(stranger, { language: 'es', id: await userIdOf(t, mine), email: mine });
    expect(res.statusCode).toBe(200);
    expect(await storedLanguageOf(stranger)).toBe('es');
    expect(await storedLanguageOf(mine)).toBe('en');
  });
});
