import { eq } from 'drizzle-orm';
import type { TDb } from '../../db/client';
import { botUsers, directlineActivities, directlineConversations } from '../../db/schema';
import { slackTokenBox } from '../../modules/it-admin/slack-tokens';
import { upsertWorkspace } from '../../modules/it-admin/slack-workspaces.repository';
import { botConversationRefs, pushDeliveries, pushItems } from '../../db/schema-push';
import { createBotUser, createPushItem } from '../factories/push';
import { replaceRecipients, type TRecipientValues } from '../../modules/push/push.repository';
import { sendPushItem } from '../../modules/push/push-send';
import { createPushSenders } from '../../bot/push/push-senders';
import { testConfig } from '../app';
import { createTestDatabase } from '../db';
import { useBeforeAll } from '../lifecycle';

/** Tests only: the recipient of everyone the bot knows on a channel. */
export const groupOf = (channel: string): TRecipientValues => ({
  name: `All ${channel} users`,
  type: 'group',
  channelId: channel,
  channelTenantId: null,
  channelTenantName: null,
  recipientId: `all-${channel}`,
  emails: [],
});

/** Tests only: a CSV list of addresses. */
export const csvOf = (emails: string[]): TRecipientValues => ({
  name: 'list.csv',
  type: 'csv',
  channelId: null,
  channelTenantId: null,
  channelTenantName: null,
  recipientId: null,
  emails,
});

/** Tests only: a push item due now, to these recipients. */
export async function dueItem(
  db: TDb,
  customerId: number,
  recipients: TRecipientValues[],
  over: { type?: 'message' | 'survey'; dryRun?: boolean; lastCustomerUserId?: number } = {},
) {
  const item = await createPushItem(db, customerId, { type: over.type, date: new Date(Date.now() - 1000) });
  await replaceRecipients(db, customerId, item.id, recipients);
  const { type: _type, ...values } = over;
  if (Object.keys(values).length > 0) await db.update(pushItems).set(values).where(eq(pushItems.id, item.id));
  return item;
}

export async function itemOf(db: TDb, id: number) {
  const [row] = await db.select().from(pushItems).where(eq(pushItems.id, id));
  return row!;
}

export async function deliveriesOf(db: TDb, id: number) {
  return db.select().from(pushDeliveries).where(eq(pushDeliveries.pushItemId, id));
}

/** Tests only: the tenant's Slack app installed into a workspace with this bot token. */
export async function installSlack(
  db: TDb,
  customerId: number,
  botToken = `xoxb-${customerId}`,
  teamId = `T${customerId}`,
) {
  const box = await slackTokenBox(db);
  await upsertWorkspace(db, customerId, { teamId, teamName: teamId, botTokenSealed: box.seal(botToken) });
}

/** Tests only: an employee on a channel, with the address the bot reaches them at. */
export async function employeeOn(
  db: TDb,
  customerId: number,
  channel: 'slack' | 'msteams' | 'directline',
  opts: { serviceUrl?: string; email?: string } = {},
) {
  const user = await createBotUser(db, customerId, channel);
  if (opts.email) await db.update(botUsers).set({ email: opts.email }).where(eq(botUsers.id, user.id));
  if (channel === 'directline')
    await db
      .insert(directlineConversations)
      .values({ id: `conv-${user.channelUserId}`, customerId, botUserId: user.channelUserId });
  if (channel === 'msteams')
    await db.insert(botConversationRefs).values({
      customerId,
      botUserId: user.id,
      reference: {
        channelId: 'msteams',
        serviceUrl: opts.serviceUrl,
        conversation: { id: `a:${user.channelUserId}`, conversationType: 'personal' },
        user: { id: `29:${user.channelUserId}` },
        bot: { id: '28:askhr-bot', name: 'AskHR' },
      },
    });
  return { ...user, email: opts.email ?? user.email };
}

/** Tests only: what the bot appended to an employee's Web Chat conversation. */
export async function webChatActivities(db: TDb, channelUserId: string) {
  const rows = await db
    .select({ activity: directlineActivities.activity })
    .from(directlineActivities)
    .where(eq(directlineActivities.conversationId, `conv-${channelUserId}`));
  return rows.map(
    (row) => row.activity as { text: string; suggestedActions?: { actions: { value: object }[] } },
  );
}

/**
 * Tests only: for the enclosing describe block, a database and the fake Slack `startSlack` starts.
 * `send` delivers one push item through the real senders, to that Slack unless another is named;
 * the items it reschedules land in `rescheduled`.
 */
export function usePushSend<TSlack extends { apiUrl: string; close(): Promise<unknown> }>(
  startSlack: () => Promise<TSlack>,
) {
  const handle = useBeforeAll(
    async () => ({ database: await createTestDatabase(), slack: await startSlack() }),
    async ({ database, slack }) => {
      await slack.close();
      await database.close();
    },
  );
  const rescheduled: number[] = [];
  const send = (pushItemId: number, customerId: number, slack: { apiUrl: string } = handle.slack) => {
    const { db, notifications } = handle.database;
    const config = testConfig({ SLACK_API_URL: slack.apiUrl });
    const senders = createPushSenders({
      db,
      config,
      notifications,
      log: { error: () => undefined, warn: () => undefined },
    });
    const deps = {
      db,
      senders,
      reschedule: async (item: { id: number }) => void rescheduled.push(item.id),
    };
    return sendPushItem(deps, { customerId, pushItemId }).finally(() => senders.close());
  };
  return Object.assign(handle, { rescheduled, send });
}
