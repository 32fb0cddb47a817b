import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { FEATURES, PERMISSIONS } from '@askhr/shared/access/permissions';
import { GLOBAL_COUNTRY_ID } from '@askhr/shared/countries/countries.constants';
import { getDirectLineKey } from '../../bot/channels/directline/directline-secret';
import { createDirectLineTokens } from '../../bot/channels/directline/directline-tokens';
import { botUsers, utterances } from '../../db/schema';
import { createTenant } from '../../test/factories/tenants';
import { createTestApp, type TSeededTestApp } from '../../test/app';
import { expectApiError, getAs, memberWith } from '../../test/kits/access';
import { findMembership } from '../../auth/access.repository';

const URL = '/api/Users/webChat/config';

describe('GET /api/Users/webChat/config', () => {
  let t: TSeededTestApp;
  let tenantId: number;
  let admin: string;
  let verify: (token: string) => ReturnType<ReturnType<typeof createDirectLineTokens>['verify']>;
  beforeAll(async () => {
    t = await createTestApp({ seed: 'minimal' });
    ({ id: tenantId, adminEmail: admin } = t.seed.tenant);
    verify = createDirectLineTokens(await getDirectLineKey(t.db), 60).verify;
  });
  afterAll(() => t.close());

  it('gives a Direct Line token bound to the tenant and the bot user of the member', async () => {
    const res = await getAs(t, URL, admin, tenantId);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    const membership = (await findMembership(t.db, tenantId, t.seed.tenant.adminId))!;
    expect(body).toEqual({ token: expect.any(String), botUserID: `portal-${membership.customerUserId}` });
    expect(await verify(body.token)).toEqual({
      claims: expect.objectContaining({
        customerId: tenantId,
        botUserId: body.botUserID,
        conversationId: undefined,
      }),
    });
  });

  it('bakes the "test as" country, role and date into the token', async () => {
    const res = await getAs(t, `${URL}?countryCode=ES&roleId=1&date=2026-03-01`, admin, tenantId);
    expect(res.statusCode).toBe(200);
    expect(await verify(res.json().token)).toEqual({
      claims: expect.objectContaining({
        countryCode: 'ES',
        roleId: 1,
        asOf: '2026-03-01T00:00:00.000Z',
        isTest: true,
      }),
    });
  });

  it('refuses a country outside the tenant, an unknown role and a bad date with 400', async () => {
    for (const query of ['countryCode=GB', 'countryCode=es', 'roleId=3', 'date=tomorrow']) {
      const res = await getAs(t, `${URL}?${query}`, admin, tenantId);
      expectApiError(res, 400, 'VALIDATION');
    }
  });

  it('refuses a member without portal-webchat, and a tenant without PortalWebChat, with 403', async () => {
    const editor = await memberWith(t, tenantId, ['normal-user', 'admin-user']);
    expectApiError(await getAs(t, URL, editor, tenantId), 403, 'FORBIDDEN');
    const noWebChat = await createTenant(t.db, { features: FEATURES.filter((f) => f !== 'PortalWebChat') });
    const itsAdmin = await memberWith(t, noWebChat.id, [...PERMISSIONS]);
    expectApiError(await getAs(t, URL, itsAdmin, noWebChat.id), 403, 'FORBIDDEN');
    const tester = await memberWith(t, tenantId, ['portal-webchat']);
    expect((await getAs(t, URL, tester, tenantId)).statusCode).toBe(200);
  });

  it('refuses a member of another tenant with 403', async () => {
    const other = await createTenant(t.db, { features: ['PortalWebChat'] });
    const stranger = await memberWith(t, other.id, ['portal-webchat']);
    expectApiError(await getAs(t, URL, stranger, tenantId), 403, 'FORBIDDEN');
    expectApiError(
      await t.app.inject({ method: 'GET', url: URL, headers: { 'x-tenant-id': String(tenantId) } }),
      401,
      'UNAUTHENTICATED',
    );
  });

  it('gives a token the Direct Line channel accepts, and the bot answers', async () => {
    const { token } = (await getAs(t, URL, admin, tenantId)).json();
    const started = await t.app.inject({
      method: 'POST',
      url: '/v3/directline/conversations',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(started.statusCode).toBe(201);
    const { conversationId, token: bound } = started.json();
    const posted = await t.app.inject({
      method: 'POST',
      url: `/v3/directline/conversations/${conversationId}/activities`,
      headers: { authorization: `Bearer ${bound}` },
      payload: { type: 'message', text: 'hello', channelData: { clientActivityID: 'c1' } },
    });
    expect(posted.statusCode).toBe(200);
    const list = await t.app.inject({
      method: 'GET',
      url: `/v3/directline/conversations/${conversationId}/activities`,
      headers: { authorization: `Bearer ${bound}` },
    });
    const activities = list.json().activities as { from: { role: string }; text?: string }[];
    // the welcome, the echo with its clientActivityID, then the answer
    expect(activities[0]!.from.role).toBe('bot');
    expect(activities[1]).toMatchObject({ text: 'hello', channelData: { clientActivityID: 'c1' } });
    expect(activities.slice(2).every((a) => a.from.role === 'bot')).toBe(true);
    expect(activities.length).toBeGreaterThan(2);
  });

  it('logs what the Test Bot sends as tests, as the country chosen for each conversation', async () => {
    const say = async (query: string, text: string) => {
      const { token, botUserID } = (await getAs(t, `${URL}${query}`, admin, tenantId)).json();
      const started = await t.app.inject({
        method: 'POST',
        url: '/v3/directline/conversations',
        headers: { authorization: `Bearer ${token}` },
      });
      const { conversationId, token: bound } = started.json();
      const posted = await t.app.inject({
        method: 'POST',
        url: `/v3/directline/conversations/${conversationId}/activities`,
        headers: { authorization: `Bearer ${bound}` },
        payload: { type: 'message', text },
      });
      expect(posted.statusCode).toBe(200);
      return botUserID as string;
    };
    await say('?countryCode=ES&roleId=1', 'vacation days as spain');
    const botUserID = await say('', 'vacation days as global');
    const [botUser] = await t.db.select().from(botUsers).where(eq(botUsers.channelUserId, botUserID));
    const rows = await t.db
      .select()
      .from(utterances)
      .where(eq(utterances.botUserId, botUser!.id))
      .orderBy(utterances.id);
    expect(botUser!.isTest).toBe(true);
    expect(rows.map((r) => [r.text, r.countryId, r.roleId, r.isTest])).toEqual([
      ['vacation days as spain', 2, 1, true],
      ['vacation days as global', GLOBAL_COUNTRY_ID, 2, true],
    ]);
  });

  it('serves the Web Chat bundle from our origin', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/webchat/webchat.js' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('javascript');
  });
});
