import type { z } from 'zod';

/** pg-boss queue policies: `short` keeps at most one waiting job per singleton key. */
export type TJobPolicy = 'standard' | 'short' | 'singleton' | 'stately';

export type TJobState = 'created' | 'retry' | 'active' | 'completed' | 'cancelled' | 'failed';

/** What a kind of job carries and how a failed run is retried. */
export interface TJobDefinition<TPayload extends z.ZodObject = z.ZodObject> {
  /** a JSON object, checked when the job is scheduled and again before its handler runs */
  payload: TPayload;
  /** failed runs are retried this many times, then the job stays failed */
  retryLimit: number;
  /** seconds before the first retry */
  retryDelaySeconds: number;
  /** each further retry waits about twice as long as the one before (with jitter) */
  retryBackoff: boolean;
  /** a run still going after this long counts as failed and is retried; default 15 minutes */
  expireInSeconds?: number;
  /** fixed when the queue is first created in a database: a later change needs a new queue name */
  policy?: TJobPolicy;
  /**
   * a queue of the catalog that receives a job of the same payload once this one has failed its
   * last retry (by an error or by expiring), so that its handler can record the failure
   */
  deadLetter?: string;
}

export type TJobCatalog = Record<string, TJobDefinition>;

export type TJobName<C extends TJobCatalog> = keyof C & string;

/** The payload as the scheduler passes it in. */
export type TJobInput<C extends TJobCatalog, N extends TJobName<C>> = z.input<C[N]['payload']>;

/** The payload as the handler receives it, parsed. */
export type TJobPayload<C extends TJobCatalog, N extends TJobName<C>> = z.output<C[N]['payload']>;

export interface TJobRun {
  id: string;
  /** 0 on the first run, then 1, 2, ... on retries */
  retryCount: number;
  /** aborted when the runner stops: a long handler ends between two steps, to be retried elsewhere */
  signal: AbortSignal;
  /** on a dead-letter queue: why the original job failed its last try */
  failure?: string;
}

export type TJobHandler<C extends TJobCatalog, N extends TJobName<C>> = (
  payload: TJobPayload<C, N>,
  run: TJobRun,
) => Promise<void>;

/** Queue names: lower case words joined by dots or dashes, as pg-boss wants them. */
export const JOB_NAME = /^[a-z][a-z0-9]*([.-][a-z0-9]+)*$/;

export function defineJobs<C extends TJobCatalog>(catalog: C): C {
  for (const [name, definition] of Object.entries(catalog)) {
    if (!JOB_NAME.test(name)) throw new Error(`invalid job name ${name}`);
    if (definition.deadLetter && !catalog[definition.deadLetter])
      throw new Error(`the dead-letter queue of ${name} is not in the catalog`);
  }
  return catalog;
}

/** The coming `hour`:00 UTC after `now`: when a nightly job schedules its next run. */
export function nextUtcHour(now: Date, hour: number): Date {
  const next = new Date(now);
  next.setUTCHours(hour, 0, 0, 0);
  if (next <= now) next.setUTCDate(next.getUTCDate() + 1);
  return next;
}
