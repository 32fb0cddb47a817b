import crypto from 'node:crypto';
import pg from 'pg';
import { openPglite, openPostgres, type TDatabase } from '../src/db/client';

/** `url`: the PostgreSQL database's own address, for other processes of the run (none on PGlite). */
export type TBenchDatabase = TDatabase & { label: string; url?: string };

/** `--postgres=postgres://user@host:port/db`: a PostgreSQL server to run the database rows on too. */
export const postgresArg = (argv: string[]) =>
  argv.find((a) => a.startsWith('--postgres='))?.slice('--postgres='.length) || undefined;

/**
 * A fresh, empty database for one bench run: in-memory PGlite, or a new database created on the
 * given PostgreSQL server and dropped again on close.
 */
export async function openBenchDatabase(postgresUrl?: string, poolSize = 20): Promise<TBenchDatabase> {
  if (!postgresUrl) return { ...(await openPglite(undefined)), label: 'PGlite' };
  const name = `askhr_bench_${crypto.randomBytes(6).toString('hex')}`;
  const admin = async (sql: string) => {
    const client = new pg.Client({ connectionString: postgresUrl });
    await client.connect();
    try {
      await client.query(sql);
    } finally {
      await client.end();
    }
  };
  await admin(`create database ${name}`);
  const url = new URL(postgresUrl);
  url.pathname = `/${name}`;
  const database = openPostgres(url.toString(), poolSize);
  const shown = (await database.db.execute('show server_version')) as { rows: { server_version: string }[] };
  return {
    ...database,
    label: `PostgreSQL ${shown.rows[0]?.server_version.split(' ')[0] ?? ''}`,
    url: url.toString(),
    async close() {
      await database.close();
      await admin(`drop database if exists ${name} with (force)`);
    },
  };
}
