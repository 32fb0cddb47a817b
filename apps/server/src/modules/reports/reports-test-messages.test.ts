import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { TTotalQuestionsReport } from '@askhr/shared/reports/reports.schemas';
import { botUsers, customSettings, utterances } from '../../db/schema';
import { createTestApp, type TTestApp } from '../../test/app';
import { createTenant } from '../../test/factories/tenants';
import { getAs, memberWith } from '../../test/kits/access';

const ES = 2;

/** DESIGN section 5: messages of the portal's Test Bot are marked as tests and stay out of reports. */
describe('Test Bot messages in reports and review', () => {
  let t: TTestApp;
  let acme: { id: number };
  let member: string;

  const log = async (date: string, isTest: boolean) => {
    const [user] = await t.db
      .insert(botUsers)
      .values({
        customerId: acme.id,
        channel: 'directline',
        channelUserId: `${isTest ? 'portal' : 'dl'}-${date}`,
        countryId: isTest ? 1 : ES,
        roleId: 2,
        firstSeen: new Date(date),
        lastSeen: new Date(date),
        isTest,
      })
      .returning();
    await t.db.insert(utterances).values({
      customerId: acme.id,
      botUserId: user!.id,
      channel: 'directline',
      conversationId: 'conv',
      date: new Date(date),
      countryId: isTest ? 1 : ES,
      roleId: 2,
      text: isTest ? 'tested' : 'asked',
      isTest,
    });
  };

  const report = async (query: string): Promise<TTotalQuestionsReport> => {
    const res = await getAs(t, `/api/Reports/TotalQuestions?${query}`, member, acme.id);
    expect(res.statusCode, res.body).toBe(200);
    return res.json();
  };

  const expectOnlyRealUsage = async () => {
    const month = await report('start=2025-07-01&end=2025-07-31&granularity=Monthly');
    expect(month.totals.map((b) => [b.totalCount, b.uniqueUsersCount])).toEqual([[1, 1]]);
    expect(month.totalsByCountry.map((c) => [c.country.code, c.count])).toEqual([['ES', 1]]);
    expect(month.answersPerChannel).toEqual([{ channelId: 'directline', count: 1 }]);
    expect(month.newUsers).toEqual([{ channelId: 'directline', count: 1 }]);
    // a range that cuts the month short counts its users from the utterances
    const part = await report('start=2025-07-02&end=2025-07-31&granularity=Monthly');
    expect(part.totals.map((b) => [b.totalCount, b.uniqueUsersCount])).toEqual([[1, 1]]);
    const hourly = await report('start=2025-07-02&end=2025-07-02&granularity=Hourly');
    expect(hourly.totals.reduce((n, b) => n + b.totalCount, 0)).toBe(1);
    expect(hourly.totals.reduce((n, b) => n + b.uniqueUsersCount, 0)).toBe(1);
  };

  beforeAll(async () => {
    t = await createTestApp();
    acme = await createTenant(t.db, { countries: [ES] });
    member = await memberWith(t, acme.id, ['normal-user', 'admin-user']);
    await log('2025-07-02T08:00:00Z', false);
    await log('2025-07-02T09:00:00Z', true);
    await log('2025-07-02T10:00:00Z', true);
  });
  afterAll(() => t.close());

  it('leaves test messages and test users out of the dashboard', async () => {
    await expectOnlyRealUsage();
  });

  it('leaves them out when the rollups are recounted for a new report time zone', async () => {
    await t.db
      .insert(customSettings)
      .values({ customerId: acme.id, key: 'ReportsTimeZone', value: 'Europe/Madrid' });
    await expectOnlyRealUsage();
    await t.db.execute(sql`select report_rebuild(${acme.id})`);
    await expectOnlyRealUsage();
  });

  it('leaves them out of the usage export', async () => {
    const res = await getAs(t, '/api/Reports/UsageReport?start=2025-07-01&end=2025-07-31', member, acme.id);
    expect(res.statusCode, res.body).toBe(200);
    const lines = res.body.trimEnd().split('\n');
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain('asked');
  });

  it('shows them in Review only on request', async () => {
    const page = async (query: string) => {
      const res = await getAs(
        t,
        `/api/ReviewUtterances/page?startDate=2025-07-01T00:00:00Z&endDate=2025-07-31T00:00:00Z${query}`,
        member,
        acme.id,
      );
      expect(res.statusCode, res.body).toBe(200);
      return (res.json().data as { utterance: string }[]).map((row) => row.utterance).sort();
    };
    expect(await page('')).toEqual(['asked']);
    expect(await page('&includeTests=false')).toEqual(['asked']);
    expect(await page('&includeTests=true')).toEqual(['asked', 'tested', 'tested']);
  });
});
