import { eq, sql } from 'drizzle-orm';
import type { TDb } from '../../db/client';
import { knowledgeStamps } from '../../db/schema';
import { sharedReads } from '../../lib/shared-reads';

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

/**
 * What is worked out of a tenant's knowledge, kept in memory and worked out again only when the
 * tenant's stamp has moved: one small read per use (shared by the uses of a tenant that come while
 * one is under way, see sharedReads), and a change saved by any process is seen by the next use in
 * every process.
 */
export function createStampedCache<T>(db: TDb, load: (customerId: number) => Promise<T>) {
  const entries = new Map<number, { stamp: number; value: Promise<T> }>();
  // read for every message of the bot: built once, and planned once per connection
  const stamps = stampQuery(db).prepare('knowledge_stamp_of');
  const stampOf = sharedReads(async (customerId: number) => stampIn(await stamps.execute({ customerId })));
  return {
    async get(customerId: number): Promise<T> {
      const stamp = await stampOf(customerId);
      const entry = entries.get(customerId);
      // an older read never replaces a newer one; uses meanwhile share the one load under way
      if (entry && entry.stamp >= stamp) return entry.value;
      const value = load(customerId);
      const next = { stamp, value };
      entries.set(customerId, next);
      value.catch(() => {
        if (entries.get(customerId) === next) entries.delete(customerId);
      });
      return value;
    },
  };
}
