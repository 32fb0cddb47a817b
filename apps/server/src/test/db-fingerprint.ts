import { sql } from 'drizzle-orm';
import type { TDb } from '../db/client';
import { rowsOf } from '../db/rows';

/**
 * What reads change on purpose, left out of the fingerprint: the guard stamps a user's last visit,
 * and sign-in attempts are counted for the rate limit.
 */
const IGNORED_COLUMNS: Record<string, readonly string[]> = { users: ['last_seen'] };
const IGNORED_TABLES = new Set(['login_attempts']);

const quoted = (name: string) => `"${name.replace(/"/g, '""')}"`;

/** The fingerprint's query, built once per database: reading the catalogue is most of a fingerprint's time. */
const queries = new WeakMap<TDb, Promise<string>>();

async function fingerprintQuery(db: TDb): Promise<string> {
  const columns = rowsOf<{ table_name: string; column_name: string }>(
    await db.execute(sql`
      select c.table_name, c.column_name
      from information_schema.columns c
      join information_schema.tables t on t.table_schema = c.table_schema and t.table_name = c.table_name
      where c.table_schema = 'public' and t.table_type = 'BASE TABLE'
      order by c.table_name, c.ordinal_position`),
  );
  const byTable = new Map<string, string[]>();
  for (const { table_name: table, column_name: column } of columns) {
    if (IGNORED_TABLES.has(table) || IGNORED_COLUMNS[table]?.includes(column)) continue;
    byTable.set(table, [...(byTable.get(table) ?? []), column]);
  }
  const parts = [...byTable].map(([table, cols]) => {
    const row = `json_build_array(${cols.map(quoted).join(', ')})::text`;
    return `select '${table}' as name, count(*)::text || ':' || coalesce(md5(string_agg(${row}, E'\\n' order by ${row})), '') as print from public.${quoted(table)}`;
  });
  return parts.join('\nunion all\n');
}

/**
 * Row count and md5 of every table of the public schema, rows taken in a fixed order: equal
 * fingerprints before and after some requests mean that they wrote nothing.
 */
export async function dbFingerprint(db: TDb): Promise<Record<string, string>> {
  if (!queries.has(db)) queries.set(db, fingerprintQuery(db));
  const rows = rowsOf<{ name: string; print: string }>(await db.execute(sql.raw(await queries.get(db)!)));
  return Object.fromEntries(rows.map((r) => [r.name, r.print]));
}

/**
 * Cheap hint that something may have been written: the next transaction id moves when a
 * transaction writes (or starts to and fails), not for reads. Equal marks spare the fingerprint.
 */
export async function writeMark(db: TDb): Promise<string> {
  const [row] = rowsOf<{ mark: string }>(
    await db.execute(sql`select pg_snapshot_xmax(pg_current_snapshot())::text as mark`),
  );
  return row!.mark;
}
