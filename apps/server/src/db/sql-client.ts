import type { PGlite } from '@electric-sql/pglite';
import type pg from 'pg';
import { sql, type SQL } from 'drizzle-orm';
import type { TDb } from './client';
import { rowsOf } from './rows';

/**
 * Raw SQL for libraries that bring their own queries (the job runtime): one statement with `$n`
 * parameters, or a script of several statements without. A failed script never leaves its
 * transaction open for whoever uses the connection next.
 */
export interface TSqlClient {
  executeSql(text: string, values?: unknown[]): Promise<{ rows: unknown[] }>;
}

const hasValues = (values?: unknown[]): values is unknown[] => values !== undefined && values.length > 0;

export function pgSqlClient(pool: pg.Pool): TSqlClient {
  return {
    async executeSql(text, values) {
      if (hasValues(values)) return pool.query(text, values);
      const client = await pool.connect();
      try {
        const result: pg.QueryResult | pg.QueryResult[] = await client.query(text);
        return Array.isArray(result) ? (result.at(-1) ?? { rows: [] }) : result;
      } catch (err) {
        // a script that opened a transaction and failed inside it would poison the pooled connection
        await client.query('rollback').catch(() => undefined);
        throw err;
      } finally {
        client.release();
      }
    },
  };
}

export function pgliteSqlClient(client: PGlite): TSqlClient {
  return {
    async executeSql(text, values) {
      if (hasValues(values)) return client.query(text, values);
      // PGlite has one connection for the whole process: running the script inside its transaction
      // keeps other queries out until it ended, and rolls it back there and then when it fails
      const results = await client.transaction((tx) => tx.exec(text));
      return results.at(-1) ?? { rows: [] };
    },
  };
}

/**
 * The same raw SQL through a drizzle database or transaction, so that a library's statements
 * (a job scheduled) commit or roll back with the product's own. One statement with `$n` only.
 */
export function drizzleSqlClient(db: TDb): TSqlClient {
  return {
    async executeSql(text, values = []) {
      const chunks: SQL[] = text
        .split(/\$(\d+)/)
        .map((part, i) => (i % 2 === 0 ? sql.raw(part) : sql`${sql.param(values[Number(part) - 1])}`));
      return { rows: rowsOf(await db.execute(sql.join(chunks))) };
    },
  };
}
