import { eq } from 'drizzle-orm';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { botReactionType } from '@askhr/shared/bot/bot-reactions.constants';
import { GLOBAL_COUNTRY_ID } from '@askhr/shared/countries/countries.constants';
import type { TDatabase } from '../../../db/client';
import { botConversationRefs } from '../../../db/schema-push';
import { registerErrorHandler } from '../../../lib/error-handler';
import { upsertSettings } from '../../../modules/settings/settings.repository';
import { testConfig } from '../../../test/app';
import { createTestDatabase } from '../../../test/db';
import { createTenant } from '../../../test/factories/tenants';
import { upsertBotUser } from '../../core/bot-core.repository';
import { createConversationCore } from '../../core/conversation-core';
import { botUserOf, createReactionText, utterancesOf } from '../../../test/kits/core';
import { botFrameworkRoutes } from './botframework.routes';
import { emulatorActivity, startFakeConnector, teamsActivity } from '../../../test/kits/botframework';

const ES = 2;
const NONE_INTENT = botReactionType('noneIntent').defaultText;

describe('Bot Framework channel: welcome and the Teams email', () => {
  let database: TDatabase;
  let connector: Awaited<ReturnType<typeof startFakeConnector>>;
  let app: FastifyInstance;
  let tenantId: number;
  let otherId: number;

  beforeAll(async () => {
    connector = await startFakeConnector();
    database = await createTestDatabase();
    const { db } = database;
    tenantId = (await createTenant(db, { countries: [ES] })).id;
    otherId = (await createTenant(db)).id;
    await upsertSettings(db, tenantId, [{ key: 'TeamsTenantId', value: 'entra-77' }]);
    await upsertSettings(db, otherId, [{ key: 'TeamsTenantId', value: 'entra-other' }]);
    await createReactionText(db, tenantId, 'welcome', GLOBAL_COUNTRY_ID, 'Welcome to AskHR!');
    await createReactionText(db, tenantId, 'welcome', ES, '¡Bienvenido a AskHR!');
    await createReactionText(db, otherId, 'welcome', GLOBAL_COUNTRY_ID, 'Hello from Other Co');
    app = Fastify({ logger: false });
    registerErrorHandler(app);
    await app.register(botFrameworkRoutes, {
      db,
      config: testConfig({ EMULATOR_TENANT_ID: String(tenantId), EMULATOR_ENABLED: 'true' }),
      core: createConversationCore({ db, ranker: { rank: async () => [] } }),
      emailLookup: { timeoutMs: 300 },
    });
    await app.ready();
  });

  afterAll(async () => {
    await app.close();
    await connector.close();
    await database.close();
  });

  /** Posts the activity and returns the texts the bot sent to the connector meanwhile. */
  async function send(activity: Record<string, unknown>) {
    const before = connector.posts.length;
    const res = await app.inject({ method: 'POST', url: '/api/messages', payload: activity });
    expect(res.statusCode).toBe(200);
    return connector.posts.slice(before).map((p) => p.activity.text);
  }

  const teams = (entraTenantId: string, id: string, fields: Record<string, unknown>) =>
    teamsActivity(connector.serviceUrl, entraTenantId, { id: `29:${id}`, aadObjectId: `aad-${id}` }, fields);
  const added = (...ids: string[]) => ({
    type: 'conversationUpdate',
    membersAdded: ids.map((id) =>
      id.startsWith('28:') ? { id } : { id: `29:${id}`, aadObjectId: `aad-${id}` },
    ),
  });
  const callsFor = (id: string) => connector.memberCalls.filter((c) => c.userId === `29:${id}`);

  it('welcomes each user an Emulator conversation adds, not the bot, and logs no utterance', async () => {
    const texts = await send(
      emulatorActivity(connector.serviceUrl, {
        type: 'conversationUpdate',
        membersAdded: [{ id: 'bot-1', name: 'AskHR' }, { id: 'emu-ann', name: 'Ann' }, { id: 'emu-bob' }],
      }),
    );
    expect(texts).toEqual(['Welcome to AskHR!', 'Welcome to AskHR!']);
    const ann = await botUserOf(database.db, tenantId, 'emu-ann');
    expect(ann).toMatchObject({ channel: 'emulator', name: 'Ann', email: null });
    expect(ann!.firstSeen).toBeInstanceOf(Date);
    expect(await botUserOf(database.db, tenantId, 'emu-bob')).toBeDefined();
    expect(await botUserOf(database.db, tenantId, 'bot-1')).toBeUndefined();
    expect(await utterancesOf(database.db, ann!.id)).toEqual([]);
    // the Emulator has no members call
    expect(connector.memberCalls.filter((c) => c.userId.startsWith('emu-'))).toEqual([]);
  });

  it('greets the installer, never the bot, when the bot is added to a personal chat', async () => {
    expect(await send(teams('entra-77', 'installer', added('28:askhr-bot')))).toEqual(['Welcome to AskHR!']);
    expect(await botUserOf(database.db, tenantId, '28:askhr-bot')).toBeUndefined();
    expect(connector.memberCalls.filter((c) => c.userId === '28:askhr-bot')).toEqual([]);
  });

  it('greets nobody in a team channel or a group chat', async () => {
    for (const conversationType of ['channel', 'groupChat']) {
      const activity = teams('entra-77', 'member', added('28:askhr-bot', 'member'));
      activity.conversation = { ...activity.conversation, conversationType };
      expect(await send(activity)).toEqual([]);
    }
  });

  it('welcomes a Teams user in the language of their stored country, else the global text', async () => {
    await upsertBotUser(database.db, tenantId, {
      channel: 'msteams',
      channelUserId: 'aad-elena',
      email: null,
      name: 'Elena',
      countryId: ES,
      roleId: 2,
      seenAt: new Date('2030-01-01T00:00:00Z'),
      isProfileGiven: { country: true, role: true },
    });
    expect(await send(teams('entra-77', 'elena', added('28:askhr-bot', 'elena')))).toEqual([
      '¡Bienvenido a AskHR!',
    ]);
    expect(await send(teams('entra-77', 'newcomer', added('newcomer')))).toEqual(['Welcome to AskHR!']);
  });

  it('stores the email from the Teams members call after the first message, and looks it up once', async () => {
    connector.members.set('29:ann', {
      id: '29:ann',
      aadObjectId: 'aad-ann',
      email: 'ann@contoso.test',
      userPrincipalName: 'ann.upn@contoso.test',
    });
    expect(await send(teams('entra-77', 'ann', { text: 'How many vacation days?' }))).toEqual([NONE_INTENT]);
    expect(await botUserOf(database.db, tenantId, 'aad-ann')).toMatchObject({
      channel: 'msteams',
      email: 'ann@contoso.test',
    });
    expect(callsFor('ann')).toEqual([{ conversationId: 'a:29:ann', userId: '29:ann' }]);
    expect(await send(teams('entra-77', 'ann', { text: 'And sick leave?' }))).toEqual([NONE_INTENT]);
    expect(callsFor('ann')).toHaveLength(1);
  });

  it('takes the user principal name when the member has no email', async () => {
    connector.members.set('29:cy', { id: '29:cy', userPrincipalName: 'cy@contoso.test' });
    await send(teams('entra-77', 'cy', { text: 'Parking?' }));
    expect((await botUserOf(database.db, tenantId, 'aad-cy'))?.email).toBe('cy@contoso.test');
  });

  it('does not call when the stored bot user already has an email', async () => {
    await upsertBotUser(database.db, tenantId, {
      channel: 'msteams',
      channelUserId: 'aad-fay',
      email: 'fay@contoso.test',
      name: null,
      countryId: GLOBAL_COUNTRY_ID,
      roleId: 2,
      seenAt: new Date(),
      isProfileGiven: { country: false, role: false },
    });
    expect(await send(teams('entra-77', 'fay', { text: 'Payslip?' }))).toEqual([NONE_INTENT]);
    expect(callsFor('fay')).toEqual([]);
  });

  it('still answers when the members call fails, and does not try again on the next message', async () => {
    connector.members.set('29:dan', { status: 403 });
    expect(await send(teams('entra-77', 'dan', { text: 'Laptop broken' }))).toEqual([NONE_INTENT]);
    expect((await botUserOf(database.db, tenantId, 'aad-dan'))?.email).toBeNull();
    expect(await send(teams('entra-77', 'dan', { text: 'Laptop still broken' }))).toEqual([NONE_INTENT]);
    expect(callsFor('dan')).toHaveLength(1);
  });

  it('does not wait for a members call that does not answer', async () => {
    connector.members.set('29:eve', 'hang');
    expect(await send(teams('entra-77', 'eve', { text: 'VPN?' }))).toEqual([NONE_INTENT]);
    expect((await botUserOf(database.db, tenantId, 'aad-eve'))?.email).toBeNull();
  });

  it('keeps Teams tenants apart: the same user is welcomed, looked up and stored per tenant', async () => {
    connector.members.set('29:gil', { id: '29:gil', email: 'gil@contoso.test' });
    expect(await send(teams('entra-77', 'gil', added('gil')))).toEqual(['Welcome to AskHR!']);
    expect(await send(teams('entra-other', 'gil', added('gil')))).toEqual(['Hello from Other Co']);
    expect((await botUserOf(database.db, tenantId, 'aad-gil'))?.email).toBe('gil@contoso.test');
    expect((await botUserOf(database.db, otherId, 'aad-gil'))?.email).toBe('gil@contoso.test');
    expect(callsFor('gil')).toHaveLength(2);
  });

  it('neither welcomes nor looks up anyone for an Entra tenant no tenant has', async () => {
    connector.members.set('29:hal', { id: '29:hal', email: 'hal@elsewhere.test' });
    expect(await send(teams('entra-unknown', 'hal', added('hal')))).toEqual([]);
    expect(await send(teams('entra-unknown', 'hal', { text: 'hello' }))).toEqual([]);
    expect(callsFor('hal')).toEqual([]);
    expect(await botUserOf(database.db, tenantId, 'aad-hal')).toBeUndefined();
    expect(await botUserOf(database.db, otherId, 'aad-hal')).toBeUndefined();
  });

  it('keeps where it talked with a Teams user, so that a push reaches them later', async () => {
    await send(teams('entra-77', 'ref-ann', { text: 'hello' }));
    const user = await botUserOf(database.db, tenantId, 'aad-ref-ann');
    const [row] = await database.db
      .select()
      .from(botConversationRefs)
      .where(eq(botConversationRefs.botUserId, user!.id));
    expect(row?.customerId).toBe(tenantId);
    expect(row?.reference).toMatchObject({
      serviceUrl: connector.serviceUrl,
      conversation: { id: 'a:29:ref-ann' },
    });
  });
});
