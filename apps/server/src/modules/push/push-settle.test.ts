import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DELIVERY_ERRORS, PUSH_STATUSES } from '@askhr/shared/push/push.constants';
import type { TDb } from '../../db/client';
import { botConversationRefs, pushDeliveries, pushItems } from '../../db/schema-push';
import { createTenant } from '../../test/factories/tenants';
import { startFakeConnector } from '../../test/kits/botframework';
import {
  deliveriesOf,
  dueItem,
  employeeOn,
  groupOf,
  installSlack,
  itemOf,
  usePushSend,
  webChatActivities,
} from '../../test/kits/push-delivery';
import { startFakeSlackWorkspace } from '../../test/kits/slack-workspace';
import { settleInterruptedDeliveries } from './push-settle';

/** As a worker killed while the channel was being called leaves it: the row 'sending', the item Sending. */
async function cutOffMidSend(db: TDb, pushItemId: number, botUserId: number) {
  await db.update(pushItems).set({ statusId: PUSH_STATUSES.Sending }).where(eq(pushItems.id, pushItemId));
  await db
    .update(pushDeliveries)
    .set({ state: 'sending', sentAt: null })
    .where(eq(pushDeliveries.botUserId, botUserId));
}

/** A row the run took for sending just before it died, before anything reached the channel. */
async function takenBeforeTheCall(db: TDb, customerId: number, pushItemId: number, botUserId: number) {
  await db.update(pushItems).set({ statusId: PUSH_STATUSES.Sending }).where(eq(pushItems.id, pushItemId));
  await db
    .insert(pushDeliveries)
    .values({ customerId, pushItemId, botUserId, state: 'sending', sendMark: crypto.randomUUID() });
}

const rowOf = async (db: TDb, pushItemId: number, botUserId: number) =>
  (await deliveriesOf(db, pushItemId)).find((row) => row.botUserId === botUserId);

describe('settling a delivery cut off mid-send', () => {
  const push = usePushSend(() => startFakeSlackWorkspace());
  const { send } = push;
  let connector: Awaited<ReturnType<typeof startFakeConnector>>;
  beforeAll(async () => {
    connector = await startFakeConnector();
  });
  afterAll(() => connector.close());

  it('Web Chat: a stored activity settles the row sent, with nothing sent twice', async () => {
    const { db } = push.database;
    const acme = await createTenant(db);
    const users = [await employeeOn(db, acme.id, 'directline'), await employeeOn(db, acme.id, 'directline')];
    const item = await dueItem(db, acme.id, [groupOf('directline')]);
    await send(item.id, acme.id);
    await cutOffMidSend(db, item.id, users[0]!.id);
    await send(item.id, acme.id);
    for (const user of users) expect(await webChatActivities(db, user.channelUserId)).toHaveLength(1);
    expect(await rowOf(db, item.id, users[0]!.id)).toMatchObject({ state: 'sent', lastError: null });
    expect((await rowOf(db, item.id, users[0]!.id))?.sentAt).toBeInstanceOf(Date);
    expect(await itemOf(db, item.id)).toMatchObject({
      statusId: PUSH_STATUSES.Sent,
      successfulRecipients: 2,
      uncertainCount: 0,
    });
  });

  it('Web Chat: a row never stored goes back to pending and this run sends it once', async () => {
    const { db } = push.database;
    const acme = await createTenant(db);
    const user = await employeeOn(db, acme.id, 'directline');
    const item = await dueItem(db, acme.id, [groupOf('directline')]);
    await takenBeforeTheCall(db, acme.id, item.id, user.id);
    await send(item.id, acme.id);
    expect(await webChatActivities(db, user.channelUserId)).toHaveLength(1);
    expect(await rowOf(db, item.id, user.id)).toMatchObject({ state: 'sent', attempts: 1 });
    expect((await itemOf(db, item.id)).statusId).toBe(PUSH_STATUSES.Sent);
  });

  it('Slack: the post found by its metadata in the direct messages settles the row sent', async () => {
    const { db } = push.database;
    const acme = await createTenant(db);
    await installSlack(db, acme.id);
    const user = await employeeOn(db, acme.id, 'slack');
    const item = await dueItem(db, acme.id, [groupOf('slack')]);
    await send(item.id, acme.id);
    const row = await rowOf(db, item.id, user.id);
    expect(push.slack.posts.at(-1)?.metadata).toEqual({
      event_type: 'askhr_push',
      event_payload: { mark: row!.sendMark },
    });
    await cutOffMidSend(db, item.id, user.id);
    await send(item.id, acme.id);
    expect(push.slack.postsByUser().get(user.channelUserId)).toBe(1);
    expect(await rowOf(db, item.id, user.id)).toMatchObject({ state: 'sent' });
    expect(await itemOf(db, item.id)).toMatchObject({ statusId: PUSH_STATUSES.Sent, uncertainCount: 0 });
  });

  it('Slack: reads the channel the employee wrote in when it is their direct messages', async () => {
    const { db } = push.database;
    const acme = await createTenant(db);
    await installSlack(db, acme.id);
    const user = await employeeOn(db, acme.id, 'slack');
    await db.insert(botConversationRefs).values({
      customerId: acme.id,
      botUserId: user.id,
      reference: { channelId: 'slack', teamId: `T${acme.id}`, channel: `D${user.channelUserId}` },
    });
    const item = await dueItem(db, acme.id, [groupOf('slack')]);
    await send(item.id, acme.id);
    const opened = push.slack.callsOf('conversations.open');
    await cutOffMidSend(db, item.id, user.id);
    await send(item.id, acme.id);
    expect(push.slack.callsOf('conversations.open')).toBe(opened);
    expect(push.slack.postsByUser().get(user.channelUserId)).toBe(1);
    expect(await rowOf(db, item.id, user.id)).toMatchObject({ state: 'sent' });
  });

  it('Slack: a post absent from a complete history goes back to pending and is sent once', async () => {
    const { db } = push.database;
    const acme = await createTenant(db);
    await installSlack(db, acme.id);
    const user = await employeeOn(db, acme.id, 'slack');
    const item = await dueItem(db, acme.id, [groupOf('slack')]);
    await takenBeforeTheCall(db, acme.id, item.id, user.id);
    await send(item.id, acme.id);
    expect(push.slack.postsByUser().get(user.channelUserId)).toBe(1);
    expect(await rowOf(db, item.id, user.id)).toMatchObject({ state: 'sent' });
  });

  it('Slack: a history that cannot be read leaves the row uncertain, not sent again, the item Sent', async () => {
    const { db } = push.database;
    const unreadable = await startFakeSlackWorkspace({ historyError: 'missing_scope' });
    try {
      const acme = await createTenant(db);
      await installSlack(db, acme.id);
      const users = [await employeeOn(db, acme.id, 'slack'), await employeeOn(db, acme.id, 'slack')];
      const item = await dueItem(db, acme.id, [groupOf('slack')]);
      await takenBeforeTheCall(db, acme.id, item.id, users[0]!.id);
      await send(item.id, acme.id, unreadable);
      expect(unreadable.postsByUser().has(users[0]!.channelUserId)).toBe(false);
      expect(unreadable.postsByUser().get(users[1]!.channelUserId)).toBe(1);
      expect(await rowOf(db, item.id, users[0]!.id)).toMatchObject({
        state: 'uncertain',
        lastError: DELIVERY_ERRORS.uncertain,
      });
      expect(await itemOf(db, item.id)).toMatchObject({
        statusId: PUSH_STATUSES.Sent,
        successfulRecipients: 1,
        uncertainCount: 1,
        otherProblemsCount: 0,
        failedGroups: 0,
      });
    } finally {
      await unreadable.close();
    }
  });

  it('Teams: the connector cannot read a conversation back, so the row is uncertain', async () => {
    const { db } = push.database;
    const acme = await createTenant(db);
    const user = await employeeOn(db, acme.id, 'msteams', { serviceUrl: connector.serviceUrl });
    const item = await dueItem(db, acme.id, [groupOf('msteams')]);
    await takenBeforeTheCall(db, acme.id, item.id, user.id);
    const before = connector.posts.length;
    await send(item.id, acme.id);
    expect(connector.posts.length).toBe(before);
    expect(await rowOf(db, item.id, user.id)).toMatchObject({ state: 'uncertain' });
    expect(await itemOf(db, item.id)).toMatchObject({
      statusId: PUSH_STATUSES.Sent,
      successfulRecipients: 0,
      uncertainCount: 1,
    });
  });

  it('takes a lookup that does not answer in time as unknown', async () => {
    const { db } = push.database;
    const acme = await createTenant(db);
    const user = await employeeOn(db, acme.id, 'directline');
    const item = await dueItem(db, acme.id, [groupOf('directline')]);
    await takenBeforeTheCall(db, acme.id, item.id, user.id);
    const hanging = { confirm: () => new Promise<never>(() => undefined) };
    const noSlack = { workspaceOf: async () => undefined };
    const settled = await settleInterruptedDeliveries(
      { db, senders: hanging, confirmTimeoutMs: 50 },
      { customerId: acme.id, pushItemId: item.id },
      noSlack,
    );
    expect(settled).toBe(1);
    expect(await rowOf(db, item.id, user.id)).toMatchObject({ state: 'uncertain' });
  });
});
