import type { TDb } from '../../db/client';
import { sharedReads } from '../../lib/shared-reads';
import { preparedStampRead } from './knowledge-stamps.repository';

/**
 * What is worked out of a tenant's knowledge, kept in memory and worked out again only when the
 * tenant's stamp has moved: one small read per use (shared by the uses of a tenant that come while
 * one is under way, see sharedReads), and a change saved by any process is seen by the next use in
 * every process.
 */
export function createStampedCache<T>(db: TDb, load: (customerId: number) => Promise<T>) {
  const entries = new Map<number, { stamp: number; value: Promise<T> }>();
  // read for every message of the bot
  const stampOf = sharedReads(preparedStampRead(db));
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
