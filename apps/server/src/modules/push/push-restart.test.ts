import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PUSH_STATUSES } from '@askhr/shared/push/push.constants';
import type { TDatabase } from '../../db/client';
import { createJobRunner } from '../../jobs/job-runner';
import { createPushScheduler, PUSH_JOBS } from './push.jobs';
import { testConfig } from '../../test/app';
import { createTestDatabase } from '../../test/db';
import { createTenant } from '../../test/factories/tenants';
import { POLLING_SECONDS, sleep } from '../../test/job-runners';
import { dueItem, employeeOn, groupOf, installSlack, itemOf } from '../../test/kits/push-delivery';
import { sendPushItem } from './push-send';
import { createPushSenders } from '../../bot/push/push-senders';
import { startFakeSlackWorkspace, type TFakeSlackWorkspace } from '../../test/kits/slack-workspace';

const log = { info: () => undefined, warn: () => undefined, error: () => undefined };
const eventually = { timeout: 40_000, interval: 100 };

describe('push delivery across a worker restart', () => {
  let database: TDatabase;
  let slack: TFakeSlackWorkspace;
  beforeAll(async () => {
    database = await createTestDatabase();
    slack = await startFakeSlackWorkspace({ latencyMs: 25 });
  });
  afterAll(async () => {
    await slack.close();
    await database.close();
  });

  /** A worker process: the push jobs' runner with its senders (a run sends for `runBudgetMs` at most). */
  function worker(runBudgetMs?: number) {
    const { db, notifications } = database;
    const runner = createJobRunner({
      sql: database.sql,
      catalog: PUSH_JOBS,
      log,
      isWorker: true,
      pollingIntervalSeconds: POLLING_SECONDS,
      shutdownTimeoutMs: 5_000,
    });
    const config = testConfig({ SLACK_API_URL: slack.apiUrl });
    const senders = createPushSenders({ db, config, notifications, log });
    const scheduler = createPushScheduler(runner);
    const runs = { continued: 0 };
    const deps = {
      db,
      senders,
      reschedule: scheduler.rescheduleSend,
      runBudgetMs,
      continueLater: async (item: { customerId: number; id: number }) => {
        runs.continued++;
        await scheduler.rescheduleSend({ ...item, date: new Date() });
      },
    };
    runner.handle('push.send', (payload, run) => sendPushItem(deps, payload, run.signal));
    return { runner, scheduler, runs, stop: () => runner.stop().then(() => senders.close()) };
  }

  it('ends with every recipient having exactly one message when the worker stops mid-send', async () => {
    const { db } = database;
    const acme = await createTenant(db);
    await installSlack(db, acme.id);
    const users = [];
    for (let i = 0; i < 60; i++) users.push(await employeeOn(db, acme.id, 'slack'));
    const item = await dueItem(db, acme.id, [groupOf('slack')]);

    const first = worker();
    await first.runner.start();
    await first.scheduler.scheduleItem({ ...item, date: new Date() });
    await expect.poll(() => slack.posts.length, eventually).toBeGreaterThanOrEqual(10);
    await first.stop();
    const atStop = slack.posts.length;
    expect(atStop).toBeLessThan(users.length);
    await sleep(300);
    expect(slack.posts.length).toBe(atStop);

    const second = worker();
    await second.runner.start();
    try {
      await expect
        .poll(async () => (await itemOf(db, item.id)).statusId, eventually)
        .toBe(PUSH_STATUSES.Sent);
    } finally {
      await second.stop();
    }
    const byUser = slack.postsByUser();
    expect(users.filter((u) => byUser.get(u.channelUserId) !== 1)).toEqual([]);
    expect(slack.posts).toHaveLength(users.length);
    expect((await itemOf(db, item.id)).successfulRecipients).toBe(users.length);
  }, 60_000);

  it('hands a long send over from run to run, each recipient getting exactly one message', async () => {
    const { db } = database;
    const acme = await createTenant(db);
    await installSlack(db, acme.id);
    const users = [];
    for (let i = 0; i < 30; i++) users.push(await employeeOn(db, acme.id, 'slack'));
    const item = await dueItem(db, acme.id, [groupOf('slack')]);
    const before = slack.posts.length;
    // each run sends for about 150 ms (six posts of 25 ms), then schedules the next one
    const busy = worker(150);
    await busy.runner.start();
    try {
      await busy.scheduler.scheduleItem({ ...item, date: new Date() });
      await expect
        .poll(async () => (await itemOf(db, item.id)).statusId, eventually)
        .toBe(PUSH_STATUSES.Sent);
    } finally {
      await busy.stop();
    }
    expect(busy.runs.continued).toBeGreaterThanOrEqual(2);
    const byUser = slack.postsByUser();
    expect(users.filter((u) => byUser.get(u.channelUserId) !== 1)).toEqual([]);
    expect(slack.posts.length - before).toBe(users.length);
    expect((await itemOf(db, item.id)).successfulRecipients).toBe(users.length);
  }, 60_000);
});
