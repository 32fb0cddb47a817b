import type { TConfig } from '../config';
import type { TDatabase } from '../db/client';
import { defineJobs } from './job-catalog';
import { createJobRunner, type TJobLog, type TJobRunner } from './job-runner';

/**
 * Every kind of job of the product, by queue name: its payload schema and retry rules. A feature
 * adds its jobs here and registers their handlers in `createAppJobs`, so that API processes and
 * workers agree on the queues.
 */
export const APP_JOBS = defineJobs({});

export type TAppJobs = TJobRunner<typeof APP_JOBS>;

/** The product's job runner on its database; a worker process runs the handlers, any process schedules. */
export function createAppJobs({
  database,
  config,
  log,
}: {
  database: TDatabase;
  config: TConfig;
  log: TJobLog;
}): TAppJobs {
  return createJobRunner({
    sql: database.sql,
    catalog: APP_JOBS,
    log,
    isWorker: config.roles.isWorker,
    pollingIntervalSeconds: config.jobs.pollingIntervalSeconds,
  });
}
