import crypto from 'node:crypto';
import fs from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { inject } from 'vitest';
import { openPostgres, wrapPglite, type TDatabase } from '../db/client';

export const TEMPLATE_DB = 'askhr_test_template';

/** A migrated database of its own for the calling test file (PGlite, or PostgreSQL when configured). */
export async function createTestDatabase(): Promise<TDatabase> {
  const postgresUrl = inject('postgresUrl');
  if (postgresUrl) {
    const name = `askhr_test_${crypto.randomBytes(6).toString('hex')}`;
    const admin = new pg.Client({ connectionString: postgresUrl });
    await admin.connect();
    await admin.query(`create database ${name} template ${TEMPLATE_DB}`);
    await admin.end();
    const url = new URL(postgresUrl);
    url.pathname = `/${name}`;
    const database = openPostgres(url.toString(), 4);
    return {
      ...database,
      async close() {
        await database.close();
        const cleanup = new pg.Client({ connectionString: postgresUrl });
        await cleanup.connect();
        await cleanup.query(`drop database if exists ${name} with (force)`);
        await cleanup.end();
      },
    };
  }
  const dump = new Blob([fs.readFileSync(inject('pgliteTemplate'))]);
  const client = new PGlite({ loadDataDir: dump });
  await client.waitReady;
  return wrapPglite(client);
}
