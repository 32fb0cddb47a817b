import { and, asc, eq, sql } from 'drizzle-orm';
import type { TDb } from '../../db/client';
import { emailInboxes } from '../../db/schema-it-admin';

const COLUMNS = {
  id: emailInboxes.id,
  name: emailInboxes.name,
  email: emailInboxes.email,
  version: emailInboxes.version,
};

/** The tenant's support inboxes, by name; the bot reads them to escalate a Not helpful answer. */
export async function findEmailInboxes(db: TDb, customerId: number) {
  return db
    .select(COLUMNS)
    .from(emailInboxes)
    .where(eq(emailInboxes.customerId, customerId))
    .orderBy(asc(sql`lower(${emailInboxes.name})`), asc(emailInboxes.id));
}

export async function countEmailInboxes(db: TDb, customerId: number) {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(emailInboxes)
    .where(eq(emailInboxes.customerId, customerId));
  return row?.n ?? 0;
}

export async function insertEmailInbox(db: TDb, customerId: number, values: { name: string; email: string }) {
  const [row] = await db
    .insert(emailInboxes)
    .values({ customerId, ...values })
    .returning(COLUMNS);
  return row!;
}

export async function findEmailInbox(db: TDb, customerId: number, id: number) {
  const [row] = await db
    .select(COLUMNS)
    .from(emailInboxes)
    .where(and(eq(emailInboxes.customerId, customerId), eq(emailInboxes.id, id)));
  return row;
}

/** Compare-and-set on `version`: undefined when the inbox changed or went meanwhile. */
export async function updateEmailInbox(
  db: TDb,
  customerId: number,
  id: number,
  version: number,
  values: { name: string; email: string },
) {
  const [row] = await db
    .update(emailInboxes)
    .set({ ...values, version: sql`${emailInboxes.version} + 1` })
    .where(
      and(
        eq(emailInboxes.customerId, customerId),
        eq(emailInboxes.id, id),
        eq(emailInboxes.version, version),
      ),
    )
    .returning(COLUMNS);
  return row;
}

export async function deleteEmailInbox(db: TDb, customerId: number, id: number) {
  const rows = await db
    .delete(emailInboxes)
    .where(and(eq(emailInboxes.customerId, customerId), eq(emailInboxes.id, id)))
    .returning({ id: emailInboxes.id });
  return rows.length > 0;
}
