import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import { lte, sql } from 'drizzle-orm';
import type { TDb } from '../db/client';
import { rateLimitCounts } from '../db/schema';

const SWEEP_MS = 60_000;

type TIncrCallback = Parameters<FastifyRateLimitStore['incr']>[1];

/** The most requests one statement counts. */
const MAX_BATCH = 500;

interface TAsked {
  key: string;
  windowMs: number;
  settle(err: Error | null, result?: { current: number; ttl: number }): void;
}

/**
 * A store for @fastify/rate-limit in the database, so that a limit holds across every process of it
 * rather than once per process. As with the plugin's in-memory store, a key's window begins with its
 * first request. Requests are counted together: those of one turn of the event loop in one statement,
 * and those that arrive while it is in flight in the next (a key asked n times adds n, and its
 * requests get its successive counts). A failure (the database out of reach) goes to the error handler like
 * any other.
 */
export function createRateLimitStore(db: TDb, opts: { sweepMs?: number } = {}) {
  // counted for every limited request: built once, and planned once per connection
  const t = rateLimitCounts;
  const isOver = sql`${t.expiresAt} <= now()`;
  const incrementQuery = db
    .insert(t)
    .select(
      // keys in order, so that two processes' statements lock shared rows in the same order
      sql`select key, count(*)::int, now() + max(window_ms) * interval '1 millisecond'
        from unnest(${sql.placeholder('keys')}::text[], ${sql.placeholder('windows')}::int[]) as a(key, window_ms)
        group by key order by key`,
    )
    .onConflictDoUpdate({
      target: t.key,
      // both see the row as it was: a window that ended starts again with this statement's requests
      set: {
        count: sql`case when ${isOver} then excluded.count else ${t.count} + excluded.count end`,
        expiresAt: sql`case when ${isOver} then excluded.expires_at else ${t.expiresAt} end`,
      },
    })
    .returning({
      key: t.key,
      current: t.count,
      ttl: sql<number>`greatest(0, ceil(extract(epoch from ${t.expiresAt} - now()) * 1000))::int`,
    })
    .prepare('rate_limit_increment');

  async function count(batch: TAsked[]) {
    let rows: { key: string; current: number; ttl: number }[];
    try {
      rows = await incrementQuery.execute({
        keys: batch.map((a) => a.key),
        windows: batch.map((a) => a.windowMs),
      });
    } catch (err) {
      for (const asked of batch) asked.settle(err as Error);
      return;
    }
    // a key's requests take its counts up to the one stored, in the order they came
    const asks = new Map<string, number>();
    for (const { key } of batch) asks.set(key, (asks.get(key) ?? 0) + 1);
    const next = new Map(
      rows.map((row) => [row.key, { current: row.current - asks.get(row.key)! + 1, ttl: row.ttl }]),
    );
    for (const asked of batch) {
      const counted = next.get(asked.key);
      if (!counted) {
        asked.settle(new Error('The rate-limit count of a request did not come back'));
        continue;
      }
      asked.settle(null, { ...counted });
      counted.current += 1;
    }
  }

  let waiting: TAsked[] | undefined;
  async function drain(queue: TAsked[]) {
    while (queue.length > 0) await count(queue.splice(0, MAX_BATCH));
    waiting = undefined;
  }
  function increment(asked: TAsked) {
    if (waiting) return void waiting.push(asked);
    const queue = (waiting = [asked]);
    setImmediate(() => void drain(queue));
  }

  class DatabaseStore implements FastifyRateLimitStore {
    // the plugin constructs the store with its options, which this store does not need
    constructor(
      _options?: unknown,
      private readonly prefix = '',
    ) {}

    incr(key: string, callback: TIncrCallback, timeWindow: number) {
      increment({ key: this.prefix + key, windowMs: timeWindow, settle: callback });
    }

    /** each route counts on its own, as with the plugin's own stores */
    child(routeOptions: object): FastifyRateLimitStore {
      const route = (routeOptions as { routeInfo?: { method?: unknown; url?: unknown } }).routeInfo;
      return new DatabaseStore(undefined, `${this.prefix}${String(route?.method)} ${String(route?.url)} `);
    }
  }

  const sweep = () => db.delete(rateLimitCounts).where(lte(rateLimitCounts.expiresAt, sql`now()`));
  // every process sweeps: a delete of the few rows past their window is cheap, and one that fails
  // (the database out of reach) is simply done by the next
  const sweeper = setInterval(() => void sweep().catch(() => undefined), opts.sweepMs ?? SWEEP_MS);
  sweeper.unref();

  return {
    Store: DatabaseStore as FastifyRateLimitStoreCtor,
    sweep,
    close: () => clearInterval(sweeper),
  };
}
