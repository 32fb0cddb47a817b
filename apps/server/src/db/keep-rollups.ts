import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { TDb } from './client';
import { surveyResponseOptions, surveyResponses } from './schema';

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

/**
 * Deletes the tenant's survey responses that `which` selects, first adding them to their options'
 * deleted responses, which the survey report still counts (the retention's expired answers, an
 * erased employee's); how many.
 */
export async function deleteSurveyResponsesKeepingCounts(db: TDb, customerId: number, which: SQL) {
  const scope = and(eq(surveyResponses.customerId, customerId), which);
  const counts = db
    .select({ optionId: surveyResponses.responseOptionId, n: sql<number>`count(*)::int`.as('n') })
    .from(surveyResponses)
    .where(scope)
    .groupBy(surveyResponses.responseOptionId)
    .as('counts');
  await db
    .update(surveyResponseOptions)
    .set({ deletedResponses: sql`${surveyResponseOptions.deletedResponses} + ${counts.n}` })
    .from(counts)
    .where(
      and(eq(surveyResponseOptions.customerId, customerId), eq(surveyResponseOptions.id, counts.optionId)),
    );
  const deleted = await db.delete(surveyResponses).where(scope).returning({ id: surveyResponses.id });
  return deleted.length;
}
