import PgBoss from 'pg-boss';
import { z } from 'zod';
import type { TSqlClient } from '../db/sql-client';
import { noteIfUnavailable, reportBackgroundError, type TOutageMonitor } from '../db/outage';
import { jobFailures } from '../lib/metrics';
import { traceJobRun } from '../lib/tracing-spans';
import type { TJobCatalog, TJobHandler, TJobInput, TJobName, TJobRun, TJobState } from './job-catalog';
import { createSqlGate } from './sql-gate';

/** pg-boss keeps its tables apart from the product's. */
export const JOBS_SCHEMA = 'pgboss';

export interface TJobLog {
  info(obj: object, msg?: string): void;
  warn(obj: object, msg?: string): void;
  error(obj: object, msg?: string): void;
}

export interface TJobRunnerOptions<C extends TJobCatalog> {
  sql: TSqlClient;
  catalog: C;
  log: TJobLog;
  /** the process's monitor of its database: an outage met by the runtime or a job run is logged there, once */
  outage?: TOutageMonitor;
  /** runs the handlers in this process; otherwise it only schedules and cancels */
  isWorker: boolean;
  /** how often an idle worker looks for due jobs (at least 0.5) */
  pollingIntervalSeconds: number;
  /** expiry of stuck runs and clean-up of old jobs, done by one process of the database at a time */
  maintenanceIntervalSeconds?: number;
  /** how long stop() lets running handlers finish before failing their jobs, to be retried elsewhere */
  shutdownTimeoutMs?: number;
}

export interface TScheduleOptions {
  /** not before this moment; default now */
  startAfter?: Date;
  /** on `short`, `singleton` and `stately` queues, jobs of one key exclude each other as the policy says */
  singletonKey?: string;
  /** the job is written through this connection (a transaction): it exists only if that commits */
  db?: TSqlClient;
}

interface THandlerEntry {
  handler: (payload: unknown, run: TJobRun) => Promise<void>;
  concurrency: number;
}

/**
 * Background jobs in the database (pg-boss): any process schedules, the worker processes run them.
 * A due job is locked by the one worker that fetches it (SKIP LOCKED), so it runs once however many
 * workers share the database; a failed run is retried with backoff as its definition says.
 */
export function createJobRunner<C extends TJobCatalog>(opts: TJobRunnerOptions<C>) {
  const { catalog, log, outage } = opts;
  const gate = createSqlGate(opts.sql, {
    schema: JOBS_SCHEMA,
    onUnavailable: (err) => outage?.noteUnavailable(err),
  });
  const boss = new PgBoss({
    db: gate,
    schema: JOBS_SCHEMA,
    // jobs are scheduled one by one at their time: no cron schedules to keep
    schedule: false,
    maintenanceIntervalSeconds: opts.maintenanceIntervalSeconds ?? 120,
    pollingIntervalSeconds: opts.pollingIntervalSeconds,
  });
  boss.on('error', (err) => reportBackgroundError({ log, outage }, err, 'job runtime error'));
  // every queue's failure count starts at 0, so that a rate over it exists before the first failure
  for (const name of Object.keys(catalog)) jobFailures.labels(name).inc(0);
  const handlers = new Map<string, THandlerEntry>();
  let starting: Promise<void> | undefined;
  let isStopped = false;
  const stopping = new AbortController();

  async function work(name: string, { handler, concurrency }: THandlerEntry) {
    const { payload } = catalog[name]!;
    const run = async ([job]: PgBoss.JobWithMetadata[]) => {
      if (!job) return;
      const parsed = payload.safeParse(job.data);
      try {
        if (!parsed.success) throw new Error(`invalid payload: ${z.prettifyError(parsed.error)}`);
        await handler(parsed.data, {
          id: job.id,
          retryCount: job.retryCount,
          signal: stopping.signal,
          failure: failureOf(job.output),
        });
      } catch (err) {
        // still a failure (counted, retried), but one the outage's warning already tells of
        if (!noteIfUnavailable(outage, err))
          log.warn({ err, queue: name, jobId: job.id, retryCount: job.retryCount }, 'job run failed');
        jobFailures.labels(name).inc();
        throw err;
      }
    };
    const traced = (jobs: PgBoss.JobWithMetadata[]) => traceJobRun(name, jobs[0], () => run(jobs));
    for (let i = 0; i < concurrency; i++)
      await boss.work(name, { includeMetadata: true, batchSize: 1 }, traced);
  }

  /** Creates pg-boss's schema and the queues of the catalog; workers start polling. */
  function start(): Promise<void> {
    if (isStopped) return Promise.reject(new Error('the job runner has been stopped'));
    starting ??= (async () => {
      await boss.start();
      for (const [name, definition] of Object.entries(catalog))
        await boss.createQueue(name, { name, policy: definition.policy ?? 'standard' });
      if (opts.isWorker) for (const [name, entry] of handlers) await work(name, entry);
      log.info(
        { isWorker: opts.isWorker, queues: Object.keys(catalog).length, handlers: handlers.size },
        opts.isWorker ? 'job runtime started: running jobs' : 'job runtime started: scheduling only',
      );
    })();
    return starting;
  }

  return {
    isWorker: opts.isWorker,
    start,

    /** Registers the handler of one kind of job, before start(); ignored by a process that is no worker. */
    handle<N extends TJobName<C>>(name: N, handler: TJobHandler<C, N>, { concurrency = 1 } = {}) {
      if (starting) throw new Error(`register the handler of ${name} before the job runner starts`);
      handlers.set(name, { handler: handler as THandlerEntry['handler'], concurrency });
    },

    /** The id of the new job, or null when its singleton key excluded it. */
    async schedule<N extends TJobName<C>>(
      name: N,
      data: TJobInput<C, N>,
      { startAfter, singletonKey, db }: TScheduleOptions = {},
    ): Promise<string | null> {
      const definition = catalog[name]!;
      const parsed = definition.payload.safeParse(data);
      if (!parsed.success) throw new Error(`invalid ${name} payload: ${z.prettifyError(parsed.error)}`);
      await start();
      return boss.send(name, data as object, {
        startAfter,
        singletonKey,
        retryLimit: definition.retryLimit,
        retryDelay: definition.retryDelaySeconds,
        retryBackoff: definition.retryBackoff,
        ...(definition.expireInSeconds ? { expireInSeconds: definition.expireInSeconds } : {}),
        ...(definition.deadLetter ? { deadLetter: definition.deadLetter } : {}),
        ...(db ? { db } : {}),
      });
    },

    /** Keeps a waiting job from running; a run already going is not interrupted. */
    async cancel(id: string): Promise<void> {
      const name = (await find(id))?.name;
      if (name) await boss.cancel(name, id);
    },

    /**
     * Fails runs that are going nowhere (their worker is gone): each is retried after its delay, as
     * any failed run is, or handed to its dead-letter queue after its last try.
     */
    async failRuns<N extends TJobName<C>>(name: N, ids: string[], reason: string): Promise<void> {
      if (ids.length === 0) return;
      await start();
      // through the door that reports an outage rather than taking the failure as done
      for (const id of ids) await boss.fail(name, id, { message: reason }, { db: gate.awaited });
      jobFailures.labels(name).inc(ids.length);
    },

    /** Cancels the jobs of one singleton key that have not started yet (through `db` when given). */
    async cancelWaiting<N extends TJobName<C>>(
      name: N,
      singletonKey: string,
      { db }: Pick<TScheduleOptions, 'db'> = {},
    ): Promise<void> {
      await start();
      const { rows } = await (db ?? gate).executeSql(
        `select id from ${JOBS_SCHEMA}.job
         where name = $1 and singleton_key = $2 and state in ('created', 'retry')`,
        [name, singletonKey],
      );
      const ids = (rows as { id: string }[]).map((row) => row.id);
      if (ids.length > 0) await boss.cancel(name, ids, db ? { db } : undefined);
    },

    /** Queued and running jobs per queue of the catalog; nothing before start() or after stop(). */
    async queueDepths(): Promise<Record<string, number>> {
      if (!starting || isStopped) return {};
      await starting;
      const names = Object.keys(catalog);
      const sizes = await Promise.all(names.map((name) => boss.getQueueSize(name, { before: 'completed' })));
      return Object.fromEntries(names.map((name, i) => [name, sizes[i]!]));
    },

    /** Where a job stands, or null for an unknown id. */
    async getState(id: string): Promise<TJobState | null> {
      return (await find(id))?.state ?? null;
    },

    /** Lets running handlers finish (up to the shutdown timeout); nothing polls afterwards. */
    async stop() {
      if (isStopped) return;
      isStopped = true;
      stopping.abort();
      if (starting) {
        await starting.catch(() => undefined);
        await boss.stop({
          graceful: true,
          wait: true,
          close: false,
          timeout: opts.shutdownTimeoutMs ?? 30_000,
        });
      }
      await gate.close();
    },
  };

  async function find(id: string) {
    if (!z.uuid().safeParse(id).success) return undefined;
    await start();
    const { rows } = await gate.executeSql(
      `select name, state from ${JOBS_SCHEMA}.job where id = $1
       union all select name, state from ${JOBS_SCHEMA}.archive where id = $1 limit 1`,
      [id],
    );
    return rows[0] as { name: string; state: TJobState } | undefined;
  }
}

/** The message pg-boss kept of a failed run: the handler's error, or its expiry. */
function failureOf(output: unknown): string | undefined {
  const kept = output as { message?: unknown; value?: { message?: unknown } } | null | undefined;
  const message = kept?.message ?? kept?.value?.message;
  return typeof message === 'string' ? message : undefined;
}

export type TJobRunner<C extends TJobCatalog> = ReturnType<typeof createJobRunner<C>>;
