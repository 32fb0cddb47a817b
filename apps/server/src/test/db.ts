import crypto from 'node:crypto';
import fs from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { inject } from 'vitest';
import { openPostgres, PGLITE_EXTENSIONS, wrapPglite, type TDatabase } from '../db/client';
import { useBeforeAll } from './lifecycle';

export const TEMPLATE_DB = 'askhr_test_template';

async function adminQuery(postgresUrl: string, query: string) {
  const admin = new pg.Client({ connectionString: postgresUrl });
  await admin.connect();
  await admin.query(query);
  await admin.end();
}

/** A copy of the migrated template on the PostgreSQL server of `postgresUrl`, and the way to drop it. */
export async function createPostgresCopy(postgresUrl: string) {
  const name = `askhr_test_${crypto.randomBytes(6).toString('hex')}`;
  await adminQuery(postgresUrl, `create database ${name} template ${TEMPLATE_DB}`);
  const url = new URL(postgresUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: () => adminQuery(postgresUrl, `drop database if exists ${name} with (force)`),
  };
}

async function createPgliteCopy() {
  const dump = new Blob([fs.readFileSync(inject('pgliteTemplate'))]);
  const client = new PGlite({ loadDataDir: dump, extensions: PGLITE_EXTENSIONS });
  await client.waitReady;
  return client;
}

/** A migrated database of its own for the calling test file (PGlite, or PostgreSQL when configured). */
export async function createTestDatabase(): Promise<TDatabase> {
  const postgresUrl = inject('postgresUrl');
  if (postgresUrl) {
    const copy = await createPostgresCopy(postgresUrl);
    const database = openPostgres(copy.url, 4);
    return { ...database, close: () => database.close().then(copy.drop) };
  }
  return wrapPglite(await createPgliteCopy());
}

/** `createTestDatabase` for the enclosing describe block (or file), closed after its tests. */
export function useTestDatabase(): TDatabase {
  return useBeforeAll(createTestDatabase, (database) => database.close());
}

/**
 * Two handles on one migrated database, as two server processes have them: each with connections
 * and a notification listener of its own (on PGlite, listeners of their own on the one database).
 */
export async function createTestDatabasePair() {
  const postgresUrl = inject('postgresUrl');
  if (postgresUrl) {
    const copy = await createPostgresCopy(postgresUrl);
    const databases = [openPostgres(copy.url, 4), openPostgres(copy.url, 4)] as const;
    return {
      databases,
      close: () => Promise.all(databases.map((d) => d.close())).then(copy.drop),
    };
  }
  const client = await createPgliteCopy();
  const databases = [wrapPglite(client), wrapPglite(client)] as const;
  return {
    databases,
    close: () => databases[1].notifications.close().then(() => databases[0].close()),
  };
}

/**
 * The address of a PostgreSQL test database, for what needs connections of its own on it (a
 * process's presence); undefined on PGlite.
 */
export async function postgresUrlOf(database: TDatabase): Promise<string | undefined> {
  const postgresUrl = inject('postgresUrl');
  if (!postgresUrl || database.kind !== 'postgres') return undefined;
  const { rows } = await database.sql.executeSql('select current_database() as name', []);
  const url = new URL(postgresUrl);
  url.pathname = `/${(rows[0] as { name: string }).name}`;
  return url.toString();
}
