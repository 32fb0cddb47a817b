import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TDatabase } from '../../db/client';
import { loginAttempts } from '../../db/schema';
import { createTestDatabase } from '../../test/db';
import { createLoginThrottle, loginDelayMs } from './login-throttle';

describe('loginDelayMs', () => {
  it('is free for three failures, then doubles from 1 s up to 30 s', () => {
    expect([0, 1, 2].map(loginDelayMs)).toEqual([0, 0, 0]);
    expect([3, 4, 5, 6, 7, 8, 9, 50].map(loginDelayMs)).toEqual([
      1000, 2000, 4000, 8000, 16000, 30000, 30000, 30000,
    ]);
  });
});

describe('login throttle', () => {
  let database: TDatabase;
  const waits: number[] = [];
  let throttle: ReturnType<typeof createLoginThrottle>;
  beforeAll(async () => {
    database = await createTestDatabase();
    throttle = createLoginThrottle(database.db, async (ms) => waits.push(ms));
  });
  afterAll(() => database.close());

  /** n attempts of this email that all fail */
  const failTimes = async (email: string, n: number) => {
    for (let i = 0; i < n; i++) {
      await throttle.beginAttempt(email);
      await throttle.endFailure(email);
    }
  };

  it('waits longer with every further failure of the same email, whatever its case', async () => {
    waits.length = 0;
    for (let i = 0; i < 6; i++) {
      await throttle.beginAttempt('Guess@Example.test');
      await throttle.endFailure('guess@example.TEST');
    }
    expect(waits).toEqual([1000, 2000, 4000]);
    expect(await throttle.beginAttempt('other@example.test')).toBe(0);
  });

  it('forgets failures after a success', async () => {
    await failTimes('reset@example.test', 5);
    expect(await throttle.beginAttempt('reset@example.test')).toBe(4000);
    await throttle.endSuccess('reset@example.test');
    expect(await throttle.beginAttempt('reset@example.test')).toBe(0);
  });

  it('forgets failures older than fifteen minutes', async () => {
    await failTimes('quiet@example.test', 5);
    await database.db
      .update(loginAttempts)
      .set({ lastFailureAt: sql`now() - interval '16 minutes'` })
      .where(eq(loginAttempts.key, 'email:quiet@example.test'));
    // counting starts again from one
    expect(await throttle.beginAttempt('quiet@example.test')).toBe(0);
    const [row] = await database.db
      .select({ failures: loginAttempts.failures })
      .from(loginAttempts)
      .where(eq(loginAttempts.key, 'email:quiet@example.test'));
    expect(row?.failures).toBe(1);
  });

  it('lets one attempt per email run at a time, so parallel guesses cannot share a wait', async () => {
    await failTimes('parallel@example.test', 3);
    const started = await Promise.all(
      Array.from({ length: 30 }, () => throttle.beginAttempt('parallel@example.test')),
    );
    expect(started.filter((delay) => delay !== undefined)).toEqual([1000]);
    // the next one waits for the failure of the one that ran, counted before its wait
    await throttle.endFailure('parallel@example.test');
    expect(await throttle.beginAttempt('parallel@example.test')).toBe(2000);
  });

  it('counts an attempt before its wait, so a crash during the wait still counts', async () => {
    await failTimes('crash@example.test', 3);
    expect(await throttle.beginAttempt('crash@example.test')).toBe(1000);
    // the process died before ending the attempt: its lease runs out
    await database.db
      .update(loginAttempts)
      .set({ busyUntil: sql`now() - interval '1 second'` })
      .where(eq(loginAttempts.key, 'email:crash@example.test'));
    expect(await throttle.beginAttempt('crash@example.test')).toBe(2000);
  });
});
