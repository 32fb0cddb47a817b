import { eq } from 'drizzle-orm';
import type { TDb } from '../../db/client';
import { knowledgeStamps } from '../../db/schema';

/** Where the tenant's knowledge stands: moved on by every change of it (migration 0008). */
export async function findKnowledgeStamp(db: TDb, customerId: number): Promise<number> {
  const [row] = await db
    .select({ stamp: knowledgeStamps.stamp })
    .from(knowledgeStamps)
    .where(eq(knowledgeStamps.customerId, customerId));
  return row?.stamp ?? 0;
}

/**
 * What is worked out of a tenant's knowledge, kept in memory and worked out again only when the
 * tenant's stamp has moved: one small read per use, and a change saved by any process is seen by
 * the next use in every process.
 */
export function createStampedCache<T>(db: TDb, load: (customerId: number) => Promise<T>) {
  const entries = new Map<number, { stamp: number; value: Promise<T> }>();
  return {
    async get(customerId: number): Promise<T> {
      const stamp = await findKnowledgeStamp(db, customerId);
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
