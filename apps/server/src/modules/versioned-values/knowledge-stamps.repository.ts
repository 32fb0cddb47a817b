import { eq, sql } from 'drizzle-orm';
import type { TDb } from '../../db/client';
import { knowledgeStamps } from '../../db/schema';

/** Where the tenant's knowledge stands: moved on by every change of it (migration 0008). */
const stampQuery = (db: TDb) =>
  db
    .select({ stamp: knowledgeStamps.stamp })
    .from(knowledgeStamps)
    .where(eq(knowledgeStamps.customerId, sql.placeholder('customerId')));

const stampIn = (rows: { stamp: number }[]) => rows[0]?.stamp ?? 0;

export async function findKnowledgeStamp(db: TDb, customerId: number): Promise<number> {
  return stampIn(await stampQuery(db).execute({ customerId }));
}

/** The stamp read as a prepared statement: built once, and planned once per connection. */
export function preparedStampRead(db: TDb) {
  const stamps = stampQuery(db).prepare('knowledge_stamp_of');
  return async (customerId: number) => stampIn(await stamps.execute({ customerId }));
}
