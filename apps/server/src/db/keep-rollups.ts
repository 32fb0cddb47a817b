import { sql } from 'drizzle-orm';
import type { TDb } from './client';

/**
 * Runs `work` in one transaction whose deletes of utterances leave Review's rollups as they were
 * (the trigger review_on_utterances skips them: drizzle/0039_message_retention.sql), so that the
 * counts of past periods stay as anonymous totals. The dashboard's rollups only ever count inserts.
 */
export function deleteKeepingRollups<T>(db: TDb, work: (tx: TDb) => Promise<T>): Promise<T> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select set_config('askhr.keep_rollups', 'on', true)`);
    return work(tx);
  });
}
