import crypto from 'node:crypto';
import { and, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import type { TDb } from '../../db/client';
import { customerUsers, loginAttempts, users } from '../../db/schema';

export type TLoginUser = typeof users.$inferSelect;

export async function findUserByEmail(db: TDb, email: string): Promise<TLoginUser | undefined> {
  const rows = await db
    .select()
    .from(users)
    .where(sql`lower(${users.email}) = lower(${email})`)
    .limit(1);
  return rows[0];
}

/**
 * Whether an account is disabled in every company it belongs to: its administrators switched it
 * off, so it may not sign in (an account of no company still signs in, to be told to ask for access).
 */
const isDisabledEverywhere = sql`(exists (select 1 from ${customerUsers} m where m.user_id = ${users.id})
  and not exists (select 1 from ${customerUsers} m where m.user_id = ${users.id} and m.active))`;

export async function isUserDisabledEverywhere(db: TDb, userId: number): Promise<boolean> {
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.id, userId), isDisabledEverywhere));
  return rows.length > 0;
}

/** The account behind a session, while it may still sign in (refreshing tokens asks this too). */
export async function findActiveUserByIdentity(db: TDb, identityId: string): Promise<TLoginUser | undefined> {
  const rows = await db
    .select()
    .from(users)
    .where(and(eq(users.identityId, identityId), eq(users.active, true), sql`not ${isDisabledEverywhere}`))
    .limit(1);
  return rows[0];
}

export async function findLoginUserById(db: TDb, userId: number): Promise<TLoginUser | undefined> {
  const rows = await db.select().from(users).where(eq(users.id, userId));
  return rows[0];
}

/**
 * Replaces a temporary password by the user's own, provided it is still the one that was checked
 * (compare-and-set on the hash); false otherwise.
 */
export async function replaceTemporaryPassword(db: TDb, userId: number, oldHash: string, newHash: string) {
  const rows = await db
    .update(users)
    .set({ passwordHash: newHash, temporaryPasswordUntil: null })
    .where(
      and(eq(users.id, userId), eq(users.passwordHash, oldHash), isNotNull(users.temporaryPasswordUntil)),
    )
    .returning({ id: users.id });
  return rows.length > 0;
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

const isRecent = (resetAfterSeconds: number) =>
  sql`${loginAttempts.lastFailureAt} > now() - make_interval(secs => ${resetAfterSeconds})`;

/**
 * Counts one more failure of a key that is never held (an account's failures from all addresses),
 * starting again from 1 when the previous one is older than the window; returns the count.
 */
export async function countLoginFailure(db: TDb, key: string, resetAfterSeconds: number): Promise<number> {
  const rows = await db
    .insert(loginAttempts)
    .values({ key, failures: 1, lastFailureAt: sql`now()` })
    .onConflictDoUpdate({
      target: loginAttempts.key,
      set: {
        failures: sql`case when ${isRecent(resetAfterSeconds)} then ${loginAttempts.failures} + 1 else 1 end`,
        lastFailureAt: sql`now()`,
      },
    })
    .returning({ failures: loginAttempts.failures });
  return rows[0]!.failures;
}

/** The failures of a key within the window, without counting one. */
export async function readLoginFailures(db: TDb, key: string, resetAfterSeconds: number): Promise<number> {
  const rows = await db
    .select({ failures: loginAttempts.failures })
    .from(loginAttempts)
    .where(and(eq(loginAttempts.key, key), isRecent(resetAfterSeconds)));
  return rows[0]?.failures ?? 0;
}

/** Takes back one failure counted for an attempt that turned out right. */
export async function uncountLoginFailure(db: TDb, key: string) {
  await db
    .update(loginAttempts)
    .set({ failures: sql`greatest(${loginAttempts.failures} - 1, 0)` })
    .where(eq(loginAttempts.key, key));
}

/**
 * Deletes the rows that count nothing any more: their last failure is older than the window and no
 * attempt holds them. Guesses spread over many addresses leave one row per address and email.
 */
export async function sweepLoginAttempts(db: TDb, resetAfterSeconds: number): Promise<number> {
  const rows = await db
    .delete(loginAttempts)
    .where(
      and(
        sql`${loginAttempts.lastFailureAt} <= now() - make_interval(secs => ${resetAfterSeconds})`,
        sql`(${loginAttempts.busyUntil} is null or ${loginAttempts.busyUntil} < now())`,
      ),
    )
    .returning({ key: loginAttempts.key });
  return rows.length;
}
