import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { DELIVERY_ERRORS, PUSH_STATUSES } from '@askhr/shared/push/push.constants';
import { botUsers } from '../../db/schema';
import { botConversationRefs, teamsInstalls } from '../../db/schema-push';
import { createBotUser } from '../../test/factories/push';
import { testConfig } from '../../test/app';
import { createTeamsTenant, useBotFrameworkApp } from '../../test/kits/botframework';
import { csvOf, deliveriesOf, dueItem, itemOf } from '../../test/kits/push-delivery';
import { sendPushItem } from '../../modules/push/push-send';
import { createPushSenders } from './push-senders';

const BOT = { id: '28:askhr-bot', name: 'AskHR' };
const silent = { error: () => undefined, warn: () => undefined };

/** A Teams conversationUpdate of a team, as Teams posts it to the bot. */
function teamEvent(serviceUrl: string, entraTenantId: string, fields: Record<string, unknown>) {
  const { eventType, team, ...rest } = fields;
  return {
    type: 'conversationUpdate',
    id: `act-${Math.random().toString(36).slice(2, 8)}`,
    channelId: 'msteams',
    serviceUrl,
    timestamp: new Date().toISOString(),
    from: { id: '29:installer', aadObjectId: 'aad-installer' },
    recipient: BOT,
    conversation: { id: (team as { id: string }).id, conversationType: 'channel', tenantId: entraTenantId },
    channelData: { eventType, team, tenant: { id: entraTenantId } },
    ...rest,
  };
}

describe('push to a CSV list through the rosters of the Teams teams the bot is in', () => {
  const bf = useBotFrameworkApp(async (db) => ({
    acmeId: await createTeamsTenant(db, 'entra-acme'),
    otherId: await createTeamsTenant(db, 'entra-other'),
  }));

  const post = async (activity: object) =>
    expect(
      (await bf.app.inject({ method: 'POST', url: '/api/messages', payload: activity })).statusCode,
    ).toBe(200);
  const installsOf = (customerId: number) =>
    bf.database.db
      .select({ teamId: teamsInstalls.teamId, name: teamsInstalls.name })
      .from(teamsInstalls)
      .where(eq(teamsInstalls.customerId, customerId));

  it('keeps the teams the bot is added to, for the tenant of their Entra tenant, until it is removed', async () => {
    const { serviceUrl } = bf.connector;
    const hr = { id: '19:hr@thread.tacv2', name: 'HR' };
    await post(
      teamEvent(serviceUrl, 'entra-acme', { eventType: 'teamMemberAdded', team: hr, membersAdded: [BOT] }),
    );
    await post(
      teamEvent(serviceUrl, 'entra-other', {
        eventType: 'teamMemberAdded',
        team: { id: '19:ops@thread.tacv2', name: 'Ops' },
        membersAdded: [BOT],
      }),
    );
    // someone else joining the team is not an install, and nobody is greeted in a team channel
    const posted = bf.connector.posts.length;
    await post(
      teamEvent(serviceUrl, 'entra-acme', {
        eventType: 'teamMemberAdded',
        team: { id: '19:sales@thread.tacv2' },
        membersAdded: [{ id: '29:newcomer' }],
      }),
    );
    expect(bf.connector.posts.length).toBe(posted);
    await post(
      teamEvent(serviceUrl, 'entra-acme', { eventType: 'teamRenamed', team: { ...hr, name: 'People' } }),
    );
    expect(await installsOf(bf.acmeId)).toEqual([{ teamId: hr.id, name: 'People' }]);
    expect(await installsOf(bf.otherId)).toEqual([{ teamId: '19:ops@thread.tacv2', name: 'Ops' }]);

    await post(
      teamEvent(serviceUrl, 'entra-acme', {
        eventType: 'teamMemberRemoved',
        team: hr,
        membersRemoved: [BOT],
      }),
    );
    expect(await installsOf(bf.acmeId)).toEqual([]);
    expect(await installsOf(bf.otherId)).toHaveLength(1);
  });

  it('finds CSV addresses in the rosters, page by page, starts one-to-one conversations and sends once', async () => {
    const { db } = bf.database;
    const { serviceUrl } = bf.connector;
    const team = { id: '19:all@thread.tacv2', name: 'Everyone' };
    await post(
      teamEvent(serviceUrl, 'entra-acme', { eventType: 'teamMemberAdded', team, membersAdded: [BOT] }),
    );
    // a Teams employee the bot knows without an e-mail and without a conversation it can reach
    const known = await createBotUser(db, bf.acmeId, 'msteams');
    await db.update(botUsers).set({ email: null, channelUserId: 'aad-bo' }).where(eq(botUsers.id, known.id));
    bf.connector.rosters.set(team.id, [
      { id: '29:ana', aadObjectId: 'aad-ana', email: 'Ana@Acme.test', name: 'Ana' },
      { id: '29:bo', aadObjectId: 'aad-bo', userPrincipalName: 'bo@acme.test', name: 'Bo' },
      { id: '29:cy', aadObjectId: 'aad-cy', email: 'cy@acme.test', name: 'Cy' },
    ]);
    const item = await dueItem(db, bf.acmeId, [csvOf(['ana@acme.test', 'bo@acme.test', 'nobody@acme.test'])]);
    const senders = createPushSenders({
      db,
      config: testConfig(),
      notifications: bf.database.notifications,
      log: silent,
    });
    const deps = { db, senders, reschedule: async () => undefined };
    await sendPushItem(deps, { customerId: bf.acmeId, pushItemId: item.id });
    // a second run of the same job sends nothing again
    await sendPushItem(deps, { customerId: bf.acmeId, pushItemId: item.id });
    await senders.close();

    expect(bf.connector.created.map((c) => (c.members as { id: string }[])[0]!.id).sort()).toEqual([
      '29:ana',
      '29:bo',
    ]);
    expect(bf.connector.created[0]).toMatchObject({ isGroup: false, tenantId: 'entra-acme' });
    const sent = bf.connector.posts.filter(
      (p) => p.conversationId === 'a:29:ana' || p.conversationId === 'a:29:bo',
    );
    expect(sent).toHaveLength(2);
    const rows = await deliveriesOf(db, item.id);
    expect(rows.map((r) => [r.email, r.channel, r.state]).sort()).toEqual([
      ['ana@acme.test', 'msteams', 'sent'],
      ['bo@acme.test', 'msteams', 'sent'],
      ['nobody@acme.test', null, 'notInstalled'],
    ]);
    expect(rows.find((r) => r.email === 'bo@acme.test')!.botUserId).toBe(known.id);
    expect(rows.find((r) => r.email === 'nobody@acme.test')!.lastError).toBe(DELIVERY_ERRORS.noAccount);
    expect(await itemOf(db, item.id)).toMatchObject({
      statusId: PUSH_STATUSES.PartiallySent,
      successfulRecipients: 2,
      botNotInstalledCount: 1,
    });
    // the known employee's new conversation is kept for the next push
    const [ref] = await db
      .select({ reference: botConversationRefs.reference })
      .from(botConversationRefs)
      .where(eq(botConversationRefs.botUserId, known.id));
    expect(ref?.reference).toMatchObject({ conversation: { id: 'a:29:bo' } });
  });

  it("does not read another tenant's rosters", async () => {
    const { db } = bf.database;
    bf.connector.rosters.set('19:ops@thread.tacv2', [
      { id: '29:eve', aadObjectId: 'aad-eve', email: 'eve@acme.test' },
    ]);
    const created = bf.connector.created.length;
    const item = await dueItem(db, bf.acmeId, [csvOf(['eve@acme.test'])]);
    const senders = createPushSenders({
      db,
      config: testConfig(),
      notifications: bf.database.notifications,
      log: silent,
    });
    await sendPushItem(
      { db, senders, reschedule: async () => undefined },
      { customerId: bf.acmeId, pushItemId: item.id },
    );
    await senders.close();
    expect(bf.connector.created.length).toBe(created);
    expect((await deliveriesOf(db, item.id)).map((r) => r.state)).toEqual(['notInstalled']);
  });
});
