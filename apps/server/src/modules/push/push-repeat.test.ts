import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PUSH_STATUSES } from '@askhr/shared/push/push.constants';
import type { TDatabase, TDb } from '../../db/client';
import { customSettings } from '../../db/schema';
import { pushItems } from '../../db/schema-push';
import { createJobRunner, JOBS_SCHEMA } from '../../jobs/job-runner';
import { testConfig } from '../../test/app';
import { createTestDatabase } from '../../test/db';
import { createTenant } from '../../test/factories/tenants';
import { POLLING_SECONDS } from '../../test/job-runners';
import { csvOf, dueItem, employeeOn, groupOf, installSlack, itemOf } from '../../test/kits/push-delivery';
import { sendPushItem } from './push-send';
import { createPushSenders } from '../../bot/push/push-senders';
import { startFakeSlackWorkspace, type TFakeSlackWorkspace } from '../../test/kits/slack-workspace';
import { createPushScheduler, PUSH_JOBS } from './push.jobs';
import { repeatPushItem } from './push-repeat';
import { findEmails, findQueries, findRecipients, type TPushItemRow } from './push.repository';

const log = { info: () => undefined, warn: () => undefined, error: () => undefined };

describe('repeating push items', () => {
  let database: TDatabase;
  let slack: TFakeSlackWorkspace;
  let runner: ReturnType<typeof createJobRunner<typeof PUSH_JOBS>>;
  beforeAll(async () => {
    database = await createTestDatabase();
    slack = await startFakeSlackWorkspace({ users: { 'csv.only@example.test': 'U-CSV' } });
    // schedules only: the test runs the send itself, and reads the jobs it left
    runner = createJobRunner({
      sql: database.sql,
      catalog: PUSH_JOBS,
      log,
      isWorker: false,
      pollingIntervalSeconds: POLLING_SECONDS,
    });
    await runner.start();
  });
  afterAll(async () => {
    await runner.stop();
    await slack.close();
    await database.close();
  });

  const send = (item: { customerId: number; id: number }, repeats = true) => {
    const config = testConfig({ SLACK_API_URL: slack.apiUrl });
    const { db, notifications } = database;
    const senders = createPushSenders({ db, config, notifications, log });
    const scheduler = createPushScheduler(runner);
    const deps = {
      db,
      senders,
      reschedule: async () => undefined,
      repeat: repeats
        ? (tx: TDb, row: TPushItemRow, statusId: number) => repeatPushItem(tx, scheduler, row, statusId)
        : undefined,
    };
    return sendPushItem(deps, { customerId: item.customerId, pushItemId: item.id }).finally(() =>
      senders.close(),
    );
  };
  const itemsOf = (customerId: number) =>
    database.db.select().from(pushItems).where(eq(pushItems.customerId, customerId)).orderBy(pushItems.id);
  const waitingJobs = async (name: string, id: number) => {
    const { rows } = await database.sql.executeSql(
      `select start_after from ${JOBS_SCHEMA}.job where name = $1 and singleton_key = $2 and state = 'created'`,
      [name, `${name === 'push.send' ? 'push' : 'survey'}-${id}`],
    );
    return (rows as { start_after: Date }[]).map((row) => new Date(row.start_after).toISOString());
  };

  async function tenantIn(timeZone: string) {
    const { db } = database;
    const acme = await createTenant(db);
    await installSlack(db, acme.id);
    await db.insert(customSettings).values({ customerId: acme.id, key: 'ReportsTimeZone', value: timeZone });
    await employeeOn(db, acme.id, 'slack');
    return acme;
  }

  it('schedules a weekly survey again a week later at the same local time, once however often the send runs', async () => {
    const { db } = database;
    const acme = await tenantIn('Europe/Madrid');
    const item = await dueItem(db, acme.id, [groupOf('slack'), csvOf(['csv.only@example.test'])], {
      type: 'survey',
    });
    // every message went out, and the run ended just before the item's last step
    await send(item, false);
    // 09:00 in Madrid on the Saturday before the clocks go forward (28 March 2027), weekly
    const date = new Date('2027-03-27T08:00:00Z');
    const closeDate = new Date('2027-03-29T08:00:00Z');
    await db
      .update(pushItems)
      .set({ statusId: PUSH_STATUSES.Sending, date, closeDate, frequency: 3 })
      .where(eq(pushItems.id, item.id));
    // three runs of the job finish it at once: one of them repeats it
    await Promise.all([send(item), send(item), send(item)]);
    expect(slack.posts).toHaveLength(2);
    expect((await itemOf(db, item.id)).statusId).toBe(PUSH_STATUSES.Sent);
    const items = await itemsOf(acme.id);
    expect(items).toHaveLength(2);
    const next = items[1]!;
    // 09:00 in Madrid is 07:00 UTC after the change
    expect(next).toMatchObject({
      type: 'survey',
      text: item.text,
      frequency: 3,
      statusId: PUSH_STATUSES.Scheduled,
      successfulRecipients: 0,
      date: new Date('2027-04-03T07:00:00Z'),
      closeDate: new Date('2027-04-05T07:00:00Z'),
      dryRun: false,
    });
    const recipients = await findRecipients(db, acme.id, [next.id]);
    expect(recipients.map((r) => r.type).sort()).toEqual(['csv', 'group']);
    const csv = recipients.find((r) => r.type === 'csv')!;
    expect((await findEmails(db, acme.id, [csv.id])).map((e) => e.email)).toEqual(['csv.only@example.test']);
    expect((await findQueries(db, acme.id, [next.id])).map((q) => q.text)).toEqual([item.text]);
    expect(await waitingJobs('push.send', next.id)).toEqual(['2027-04-03T07:00:00.000Z']);
    expect(await waitingJobs('survey.close', next.id)).toEqual(['2027-04-05T07:00:00.000Z']);
    // a later run of the same job finds the item sent and adds nothing
    await send(item);
    expect(await itemsOf(acme.id)).toHaveLength(2);
  });

  it('repeats an hourly message after now, and never a dry run or an item sent once', async () => {
    const { db } = database;
    const acme = await tenantIn('UTC');
    const hourly = await dueItem(db, acme.id, [groupOf('slack')]);
    await db.update(pushItems).set({ frequency: 1 }).where(eq(pushItems.id, hourly.id));
    const once = await dueItem(db, acme.id, [groupOf('slack')]);
    const dry = await dueItem(db, acme.id, [groupOf('slack')], { dryRun: true });
    await db.update(pushItems).set({ frequency: 2 }).where(eq(pushItems.id, dry.id));
    for (const item of [hourly, once, dry]) await send(item);
    const items = await itemsOf(acme.id);
    expect(items).toHaveLength(4);
    const next = items[3]!;
    expect(next.date.getTime() - hourly.date.getTime()).toBe(3_600_000);
    expect(next.frequency).toBe(1);
    const dryRuns = await db
      .select({ id: pushItems.id })
      .from(pushItems)
      .where(and(eq(pushItems.customerId, acme.id), eq(pushItems.dryRun, true)));
    expect(dryRuns).toHaveLength(1);
  });
});
