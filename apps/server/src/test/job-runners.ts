import { z } from 'zod';
import type { TSqlClient } from '../db/sql-client';
import { defineJobs } from '../jobs/job-catalog';
import { createJobRunner, type TJobLog } from '../jobs/job-runner';

/** The kinds of job the runtime's tests schedule. */
export const TEST_JOBS = defineJobs({
  'test.later': {
    payload: z.object({ n: z.number() }),
    retryLimit: 0,
    retryDelaySeconds: 0,
    retryBackoff: false,
  },
  'test.flaky': {
    payload: z.object({ n: z.number() }),
    retryLimit: 3,
    retryDelaySeconds: 1,
    retryBackoff: true,
  },
  'test.doomed': { payload: z.object({}), retryLimit: 1, retryDelaySeconds: 1, retryBackoff: false },
  'test.cancel': {
    payload: z.object({ n: z.number() }),
    retryLimit: 0,
    retryDelaySeconds: 0,
    retryBackoff: false,
  },
  'test.many': {
    payload: z.object({ n: z.number() }),
    retryLimit: 0,
    retryDelaySeconds: 0,
    retryBackoff: false,
  },
  'test.slow': {
    payload: z.object({ n: z.number() }),
    retryLimit: 0,
    retryDelaySeconds: 0,
    retryBackoff: false,
  },
});

export const POLLING_SECONDS = 0.5;

/** Runners on one database for a test file, with what they logged as errors; `stopAll` in afterEach. */
export function jobRunners(sql: () => TSqlClient) {
  const errors: unknown[] = [];
  const log: TJobLog = {
    info: () => undefined,
    warn: () => undefined,
    error: (obj) => errors.push(obj),
  };
  const started: { stop(): Promise<void> }[] = [];
  return {
    errors,
    create({ isWorker = true, client = sql() }: { isWorker?: boolean; client?: TSqlClient } = {}) {
      const runner = createJobRunner({
        sql: client,
        catalog: TEST_JOBS,
        log,
        isWorker,
        pollingIntervalSeconds: POLLING_SECONDS,
        shutdownTimeoutMs: 5_000,
      });
      started.push(runner);
      return runner;
    },
    async stopAll() {
      await Promise.all(started.splice(0).map((r) => r.stop()));
    },
  };
}

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
