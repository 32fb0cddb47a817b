import { and, count, desc, eq, gte, ilike, lt, sql, type SQL } from 'drizzle-orm';
import type { TDb } from '../../db/client';
import { auditEvents, customerUsers, customers } from '../../db/schema';

/** One event as written; `at` is the database's now unless given. */
export interface TAuditRow {
  action: string;
  actorUserId: number | null;
  actorEmail: string | null;
  target: string | null;
  detail: string | null;
  at?: Date;
}

/** What a page or an export is filtered by: instants (ISO) of [from, to), parts of actor and target. */
export interface TAuditWhere {
  from?: string;
  to?: string;
  action?: string;
  actor?: string;
  target?: string;
}

/** The cursor of an export: the last row read, its instant as the database prints it. */
export interface TAuditCursor {
  at: string;
  id: number;
}

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

const columns = {
  id: auditEvents.id,
  at: auditEvents.at,
  atKey: sql<string>`${auditEvents.at}::text`,
  action: auditEvents.action,
  actor: auditEvents.actorEmail,
  target: auditEvents.target,
  detail: auditEvents.detail,
};

export type TAuditEventRow = {
  id: number;
  at: Date;
  atKey: string;
  action: string;
  actor: string | null;
  target: string | null;
  detail: string | null;
};

function whereOf(customerId: number, filter: TAuditWhere): SQL | undefined {
  return and(
    eq(auditEvents.customerId, customerId),
    filter.from ? gte(auditEvents.at, new Date(filter.from)) : undefined,
    filter.to ? lt(auditEvents.at, new Date(filter.to)) : undefined,
    filter.action ? eq(auditEvents.action, filter.action) : undefined,
    filter.actor ? ilike(auditEvents.actorEmail, `%${escapeLike(filter.actor)}%`) : undefined,
    filter.target ? ilike(auditEvents.target, `%${escapeLike(filter.target)}%`) : undefined,
  );
}

export async function insertAuditEvents(db: TDb, customerId: number, rows: TAuditRow[]) {
  if (rows.length === 0) return;
  await db.insert(auditEvents).values(rows.map((row) => ({ ...row, customerId })));
}

/** The same event once for every tenant the account is a member of, in one statement. */
export async function insertForMemberships(db: TDb, userId: number, row: TAuditRow) {
  await db.execute(sql`
    insert into ${auditEvents} (customer_id, action, actor_user_id, actor_email, target, detail)
    select ${customerUsers.customerId}, ${row.action}, ${row.actorUserId}::int, ${row.actorEmail}::text,
      ${row.target}::text, ${row.detail}::text
    from ${customerUsers} where ${customerUsers.userId} = ${userId}`);
}

/** A page of the tenant's events, newest first, with the number of all that match. */
export async function pageAuditEvents(
  db: TDb,
  customerId: number,
  filter: TAuditWhere,
  page: { offset: number; limit: number },
) {
  const where = whereOf(customerId, filter);
  const [rows, total] = await Promise.all([
    db
      .select(columns)
      .from(auditEvents)
      .where(where)
      .orderBy(desc(auditEvents.at), desc(auditEvents.id))
      .offset(page.offset)
      .limit(page.limit),
    db.select({ n: count() }).from(auditEvents).where(where),
  ]);
  return { rows: rows as TAuditEventRow[], total: total[0]?.n ?? 0 };
}

/** The next rows of an export after the cursor, newest first. */
export async function findAuditBatch(
  db: TDb,
  customerId: number,
  filter: TAuditWhere,
  after: TAuditCursor | undefined,
  limit: number,
): Promise<TAuditEventRow[]> {
  const rows = await db
    .select(columns)
    .from(auditEvents)
    .where(
      and(
        whereOf(customerId, filter),
        after
          ? sql`(${auditEvents.at}, ${auditEvents.id}) < (${after.at}::timestamptz, ${after.id})`
          : undefined,
      ),
    )
    .orderBy(desc(auditEvents.at), desc(auditEvents.id))
    .limit(limit);
  return rows as TAuditEventRow[];
}

const olderThan = (days: number) => sql`${auditEvents.at} < now() - make_interval(days => ${days})`;

/** The tenants that have events older than `days`. */
export async function findTenantsWithEventsOlderThan(db: TDb, days: number): Promise<number[]> {
  const rows = await db
    .select({ id: customers.id })
    .from(customers)
    .where(
      sql`exists (select 1 from ${auditEvents} where ${auditEvents.customerId} = ${customers.id} and ${olderThan(days)})`,
    );
  return rows.map((r) => r.id);
}

/** Deletes up to `limit` of the tenant's events older than `days`; the number deleted. */
export async function deleteAuditEventsOlderThan(db: TDb, customerId: number, days: number, limit: number) {
  const oldest = db
    .select({ id: auditEvents.id })
    .from(auditEvents)
    .where(and(eq(auditEvents.customerId, customerId), olderThan(days)))
    .limit(limit);
  const deleted = await db
    .delete(auditEvents)
    .where(and(eq(auditEvents.customerId, customerId), sql`${auditEvents.id} in ${oldest}`))
    .returning({ id: auditEvents.id });
  return deleted.length;
}
