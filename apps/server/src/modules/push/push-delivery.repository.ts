import { and, asc, desc, eq, gt, inArray, sql } from 'drizzle-orm';
import { DELIVERY_ERRORS, type TDeliveryState } from '@askhr/shared/push/push.constants';
import type { TDb } from '../../db/client';
import { botUsers, customerUsers, users } from '../../db/schema';
import { pushDeliveries, pushItems } from '../../db/schema-push';

export type TDeliveryRow = typeof pushDeliveries.$inferSelect;
export type TNewDelivery = Omit<typeof pushDeliveries.$inferInsert, 'id' | 'customerId' | 'pushItemId'>;

/** Employees, never a portal member's Test Bot identity. */
const isEmployee = (customerId: number) =>
  and(eq(botUsers.customerId, customerId), eq(botUsers.isTest, false));

/** Adds delivery rows; one already there for the same bot user or address stays as it is. */
export async function insertDeliveries(
  db: TDb,
  customerId: number,
  pushItemId: number,
  rows: TNewDelivery[],
) {
  for (let i = 0; i < rows.length; i += 500)
    await db
      .insert(pushDeliveries)
      .values(rows.slice(i, i + 500).map((row) => ({ ...row, customerId, pushItemId })))
      .onConflictDoNothing();
}

/** A group's members, straight into delivery rows: everyone the bot knows on a channel (of a country). */
export async function insertGroupDeliveries(
  db: TDb,
  customerId: number,
  pushItemId: number,
  group: { pushRecipientId: number; channelId: string; countryId?: number },
) {
  const members = await db
    .select({ id: botUsers.id })
    .from(botUsers)
    .where(
      and(
        isEmployee(customerId),
        eq(botUsers.channel, group.channelId),
        group.countryId === undefined ? undefined : eq(botUsers.countryId, group.countryId),
      ),
    );
  const rows = members.map((m) => ({
    botUserId: m.id,
    pushRecipientId: group.pushRecipientId,
    channel: group.channelId,
  }));
  await insertDeliveries(db, customerId, pushItemId, rows);
  return members.length;
}

/** The bot users of the tenant with these e-mail addresses (lower case), the most recently seen first. */
export async function findBotUsersByEmail(db: TDb, customerId: number, emails: string[]) {
  if (emails.length === 0) return [];
  return db
    .select({ id: botUsers.id, email: botUsers.email, channel: botUsers.channel })
    .from(botUsers)
    .where(and(isEmployee(customerId), inArray(sql`lower(${botUsers.email})`, emails)))
    .orderBy(desc(botUsers.lastSeen));
}

export async function findBotUserOf(db: TDb, customerId: number, channel: string, channelUserId: string) {
  const [row] = await db
    .select({ id: botUsers.id })
    .from(botUsers)
    .where(
      and(isEmployee(customerId), eq(botUsers.channel, channel), eq(botUsers.channelUserId, channelUserId)),
    );
  return row;
}

/** The e-mail addresses of the item that already have their delivery row (lower case). */
export async function findResolvedEmails(db: TDb, customerId: number, pushItemId: number) {
  const rows = await db
    .select({ email: sql<string>`lower(${pushDeliveries.email})` })
    .from(pushDeliveries)
    .where(and(eq(pushDeliveries.customerId, customerId), eq(pushDeliveries.pushItemId, pushItemId)));
  return new Set(rows.map((row) => row.email).filter(Boolean));
}

/** The e-mail of the portal user who saved the item last. */
export async function findAuthorEmail(db: TDb, customerId: number, customerUserId: number | null) {
  if (customerUserId === null) return undefined;
  const [row] = await db
    .select({ email: users.email })
    .from(customerUsers)
    .innerJoin(users, eq(users.id, customerUsers.userId))
    .where(and(eq(customerUsers.customerId, customerId), eq(customerUsers.id, customerUserId)));
  return row?.email.toLowerCase();
}

/** The item's rows in one state with their bot users, in order, after the row `afterId`. */
function rowsInState(db: TDb, customerId: number, pushItemId: number, state: TDeliveryState, afterId = 0) {
  return db
    .select({ delivery: pushDeliveries, botUser: botUsers })
    .from(pushDeliveries)
    .leftJoin(botUsers, eq(botUsers.id, pushDeliveries.botUserId))
    .where(
      and(
        eq(pushDeliveries.customerId, customerId),
        eq(pushDeliveries.pushItemId, pushItemId),
        eq(pushDeliveries.state, state),
        gt(pushDeliveries.id, afterId),
      ),
    )
    .orderBy(asc(pushDeliveries.id));
}

/** Rows left 'sending' by a run that stopped in the middle, to be settled. */
export const findInterrupted = (db: TDb, customerId: number, pushItemId: number) =>
  rowsInState(db, customerId, pushItemId, 'sending');

const SETTLED = {
  sent: { state: 'sent', lastError: null },
  absent: { state: 'pending', lastError: null },
  unknown: { state: 'uncertain', lastError: DELIVERY_ERRORS.uncertain },
} as const;

/**
 * Settles one interrupted row from what its channel's record says: sent, pending again (this run
 * sends it) or uncertain (never sent again). Only a row still 'sending' moves.
 */
export async function settleDelivery(db: TDb, id: number, check: keyof typeof SETTLED) {
  await db
    .update(pushDeliveries)
    .set({ ...SETTLED[check], sentAt: check === 'sent' ? new Date() : null })
    .where(and(eq(pushDeliveries.id, id), eq(pushDeliveries.state, 'sending')));
}

/**
 * Rows left 'sending' where no channel is asked (the item is being given up on): they may have
 * arrived, so they are uncertain and none is sent again.
 */
export async function settleInterrupted(db: TDb, customerId: number, pushItemId: number) {
  await db
    .update(pushDeliveries)
    .set(SETTLED.unknown)
    .where(
      and(
        eq(pushDeliveries.customerId, customerId),
        eq(pushDeliveries.pushItemId, pushItemId),
        eq(pushDeliveries.state, 'sending'),
      ),
    );
}

/** Marks the item's pending rows failed, with the reason. */
export async function failPending(db: TDb, customerId: number, pushItemId: number, reason: string) {
  await db
    .update(pushDeliveries)
    .set({ state: 'failed', lastError: reason })
    .where(
      and(
        eq(pushDeliveries.customerId, customerId),
        eq(pushDeliveries.pushItemId, pushItemId),
        inArray(pushDeliveries.state, ['pending']),
      ),
    );
}

/** The next pending rows of the item, in order, after the row `afterId`. */
export const findPending = (db: TDb, customerId: number, pushItemId: number, afterId: number) =>
  rowsInState(db, customerId, pushItemId, 'pending', afterId).limit(200);

/** Takes a pending row for sending: its new send mark, or undefined when another run took it first. */
export async function claimDelivery(db: TDb, id: number): Promise<string | undefined> {
  const [claimed] = await db
    .update(pushDeliveries)
    .set({
      state: 'sending',
      attempts: sql`${pushDeliveries.attempts} + 1`,
      sendMark: sql`gen_random_uuid()`,
    })
    .where(and(eq(pushDeliveries.id, id), eq(pushDeliveries.state, 'pending')))
    .returning({ sendMark: pushDeliveries.sendMark });
  return claimed?.sendMark ?? undefined;
}

export async function finishDelivery(db: TDb, id: number, state: TDeliveryState, lastError: string | null) {
  await db
    .update(pushDeliveries)
    .set({ state, lastError, sentAt: state === 'sent' ? new Date() : null })
    .where(eq(pushDeliveries.id, id));
}

/** Rows by state and by where they came from, for the item's counts. */
export async function countDeliveries(db: TDb, customerId: number, pushItemId: number) {
  return db
    .select({
      state: pushDeliveries.state,
      pushRecipientId: pushDeliveries.pushRecipientId,
      n: sql<number>`count(*)::int`,
    })
    .from(pushDeliveries)
    .where(and(eq(pushDeliveries.customerId, customerId), eq(pushDeliveries.pushItemId, pushItemId)))
    .groupBy(pushDeliveries.state, pushDeliveries.pushRecipientId);
}

export async function updateItemStatus(
  db: TDb,
  customerId: number,
  pushItemId: number,
  values: Partial<typeof pushItems.$inferInsert>,
  onlyFrom?: number[],
) {
  const moved = await db
    .update(pushItems)
    .set(values)
    .where(
      and(
        eq(pushItems.customerId, customerId),
        eq(pushItems.id, pushItemId),
        onlyFrom ? inArray(pushItems.statusId, onlyFrom) : undefined,
      ),
    )
    .returning({ id: pushItems.id });
  return moved.length === 1;
}
