import type { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import type pg from 'pg';
import { schema, type TDatabase, type TDb } from '../db/client';

/**
 * Another handle on the same connections that tells `logQuery` every statement it runs, prepared
 * ones included, so that a test can count what a path costs.
 */
export function loggingDb(database: TDatabase, logQuery: (query: string) => void): TDb {
  const client = (database.db as unknown as { $client: unknown }).$client;
  const logger = { logQuery };
  return (database.kind === 'pglite'
    ? drizzlePglite(client as PGlite, { schema, logger })
    : drizzlePg(client as pg.Pool, { schema, logger })) as unknown as TDb;
}
