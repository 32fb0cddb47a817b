import fs from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import pg from 'pg';
import * as tables from './schema';
import { serverPath } from '../server-dir';
import { lockDataDir } from './data-dir-lock';
import { markDatabaseError } from './outage';
import { createPgliteNotifications, createPgNotifications, type TNotifications } from './notifications';
import { pgliteSqlClient, pgSqlClient, type TSqlClient } from './sql-client';
import { pgliteStatements } from './pglite-statements';
import { createPgPresence, createSoloPresence, type TPresence } from './presence';

// schema.ts re-exports the tables of every feature's schema file
export const schema = { ...tables };

export type TDb = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface TDatabase {
  kind: 'pglite' | 'postgres';
  db: TDb;
  /** applies pending migrations; safe to call from several processes at once */
  migrate(): Promise<void>;
  /** true when the database answers a trivial query */
  ping(): Promise<boolean>;
  /** LISTEN/NOTIFY across the processes of this database */
  notifications: TNotifications;
  /** this process's presence, which tells the others whether the work it holds is still held */
  presence: TPresence;
  /** raw SQL on the same connections, for the job runtime */
  sql: TSqlClient;
  /** the pool's connections now, for the metrics (PostgreSQL only) */
  poolStats?: () => { total: number; idle: number; waiting: number };
  close(): Promise<void>;
}

export const MIGRATIONS_DIR = serverPath('drizzle');
const MIGRATION_LOCK = 727_001;

/**
 * How long a new connection may take: while the database is out of reach a request fails (503)
 * after this instead of waiting for the operating system's TCP timeout.
 */
export const CONNECT_TIMEOUT_MS = 5000;

type TConnectCallback = (err: Error | undefined, ...rest: unknown[]) => void;

/**
 * Marks what the pool's connect fails with (pool.query and drizzle's transactions go through it), so
 * that a refused or reset connection to the database is told apart from one to any other server.
 */
function markConnectFailures(pool: pg.Pool) {
  const connect = pool.connect.bind(pool) as (callback?: TConnectCallback) => Promise<pg.PoolClient> | void;
  pool.connect = ((callback?: TConnectCallback) =>
    callback
      ? connect((err, ...rest) => callback(err && markDatabaseError(err), ...rest))
      : (connect() as Promise<pg.PoolClient>).catch((err: unknown) => {
          throw markDatabaseError(err);
        })) as typeof pool.connect;
}

export function openPostgres(url: string, poolSize = 10): TDatabase {
  const pool = new pg.Pool({
    connectionString: url,
    max: poolSize,
    connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
    // a connection whose peer vanished (a failover, a cut network) is noticed and replaced
    keepAlive: true,
    // connections are kept once opened: a new one costs a backend start, its catalog reads and the
    // plans of its prepared statements, and reopening those the pool had closed after 10 s idle
    // stalled every message for up to a second under a steady load
    idleTimeoutMillis: 0,
  });
  // an idle client dropped by the server must not crash the process; the pool replaces it on demand
  pool.on('error', () => undefined);
  markConnectFailures(pool);
  const db = drizzlePg(pool, { schema }) as unknown as TDb;
  const notifications = createPgNotifications({
    connectionString: url,
    pool,
    connectTimeoutMs: CONNECT_TIMEOUT_MS,
  });
  const presence = createPgPresence({ connectionString: url, connectTimeoutMs: CONNECT_TIMEOUT_MS });
  return {
    kind: 'postgres',
    db,
    async migrate() {
      const client = await pool.connect();
      try {
        await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK]);
        await migratePg(drizzlePg(client, { schema }), { migrationsFolder: MIGRATIONS_DIR });
      } finally {
        await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK]).catch(() => undefined);
        client.release();
      }
    },
    ping: () =>
      pool.query('select 1').then(
        () => true,
        () => false,
      ),
    notifications,
    sql: pgSqlClient(pool),
    poolStats: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
    presence,
    close: () =>
      Promise.all([notifications.close(), presence.close()])
        .then(() => undefined)
        .finally(() => pool.end()),
  };
}

export function wrapPglite(client: PGlite, onClose: () => void = () => undefined): TDatabase {
  const db = drizzlePglite(pgliteStatements(client) as unknown as PGlite, { schema }) as unknown as TDb;
  const notifications = createPgliteNotifications(client);
  return {
    kind: 'pglite',
    db,
    migrate: () => migratePglite(drizzlePglite(client, { schema }), { migrationsFolder: MIGRATIONS_DIR }),
    ping: () =>
      client.query('select 1').then(
        () => true,
        () => false,
      ),
    notifications,
    presence: createSoloPresence(),
    sql: pgliteSqlClient(client),
    close: () =>
      notifications
        .close()
        .then(() => client.close())
        .finally(onClose),
  };
}

/** What every PGlite loads, the tests' included: pg_trgm indexes the question search (migration 0031). */
export const PGLITE_EXTENSIONS = { pg_trgm };

/**
 * PGlite keeps PostgreSQL's shared buffers in its WebAssembly memory, which never shrinks: the
 * default 128 MB is most of the process's memory, for a database that its host's page cache holds
 * anyway.
 */
const PGLITE_OPTIONS = {
  startParams: [...PGlite.defaultStartParams, '-c', 'shared_buffers=16MB'],
  extensions: PGLITE_EXTENSIONS,
};

export async function openPglite(dataDir: string | undefined): Promise<TDatabase> {
  if (!dataDir) {
    const memory = new PGlite(PGLITE_OPTIONS);
    await memory.waitReady;
    return wrapPglite(memory);
  }
  fs.mkdirSync(dataDir, { recursive: true });
  const release = lockDataDir(dataDir);
  try {
    const client = new PGlite(path.join(dataDir, 'pglite'), PGLITE_OPTIONS);
    await client.waitReady;
    return wrapPglite(client, release);
  } catch (err) {
    release();
    throw err;
  }
}

export async function openDatabase(opts: { databaseUrl?: string; dataDir: string }): Promise<TDatabase> {
  return opts.databaseUrl ? openPostgres(opts.databaseUrl) : openPglite(opts.dataDir);
}
