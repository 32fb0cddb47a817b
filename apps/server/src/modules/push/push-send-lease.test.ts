import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { PUSH_STATUSES } from '@askhr/shared/push/push.constants';
import type { TDatabase } from '../../db/client';
import { createPgPresence, type TPresence } from '../../db/presence';
import { pushItems } from '../../db/schema-push';
import { createJobRunner } from '../../jobs/job-runner';
import { testConfig } from '../../test/app';
import { createTestDatabase, postgresUrlOf } from '../../test/db';
import { createTenant } from '../../test/factories/tenants';
import { POLLING_SECONDS } from '../../test/job-runners';
import { dueItem, employeeOn, groupOf, installSlack, itemOf } from '../../test/kits/push-delivery';
import { startFakeSlackWorkspace, type TFakeSlackWorkspace } from '../../test/kits/slack-workspace';
import { createPushSenders } from '../../bot/push/push-senders';
import { createPushScheduler, PUSH_JOBS, watchAbandonedSends } from './push.jobs';
import { sendPushItem } from './push-send';
import { findAbandonedSends, takeSendLease } from './push-send-lease';

const log = { info: () => undefined, warn: () => undefined, error: () => undefined };
const eventually = { timeout: 40_000, interval: 100 };

/**
 * The send lease on PostgreSQL, where processes hold presence locks: a worker whose process is gone
 * mid-send (here: its presence dropped and its sender hung, as a killed process leaves them) has
 * its run handed back by another worker's watch within seconds, and the send ends with every
 * employee messaged once.
 */
describe.skipIf(!inject('postgresUrl'))('the lease of a push send', () => {
  let database: TDatabase;
  let url: string;
  let slack: TFakeSlackWorkspace;
  const closing: (() => Promise<unknown>)[] = [];
  beforeAll(async () => {
    database = await createTestDatabase();
    url = (await postgresUrlOf(database))!;
    slack = await startFakeSlackWorkspace({ latencyMs: 20 });
  });
  afterAll(async () => {
    for (const close of closing.reverse()) await close();
    await slack.close();
    await database.close();
  });

  async function presenceOf() {
    const presence = createPgPresence({ connectionString: url });
    await presence.start();
    closing.push(() => presence.close());
    return presence;
  }

  /** A worker as app-jobs.ts makes one, with a presence of its own; `hang` stalls its posts for good. */
  async function worker(presence: TPresence) {
    const { db, notifications } = database;
    const runner = createJobRunner({
      sql: database.sql,
      catalog: PUSH_JOBS,
      log,
      isWorker: true,
      pollingIntervalSeconds: POLLING_SECONDS,
      shutdownTimeoutMs: 500,
    });
    const senders = createPushSenders({
      db,
      config: testConfig({ SLACK_API_URL: slack.apiUrl }),
      notifications,
      log,
    });
    const state = { hang: false };
    const hangingSenders = {
      ...senders,
      send: (...args: Parameters<typeof senders.send>) =>
        state.hang ? new Promise<never>(() => undefined) : senders.send(...args),
    };
    const scheduler = createPushScheduler(runner);
    const deps = { db, senders: hangingSenders, reschedule: scheduler.rescheduleSend };
    runner.handle('push.send', (payload, run) =>
      sendPushItem({ ...deps, lease: { jobId: run.id, presence } }, payload, run.signal),
    );
    await runner.start();
    closing.push(() => runner.stop().then(() => senders.close()));
    return { runner, scheduler, state };
  }

  it('is refused to another job while its holder lives, and taken once the holder is gone', async () => {
    const { db } = database;
    const acme = await createTenant(db);
    const item = await dueItem(db, acme.id, [groupOf('slack')]);
    const alive = await presenceOf();
    const other = await presenceOf();
    const first = await takeSendLease(db, item, { jobId: crypto.randomUUID(), presence: alive });
    expect(first).toBeDefined();
    expect(await takeSendLease(db, item, { jobId: crypto.randomUUID(), presence: other })).toBeUndefined();
    await alive.close();
    const second = await takeSendLease(db, item, { jobId: crypto.randomUUID(), presence: other });
    expect(second).toBeDefined();
    await first!.release(); // a lost lease gives nothing up
    expect((await itemOf(db, item.id)).sendHolder).toBe(other.heldKey());
    await second!.release();
    expect(await itemOf(db, item.id)).toMatchObject({ sendHolder: null, sendJobId: null });
  });

  it('is taken over when its time ran out, though its holder lives', async () => {
    const { db } = database;
    const acme = await createTenant(db);
    const item = await dueItem(db, acme.id, [groupOf('slack')]);
    const holder = await presenceOf();
    const first = await takeSendLease(db, item, { jobId: crypto.randomUUID(), presence: holder });
    await db
      .update(pushItems)
      .set({ sendLeaseUntil: sql`now() - interval '1 second'` })
      .where(sql`${pushItems.id} = ${item.id}`);
    expect(await takeSendLease(db, item, { jobId: crypto.randomUUID(), presence: holder })).toBeDefined();
    await first!.release();
  });

  it('hands a send whose worker is gone back to the queue at once, every employee messaged once', async () => {
    const { db } = database;
    const acme = await createTenant(db);
    await installSlack(db, acme.id);
    const users = [];
    for (let i = 0; i < 40; i++) users.push(await employeeOn(db, acme.id, 'slack'));
    const item = await dueItem(db, acme.id, [groupOf('slack')]);
    const before = slack.posts.length;

    const doomedPresence = await presenceOf();
    const doomed = await worker(doomedPresence);
    await doomed.scheduler.scheduleItem({ ...item, date: new Date() });
    await expect.poll(() => slack.posts.length - before, eventually).toBeGreaterThanOrEqual(10);
    // the process "dies": its next post never ends and its session (with its lock) is gone
    doomed.state.hang = true;
    await doomedPresence.close();
    const atDeath = slack.posts.length;
    await expect.poll(() => findAbandonedSends(db), eventually).toHaveLength(1);

    const heir = await worker(await presenceOf());
    const watch = watchAbandonedSends(heir.runner, { db, log, onError: () => undefined, everyMs: 200 });
    closing.push(() => watch.stop());
    const diedAt = Date.now();
    await expect.poll(() => slack.posts.length, eventually).toBeGreaterThan(atDeath);
    const resumedMs = Date.now() - diedAt;
    await expect.poll(async () => (await itemOf(db, item.id)).statusId, eventually).toBe(PUSH_STATUSES.Sent);

    const byUser = slack.postsByUser();
    expect(users.filter((u) => byUser.get(u.channelUserId) !== 1)).toEqual([]);
    expect(slack.posts.length - before).toBe(users.length);
    expect(await itemOf(db, item.id)).toMatchObject({
      successfulRecipients: users.length,
      sendHolder: null,
      sendJobId: null,
    });
    // the first retry of a failed run waits 5 to 10 s (push.send's retry delay)
    expect(resumedMs).toBeLessThan(20_000);
  }, 60_000);
});
