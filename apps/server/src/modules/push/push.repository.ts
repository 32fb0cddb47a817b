import { and, asc, count, desc, eq, inArray, ne, notInArray, sql } from 'drizzle-orm';
import { DELIVERED_STATUSES, PUSH_STATUSES, type TPushType } from '@askhr/shared/push/push.constants';
import type { TDb } from '../../db/client';
import {
  botUsers,
  customers,
  customerUserRoles,
  customerUsers,
  customSettings,
  roles,
  users,
} from '../../db/schema';
import {
  pushItems,
  pushRecipientEmails,
  pushRecipients,
  surveyQueries,
  surveyResponseOptions,
  surveyResponses,
} from '../../db/schema-push';

export type TPushItemRow = typeof pushItems.$inferSelect;
export type TPushItemValues = Omit<typeof pushItems.$inferInsert, 'id' | 'customerId'>;

export interface TPageFilter {
  type: TPushType;
  scheduled?: boolean;
  cuIds?: number[];
  desc: boolean;
  limit: number;
  offset: number;
}

export async function findPushPage(db: TDb, customerId: number, filter: TPageFilter) {
  const where = and(
    eq(pushItems.customerId, customerId),
    eq(pushItems.type, filter.type),
    filter.scheduled === undefined
      ? undefined
      : filter.scheduled
        ? eq(pushItems.statusId, PUSH_STATUSES.Scheduled)
        : ne(pushItems.statusId, PUSH_STATUSES.Scheduled),
    filter.cuIds?.length ? inArray(pushItems.lastCustomerUserId, filter.cuIds) : undefined,
  );
  const order = filter.desc
    ? [desc(pushItems.date), desc(pushItems.id)]
    : [asc(pushItems.date), asc(pushItems.id)];
  const [rows, totals] = await Promise.all([
    db
      .select()
      .from(pushItems)
      .where(where)
      .orderBy(...order)
      .limit(filter.limit)
      .offset(filter.offset),
    db.select({ total: count() }).from(pushItems).where(where),
  ]);
  return { rows, total: totals[0]?.total ?? 0 };
}

/** Who saved the tenant's items of a type last, with their names as the portal shows them. */
export async function findPushAuthors(db: TDb, customerId: number, type: TPushType) {
  return db
    .selectDistinct({ id: customerUsers.id, name: users.name, email: users.email })
    .from(pushItems)
    .innerJoin(customerUsers, eq(customerUsers.id, pushItems.lastCustomerUserId))
    .innerJoin(users, eq(users.id, customerUsers.userId))
    .where(
      and(
        eq(pushItems.customerId, customerId),
        eq(pushItems.type, type),
        eq(customerUsers.customerId, customerId),
      ),
    );
}

/** Of these members of the tenant, those holding its Customer Success Manager role. */
export async function findCsmMembers(db: TDb, customerId: number, customerUserIds: number[]) {
  if (customerUserIds.length === 0) return new Set<number>();
  const rows = await db
    .selectDistinct({ id: customerUsers.id })
    .from(customerUsers)
    .innerJoin(customerUserRoles, eq(customerUserRoles.customerUserId, customerUsers.id))
    .innerJoin(roles, eq(roles.id, customerUserRoles.roleId))
    .where(
      and(
        eq(customerUsers.customerId, customerId),
        eq(roles.customerId, customerId),
        eq(roles.isCustomerSuccessManager, true),
        inArray(customerUsers.id, customerUserIds),
      ),
    );
  return new Set(rows.map((row) => row.id));
}

export async function findPushItem(db: TDb, customerId: number, id: number) {
  const rows = await db
    .select()
    .from(pushItems)
    .where(and(eq(pushItems.customerId, customerId), eq(pushItems.id, id)));
  return rows[0];
}

export async function insertPushItem(db: TDb, customerId: number, values: TPushItemValues) {
  const [row] = await db
    .insert(pushItems)
    .values({ ...values, customerId })
    .returning();
  return row!;
}

/**
 * Compare-and-set: changes the item only while nothing of it was delivered and it is unchanged
 * since `lastUpdated` was read; undefined otherwise.
 */
export async function updatePushItem(
  db: TDb,
  customerId: number,
  id: number,
  lastUpdated: Date,
  values: TPushItemValues,
) {
  const rows = await db
    .update(pushItems)
    .set(values)
    .where(
      and(
        eq(pushItems.customerId, customerId),
        eq(pushItems.id, id),
        // the API shows milliseconds; a row written by SQL's now() holds microseconds
        sql`date_trunc('milliseconds', ${pushItems.lastUpdated}) = ${lastUpdated.toISOString()}`,
        notInArray(pushItems.statusId, [...DELIVERED_STATUSES]),
      ),
    )
    .returning();
  return rows[0];
}

export async function deletePushItem(db: TDb, customerId: number, id: number) {
  const rows = await db
    .delete(pushItems)
    .where(
      and(
        eq(pushItems.customerId, customerId),
        eq(pushItems.id, id),
        notInArray(pushItems.statusId, [...DELIVERED_STATUSES]),
      ),
    )
    .returning({ id: pushItems.id });
  return rows.length > 0;
}

export async function findRecipients(db: TDb, customerId: number, itemIds: number[]) {
  if (itemIds.length === 0) return [];
  return db
    .select()
    .from(pushRecipients)
    .where(and(eq(pushRecipients.customerId, customerId), inArray(pushRecipients.pushItemId, itemIds)))
    .orderBy(asc(pushRecipients.id));
}

export async function countEmails(db: TDb, customerId: number, recipientIds: number[]) {
  if (recipientIds.length === 0) return new Map<number, number>();
  const rows = await db
    .select({ recipientId: pushRecipientEmails.recipientId, n: count() })
    .from(pushRecipientEmails)
    .where(
      and(
        eq(pushRecipientEmails.customerId, customerId),
        inArray(pushRecipientEmails.recipientId, recipientIds),
      ),
    )
    .groupBy(pushRecipientEmails.recipientId);
  return new Map(rows.map((row) => [row.recipientId, row.n]));
}

export async function findEmails(db: TDb, customerId: number, recipientIds: number[]) {
  if (recipientIds.length === 0) return [];
  return db
    .select({ recipientId: pushRecipientEmails.recipientId, email: pushRecipientEmails.email })
    .from(pushRecipientEmails)
    .where(
      and(
        eq(pushRecipientEmails.customerId, customerId),
        inArray(pushRecipientEmails.recipientId, recipientIds),
      ),
    )
    .orderBy(asc(pushRecipientEmails.id));
}

export interface TRecipientValues {
  name: string;
  type: 'group' | 'csv';
  channelId: string | null;
  channelTenantId: string | null;
  channelTenantName: string | null;
  recipientId: string | null;
  emails: string[];
}

const EMAIL_BATCH = 2000;

/** The item's recipients become exactly these (with their e-mails). */
export async function replaceRecipients(
  db: TDb,
  customerId: number,
  pushItemId: number,
  recipients: TRecipientValues[],
) {
  await db
    .delete(pushRecipients)
    .where(and(eq(pushRecipients.customerId, customerId), eq(pushRecipients.pushItemId, pushItemId)));
  for (const { emails, ...recipient } of recipients) {
    const [row] = await db
      .insert(pushRecipients)
      .values({ ...recipient, customerId, pushItemId })
      .returning({ id: pushRecipients.id });
    for (let i = 0; i < emails.length; i += EMAIL_BATCH) {
      const batch = emails.slice(i, i + EMAIL_BATCH);
      await db
        .insert(pushRecipientEmails)
        .values(batch.map((email) => ({ customerId, recipientId: row!.id, email })));
    }
  }
}

export async function findQueries(db: TDb, customerId: number, itemIds: number[]) {
  if (itemIds.length === 0) return [];
  return db
    .select()
    .from(surveyQueries)
    .where(and(eq(surveyQueries.customerId, customerId), inArray(surveyQueries.pushItemId, itemIds)))
    .orderBy(asc(surveyQueries.position), asc(surveyQueries.id));
}

export async function findResponseOptions(db: TDb, customerId: number, queryIds: number[]) {
  if (queryIds.length === 0) return [];
  return db
    .select()
    .from(surveyResponseOptions)
    .where(
      and(
        eq(surveyResponseOptions.customerId, customerId),
        inArray(surveyResponseOptions.surveyQueryId, queryIds),
      ),
    )
    .orderBy(asc(surveyResponseOptions.position), asc(surveyResponseOptions.id));
}

export interface TQueryValues {
  text: string;
  surveyQueryOptionId: number | null;
  options: string[];
}

/** The item's survey queries become exactly these; only done while nobody could answer yet. */
export async function replaceQueries(
  db: TDb,
  customerId: number,
  pushItemId: number,
  queries: TQueryValues[],
) {
  await db
    .delete(surveyQueries)
    .where(and(eq(surveyQueries.customerId, customerId), eq(surveyQueries.pushItemId, pushItemId)));
  for (const [position, { options, ...query }] of queries.entries()) {
    const [row] = await db
      .insert(surveyQueries)
      .values({ ...query, customerId, pushItemId, position })
      .returning({ id: surveyQueries.id });
    if (options.length === 0) continue;
    await db
      .insert(surveyResponseOptions)
      .values(options.map((text, i) => ({ customerId, surveyQueryId: row!.id, text, position: i })));
  }
}

/** Answers per response option of the queries, those deleted as their messages expired included. */
export async function countResponses(db: TDb, customerId: number, queryIds: number[]) {
  if (queryIds.length === 0) return new Map<number, number>();
  const rows = await db
    .select({
      optionId: surveyResponseOptions.id,
      n: sql<number>`${surveyResponseOptions.deletedResponses} + count(${surveyResponses.id})`.mapWith(
        Number,
      ),
    })
    .from(surveyResponseOptions)
    .leftJoin(
      surveyResponses,
      and(
        eq(surveyResponses.responseOptionId, surveyResponseOptions.id),
        eq(surveyResponses.customerId, customerId),
      ),
    )
    .where(
      and(
        eq(surveyResponseOptions.customerId, customerId),
        inArray(surveyResponseOptions.surveyQueryId, queryIds),
      ),
    )
    .groupBy(surveyResponseOptions.id);
  return new Map(rows.map((row) => [row.optionId, row.n]));
}

/** Employees the bot knows per channel and country (portal Test Bot identities left out). */
export async function countBotUsers(db: TDb, customerId: number) {
  return db
    .select({ channel: botUsers.channel, countryId: botUsers.countryId, n: count() })
    .from(botUsers)
    .where(and(eq(botUsers.customerId, customerId), eq(botUsers.isTest, false)))
    .groupBy(botUsers.channel, botUsers.countryId);
}

/** The tenant's name and the settings that bind it to a Slack workspace or a Teams (Entra) tenant. */
export async function findChannelBindings(db: TDb, customerId: number, keys: string[]) {
  const [settings, names] = await Promise.all([
    db
      .select({ key: customSettings.key, value: customSettings.value })
      .from(customSettings)
      .where(and(eq(customSettings.customerId, customerId), inArray(customSettings.key, keys))),
    db.select({ name: customers.name }).from(customers).where(eq(customers.id, customerId)),
  ]);
  return {
    name: names[0]?.name ?? '',
    settings: new Map(settings.map((s) => [s.key, s.value.trim()] as const)),
  };
}
