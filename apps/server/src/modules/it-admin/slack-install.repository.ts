import { and, eq, lt } from 'drizzle-orm';
import type { TDb } from '../../db/client';
import { slackInstallStates } from '../../db/schema-it-admin';

/**
 * Records the state as used; false when it was used already. One statement, so two exchanges
 * racing with the same state cannot both pass.
 */
export async function recordUsedState(
  db: TDb,
  customerId: number,
  values: { state: string; customerUserId: number; expiresAt: Date; usedAt: Date },
) {
  const rows = await db
    .insert(slackInstallStates)
    .values({ ...values, customerId })
    .onConflictDoNothing()
    .returning({ state: slackInstallStates.state });
  return rows.length > 0;
}

/** Forgets used states that could no longer be replayed anyway (expired). */
export async function deleteExpiredStates(db: TDb, customerId: number, before: Date) {
  await db
    .delete(slackInstallStates)
    .where(and(eq(slackInstallStates.customerId, customerId), lt(slackInstallStates.expiresAt, before)));
}
