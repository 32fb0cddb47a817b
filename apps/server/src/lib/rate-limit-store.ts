import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import { lte, sql } from 'drizzle-orm';
import type { TDb } from '../db/client';
import { rateLimitCounts } from '../db/schema';

const SWEEP_MS = 60_000;

type TIncrCallback = Parameters<FastifyRateLimitStore['incr']>[1];

/**
 * A store for @fastify/rate-limit in the database, so that a limit holds across every process of it
 * rather than once per process. As with the plugin's in-memory store, a key's window begins with its
 * first request; each counted request is one statement. A failure (the database out of reach) goes
 * to the error handler like any other.
 */
export function createRateLimitStore(db: TDb, opts: { sweepMs?: number } = {}) {
  // counted for every limited request: built once, and planned once per connection
  const t = rateLimitCounts;
  const window = sql`${sql.placeholder('windowMs')}::int * interval '1 millisecond'`;
  const isOver = sql`${t.expiresAt} <= now()`;
  const incrementQuery = db
    .insert(t)
    .values({ key: sql.placeholder('key'), count: 1, expiresAt: sql`now() + ${window}` })
    .onConflictDoUpdate({
      target: t.key,
      // both see the row as it was: a window that ended starts again at 1
      set: {
        count: sql`case when ${isOver} then 1 else ${t.count} + 1 end`,
        expiresAt: sql`case when ${isOver} then excluded.expires_at else ${t.expiresAt} end`,
      },
    })
    .returning({
      current: t.count,
      ttl: sql<number>`greatest(0, ceil(extract(epoch from ${t.expiresAt} - now()) * 1000))::int`,
    })
    .prepare('rate_limit_increment');
  const increment = async (key: string, windowMs: number) =>
    (await incrementQuery.execute({ key, windowMs }))[0]!;

  class DatabaseStore implements FastifyRateLimitStore {
    // the plugin constructs the store with its options, which this store does not need
    constructor(
      _options?: unknown,
      private readonly prefix = '',
    ) {}

    incr(key: string, callback: TIncrCallback, timeWindow: number) {
      increment(this.prefix + key, timeWindow).then(
        (result) => callback(null, result),
        (err: Error) => callback(err),
      );
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
