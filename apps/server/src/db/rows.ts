/** The rows of a raw `db.execute` result, whichever driver (pg or PGlite) ran it. */
export function rowsOf<T = Record<string, unknown>>(result: unknown): T[] {
  const rows = typeof result === 'object' && result !== null && 'rows' in result ? result.rows : undefined;
  return Array.isArray(rows) ? (rows as T[]) : [];
}
