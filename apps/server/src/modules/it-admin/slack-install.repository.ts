import { and, eq, gt, isNull, lt } from 'drizzle-orm';
import type { TDb } from '../../db/client';
import { slackInstallStates } from '../../db/schema-it-admin';

export async function insertInstallState(
  db: TDb,
  customerId: number,
  values: { state: string; customerUserId: number; expiresAt: Date },
) {
  await db.insert(slackInstallStates).values({ ...values, customerId });
}

/** Forgets the tenant's installs that can no longer be completed. */
export async function deleteExpiredStates(db: TDb, customerId: number, before: Date) {
  await db
    .delete(slackInstallStates)
    .where(and(eq(slackInstallStates.customerId, customerId), lt(slackInstallStates.expiresAt, before)));
}

/**
 * Marks the state used when it is this tenant's and this user's, unused and not expired; false
 * otherwise. One statement, so two exchanges racing with the same state cannot both pass.
 */
export async function consumeInstallState(
  db: TDb,
  customerId: number,
  customerUserId: number,
  state: string,
  now: Date,
) {
  const rows = await db
    .update(slackInstallStates)
    .set({ usedAt: now })
    .where(
      and(
        eq(slackInstallStates.state, state),
        eq(slackInstallStates.customerId, customerId),
        eq(slackInstallStates.customerUserId, customerUserId),
        isNull(slackInstallStates.usedAt),
        gt(slackInstallStates.expiresAt, now),
      ),
    )
    .returning({ state: slackInstallStates.state });
  return rows.length > 0;
}
