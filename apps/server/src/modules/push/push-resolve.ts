import { DELIVERY_ERRORS } from '@askhr/shared/push/push.constants';
import type { TDb } from '../../db/client';
import { groupOf } from './push-recipients';
import {
  countDeliveries,
  findAuthorEmail,
  findBotUserOf,
  findBotUsersByEmail,
  findResolvedEmails,
  insertDeliveries,
  insertGroupDeliveries,
  type TNewDelivery,
} from './push-delivery.repository';
import { findEmails, findRecipients, type TPushItemRow } from './push.repository';

/** Finds a Slack user id by e-mail in the tenant's workspace; undefined when there is none. */
export type TSlackLookup = (email: string) => Promise<string | undefined>;

/**
 * Turns the item's recipients into delivery rows, once per bot user and once per CSV address:
 * groups from the bot users of their channel (and country); CSV addresses from the bot users known
 * by e-mail on any channel, else from the Slack workspace (users.lookupByEmail), else a row that
 * says no account was found. A dry run goes only to the author's own chat accounts. Addresses that
 * have their row already are skipped, so that a run after a crash resumes the resolution.
 */
export async function resolveDeliveries(
  db: TDb,
  item: TPushItemRow,
  slackLookup: TSlackLookup | undefined,
): Promise<void> {
  const { customerId, id } = item;
  if (item.dryRun) return resolveAuthor(db, item);
  const recipients = await findRecipients(db, customerId, [id]);
  for (const recipient of recipients) {
    const group = recipient.recipientId ? groupOf(recipient.recipientId) : undefined;
    if (group) await insertGroupDeliveries(db, customerId, id, { pushRecipientId: recipient.id, ...group });
  }
  const lists = recipients.filter((r) => r.type === 'csv');
  if (lists.length === 0) return;
  const done = await findResolvedEmails(db, customerId, id);
  for (const list of lists) {
    const emails = (await findEmails(db, customerId, [list.id]))
      .map((row) => row.email.toLowerCase())
      .filter((email) => !done.has(email));
    await resolveEmails(db, item, list.id, emails, slackLookup);
    for (const email of emails) done.add(email);
  }
}

async function resolveEmails(
  db: TDb,
  item: TPushItemRow,
  pushRecipientId: number,
  emails: string[],
  slackLookup: TSlackLookup | undefined,
) {
  const { customerId, id } = item;
  const known = new Map<string, { id: number; channel: string }>();
  for (const user of await findBotUsersByEmail(db, customerId, emails)) {
    const email = user.email!.toLowerCase();
    if (!known.has(email)) known.set(email, user);
  }
  const rows: TNewDelivery[] = [];
  const flush = async () => insertDeliveries(db, customerId, id, rows.splice(0));
  for (const email of emails) {
    const user = known.get(email);
    if (user) {
      rows.push({ pushRecipientId, email, botUserId: user.id, channel: user.channel });
      continue;
    }
    const slackId = slackLookup ? await slackLookup(email) : undefined;
    if (slackId) {
      const botUser = await findBotUserOf(db, customerId, 'slack', slackId);
      rows.push({ pushRecipientId, email, botUserId: botUser?.id, channel: 'slack', address: slackId });
    } else {
      rows.push({ pushRecipientId, email, state: 'notInstalled', lastError: DELIVERY_ERRORS.noAccount });
    }
    // written as it goes: a run after a crash looks up only what is left
    if (rows.length >= 100) await flush();
  }
  await flush();
}

async function resolveAuthor(db: TDb, item: TPushItemRow) {
  if ((await countDeliveries(db, item.customerId, item.id)).length > 0) return;
  const email = await findAuthorEmail(db, item.customerId, item.lastCustomerUserId);
  const accounts = email ? await findBotUsersByEmail(db, item.customerId, [email]) : [];
  const rows: TNewDelivery[] =
    accounts.length > 0
      ? accounts.map((user) => ({ botUserId: user.id, channel: user.channel }))
      : [{ email: email ?? null, state: 'failed', lastError: DELIVERY_ERRORS.noAuthorAccount }];
  await insertDeliveries(db, item.customerId, item.id, rows);
}
