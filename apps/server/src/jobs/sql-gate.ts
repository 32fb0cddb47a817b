import type { TSqlClient } from '../db/sql-client';

/**
 * The runtime's door to the database. Closing it waits for the queries already sent (a handler's
 * completion is sent without being awaited) and answers later ones with nothing, the way pg-boss's
 * own closed pool does, so that a polling loop winding down never reaches a closed database.
 */
export function createSqlGate(sql: TSqlClient) {
  let isOpen = true;
  const inFlight = new Set<Promise<unknown>>();
  return {
    executeSql(text: string, values?: unknown[]): Promise<{ rows: unknown[] }> {
      // pg-boss reads an undefined result as "no rows, nothing changed"
      if (!isOpen) return Promise.resolve(undefined as unknown as { rows: unknown[] });
      const query = sql.executeSql(text, values);
      inFlight.add(query);
      const forget = () => inFlight.delete(query);
      query.then(forget, forget);
      return query;
    },
    async close() {
      isOpen = false;
      await Promise.allSettled([...inFlight]);
    },
  };
}
