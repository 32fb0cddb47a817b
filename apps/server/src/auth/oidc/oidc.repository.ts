import crypto from 'node:crypto';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { TDb } from '../../db/client';
import { loginAttempts, users } from '../../db/schema';

export type TLoginUser = typeof users.$inferSelect;

export async function findUserByEmail(db: TDb, email: string): Promise<TLoginUser | undefined> {
  const rows = await db
    .select()
    .from(users)
    .where(sql`lower(${users.email}) = lower(${email})`)
    .limit(1);
  return rows[0];
}

export async function findActiveUserByIdentity(db: TDb, identityId: string): Promise<TLoginUser | undefined> {
  const rows = await db
    .select()
    .from(users)
    .where(and(eq(users.identityId, identityId), eq(users.active, true)))
    .limit(1);
  return rows[0];
}

/** Users created without an identity (e.g. invited by email) get one on their first password sign-in. */
export async function ensureIdentityId(db: TDb, user: TLoginUser): Promise<string> {
  if (user.identityId) return user.identityId;
  const updated = await db
    .update(users)
    .set({ identityId: crypto.randomUUID() })
    .where(and(eq(users.id, user.id), isNull(users.identityId)))
    .returning({ identityId: users.identityId });
  if (updated[0]?.identityId) return updated[0].identityId;
  // another process won the race: use the identity it wrote
  const rows = await db.select({ identityId: users.identityId }).from(users).where(eq(users.id, user.id));
  return rows[0]!.identityId!;
}

/**
 * Starts a sign-in attempt for this key in one statement: counts it as a failure (starting again from 1
 * when the previous one is older than the window) and marks the key busy for `leaseSeconds`. Returns
 * the failures so far, this attempt included, or undefined while another attempt holds the key.
 */
export async function beginLoginAttempt(
  db: TDb,
  key: string,
  { resetAfterSeconds, leaseSeconds }: { resetAfterSeconds: number; leaseSeconds: number },
): Promise<number | undefined> {
  const busyUntil = sql`now() + make_interval(secs => ${leaseSeconds})`;
  const rows = await db
    .insert(loginAttempts)
    .values({ key, failures: 1, lastFailureAt: sql`now()`, busyUntil })
    .onConflictDoUpdate({
      target: loginAttempts.key,
      set: {
        failures: sql`case when ${loginAttempts.lastFailureAt} > now() - make_interval(secs => ${resetAfterSeconds})
          then ${loginAttempts.failures} + 1 else 1 end`,
        lastFailureAt: sql`now()`,
        busyUntil,
      },
      // a lease left behind by a crashed process runs out on its own
      setWhere: sql`${loginAttempts.busyUntil} is null or ${loginAttempts.busyUntil} < now()`,
    })
    .returning({ failures: loginAttempts.failures });
  return rows[0]?.failures;
}

/** Ends a failed attempt: its failure stays counted, the key is free for the next one. */
export async function releaseLoginAttempt(db: TDb, key: string) {
  await db.update(loginAttempts).set({ busyUntil: null }).where(eq(loginAttempts.key, key));
}

export async function clearLoginAttempts(db: TDb, key: string) {
  await db.delete(loginAttempts).where(eq(loginAttempts.key, key));
}
