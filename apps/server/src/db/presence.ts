import { randomInt } from 'node:crypto';
import pg from 'pg';
import { sql, type SQL } from 'drizzle-orm';

/**
 * A process's presence on the database: a session advisory lock on a connection of its own, under a
 * key drawn at start. Work a process takes on (a web chat message it answers, a push it sends) names
 * that key, and another process tells whether the holder is still there by whether its lock is held:
 * when a process dies, the database ends its session and the lock goes with it at once, where a
 * lease written in a row would have to run out first. (A host that vanishes without closing its
 * connections keeps the lock until the database notices: the leases' own expiry covers that.)
 */
export interface TPresence {
  /** this process's key while its lock is held; null before, and while the connection is lost */
  heldKey(): number | null;
  /** takes the lock (once); resolves when it is held, or rejects when the database is out of reach */
  start(): Promise<void>;
  close(): Promise<void>;
}

/** The first key of the two-key advisory locks that mark presence (an arbitrary constant: "ASKH"). */
export const PRESENCE_LOCK_CLASS = 0x4153_4b48;
const RETRY_MIN_MS = 250;
const RETRY_MAX_MS = 5000;

/**
 * True when the process with this presence key holds its lock on this database: it is alive and
 * connected. Reads `pg_locks` (a snapshot of the lock table, readable by every role).
 */
export function isPresent(holder: SQL | number): SQL {
  return sql`exists (
    select 1 from pg_locks l
    where l.locktype = 'advisory' and l.granted and l.objsubid = 2
      and l.database = (select oid from pg_database where datname = current_database())
      and l.classid = ${PRESENCE_LOCK_CLASS}::oid and l.objid = (${holder})::oid)`;
}

/** A claim that lapses at once when its holder is gone: `holder` set and not present. */
export function isHolderGone(holder: SQL): SQL {
  return sql`(${holder} is not null and not ${isPresent(holder)})`;
}

/**
 * On PostgreSQL: a client of its own (never pooled: the lock belongs to its session), reopened with
 * backoff when it drops, the lock taken again each time. A lock still held by a lingering session of
 * the same key (the database has not noticed the old connection's end) is waited for.
 */
export function createPgPresence(opts: { connectionString: string; connectTimeoutMs?: number }): TPresence {
  const key = randomInt(1, 2 ** 31 - 1);
  let client: pg.Client | undefined;
  let isHeld = false;
  let isClosed = false;
  let starting: Promise<void> | undefined;
  let retryMs = RETRY_MIN_MS;
  let retryTimer: NodeJS.Timeout | undefined;

  async function connect() {
    const next = new pg.Client({
      connectionString: opts.connectionString,
      keepAlive: true,
      connectionTimeoutMillis: opts.connectTimeoutMs ?? 0,
    });
    next.on('error', () => lost(next));
    next.on('end', () => lost(next));
    try {
      await next.connect();
      for (;;) {
        const { rows } = await next.query<{ held: boolean }>('select pg_try_advisory_lock($1, $2) as held', [
          PRESENCE_LOCK_CLASS,
          key,
        ]);
        if (rows[0]?.held) break;
        await new Promise((resolve) => setTimeout(resolve, RETRY_MIN_MS));
        if (isClosed) throw new Error('presence closed');
      }
    } catch (err) {
      next.removeAllListeners('end');
      await next.end().catch(() => undefined);
      throw err;
    }
    client = next;
    isHeld = !isClosed;
    retryMs = RETRY_MIN_MS;
  }

  function lost(which: pg.Client) {
    if (client !== which) return;
    client = undefined;
    isHeld = false;
    void which.end().catch(() => undefined);
    scheduleReconnect();
  }

  function scheduleReconnect() {
    if (isClosed || retryTimer) return;
    retryTimer = setTimeout(() => {
      retryTimer = undefined;
      connect().catch(() => {
        retryMs = Math.min(retryMs * 2, RETRY_MAX_MS);
        scheduleReconnect();
      });
    }, retryMs);
    retryTimer.unref();
  }

  return {
    heldKey: () => (isHeld ? key : null),
    start() {
      starting ??= connect().catch((err: unknown) => {
        scheduleReconnect();
        throw err;
      });
      return starting;
    },
    async close() {
      isClosed = true;
      isHeld = false;
      clearTimeout(retryTimer);
      const last = client;
      client = undefined;
      last?.removeAllListeners('end');
      await last?.end().catch(() => undefined);
    },
  };
}

/**
 * The embedded database belongs to one process: nobody else can take its work, so it names no
 * holder and claims lapse by their time alone.
 */
export function createSoloPresence(): TPresence {
  return {
    heldKey: () => null,
    start: () => Promise.resolve(),
    close: () => Promise.resolve(),
  };
}
