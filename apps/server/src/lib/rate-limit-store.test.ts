import Fastify from 'fastify';
import rateLimit from '@fastify/rate-limit';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openPostgres, type TDatabase } from '../db/client';
import { rateLimitCounts } from '../db/schema';
import { createTestDatabase } from '../test/db';
import { loggingDb } from '../test/logging-db';
import { registerErrorHandler } from './error-handler';
import { createRateLimitStore } from './rate-limit-store';

function incr(store: ReturnType<typeof createRateLimitStore>, key: string, timeWindow: number) {
  const instance = new store.Store({});
  return new Promise<{ current: number; ttl: number }>((resolve, reject) =>
    instance.incr(key, (err, res) => (err ? reject(err) : resolve(res!)), timeWindow, 10),
  );
}

describe('the rate-limit store in the database', () => {
  let database: TDatabase;
  let store: ReturnType<typeof createRateLimitStore>;
  beforeAll(async () => {
    database = await createTestDatabase();
    store = createRateLimitStore(database.db);
  });
  afterAll(async () => {
    store.close();
    await database.close();
  });

  it('counts a key in the window its first request began, then starts again', async () => {
    const first = await incr(store, 'k1', 60_000);
    expect(first.current).toBe(1);
    expect(first.ttl).toBeGreaterThan(59_000);
    expect(first.ttl).toBeLessThanOrEqual(60_000);
    expect((await incr(store, 'k1', 60_000)).current).toBe(2);
    expect((await incr(store, 'k2', 60_000)).current).toBe(1);

    expect((await incr(store, 'short', 1000)).current).toBe(1);
    expect((await incr(store, 'short', 1000)).current).toBe(2);
    await new Promise((resolve) => setTimeout(resolve, 1100));
    const again = await incr(store, 'short', 1000);
    expect(again.current).toBe(1);
    expect(again.ttl).toBeGreaterThan(500);
  });

  it('counts every one of many simultaneous requests', async () => {
    const results = await Promise.all(Array.from({ length: 20 }, () => incr(store, 'busy', 60_000)));
    expect(results.map((r) => r.current).sort((a, b) => a - b)).toEqual(
      Array.from({ length: 20 }, (_, i) => i + 1),
    );
  });

  it('counts the requests of a turn together, and those that come while it is counted in the next, each key in order', async () => {
    const statements: string[] = [];
    const counted = createRateLimitStore(loggingDb(database, (query) => statements.push(query)));
    try {
      const keys = Array.from({ length: 30 }, (_, i) => ['a', 'b', 'c'][i % 3]!);
      const first = keys.slice(0, 20).map((key) => incr(counted, `mixed-${key}`, 60_000));
      await new Promise((resolve) => setImmediate(resolve)); // the first count is on its way
      const next = keys.slice(20).map((key) => incr(counted, `mixed-${key}`, 60_000));
      const results = [...(await Promise.all(first)), ...(await Promise.all(next))];
      expect(statements).toHaveLength(2);
      for (const key of ['a', 'b', 'c'])
        expect(results.filter((_, i) => keys[i] === key).map((r) => r.current)).toEqual(
          Array.from({ length: 10 }, (_, i) => i + 1),
        );
    } finally {
      counted.close();
    }
  });

  it('sweeps the keys whose window ended, and only those', async () => {
    await incr(store, 'gone', 10);
    await new Promise((resolve) => setTimeout(resolve, 30));
    await store.sweep();
    const keys = await database.db.select({ key: rateLimitCounts.key }).from(rateLimitCounts);
    expect(keys.map((k) => k.key)).not.toContain('gone');
    expect(keys.map((k) => k.key)).toContain('k1');
  });

  it('keeps routes apart', async () => {
    const a = new store.Store({}).child({ routeInfo: { method: 'POST', url: '/a' } } as never);
    const b = new store.Store({}).child({ routeInfo: { method: 'POST', url: '/b' } } as never);
    const count = (s: typeof a) =>
      new Promise<number>((resolve, reject) =>
        s.incr('same', (err, res) => (err ? reject(err) : resolve(res!.current)), 60_000, 10),
      );
    expect([await count(a), await count(a), await count(b)]).toEqual([1, 2, 1]);
  });
});

describe('the rate-limit store with the database out of reach', () => {
  // nothing listens on port 1: every connection is refused at once
  const database = openPostgres('postgres://postgres@127.0.0.1:1/askhr', 1);
  const store = createRateLimitStore(database.db);
  const app = Fastify({ logger: false });
  beforeAll(async () => {
    registerErrorHandler(app);
    await app.register(rateLimit, { global: false, store: store.Store });
    app.get('/limited', { config: { rateLimit: { max: 5, timeWindow: '1 minute' } } }, async () => 'ok');
    await app.ready();
  });
  afterAll(async () => {
    store.close();
    await app.close();
    await database.close();
  });

  it('answers 503 with Retry-After, not a 500', async () => {
    const res = await app.inject('/limited');
    expect({ status: res.statusCode, retryAfter: res.headers['retry-after'], body: res.json() }).toEqual({
      status: 503,
      retryAfter: '5',
      body: { error: { code: 'UNAVAILABLE', message: expect.stringMatching(/briefly unavailable/) } },
    });
  });
});
