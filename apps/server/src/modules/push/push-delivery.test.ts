import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DELIVERY_ERRORS, PUSH_STATUSES } from '@askhr/shared/push/push.constants';
import { botUsers } from '../../db/schema';
import { pushDeliveries, pushItems } from '../../db/schema-push';
import { createTenant } from '../../test/factories/tenants';
import { startFakeConnector } from '../../test/kits/botframework';
import {
  csvOf,
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

describe('push delivery', () => {
  const push = usePushSend(() =>
    startFakeSlackWorkspace({
      users: { 'slack.only@example.test': 'U-ONLY' },
      errors: { 'U-BLOCKED': 'messages_tab_disabled' },
    }),
  );
  const { send, rescheduled } = push;
  let connector: Awaited<ReturnType<typeof startFakeConnector>>;
  beforeAll(async () => {
    connector = await startFakeConnector();
  });
  afterAll(() => connector.close());

  it('delivers a push to a group on each channel once, even when the job runs twice', async () => {
    const { db } = push.database;
    const acme = await createTenant(db);
    const globex = await createTenant(db);
    await installSlack(db, acme.id);
    await installSlack(db, globex.id);
    const slackUsers = [await employeeOn(db, acme.id, 'slack'), await employeeOn(db, acme.id, 'slack')];
    const teamsUser = await employeeOn(db, acme.id, 'msteams', { serviceUrl: connector.serviceUrl });
    const webUser = await employeeOn(db, acme.id, 'directline');
    const otherTenant = await employeeOn(db, globex.id, 'slack');
    const item = await dueItem(db, acme.id, [groupOf('slack'), groupOf('msteams'), groupOf('directline')]);
    await send(item.id, acme.id);
    await send(item.id, acme.id);

    const byUser = push.slack.postsByUser();
    expect(slackUsers.map((u) => byUser.get(u.channelUserId))).toEqual([1, 1]);
    expect(byUser.has(otherTenant.channelUserId)).toBe(false);
    expect(connector.posts.map((p) => p.conversationId)).toEqual([`a:${teamsUser.channelUserId}`]);
    expect((await webChatActivities(db, webUser.channelUserId)).map((a) => a.text)).toEqual([
      'Payslips are out.',
    ]);
    expect(await itemOf(db, item.id)).toMatchObject({
      statusId: PUSH_STATUSES.Sent,
      successfulRecipients: 4,
      failedGroups: 0,
      failedIndividuals: 0,
    });
  });

  it('resolves CSV addresses: known employees on their channel, others by Slack e-mail lookup', async () => {
    const { db } = push.database;
    const acme = await createTenant(db);
    await installSlack(db, acme.id);
    const webUser = await employeeOn(db, acme.id, 'directline', { email: 'web.user@example.test' });
    const emails = ['Web.User@example.test', 'slack.only@example.test', 'nobody@example.test'];
    const item = await dueItem(db, acme.id, [csvOf(emails)]);
    await send(item.id, acme.id);

    expect(push.slack.postsByUser().get('U-ONLY')).toBe(1);
    expect(await webChatActivities(db, webUser.channelUserId)).toHaveLength(1);
    const rows = await deliveriesOf(db, item.id);
    expect(rows.map((r) => [r.email, r.state]).sort()).toEqual([
      ['nobody@example.test', 'notInstalled'],
      ['slack.only@example.test', 'sent'],
      ['web.user@example.test', 'sent'],
    ]);
    expect(rows.find((r) => r.state === 'notInstalled')?.lastError).toBe(DELIVERY_ERRORS.noAccount);
    expect(await itemOf(db, item.id)).toMatchObject({
      statusId: PUSH_STATUSES.PartiallySent,
      successfulRecipients: 2,
      botNotInstalledCount: 1,
      failedIndividuals: 1,
    });
  });

  it('counts an employee who turned the messages off as blocked, and a group with nobody as failed', async () => {
    const { db } = push.database;
    const acme = await createTenant(db);
    await installSlack(db, acme.id);
    const blocked = await employeeOn(db, acme.id, 'slack');
    // the fake refuses posts to this user id
    await db.update(botUsers).set({ channelUserId: 'U-BLOCKED' }).where(eq(botUsers.id, blocked.id));
    const item = await dueItem(db, acme.id, [groupOf('slack'), groupOf('msteams')]);
    await send(item.id, acme.id);
    expect(await itemOf(db, item.id)).toMatchObject({
      statusId: PUSH_STATUSES.Failed,
      successfulRecipients: 0,
      botBlockedCount: 1,
      failedGroups: 2,
    });
  });

  it('does not send again a row a crashed run left sending that Teams cannot confirm: it is uncertain', async () => {
    const { db } = push.database;
    const acme = await createTenant(db);
    const serviceUrl = connector.serviceUrl;
    const users = [
      await employeeOn(db, acme.id, 'msteams', { serviceUrl }),
      await employeeOn(db, acme.id, 'msteams', { serviceUrl }),
    ];
    const item = await dueItem(db, acme.id, [groupOf('msteams')]);
    await db.update(pushItems).set({ statusId: PUSH_STATUSES.Sending }).where(eq(pushItems.id, item.id));
    await db.insert(pushDeliveries).values({
      customerId: acme.id,
      pushItemId: item.id,
      botUserId: users[0]!.id,
      channel: 'msteams',
      state: 'sending',
    });
    const before = connector.posts.length;
    await send(item.id, acme.id);
    expect(connector.posts.slice(before).map((p) => p.conversationId)).toEqual([
      `a:${users[1]!.channelUserId}`,
    ]);
    const rows = await deliveriesOf(db, item.id);
    expect(rows.find((r) => r.botUserId === users[0]!.id)).toMatchObject({
      state: 'uncertain',
      lastError: DELIVERY_ERRORS.uncertain,
    });
    expect(await itemOf(db, item.id)).toMatchObject({
      statusId: PUSH_STATUSES.Sent,
      successfulRecipients: 1,
      uncertainCount: 1,
      otherProblemsCount: 0,
    });
  });

  it('honours Slack 429 Retry-After: every employee gets the message once', async () => {
    const { db } = push.database;
    const limited = await startFakeSlackWorkspace({ postsPerSecond: 3 });
    try {
      const acme = await createTenant(db);
      await installSlack(db, acme.id);
      const users = await Promise.all(Array.from({ length: 7 }, () => employeeOn(db, acme.id, 'slack')));
      const item = await dueItem(db, acme.id, [groupOf('slack')]);
      const started = Date.now();
      await send(item.id, acme.id, limited);
      expect(limited.refused()).toBeGreaterThan(0);
      expect(Date.now() - started).toBeGreaterThanOrEqual(2000);
      const byUser = limited.postsByUser();
      expect(users.map((u) => byUser.get(u.channelUserId))).toEqual(users.map(() => 1));
      expect((await itemOf(db, item.id)).successfulRecipients).toBe(7);
    } finally {
      await limited.close();
    }
  });

  it('puts back a job that ran before its item was moved to a later date', async () => {
    const { db } = push.database;
    const acme = await createTenant(db);
    const item = await dueItem(db, acme.id, [groupOf('directline')]);
    await db
      .update(pushItems)
      .set({ date: new Date(Date.now() + 3_600_000) })
      .where(eq(pushItems.id, item.id));
    await send(item.id, acme.id);
    expect(rescheduled).toContain(item.id);
    expect(await deliveriesOf(db, item.id)).toEqual([]);
  });
});
