import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { DELIVERY_ERRORS, PUSH_STATUSES } from '@askhr/shared/push/push.constants';
import { pushItems } from '../../db/schema-push';
import { defineJobs } from '../../jobs/job-catalog';
import { createJobRunner } from '../../jobs/job-runner';
import { useTestDatabase } from '../../test/db';
import { createTenant } from '../../test/factories/tenants';
import { POLLING_SECONDS } from '../../test/job-runners';
import { deliveriesOf, dueItem, employeeOn, groupOf, itemOf } from '../../test/kits/push-delivery';
import { insertDeliveries } from './push-delivery.repository';
import { closeSurveyAfterAll, failPushItem } from './push-failures';
import { PUSH_JOBS } from './push.jobs';

const log = { info: () => undefined, warn: () => undefined, error: () => undefined };
const quickly = { retryLimit: 1, retryDelaySeconds: 1, retryBackoff: false };
/** The push jobs with one quick retry, so that running out of retries takes seconds. */
const CATALOG = defineJobs({
  ...PUSH_JOBS,
  'push.send': { ...PUSH_JOBS['push.send'], ...quickly },
  'survey.close': { ...PUSH_JOBS['survey.close'], ...quickly },
});
const eventually = { timeout: 20_000, interval: 100 };

describe('push jobs that run out of retries', () => {
  const database = useTestDatabase();

  /** A worker whose send and closing jobs always fail, with the real dead-letter handlers. */
  async function failingWorker(runs: string[]) {
    const { db } = database;
    const runner = createJobRunner({
      sql: database.sql,
      catalog: CATALOG,
      log,
      isWorker: true,
      pollingIntervalSeconds: POLLING_SECONDS,
      shutdownTimeoutMs: 5_000,
    });
    runner.handle('push.send', async (_payload, { retryCount }) => {
      runs.push(`send ${retryCount}`);
      throw new Error('Slack is unreachable');
    });
    runner.handle('survey.close', async (_payload, { retryCount }) => {
      runs.push(`close ${retryCount}`);
      throw new Error('survey 1 is not sent yet');
    });
    runner.handle('push.send-failed', (payload, run) => failPushItem(db, payload, run.failure));
    runner.handle('survey.close-failed', (payload) => closeSurveyAfterAll(db, payload));
    await runner.start();
    return runner;
  }

  /** Runs the job on a failing worker until the item has `status`; returns the runs it saw. */
  async function runOutOfRetries(
    job: 'push.send' | 'survey.close',
    item: { id: number; customerId: number },
    status: number,
  ) {
    const runs: string[] = [];
    const runner = await failingWorker(runs);
    try {
      await runner.schedule(job, { customerId: item.customerId, pushItemId: item.id });
      await expect.poll(async () => (await itemOf(database.db, item.id)).statusId, eventually).toBe(status);
    } finally {
      await runner.stop();
    }
    return runs;
  }

  async function itemWithRows() {
    const { db } = database;
    const acme = await createTenant(db);
    const users = [];
    for (let i = 0; i < 3; i++) users.push(await employeeOn(db, acme.id, 'slack'));
    const item = await dueItem(db, acme.id, [groupOf('slack')], { type: 'survey' });
    const states = ['sent', 'sending', 'pending'] as const;
    await insertDeliveries(
      db,
      acme.id,
      item.id,
      users.map((u, i) => ({ botUserId: u.id, channel: 'slack', state: states[i] })),
    );
    return { acme, item };
  }

  it('leaves a send job that failed its last retry Failed, each undelivered row saying why', async () => {
    const { db } = database;
    const { item } = await itemWithRows();
    const runs = await runOutOfRetries('push.send', item, PUSH_STATUSES.Failed);
    expect(runs).toEqual(['send 0', 'send 1']);
    const rows = await deliveriesOf(db, item.id);
    expect(rows.map((r) => [r.state, r.lastError]).sort()).toEqual([
      ['failed', `${DELIVERY_ERRORS.gaveUp} Slack is unreachable`],
      ['sent', null],
      ['uncertain', DELIVERY_ERRORS.uncertain],
    ]);
    expect(await itemOf(db, item.id)).toMatchObject({
      successfulRecipients: 1,
      otherProblemsCount: 1,
      uncertainCount: 1,
    });
  }, 30_000);

  it('gives an item that failed before it had any row one that carries the reason', async () => {
    const { db } = database;
    const acme = await createTenant(db);
    const item = await dueItem(db, acme.id, [groupOf('slack')]);
    await failPushItem(db, { customerId: acme.id, pushItemId: item.id }, 'connect ECONNREFUSED');
    expect((await deliveriesOf(db, item.id)).map((r) => [r.state, r.lastError])).toEqual([
      ['failed', `${DELIVERY_ERRORS.gaveUp} connect ECONNREFUSED`],
    ]);
    expect((await itemOf(db, item.id)).statusId).toBe(PUSH_STATUSES.Failed);
    // a sent item is left as it is
    await failPushItem(db, { customerId: acme.id, pushItemId: item.id }, 'late');
    expect(await deliveriesOf(db, item.id)).toHaveLength(1);
  });

  it('closes a survey whose closing job failed its last retry, and sends nothing more of it', async () => {
    const { db } = database;
    const { item } = await itemWithRows();
    const runs = await runOutOfRetries('survey.close', item, PUSH_STATUSES.Closed);
    expect(runs).toEqual(['close 0', 'close 1']);
    const rows = await deliveriesOf(db, item.id);
    expect(rows.filter((r) => r.state === 'pending')).toEqual([]);
    expect(rows.map((r) => r.lastError)).toContain(DELIVERY_ERRORS.closedUnsent);
    expect((await itemOf(db, item.id)).successfulRecipients).toBe(1);
  }, 30_000);

  it('closes a sent survey whose closing job failed, as the job would have', async () => {
    const { db } = database;
    const acme = await createTenant(db);
    const item = await dueItem(db, acme.id, [groupOf('slack')], { type: 'survey' });
    await db
      .update(pushItems)
      .set({ statusId: PUSH_STATUSES.PartiallySent })
      .where(eq(pushItems.id, item.id));
    await closeSurveyAfterAll(db, { customerId: acme.id, pushItemId: item.id });
    expect((await itemOf(db, item.id)).statusId).toBe(PUSH_STATUSES.Closed);
    expect(await deliveriesOf(db, item.id)).toEqual([]);
  });
});
