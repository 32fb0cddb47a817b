import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { botReactionType } from '@askhr/shared/bot-reactions/bot-reactions.constants';
import { GLOBAL_COUNTRY_ID } from '@askhr/shared/countries/countries.constants';
import { botConversationRefs } from '../../../db/schema-push';
import { upsertBotUser } from '../../core/bot-core.repository';
import { botUserOf, createReactionText, utterancesOf } from '../../../test/kits/core';
import {
  createTeamsTenant,
  emulatorActivity,
  teamsActivity,
  useBotFrameworkApp,
} from '../../../test/kits/botframework';

const ES = 2;
const NONE_INTENT = botReactionType('noneIntent').defaultText;

describe('Bot Framework channel: welcome and the Teams email', () => {
  const bf = useBotFrameworkApp(
    async (db) => {
      const tenantId = await createTeamsTenant(db, 'entra-77', { countries: [ES] });
      const otherId = await createTeamsTenant(db, 'entra-other');
      await createReactionText(db, tenantId, 'welcome', GLOBAL_COUNTRY_ID, 'Welcome to AskHR!');
      await createReactionText(db, tenantId, 'welcome', ES, '¡Bienvenido a AskHR!');
      await createReactionText(db, otherId, 'welcome', GLOBAL_COUNTRY_ID, 'Hello from Other Co');
      return { tenantId, otherId };
    },
    ({ tenantId }) => ({
      env: { EMULATOR_TENANT_ID: String(tenantId) },
      emailLookup: { timeoutMs: 300 },
    }),
  );

  /** Posts the activity and returns the texts the bot sent to the connector meanwhile. */
  async function send(activity: Record<string, unknown>) {
    const before = bf.connector.posts.length;
    const res = await bf.app.inject({ method: 'POST', url: '/api/messages', payload: activity });
    expect(res.statusCode).toBe(200);
    return bf.connector.posts.slice(before).map((p) => p.activity.text);
  }

  const teams = (entraTenantId: string, id: string, fields: Record<string, unknown>) =>
    teamsActivity(
      bf.connector.serviceUrl,
      entraTenantId,
      { id: `29:${id}`, aadObjectId: `aad-${id}` },
      fields,
    );
  const added = (...ids: string[]) => ({
    type: 'conversationUpdate',
    membersAdded: ids.map((id) =>
      id.startsWith('28:') ? { id } : { id: `29:${id}`, aadObjectId: `aad-${id}` },
    ),
  });
  const callsFor = (id: string) => bf.connector.memberCalls.filter((c) => c.userId === `29:${id}`);

  it('welcomes each user an Emulator conversation adds, not the bot, and logs no utterance', async () => {
    const texts = await send(
      emulatorActivity(bf.connector.serviceUrl, {
        type: 'conversationUpdate',
        membersAdded: [{ id: 'bot-1', name: 'AskHR' }, { id: 'emu-ann', name: 'Ann' }, { id: 'emu-bob' }],
      }),
    );
    expect(texts).toEqual(['Welcome to AskHR!', 'Welcome to AskHR!']);
    const ann = await botUserOf(bf.database.db, bf.tenantId, 'emu-ann');
    expect(ann).toMatchObject({ channel: 'emulator', name: 'Ann', email: null });
    expect(ann!.firstSeen).toBeInstanceOf(Date);
    expect(await botUserOf(bf.database.db, bf.tenantId, 'emu-bob')).toBeDefined();
    expect(await botUserOf(bf.database.db, bf.tenantId, 'bot-1')).toBeUndefined();
    expect(await utterancesOf(bf.database.db, ann!.id)).toEqual([]);
    // the Emulator has no members call
    expect(bf.connector.memberCalls.filter((c) => c.userId.startsWith('emu-'))).toEqual([]);
  });

  it('greets the installer, never the bot, when the bot is added to a personal chat', async () => {
    expect(await send(teams('entra-77', 'installer', added('28:askhr-bot')))).toEqual(['Welcome to AskHR!']);
    expect(await botUserOf(bf.database.db, bf.tenantId, '28:askhr-bot')).toBeUndefined();
    expect(bf.connector.memberCalls.filter((c) => c.userId === '28:askhr-bot')).toEqual([]);
  });

  it('greets nobody in a team channel or a group chat', async () => {
    for (const conversationType of ['channel', 'groupChat']) {
      const activity = teams('entra-77', 'member', added('28:askhr-bot', 'member'));
      activity.conversation = { ...activity.conversation, conversationType };
      expect(await send(activity)).toEqual([]);
    }
  });

  it('welcomes a Teams user in the language of their stored country, else the global text', async () => {
    await upsertBotUser(bf.database.db, bf.tenantId, {
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
    bf.connector.members.set('29:ann', {
      id: '29:ann',
      aadObjectId: 'aad-ann',
      email: 'ann@contoso.test',
      userPrincipalName: 'ann.upn@contoso.test',
    });
    expect(await send(teams('entra-77', 'ann', { text: 'How many vacation days?' }))).toEqual([NONE_INTENT]);
    expect(await botUserOf(bf.database.db, bf.tenantId, 'aad-ann')).toMatchObject({
      channel: 'msteams',
      email: 'ann@contoso.test',
    });
    expect(callsFor('ann')).toEqual([{ conversationId: 'a:29:ann', userId: '29:ann' }]);
    expect(await send(teams('entra-77', 'ann', { text: 'And sick leave?' }))).toEqual([NONE_INTENT]);
    expect(callsFor('ann')).toHaveLength(1);
  });

  it('takes the user principal name when the member has no email', async () => {
    bf.connector.members.set('29:cy', { id: '29:cy', userPrincipalName: 'cy@contoso.test' });
    await send(teams('entra-77', 'cy', { text: 'Parking?' }));
    expect((await botUserOf(bf.database.db, bf.tenantId, 'aad-cy'))?.email).toBe('cy@contoso.test');
  });

  it('does not call when the stored bot user already has an email', async () => {
    await upsertBotUser(bf.database.db, bf.tenantId, {
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
    bf.connector.members.set('29:dan', { status: 403 });
    expect(await send(teams('entra-77', 'dan', { text: 'Laptop broken' }))).toEqual([NONE_INTENT]);
    expect((await botUserOf(bf.database.db, bf.tenantId, 'aad-dan'))?.email).toBeNull();
    expect(await send(teams('entra-77', 'dan', { text: 'Laptop still broken' }))).toEqual([NONE_INTENT]);
    expect(callsFor('dan')).toHaveLength(1);
  });

  it('does not wait for a members call that does not answer', async () => {
    bf.connector.members.set('29:eve', 'hang');
    expect(await send(teams('entra-77', 'eve', { text: 'VPN?' }))).toEqual([NONE_INTENT]);
    expect((await botUserOf(bf.database.db, bf.tenantId, 'aad-eve'))?.email).toBeNull();
  });

  it('keeps Teams tenants apart: the same user is welcomed, looked up and stored per tenant', async () => {
    bf.connector.members.set('29:gil', { id: '29:gil', email: 'gil@contoso.test' });
    expect(await send(teams('entra-77', 'gil', added('gil')))).toEqual(['Welcome to AskHR!']);
    expect(await send(teams('entra-other', 'gil', added('gil')))).toEqual(['Hello from Other Co']);
    expect((await botUserOf(bf.database.db, bf.tenantId, 'aad-gil'))?.email).toBe('gil@contoso.test');
    expect((await botUserOf(bf.database.db, bf.otherId, 'aad-gil'))?.email).toBe('gil@contoso.test');
    expect(callsFor('gil')).toHaveLength(2);
  });

  it('neither welcomes nor looks up anyone for an Entra tenant no tenant has', async () => {
    bf.connector.members.set('29:hal', { id: '29:hal', email: 'hal@elsewhere.test' });
    expect(await send(teams('entra-unknown', 'hal', added('hal')))).toEqual([]);
    expect(await send(teams('entra-unknown', 'hal', { text: 'hello' }))).toEqual([]);
    expect(callsFor('hal')).toEqual([]);
    expect(await botUserOf(bf.database.db, bf.tenantId, 'aad-hal')).toBeUndefined();
    expect(await botUserOf(bf.database.db, bf.otherId, 'aad-hal')).toBeUndefined();
  });

  it('keeps where it talked with a Teams user, so that a push reaches them later', async () => {
    await send(teams('entra-77', 'ref-ann', { text: 'hello' }));
    const user = await botUserOf(bf.database.db, bf.tenantId, 'aad-ref-ann');
    const [row] = await bf.database.db
      .select()
      .from(botConversationRefs)
      .where(eq(botConversationRefs.botUserId, user!.id));
    expect(row?.customerId).toBe(bf.tenantId);
    expect(row?.reference).toMatchObject({
      serviceUrl: bf.connector.serviceUrl,
      conversation: { id: 'a:29:ref-ann' },
    });
  });
});
