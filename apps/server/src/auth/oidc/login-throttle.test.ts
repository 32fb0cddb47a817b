import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TDatabase } from '../../db/client';
import { loginAttempts } from '../../db/schema';
import { createTestDatabase } from '../../test/db';
import { accountDelayMs, createLoginThrottle, loginDelayMs } from './login-throttle';

describe('loginDelayMs', () => {
  it('is free for three failures, then doubles from 1 s up to 30 s', () => {
    expect([0, 1, 2].map(loginDelayMs)).toEqual([0, 0, 0]);
    expect([3, 4, 5, 6, 7, 8, 9, 50].map(loginDelayMs)).toEqual([
      1000, 2000, 4000, 8000, 16000, 30000, 30000, 30000,
    ]);
  });
});

describe('accountDelayMs', () => {
  it('is free for ten failures, then doubles from 1 s up to 10 s', () => {
    expect([0, 3, 9].map(accountDelayMs)).toEqual([0, 0, 0]);
    expect([10, 11, 12, 13, 14, 100].map(accountDelayMs)).toEqual([1000, 2000, 4000, 8000, 10000, 10000]);
  });
});

const A = '203.0.113.1';
const B = '198.51.100.2';

describe('login throttle', () => {
  let database: TDatabase;
  const waits: number[] = [];
  let throttle: ReturnType<typeof createLoginThrottle>;
  beforeAll(async () => {
    database = await createTestDatabase();
    throttle = createLoginThrottle(database.db, async (ms) => waits.push(ms));
  });
  afterAll(() => database.close());

  /** n attempts of this email from this address that all fail */
  const failTimes = async (email: string, address: string, n: number) => {
    for (let i = 0; i < n; i++) await (await throttle.beginAttempt(email, address))!.failed();
  };
  const delayOf = async (email: string, address: string) =>
    (await throttle.beginAttempt(email, address))?.delayMs;
  const failuresOf = async (key: string) => {
    const [row] = await database.db.select().from(loginAttempts).where(eq(loginAttempts.key, key));
    return row?.failures;
  };

  it('waits longer with every further failure of one email from one address, whatever its case', async () => {
    waits.length = 0;
    for (let i = 0; i < 6; i++) {
      const attempt = await throttle.beginAttempt(i % 2 ? 'Guess@Example.test' : 'guess@example.TEST', A);
      await attempt!.failed();
    }
    expect(waits).toEqual([1000, 2000, 4000]);
    expect(await delayOf('other@example.test', A)).toBe(0);
  });

  it('does not slow the same email from another address', async () => {
    await failTimes('owner@example.test', A, 8);
    // the guessing address is mid-wait, holding its attempt, while the owner signs in elsewhere
    const guess = await throttle.beginAttempt('owner@example.test', A);
    expect(guess?.delayMs).toBe(30_000);
    const owner = await throttle.beginAttempt('owner@example.test', B);
    expect(owner?.delayMs).toBe(0);
    await owner!.succeeded();
    await guess!.failed();
    expect(await delayOf('owner@example.test', A)).toBe(30_000);
  });

  it("adds only each address's free failures to its email", async () => {
    await failTimes('counted@example.test', A, 9);
    expect(await failuresOf('ip:203.0.113.1|email:counted@example.test')).toBe(9);
    expect(await failuresOf('email:counted@example.test')).toBe(3);
  });

  it('slows every address, up to 10 s, once the free failures of many add up', async () => {
    waits.length = 0;
    for (let i = 1; i <= 4; i++) await failTimes('spread@example.test', `192.0.2.${i}`, 3);
    // the eleventh and twelfth failures of the email, from the fourth address, already waited
    expect(waits).toEqual([1000, 2000]);
    expect(await delayOf('spread@example.test', '192.0.2.50')).toBe(4000);
    for (let i = 5; i <= 7; i++) await failTimes('spread@example.test', `192.0.2.${i}`, 3);
    expect(await delayOf('spread@example.test', '192.0.2.51')).toBe(10_000);
  });

  it("forgets an address's failures after its success, and takes back only that attempt's count", async () => {
    await failTimes('reset@example.test', A, 5);
    await failTimes('reset@example.test', B, 2);
    const success = await throttle.beginAttempt('reset@example.test', A);
    expect(success?.delayMs).toBe(4000);
    await success!.succeeded();
    expect(await delayOf('reset@example.test', A)).toBe(0);
    // A's three free failures stay counted against the email, B's two and A's unfinished one above
    expect(await failuresOf('email:reset@example.test')).toBe(6);
    const fromB = await throttle.beginAttempt('reset@example.test', B);
    await fromB!.succeeded();
    expect(await failuresOf('email:reset@example.test')).toBe(6);
  });

  it('forgets failures older than fifteen minutes', async () => {
    await failTimes('quiet@example.test', A, 5);
    await database.db
      .update(loginAttempts)
      .set({ lastFailureAt: sql`now() - interval '16 minutes'` })
      .where(sql`${loginAttempts.key} like '%email:quiet@example.test'`);
    // counting starts again from one
    expect(await delayOf('quiet@example.test', A)).toBe(0);
    expect(await failuresOf('ip:203.0.113.1|email:quiet@example.test')).toBe(1);
    expect(await failuresOf('email:quiet@example.test')).toBe(1);
  });

  it('lets one attempt per email and address run at a time, so parallel guesses cannot share a wait', async () => {
    await failTimes('parallel@example.test', A, 3);
    const started = await Promise.all(
      Array.from({ length: 30 }, () => throttle.beginAttempt('parallel@example.test', A)),
    );
    const running = started.filter((attempt) => attempt !== undefined);
    expect(running.map((attempt) => attempt.delayMs)).toEqual([1000]);
    // the next one waits for the failure of the one that ran, counted before its wait
    await running[0]!.failed();
    expect(await delayOf('parallel@example.test', A)).toBe(2000);
  });

  it('counts an attempt before its wait, so a crash during the wait still counts', async () => {
    await failTimes('crash@example.test', A, 3);
    expect(await delayOf('crash@example.test', A)).toBe(1000);
    // the process died before ending the attempt: its lease runs out
    await database.db
      .update(loginAttempts)
      .set({ busyUntil: sql`now() - interval '1 second'` })
      .where(eq(loginAttempts.key, 'ip:203.0.113.1|email:crash@example.test'));
    expect(await delayOf('crash@example.test', A)).toBe(2000);
  });

  it('counts the addresses of one IPv6 /64 as one client', async () => {
    await failTimes('six@example.test', '2001:db8:7:7::1', 3);
    const next = await throttle.beginAttempt('six@example.test', '2001:db8:7:7::2');
    expect(next?.delayMs).toBe(1000);
    expect(await throttle.beginAttempt('six@example.test', '2001:db8:7:7:ffff::3')).toBeUndefined();
    await next!.failed();
    expect(await delayOf('six@example.test', '2001:db8:7:8::1')).toBe(0);
  });

  it('deletes, once a minute, the rows whose failures are forgotten and that no attempt holds', async () => {
    let clock = 0;
    const sweeping = createLoginThrottle(
      database.db,
      async () => undefined,
      () => clock,
    );
    await failTimes('old@example.test', A, 2);
    await failTimes('old@example.test', B, 1);
    await database.db
      .update(loginAttempts)
      .set({ lastFailureAt: sql`now() - interval '16 minutes'` })
      .where(
        sql`${loginAttempts.key} in ('ip:203.0.113.1|email:old@example.test', 'email:old@example.test')`,
      );
    const held = await throttle.beginAttempt('held@example.test', A);
    await database.db
      .update(loginAttempts)
      .set({ lastFailureAt: sql`now() - interval '16 minutes'` })
      .where(eq(loginAttempts.key, 'ip:203.0.113.1|email:held@example.test'));
    const keysOf = async (email: string) =>
      (await database.db.select({ key: loginAttempts.key }).from(loginAttempts))
        .map((row) => row.key)
        .filter((key) => key.endsWith(`email:${email}`))
        .sort();

    clock = 59_000;
    await (await sweeping.beginAttempt('other@example.test', B))!.failed();
    expect(await keysOf('old@example.test')).toHaveLength(3);
    clock = 61_000;
    await (await sweeping.beginAttempt('other@example.test', B))!.failed();
    await expect.poll(() => keysOf('old@example.test')).toEqual(['ip:198.51.100.2|email:old@example.test']);
    // an attempt under way keeps its row, however old its last failure
    expect(await keysOf('held@example.test')).toHaveLength(2);
    await held!.failed();
  });
});
