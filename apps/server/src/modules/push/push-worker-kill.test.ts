import os from 'node:os';
import fs from 'node:fs';
import path from 'node:path';
import { count, eq } from 'drizzle-orm';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { PUSH_STATUSES, pushStatusName } from '@askhr/shared/push/push.constants';
import { openPostgres } from '../../db/client';
import { pushDeliveries } from '../../db/schema-push';
import { createJobRunner } from '../../jobs/job-runner';
import { createPushScheduler, PUSH_JOBS } from './push.jobs';
import { createTenant } from '../../test/factories/tenants';
import {
  deliveriesOf,
  dueItem,
  employeeOn,
  groupOf,
  installSlack,
  itemOf,
} from '../../test/kits/push-delivery';
import { startFakeSlackWorkspace } from '../../test/kits/slack-workspace';
import { findPostgresBin, spawnServer, spawnWorker, startPgCluster } from '../../test/pg-cluster';

/** a small push, for CI (2,000, the size of the push an operator reported, took 72 s) */
const EMPLOYEES = 300;
/** what an operator is promised: a killed worker's send goes on within a minute of a worker being up */
const RESUME_MS = 60_000;
/** once resumed, the rest of a 300-message push takes seconds */
const FINISH_MS = 60_000;
/** an item not done sending yet */
const ACTIVE: number[] = [PUSH_STATUSES.Scheduled, PUSH_STATUSES.Sending];
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const quiet = { info: () => undefined, warn: () => undefined, error: () => undefined };

type TWorker = Awaited<ReturnType<typeof spawnWorker>>;

/** Polls `probe` every `everyMs` until it answers something, or `ms` have passed (undefined). */
async function waitFor<T>(probe: () => T | undefined | Promise<T | undefined>, ms: number, everyMs = 50) {
  const deadline = Date.now() + ms;
  for (;;) {
    const found = await probe();
    if (found !== undefined || Date.now() > deadline) return found;
    await sleep(everyMs);
  }
}

/** The worker's own lines that an operator would read about the kill: warnings and errors, push lines. */
const linesOf = (worker: TWorker) =>
  worker.logs
    .filter((line) => line.level >= 40 || /push|send|lease/i.test(line.msg ?? ''))
    .map((line) => `${line.level} ${line.msg ?? ''}`)
    .slice(-20);

/**
 * An API process and a `--worker-only` process on a PostgreSQL of their own, the worker killed with
 * SIGKILL a third of the way through a push to 300 Slack employees and a new one started at once:
 * the send must go on within a minute of the new worker being up (not at the job's 15-minute
 * expiry), reach nobody twice, and end with a status and counts that tell what happened. Runs with
 * the PostgreSQL suite.
 */
const bin = findPostgresBin();
describe.skipIf(!inject('postgresUrl') || !bin)('a push through a kill -9 of its worker', () => {
  const cleanup: (() => unknown)[] = [];
  afterAll(async () => {
    for (const step of cleanup.reverse()) await step();
  }, 120_000);

  it('resumes within a minute, sends nobody two messages and ends Sent', { timeout: 300_000 }, async () => {
    const cluster = await startPgCluster(bin!);
    cleanup.push(() => cluster.stop());
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'askhr-push-kill-'));
    cleanup.push(() => fs.rmSync(dataDir, { recursive: true, force: true }));
    const slack = await startFakeSlackWorkspace({ latencyMs: 20 });
    cleanup.push(() => slack.close());
    // no DATA_ENCRYPTION_KEY, as in the test's own config: every process, and installSlack here,
    // seals and opens the bot token with the key the first process stored in server_secrets
    const env = {
      DATABASE_URL: cluster.url,
      DATA_DIR: dataDir,
      SEED_DEMO: 'false',
      SIMULATE_DEMO: 'false',
      NLU_EMBEDDINGS: 'off',
      EMBEDDINGS_MODEL: 'off',
      LOG_LEVEL: 'warn',
      SLACK_API_URL: slack.apiUrl,
    };
    // the API process migrates the database first; the workers find it ready
    const api = await spawnServer(env, ['--no-worker']);
    cleanup.push(() => api.stop());
    // a worker says it is ready at info level
    const workerEnv = { ...env, LOG_LEVEL: 'info' };
    const workers: TWorker[] = [await spawnWorker(workerEnv)];
    cleanup.push(() => Promise.all(workers.map((w) => w.stop())));

    const database = openPostgres(cluster.url, 4);
    cleanup.push(() => database.close());
    const { db } = database;
    /** the item's delivery rows by state */
    const statesOf = async (pushItemId: number): Promise<Record<string, number>> =>
      Object.fromEntries(
        (
          await db
            .select({ state: pushDeliveries.state, rows: count() })
            .from(pushDeliveries)
            .where(eq(pushDeliveries.pushItemId, pushItemId))
            .groupBy(pushDeliveries.state)
        ).map(({ state, rows }) => [state, rows]),
      );
    const tenant = await createTenant(db);
    await installSlack(db, tenant.id);
    const employees = [];
    for (let i = 0; i < EMPLOYEES; i++) employees.push(await employeeOn(db, tenant.id, 'slack'));
    const item = await dueItem(db, tenant.id, [groupOf('slack')]);

    // scheduled as the push routes do, from a process that runs no jobs
    const scheduling = createJobRunner({
      sql: database.sql,
      catalog: PUSH_JOBS,
      log: quiet,
      isWorker: false,
      pollingIntervalSeconds: 2,
    });
    cleanup.push(() => scheduling.stop());
    await createPushScheduler(scheduling).scheduleItem({ ...item, date: new Date() });

    // killed while a post is in flight: the fake records a post as it arrives and answers 20 ms later
    const third = Math.round(EMPLOYEES / 3);
    const reachedThird = await waitFor(() => (slack.posts.length >= third ? true : undefined), 60_000, 2);
    expect(reachedThird, `the first worker sent ${slack.posts.length} of ${third} posts in 60 s`).toBe(true);
    const killedAt = Date.now();
    await workers[0]!.kill();
    const postsAtKill = slack.posts.length;
    // the rows the killed worker was sending: the run that takes over settles them
    const inFlightAtKill = (await statesOf(item.id))['sending'] ?? 0;
    workers.push(await spawnWorker(workerEnv));
    const readyAt = Date.now();

    const resumedPost = await waitFor(() => slack.posts[postsAtKill], readyAt + RESUME_MS - Date.now());
    const resumedAt = resumedPost?.at;
    const finished = resumedAt
      ? await waitFor(async () => {
          const row = await itemOf(db, item.id);
          return ACTIVE.includes(row.statusId) ? undefined : row;
        }, FINISH_MS)
      : undefined;
    const finishedAt = finished ? Date.now() : undefined;

    const row = await itemOf(db, item.id);
    const states = await statesOf(item.id);
    const byUser = slack.postsByUser();
    const once = employees.filter((e) => byUser.get(e.channelUserId) === 1).length;
    const figures = {
      employees: EMPLOYEES,
      postsAtKill,
      inFlightAtKill,
      posts: slack.posts.length,
      workerReadyAfterKillMs: readyAt - killedAt,
      resumedAfterKillMs: resumedAt ? resumedAt - killedAt : null,
      resumedAfterReadyMs: resumedAt ? resumedAt - readyAt : null,
      finishedAfterKillMs: finishedAt ? finishedAt - killedAt : null,
      usersOnce: once,
      usersTwice: [...byUser.values()].filter((n) => n > 1).length,
      usersNone: employees.filter((e) => !byUser.has(e.channelUserId)).length,
      status: pushStatusName(row.statusId),
      successfulRecipients: row.successfulRecipients,
      uncertainCount: row.uncertainCount,
      otherProblemsCount: row.otherProblemsCount,
      botBlockedCount: row.botBlockedCount,
      botNotInstalledCount: row.botNotInstalledCount,
      deliveries: states,
    };
    console.log(`Push worker kill: ${JSON.stringify(figures)}`);

    const stalled =
      `no post within ${RESUME_MS / 1000} s of the new worker being ready: the send stayed with the ` +
      `killed worker (its job is handed back at expiry, 15 minutes). New worker's lines: ` +
      JSON.stringify(linesOf(workers[1]!));
    expect(figures.resumedAfterReadyMs, stalled).not.toBeNull();
    expect(figures.resumedAfterReadyMs!).toBeLessThanOrEqual(RESUME_MS);
    expect(finished, `still ${figures.status} ${FINISH_MS / 1000} s after it resumed`).toBeDefined();
    expect(figures.usersTwice, 'employees who got two posts').toBe(0);
    // an employee without exactly one post is one whose row says uncertain (not sent twice)
    const stateOf = new Map((await deliveriesOf(db, item.id)).map((d) => [d.botUserId, d.state]));
    const unaccounted = employees.filter(
      (e) => byUser.get(e.channelUserId) !== 1 && stateOf.get(e.id) !== 'uncertain',
    );
    expect(unaccounted.map((e) => [e.channelUserId, stateOf.get(e.id)])).toEqual([]);
    expect(row.uncertainCount, 'uncertain_count against the rows left uncertain').toBe(
      states['uncertain'] ?? 0,
    );
    expect(row.successfulRecipients, 'successful recipients against employees with one post').toBe(once);
    expect(figures.status).toBe(pushStatusName(PUSH_STATUSES.Sent));
  });
});
