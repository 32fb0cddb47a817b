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

  const failTimes = async (email: string, n: number) => {
    for (let i = 0; i < n; i++) await throttle.recordFailure(email);
  };

  it('waits longer with every further failure of the same email, whatever its case', async () => {
    waits.length = 0;
    for (let i = 0; i < 6; i++) {
      await throttle.beforeAttempt('Guess@Example.test');
      await throttle.recordFailure('guess@example.TEST');
    }
    expect(waits).toEqual([1000, 2000, 4000]);
    expect(await throttle.beforeAttempt('other@example.test')).toBe(0);
  });

  it('forgets failures after a success', async () => {
    await failTimes('reset@example.test', 5);
    expect(await throttle.beforeAttempt('reset@example.test')).toBe(4000);
    await throttle.recordSuccess('reset@example.test');
    expect(await throttle.beforeAttempt('reset@example.test')).toBe(0);
  });

  it('forgets failures older than fifteen minutes', async () => {
    await failTimes('quiet@example.test', 5);
    await database.db
      .update(loginAttempts)
      .set({ lastFailureAt: sql`now() - interval '16 minutes'` })
      .where(eq(loginAttempts.key, 'email:quiet@example.test'));
    expect(await throttle.beforeAttempt('quiet@example.test')).toBe(0);
    // and counting starts again from one
    expect(await throttle.recordFailure('quiet@example.test')).toBe(1);
  });
});
