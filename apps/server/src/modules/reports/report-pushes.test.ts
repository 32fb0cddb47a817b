import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PUSH_STATUSES } from '@askhr/shared/push/push.constants';
import type { TTotalQuestionsReport } from '@askhr/shared/reports/reports.schemas';
import { customSettings } from '../../db/schema';
import { pushItems } from '../../db/schema-push';
import { createTestApp, type TTestApp } from '../../test/app';
import { createTenant } from '../../test/factories/tenants';
import { getAs, memberWith } from '../../test/kits/access';

/** The dashboard's push markers: delivered pushes per bucket, in the tenant's report time zone. */
describe('push messages on the dashboard', () => {
  let t: TTestApp;
  let acme: number;
  let member: string;

  const push = (
    customerId: number,
    date: string,
    recipients: number,
    extra: Partial<typeof pushItems.$inferInsert> = {},
  ) =>
    t.db.insert(pushItems).values({
      customerId,
      type: 'message',
      text: 'Hello',
      date: new Date(date),
      statusId: PUSH_STATUSES.Sent,
      successfulRecipients: recipients,
      ...extra,
    });
  const buckets = async (query: string) => {
    const res = await getAs(t, `/api/Reports/TotalQuestions?${query}`, member, acme);
    expect(res.statusCode, res.body).toBe(200);
    return (res.json() as TTotalQuestionsReport).totals
      .filter((b) => b.pushMessagesCount > 0)
      .map((b) => [b.displayDate, b.pushMessagesCount, b.pushMessagesRecipientsCount]);
  };

  beforeAll(async () => {
    t = await createTestApp();
    acme = (await createTenant(t.db, { countries: [2] })).id;
    const other = (await createTenant(t.db, { countries: [2] })).id;
    member = await memberWith(t, acme, ['normal-user']);
    await t.db
      .insert(customSettings)
      .values({ customerId: acme, key: 'ReportsTimeZone', value: 'Europe/Madrid' });
    // 22:30 UTC on 1 July is 2 July in Madrid
    await push(acme, '2025-07-01T22:30:00Z', 40);
    await push(acme, '2025-07-02T09:00:00Z', 10, { type: 'survey', statusId: PUSH_STATUSES.Closed });
    await push(acme, '2025-07-03T09:00:00Z', 5, { statusId: PUSH_STATUSES.PartiallySent });
    // not delivered, a dry run, another tenant's: no marker
    await push(acme, '2025-07-04T09:00:00Z', 0, { statusId: PUSH_STATUSES.Scheduled });
    await push(acme, '2025-07-04T10:00:00Z', 1, { dryRun: true });
    await push(other, '2025-07-04T11:00:00Z', 99);
  });
  afterAll(() => t.close());

  it('counts delivered pushes and their recipients in the bucket of their local date', async () => {
    expect(await buckets('start=2025-07-01&end=2025-07-05&granularity=Daily')).toEqual([
      ['2025-07-02', 2, 50],
      ['2025-07-03', 1, 5],
    ]);
    expect(await buckets('start=2025-07-01&end=2025-07-31&granularity=Monthly')).toEqual([
      ['2025-07-01', 3, 55],
    ]);
    expect(await buckets('start=2025-07-02&end=2025-07-02&granularity=Hourly')).toEqual([
      ['2025-07-02T00:00', 1, 40],
      ['2025-07-02T11:00', 1, 10],
    ]);
  });
});
