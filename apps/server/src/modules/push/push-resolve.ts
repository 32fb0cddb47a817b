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
import { teamsAddressText, type TTeamsDirectory } from './teams-address';

/** The tenant's Slack workspace, to find its members by e-mail. */
export interface TSlackDirectory {
  /** one address: its Slack user id, or undefined when there is none */
  lookup(email: string): Promise<string | undefined>;
  /** every active member with an e-mail (lower case) to user id; read once, then kept */
  members(): Promise<Map<string, string>>;
}

/**
 * More addresses than this to find in Slack, and the whole member list is read instead of looking
 * them up one by one (about 50 lookups a minute); after it, at most this many left over are still
 * looked up (a list without e-mails, for want of users:read.email, leaves them all to look up).
 */
export const SLACK_LOOKUPS_MAX = 100;

/**
 * Turns the item's recipients into delivery rows, once per bot user and once per CSV address:
 * groups from the bot users of their channel (and country); CSV addresses from the bot users known
 * by e-mail on any channel, else from the Slack workspace (users.lookupByEmail, or its member list for many),
 * else from the rosters of the Teams teams the bot is in, else a row that says no account was found. A dry run goes only to the author's own chat accounts. Addresses that
 * have their row already are skipped, so that a run after a crash resumes the resolution.
 */
export async function resolveDeliveries(
  db: TDb,
  item: TPushItemRow,
  slack: TSlackDirectory | undefined,
  teams?: TTeamsDirectory,
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
    await resolveEmails(db, item, list.id, emails, slack, teams);
    for (const email of emails) done.add(email);
  }
}

async function resolveEmails(
  db: TDb,
  item: TPushItemRow,
  pushRecipientId: number,
  emails: string[],
  slack: TSlackDirectory | undefined,
  teams: TTeamsDirectory | undefined,
) {
  const { customerId, id } = item;
  const known = new Map<string, { id: number; channel: string }>();
  for (const user of await findBotUsersByEmail(db, customerId, emails)) {
    const email = user.email!.toLowerCase();
    if (!known.has(email)) known.set(email, user);
  }
  const inSlack = slack
    ? await slackIdsOf(
        slack,
        emails.filter((email) => !known.has(email)),
      )
    : undefined;
  const rows: TNewDelivery[] = [];
  const flush = async () => insertDeliveries(db, customerId, id, rows.splice(0));
  for (const email of emails) {
    const user = known.get(email);
    if (user) {
      rows.push({ pushRecipientId, email, botUserId: user.id, channel: user.channel });
      continue;
    }
    const slackId = await inSlack?.(email);
    const member = slackId ? undefined : (await teams?.members())?.get(email);
    if (slackId) {
      const botUser = await findBotUserOf(db, customerId, 'slack', slackId);
      rows.push({ pushRecipientId, email, botUserId: botUser?.id, channel: 'slack', address: slackId });
    } else if (member) {
      const botUser = member.aadObjectId
        ? await findBotUserOf(db, customerId, 'msteams', member.aadObjectId)
        : undefined;
      const address = teamsAddressText(member);
      rows.push({ pushRecipientId, email, botUserId: botUser?.id, channel: 'msteams', address });
    } else {
      rows.push({ pushRecipientId, email, state: 'notInstalled', lastError: DELIVERY_ERRORS.noAccount });
    }
    // written as it goes: a run after a crash looks up only what is left
    if (rows.length >= 100) await flush();
  }
  await flush();
}

/** How each address is found in Slack: in the member list when there are many, else one lookup each. */
async function slackIdsOf(slack: TSlackDirectory, emails: string[]) {
  if (emails.length <= SLACK_LOOKUPS_MAX) return (email: string) => slack.lookup(email);
  const members = await slack.members();
  const leftOver = emails.filter((email) => !members.has(email)).length;
  const lookUpRest = members.size === 0 || leftOver <= SLACK_LOOKUPS_MAX;
  return async (email: string) => members.get(email) ?? (lookUpRest ? slack.lookup(email) : undefined);
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
