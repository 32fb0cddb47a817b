import { createRequire } from 'node:module';
import type { TSqlClient } from '../db/sql-client';
import { isDatabaseUnavailable, markDatabaseError } from '../db/outage';

/** pg-boss's own statements (it exports no types for them). */
const plans = createRequire(import.meta.url)('pg-boss/src/plans.js') as Record<
  'completeJobs' | 'failJobsById',
  (schema: string) => string
>;

const NOTHING = undefined as unknown as { rows: unknown[] };

/**
 * The runtime's door to the database. Closing it waits for the queries already sent (a handler's
 * completion is sent without being awaited) and answers later ones with nothing, the way pg-boss's
 * own closed pool does, so that a polling loop winding down never reaches a closed database.
 *
 * Its failures are the database's (a refused connection here is the database's, not a mail
 * server's), and those saying the database is out of reach go to `onUnavailable` as well: pg-boss
 * swallows a failed poll, so an idle worker would otherwise never notice an outage.
 */
export function createSqlGate(
  sql: TSqlClient,
  opts: { schema: string; onUnavailable?: (err: unknown) => void },
) {
  // pg-boss records the end of a run (done or failed) without awaiting it: failing for want of a
  // database, it would end the process (an unhandled rejection). It is dropped instead, as by a
  // process that died there: the run stays active until its expiry, and is then retried.
  const runEndings = new Set([plans.completeJobs(opts.schema), plans.failJobsById(opts.schema)]);
  let isOpen = true;
  const inFlight = new Set<Promise<unknown>>();

  function execute(text: string, values: unknown[] | undefined, isAwaited: boolean) {
    // pg-boss reads an undefined result as "no rows, nothing changed"
    if (!isOpen) return Promise.resolve(NOTHING);
    const query = sql.executeSql(text, values).catch((err: unknown) => {
      markDatabaseError(err);
      if (!isDatabaseUnavailable(err)) throw err;
      opts.onUnavailable?.(err);
      if (!isAwaited && runEndings.has(text)) return NOTHING;
      throw err;
    });
    inFlight.add(query);
    const forget = () => inFlight.delete(query);
    query.then(forget, forget);
    return query;
  }

  return {
    /** pg-boss's door: the ends of runs it does not await are dropped when the database is out of reach */
    executeSql: (text: string, values?: unknown[]) => execute(text, values, false),
    /** the same door for the runner's own calls (`{ db: gate.awaited }`), which await every failure */
    awaited: { executeSql: (text: string, values?: unknown[]) => execute(text, values, true) } as TSqlClient,
    async close() {
      isOpen = false;
      await Promise.allSettled([...inFlight]);
    },
  };
}
