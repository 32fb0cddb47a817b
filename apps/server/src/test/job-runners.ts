import { afterEach, expect } from 'vitest';
import { z } from 'zod';
import type { TSqlClient } from '../db/sql-client';
import type { TOutageMonitor } from '../db/outage';
import { defineJobs } from '../jobs/job-catalog';
import { createJobRunner, type TJobLog } from '../jobs/job-runner';
import { useTestDatabase } from './db';

const numbered = z.object({ n: z.number() });
const noRetry = { retryLimit: 0, retryDelaySeconds: 0, retryBackoff: false };

/** The kinds of job the runtime's tests schedule. */
export const TEST_JOBS = defineJobs({
  'test.later': { payload: numbered, ...noRetry },
  'test.flaky': { payload: numbered, retryLimit: 3, retryDelaySeconds: 1, retryBackoff: true },
  'test.doomed': { payload: z.object({}), retryLimit: 1, retryDelaySeconds: 1, retryBackoff: false },
  'test.cancel': { payload: numbered, ...noRetry },
  'test.many': { payload: numbered, ...noRetry },
  'test.slow': { payload: numbered, ...noRetry },
  // at most one waiting job per singleton key
  'test.unique': { payload: numbered, ...noRetry, policy: 'short' },
  // a run not finished within a second counts as lost, and is run once more
  'test.crash': { payload: z.object({}), ...noRetry, retryLimit: 1, expireInSeconds: 1 },
});

export const POLLING_SECONDS = 0.5;

interface TRunnerOptions {
  isWorker?: boolean;
  /** the runner's way to the database, to watch or cut what it sends */
  client?: TSqlClient;
  maintenanceIntervalSeconds?: number;
  outage?: TOutageMonitor;
}

/**
 * Runners on one database for a test file, with what they logged as errors and the messages of their
 * warnings; `stopAll` in afterEach.
 */
export function jobRunners(sql: () => TSqlClient) {
  const errors: unknown[] = [];
  const warnings: (string | undefined)[] = [];
  const log: TJobLog = {
    info: () => undefined,
    warn: (_obj, msg) => warnings.push(msg),
    error: (obj) => errors.push(obj),
  };
  const started: { stop(): Promise<void> }[] = [];
  return {
    errors,
    warnings,
    create({ isWorker = true, client = sql(), maintenanceIntervalSeconds, outage }: TRunnerOptions = {}) {
      const runner = createJobRunner({
        sql: client,
        catalog: TEST_JOBS,
        log,
        outage,
        isWorker,
        pollingIntervalSeconds: POLLING_SECONDS,
        maintenanceIntervalSeconds,
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

/**
 * A database of its own and `jobRunners` on it for the enclosing describe block; after each test
 * every runner stops, and the test fails when one of them logged an error.
 */
export function useJobRunners() {
  const database = useTestDatabase();
  const runners = jobRunners(() => database.sql);
  afterEach(async () => {
    await runners.stopAll();
    expect(runners.errors.splice(0)).toEqual([]);
  });
  return { database, runners };
}

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
