import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BOT_ROLES } from '@askhr/shared/bot/bot.constants';
import { PUSH_STATUSES } from '@askhr/shared/push/push.constants';
import {
  MESSAGE_RETENTION_DEFAULT_DAYS,
  MESSAGE_RETENTION_NOT_A_NUMBER,
  MESSAGE_RETENTION_OUT_OF_RANGE,
} from '@askhr/shared/settings/retention';
import type { TDb } from '../../db/client';
import { rowsOf } from '../../db/rows';
import {
  botUsers,
  confirmedExamples,
  customSettings,
  directlineActivities,
  directlineConversations,
  surveyResponses,
  trainingUtterances,
  utterances,
} from '../../db/schema';
import type { TJobRun } from '../../jobs/job-catalog';
import { createTestApp, type TTestApp } from '../../test/app';
import { answerSurvey, createBotUser, createPushItem } from '../../test/factories/push';
import { createQuestion } from '../../test/factories/questions';
import { createSettings } from '../../test/factories/settings';
import { createTenant } from '../../test/factories/tenants';
import { authHeaders, expectApiError, getAs, memberWith } from '../../test/kits/access';
import { daysAgo, ES } from '../../test/kits/review';
import { handleRetentionJobs, nextMessageRetentionRun, scheduleMessageRetention } from './retention.jobs';
import { purgeExpiredMessages } from './retention.service';

const TM = BOT_ROLES.teamMember;

/** A message of one bot user, written directly (the triggers keep the rollups as for the bot's). */
async function say(db: TDb, customerId: number, botUserId: number, date: Date, text = 'payslip') {
  const [row] = await db
    .insert(utterances)
    .values({
      customerId,
      botUserId,
      date,
      channel: 'directline',
      conversationId: 'c',
      countryId: ES,
      roleId: TM,
      text,
    })
    .returning({ id: utterances.id });
  return row!.id;
}

async function employee(db: TDb, customerId: number) {
  const [row] = await db
    .insert(botUsers)
    .values({
      customerId,
      channel: 'directline',
      channelUserId: `dl-${Math.random().toString(36).slice(2)}`,
      countryId: ES,
      roleId: TM,
      firstSeen: daysAgo(800),
      lastSeen: new Date(),
    })
    .returning({ id: botUsers.id });
  return row!.id;
}

const rowsAs = async <T = Record<string, unknown>>(db: TDb, query: ReturnType<typeof sql>) =>
  rowsOf<T>(await db.execute(query)).map((row) => JSON.parse(JSON.stringify(row)) as T);

/** Every rollup row of the tenant: Review's and the dashboard's. */
const rollups = async (db: TDb, customerId: number) => ({
  review: await rowsAs(
    db,
    sql`select unit, period::text, is_test, rating, review_state_id, country_id, role_id, count
        from review_counts where customer_id = ${customerId} order by 1, 2, 3, 4, 5, 6, 7`,
  ),
  ratings: await rowsAs(
    db,
    sql`select unit, country_id, period::text, is_test, rating, question_id, count
        from review_rating_counts where customer_id = ${customerId} order by 1, 2, 3, 4, 5, 6`,
  ),
  daily: await rowsAs(
    db,
    sql`select day::text, country_id, role_id, channel, category_id, questions, answers
        from report_daily where customer_id = ${customerId} order by 1, 2, 3, 4, 5`,
  ),
  users: await rowsAs(
    db,
    sql`select unit, period::text, country_id, role_id, users
        from report_unique_users where customer_id = ${customerId} order by 1, 2, 3, 4`,
  ),
});

const messageAges = async (db: TDb, customerId: number, now: number) =>
  (
    await rowsAs<{ date: string }>(
      db,
      sql`select date from utterances where customer_id = ${customerId} order by date`,
    )
  ).map((row) => Math.round((now - new Date(row.date).getTime()) / 86_400_000));

describe('message retention', () => {
  let t: TTestApp;

  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it("deletes each tenant's messages older than its own retention, the rollups staying as they were", async () => {
    const acme = (await createTenant(t.db, { countries: [ES] })).id;
    const globex = (await createTenant(t.db, { countries: [ES] })).id;
    await createSettings(t.db, globex, { MessageRetentionDays: '90' });
    const now = Date.now();
    const ana = await employee(t.db, acme);
    const bo = await employee(t.db, globex);
    for (const days of [400, 366, 300, 10]) await say(t.db, acme, ana, daysAgo(days, now));
    for (const days of [400, 100, 80]) await say(t.db, globex, bo, daysAgo(days, now));
    const before = { acme: await rollups(t.db, acme), globex: await rollups(t.db, globex) };

    expect(await purgeExpiredMessages(t.db, acme, new Date(now))).toEqual({
      utterances: 2,
      activities: 0,
      surveyResponses: 0,
    });
    expect(await messageAges(t.db, acme, now)).toEqual([300, 10]);
    expect(await messageAges(t.db, globex, now)).toEqual([400, 100, 80]);

    expect((await purgeExpiredMessages(t.db, globex, new Date(now))).utterances).toBe(2);
    expect(await messageAges(t.db, globex, now)).toEqual([80]);
    expect({ acme: await rollups(t.db, acme), globex: await rollups(t.db, globex) }).toEqual(before);

    // a new report time zone recounts what is left and keeps the days of the deleted messages
    await createSettings(t.db, acme, { ReportsTimeZone: 'Europe/Madrid' });
    const total = async () =>
      (
        await rowsAs<{ n: number }>(
          t.db,
          sql`select sum(questions)::int as n from report_daily where customer_id = ${acme}`,
        )
      )[0]!.n;
    expect(await total()).toBe(4);
  });

  it('keeps the knowledge taught by deleted messages', async () => {
    const acme = (await createTenant(t.db, { countries: [ES] })).id;
    const question = await createQuestion(t.db, acme, { text: 'When do we get paid?' });
    const id = await say(t.db, acme, await employee(t.db, acme), daysAgo(400), 'when is payday');
    await t.db
      .insert(confirmedExamples)
      .values({ customerId: acme, questionId: question.id, text: 'when is payday', utteranceId: id });
    await t.db
      .insert(trainingUtterances)
      .values({ customerId: acme, questionId: question.id, text: 'payday?', utteranceId: id });
    expect((await purgeExpiredMessages(t.db, acme, new Date())).utterances).toBe(1);
    const kept = await t.db
      .select({ text: confirmedExamples.text, utteranceId: confirmedExamples.utteranceId })
      .from(confirmedExamples)
      .where(sql`${confirmedExamples.customerId} = ${acme}`);
    expect(kept).toEqual([{ text: 'when is payday', utteranceId: null }]);
    const trained = await t.db
      .select({ text: trainingUtterances.text })
      .from(trainingUtterances)
      .where(sql`${trainingUtterances.customerId} = ${acme}`);
    expect(trained).toEqual([{ text: 'payday?' }]);
  });

  it('does not count again a user whose earlier messages of a period still open were deleted', async () => {
    const acme = (await createTenant(t.db, { countries: [ES] })).id;
    await createSettings(t.db, acme, { MessageRetentionDays: '90' });
    const ana = await employee(t.db, acme);
    await say(t.db, acme, ana, new Date('2026-06-01T10:00:00Z'));
    const now = new Date('2026-12-15T10:00:00Z');
    expect((await purgeExpiredMessages(t.db, acme, now)).utterances).toBe(1);
    await say(t.db, acme, ana, now);
    const users = await rowsAs(
      t.db,
      sql`select unit, period::text, users from report_unique_users
          where customer_id = ${acme} and country_id = 0 and role_id = 0 and unit in (3, 4) order by 1, 2`,
    );
    expect(users).toEqual([
      { unit: 3, period: '2026-06-01', users: 1 },
      { unit: 3, period: '2026-12-01', users: 1 },
      { unit: 4, period: '2026-01-01', users: 1 },
    ]);
    // once the year has ended nothing more of it is remembered
    await purgeExpiredMessages(t.db, acme, new Date('2027-01-02T10:00:00Z'));
    const remembered = await rowsAs(
      t.db,
      sql`select unit from report_counted_users where customer_id = ${acme}`,
    );
    expect(remembered).toEqual([]);
  });

  it("keeps an old survey's report as it was", async () => {
    const acme = (await createTenant(t.db, { countries: [ES], features: ['Surveys'] })).id;
    const editor = await memberWith(t, acme, ['normal-user', 'edit-surveys']);
    const survey = await createPushItem(t.db, acme, {
      type: 'survey',
      statusId: PUSH_STATUSES.Sent,
      date: daysAgo(500),
      successfulRecipients: 4,
    });
    const [ana, bo, cy] = [
      await createBotUser(t.db, acme),
      await createBotUser(t.db, acme),
      await createBotUser(t.db, acme),
    ];
    await answerSurvey(t.db, acme, survey.id, 'Yes', ana.id);
    await answerSurvey(t.db, acme, survey.id, 'Yes', bo.id);
    await answerSurvey(t.db, acme, survey.id, 'No', cy.id);
    await t.db
      .update(surveyResponses)
      .set({ answeredAt: daysAgo(450) })
      .where(sql`${surveyResponses.botUserId} in (${ana.id}, ${cy.id})`);
    const report = async () => (await getAs(t, `/api/Surveys/${survey.id}/report`, editor, acme)).body;
    const before = await report();
    expect(before).toContain('Yes,2,50%');

    expect((await purgeExpiredMessages(t.db, acme, new Date())).surveyResponses).toBe(2);
    const left = await t.db
      .select({ botUserId: surveyResponses.botUserId })
      .from(surveyResponses)
      .where(sql`${surveyResponses.customerId} = ${acme}`);
    expect(left).toEqual([{ botUserId: bo.id }]);
    expect(await report()).toBe(before);
  });

  it('deletes old Direct Line activities, and conversations left empty', async () => {
    const acme = (await createTenant(t.db, { countries: [ES] })).id;
    const stamp = (days: number) => ({ type: 'message', text: 'hi', timestamp: daysAgo(days).toISOString() });
    await t.db.insert(directlineConversations).values([
      { id: `old-${acme}`, customerId: acme, botUserId: 'dl-ana', lastSequence: 2, touchedAt: daysAgo(399) },
      { id: `live-${acme}`, customerId: acme, botUserId: 'dl-bo', lastSequence: 2, touchedAt: daysAgo(1) },
    ]);
    await t.db.insert(directlineActivities).values([
      { conversationId: `old-${acme}`, sequence: 1, activity: stamp(400) },
      { conversationId: `old-${acme}`, sequence: 2, activity: stamp(399) },
      { conversationId: `live-${acme}`, sequence: 1, activity: stamp(380) },
      { conversationId: `live-${acme}`, sequence: 2, activity: stamp(1) },
    ]);
    expect((await purgeExpiredMessages(t.db, acme, new Date())).activities).toBe(3);
    const conversations = await t.db
      .select({ id: directlineConversations.id })
      .from(directlineConversations)
      .where(sql`${directlineConversations.customerId} = ${acme}`);
    expect(conversations).toEqual([{ id: `live-${acme}` }]);
    const activities = await t.db
      .select({
        conversationId: directlineActivities.conversationId,
        sequence: directlineActivities.sequence,
      })
      .from(directlineActivities)
      .where(sql`${directlineActivities.conversationId} like ${`%-${acme}`}`);
    expect(activities).toEqual([{ conversationId: `live-${acme}`, sequence: 2 }]);
  });

  it('goes on where a stopped run left off', async () => {
    const acme = (await createTenant(t.db, { countries: [ES] })).id;
    const ana = await employee(t.db, acme);
    for (const days of [700, 600, 500, 450, 400]) await say(t.db, acme, ana, daysAgo(days));
    await say(t.db, acme, ana, daysAgo(5));
    const before = await rollups(t.db, acme);
    const stop = new AbortController();
    await expect(
      purgeExpiredMessages(t.db, acme, new Date(), stop.signal, {
        batchSize: 2,
        onBatch: () => stop.abort(),
      }),
    ).rejects.toThrow();
    expect(await messageAges(t.db, acme, Date.now())).toHaveLength(4);
    expect((await purgeExpiredMessages(t.db, acme, new Date(), undefined, { batchSize: 2 })).utterances).toBe(
      3,
    );
    expect(await messageAges(t.db, acme, Date.now())).toEqual([5]);
    expect(await rollups(t.db, acme)).toEqual(before);
  });

  it('queues one deletion per tenant every night, each deleting its own', async () => {
    const acme = (await createTenant(t.db, { countries: [ES] })).id;
    await say(t.db, acme, await employee(t.db, acme), daysAgo(MESSAGE_RETENTION_DEFAULT_DAYS + 1));
    const handlers = new Map<string, (payload: object, run: TJobRun) => Promise<void>>();
    const scheduled: unknown[][] = [];
    const jobs = {
      handle: (name: string, handler: (payload: object, run: TJobRun) => Promise<void>) =>
        handlers.set(name, handler),
      schedule: async (...args: unknown[]) => scheduled.push(args) && 'a-job',
    };
    handleRetentionJobs(jobs as unknown as Parameters<typeof handleRetentionJobs>[0], { db: t.db });
    const run = { id: 'a-job', retryCount: 0, signal: new AbortController().signal };
    await handlers.get('retention.nightly')!({}, run);
    expect(scheduled[0]).toEqual([
      'retention.nightly',
      {},
      { startAfter: expect.any(Date), singletonKey: 'retention-nightly' },
    ]);
    const tenants = rowsOf<{ id: number }>(await t.db.execute(sql`select id from customers order by id`));
    expect(scheduled.slice(1)).toEqual(
      tenants.map(({ id }) => ['retention.tenant', { customerId: id }, { singletonKey: `retention-${id}` }]),
    );
    await handlers.get('retention.tenant')!({ customerId: acme }, run);
    expect(await messageAges(t.db, acme, Date.now())).toEqual([]);
  });

  it('runs every night at 03:00 UTC, one waiting run however many processes start', async () => {
    expect(nextMessageRetentionRun(new Date('2026-03-01T02:59:00Z')).toISOString()).toBe(
      '2026-03-01T03:00:00.000Z',
    );
    expect(nextMessageRetentionRun(new Date('2026-03-01T03:00:00Z')).toISOString()).toBe(
      '2026-03-02T03:00:00.000Z',
    );
    await t.app.jobs.start();
    await scheduleMessageRetention(t.app.jobs);
    const waiting = rowsOf(
      await t.db.execute(
        sql`select 1 from pgboss.job where name = 'retention.nightly' and state = 'created'`,
      ),
    );
    expect(waiting).toHaveLength(1);
  });
});

describe('the retention setting', () => {
  let t: TTestApp;
  let acme: number;
  let globex: number;
  let admin: string;
  let reader: string;
  let outsider: string;

  const save = async (who: string, value: unknown, tenant = acme) =>
    t.app.inject({
      method: 'POST',
      url: '/api/CustomSettings/MessageRetentionDays',
      headers: await authHeaders(t, who, tenant),
      payload: { value } as object,
    });
  const read = async (who = reader, tenant = acme) =>
    getAs(t, '/api/CustomSettings/Key/MessageRetentionDays', who, tenant);

  beforeAll(async () => {
    t = await createTestApp();
    acme = (await createTenant(t.db, { countries: [ES] })).id;
    globex = (await createTenant(t.db, { countries: [ES] })).id;
    admin = await memberWith(t, acme, ['normal-user', 'edit-tenant-settings']);
    reader = await memberWith(t, acme, ['normal-user']);
    outsider = await memberWith(t, globex, ['normal-user', 'edit-tenant-settings']);
  });
  afterAll(() => t.close());

  it('reads as 365 days until the tenant chooses, and keeps a whole number from 30 days', async () => {
    expect((await read()).json()).toEqual({ key: 'MessageRetentionDays', value: '365' });
    const tooFew = await save(admin, '29');
    expectApiError(tooFew, 400, 'VALIDATION');
    expect(tooFew.json().error.fields.value).toEqual([MESSAGE_RETENTION_OUT_OF_RANGE]);
    expectApiError(await save(admin, '3651'), 400, 'VALIDATION');
    for (const bad of ['ninety', '90.5', '-30', ''])
      expect((await save(admin, bad)).json().error.fields.value, bad).toEqual([
        MESSAGE_RETENTION_NOT_A_NUMBER,
      ]);
    expect((await read()).json().value).toBe('365');
    const ok = await save(admin, '30');
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json()).toEqual({ key: 'MessageRetentionDays', value: '30' });
    expect((await read()).json().value).toBe('30');
    expect((await save(admin, '0090')).json().value).toBe('90');
    expect((await read()).json().value).toBe('90');
  });

  it('is saved only with edit-tenant-settings, and never across tenants', async () => {
    expectApiError(await save(reader, '60'), 403, 'FORBIDDEN');
    expectApiError(await save(outsider, '60'), 403, 'FORBIDDEN');
    expectApiError(await read(outsider), 403, 'FORBIDDEN');
    expect((await read(outsider, globex)).json().value).toBe('365');
    const stored = await t.db
      .select({ customerId: customSettings.customerId, value: customSettings.value })
      .from(customSettings)
      .where(sql`${customSettings.key} = 'MessageRetentionDays'`);
    expect(stored.filter((row) => row.customerId === globex)).toEqual([]);
  });
});
