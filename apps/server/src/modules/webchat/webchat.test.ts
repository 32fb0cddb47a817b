import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { GLOBAL_COUNTRY_ID } from '@askhr/shared/countries/countries.constants';
import { getDirectLineKey } from '../../bot/channels/directline/directline-secret';
import { createDirectLineTokens } from '../../bot/channels/directline/directline-tokens';
import { botUsers, utterances } from '../../db/schema';
import { createTenant } from '../../test/factories';
import {
  createDemoTestApp,
  expectApiError,
  getAs,
  memberWith,
  type TDemoTestApp,
} from '../access/access-test-kit';
import { findMembership } from '../access/access.repository';

const URL = '/api/Users/webChat/config';

describe('GET /api/Users/webChat/config', () => {
  let t: TDemoTestApp;
  let verify: (token: string) => ReturnType<ReturnType<typeof createDirectLineTokens>['verify']>;
  beforeAll(async () => {
    t = await createDemoTestApp();
    verify = createDirectLineTokens(await getDirectLineKey(t.db), 60).verify;
  });
  afterAll(() => t.close());

  it('gives a Direct Line token bound to the tenant and the bot user of the member', async () => {
    const res = await getAs(t, URL, 'admin@acme.test', t.acmeId);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    const admin = (await t.db.query.users.findFirst({
      where: (u, { eq }) => eq(u.email, 'admin@acme.test'),
    }))!;
    const membership = (await findMembership(t.db, t.acmeId, admin.id))!;
    expect(body).toEqual({ token: expect.any(String), botUserID: `portal-${membership.customerUserId}` });
    expect(await verify(body.token)).toEqual({
      claims: expect.objectContaining({
        customerId: t.acmeId,
        botUserId: body.botUserID,
        conversationId: undefined,
      }),
    });
  });

  it('bakes the "test as" country, role and date into the token', async () => {
    const res = await getAs(t, `${URL}?countryCode=ES&roleId=1&date=2026-03-01`, 'admin@acme.test', t.acmeId);
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
      const res = await getAs(t, `${URL}?${query}`, 'admin@acme.test', t.acmeId);
      expectApiError(res, 400, 'VALIDATION');
    }
  });

  it('refuses a member without portal-webchat, and a tenant without PortalWebChat, with 403', async () => {
    const editor = await memberWith(t, t.acmeId, ['normal-user', 'admin-user']);
    expectApiError(await getAs(t, URL, editor, t.acmeId), 403, 'FORBIDDEN');
    expectApiError(await getAs(t, URL, 'admin@acme.test', t.globexId), 403, 'FORBIDDEN');
    const tester = await memberWith(t, t.acmeId, ['portal-webchat']);
    expect((await getAs(t, URL, tester, t.acmeId)).statusCode).toBe(200);
  });

  it('refuses a member of another tenant with 403', async () => {
    const other = await createTenant(t.db, { features: ['PortalWebChat'] });
    const stranger = await memberWith(t, other.id, ['portal-webchat']);
    expectApiError(await getAs(t, URL, stranger, t.acmeId), 403, 'FORBIDDEN');
    expectApiError(
      await t.app.inject({ method: 'GET', url: URL, headers: { 'x-tenant-id': String(t.acmeId) } }),
      401,
      'UNAUTHENTICATED',
    );
  });

  it('gives a token the Direct Line channel accepts, and the bot answers', async () => {
    const { token } = (await getAs(t, URL, 'admin@acme.test', t.acmeId)).json();
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
      const { token, botUserID } = (await getAs(t, `${URL}${query}`, 'admin@acme.test', t.acmeId)).json();
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

  it('thanks a Test Bot rating in the language of the rated message', async () => {
    const { token } = (await getAs(t, `${URL}?countryCode=ES`, 'admin@acme.test', t.acmeId)).json();
    const started = await t.app.inject({
      method: 'POST',
      url: '/v3/directline/conversations',
      headers: { authorization: `Bearer ${token}` },
    });
    const { conversationId, token: bound } = started.json();
    const post = (payload: object) =>
      t.app.inject({
        method: 'POST',
        url: `/v3/directline/conversations/${conversationId}/activities`,
        headers: { authorization: `Bearer ${bound}` },
        payload,
      });
    const list = async () =>
      (
        await t.app.inject({
          method: 'GET',
          url: `/v3/directline/conversations/${conversationId}/activities`,
          headers: { authorization: `Bearer ${bound}` },
        })
      ).json().activities as {
        text?: string;
        suggestedActions?: { actions: { title: string; value: object }[] };
      }[];
    await post({ type: 'message', text: 'cuántos días de vacaciones tengo' });
    const answer = (await list()).at(-1)!;
    // the buttons are in the employee's language too
    const notHelpful = answer.suggestedActions!.actions.find((a) => a.title === 'No me ha servido')!;
    expect((await post({ type: 'message', value: notHelpful.value })).statusCode).toBe(200);
    // the demo tenant escalates Not helpful answers to its HR team, and says so in Spanish
    expect((await list()).at(-1)!.text).toMatch(/^Siento que no te haya servido\. He pasado tu pregunta/);
  });

  it('serves the Web Chat bundle from our origin', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/webchat/webchat.js' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('javascript');
  });
});
