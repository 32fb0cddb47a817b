import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REASONS } from '@askhr/shared/bot/bot.constants';
import { GLOBAL_COUNTRY_ID } from '@askhr/shared/countries/countries.constants';
import { addDays } from '@askhr/shared/reports/report-periods';
import type { TTotalQuestionsReport } from '@askhr/shared/reports/reports.schemas';
import { zonedDate } from '@askhr/shared/time/zoned-time';
import { eq } from 'drizzle-orm';
import { botUsers, customSettings, utterances } from '../../db/schema';
import { createTestApp, type TTestApp } from '../../test/app';
import { createCategory } from '../../test/factories/categories';
import { createTenant } from '../../test/factories/tenants';
import { createAnswerVersion } from '../../test/factories/versions';
import { createQuestion } from '../../test/factories/questions';
import { expectApiError, getAs, memberWith } from '../../test/kits/access';
import { logUtterance } from '../../test/kits/review';

const ES = 2;
const DE = 3;

describe('Reports', () => {
  let t: TTestApp;
  let acme: { id: number };
  let globex: { id: number };
  let member: string;
  let outsider: string;
  let questions: { vacation: { id: number }; payday: { id: number } };

  const report = async (query: string, as = member, tenant = acme.id): Promise<TTotalQuestionsReport> => {
    const res = await getAs(t, `/api/Reports/TotalQuestions?${query}`, as, tenant);
    expect(res.statusCode, res.body).toBe(200);
    return res.json();
  };

  beforeAll(async () => {
    t = await createTestApp();
    acme = await createTenant(t.db, { countries: [ES, DE] });
    globex = await createTenant(t.db, { countries: [ES] });
    await t.db
      .insert(customSettings)
      .values({ customerId: acme.id, key: 'ReportsTimeZone', value: 'Europe/Madrid' });
    const leave = await createCategory(t.db, acme.id, 'Leave');
    const pay = await createCategory(t.db, acme.id, 'Pay');
    const vacation = await createQuestion(t.db, acme.id, { text: 'Vacation days?', categoryId: leave.id });
    const payday = await createQuestion(t.db, acme.id, { text: '=Payday?', categoryId: pay.id });
    questions = { vacation, payday };
    await createAnswerVersion(t.db, acme.id, vacation.id, 1);
    await createAnswerVersion(t.db, acme.id, payday.id, ES);
    const log = (date: string, values: Partial<Parameters<typeof logUtterance>[2]> = {}) =>
      logUtterance(t.db, acme.id, {
        date: new Date(date),
        countryId: ES,
        roleId: 2,
        text: 'vacation days',
        returnedQuestionId: vacation.id,
        predictedQuestionId: vacation.id,
        categoryId: leave.id,
        ...values,
      });
    // 22:30 UTC on 1 July is 00:30 on 2 July in Madrid
    await log('2025-07-01T22:30:00Z', { text: '=HYPERLINK("http://evil")', rating: -1 });
    await log('2025-07-02T08:00:00Z', { countryId: DE, roleId: 1 });
    await log('2025-07-03T09:00:00Z', {
      text: 'payday',
      countryId: DE,
      returnedQuestionId: payday.id,
      predictedQuestionId: payday.id,
      categoryId: pay.id,
      reasonId: REASONS.inapplicableForCountry,
    });
    await log('2025-07-20T09:00:00Z', {
      text: 'hello?',
      returnedQuestionId: null,
      categoryId: null,
      reasonId: 0,
    });
    await logUtterance(t.db, globex.id, {
      date: new Date('2025-07-02T10:00:00Z'),
      countryId: ES,
      roleId: 2,
      text: 'globex secret',
    });
    member = await memberWith(t, acme.id, ['normal-user']);
    outsider = await memberWith(t, globex.id, ['normal-user']);
  });
  afterAll(() => t.close());

  describe('GET /api/Reports/TotalQuestions', () => {
    it('counts per day of the tenant time zone, with categories, countries, channels and answers enabled', async () => {
      const body = await report('start=2025-07-01&end=2025-07-31');
      expect(body.granularity).toBe('Daily');
      expect(body.timeZone).toBe('Europe/Madrid');
      expect(body.totals).toHaveLength(31);
      expect(body.totals.slice(0, 3).map((b) => [b.displayDate, b.totalCount, b.uniqueUsersCount])).toEqual([
        ['2025-07-01', 0, 0],
        ['2025-07-02', 2, 2],
        ['2025-07-03', 1, 1],
      ]);
      expect(body.totalsByCategory.map((c) => [c.category.name, c.count])).toEqual([
        ['Leave', 2],
        ['Pay', 1],
      ]);
      expect(body.totalsByCountry.map((c) => [c.country.code, c.count])).toEqual([
        ['ES', 2],
        ['DE', 2],
      ]);
      expect(body.answersPerChannel).toEqual([{ channelId: 'directline', count: 2 }]);
      expect(body.newUsers).toEqual([{ channelId: 'directline', count: 4 }]);
      expect(body.mostAskedUnanswered).toEqual([
        { question: { id: questions.payday.id, text: '=Payday?' }, count: 1 },
      ]);
      // globally only the vacation answer is enabled; in Spain both are
      expect(body.enabledAnswersCount.total).toBe(1);
      expect(body.enabledAnswersCount.questions).toBe(2);
      const spain = await report(`start=2025-07-01&end=2025-07-31&countryId=${ES}`);
      expect(spain.enabledAnswersCount.total).toBe(2);
      expect(spain.totalsByCountry.map((c) => c.country.code)).toEqual(['ES']);
      expect(spain.totals.reduce((n, b) => n + b.totalCount, 0)).toBe(2);
    });

    it('filters by role, compares with the previous period and resolves Default', async () => {
      const managers = await report('start=2025-07-01&end=2025-07-31&employeeTypeFilter=1');
      expect(managers.totals.reduce((n, b) => n + b.totalCount, 0)).toBe(1);
      const later = await report('start=2025-08-01&end=2025-08-31&granularity=Weekly');
      expect(later.previous).toEqual({
        start: '2025-07-01',
        end: '2025-07-31',
        totalCount: 4,
        answersCount: 2,
        newUsersCount: 4,
      });
      expect(later.totals.map((b) => b.displayDate)).toEqual([
        '2025-08-01',
        '2025-08-04',
        '2025-08-11',
        '2025-08-18',
        '2025-08-25',
      ]);
      expect((await report('start=2025-07-02&end=2025-07-02')).granularity).toBe('Hourly');
      expect((await report('start=2025-01-01&end=2025-12-31')).granularity).toBe('Weekly');
      expect((await report('start=2018-01-01&end=2025-12-31')).granularity).toBe('Monthly');
    });

    it('cuts hourly buckets in the tenant time zone', async () => {
      const body = await report('start=2025-07-02&end=2025-07-02&granularity=Hourly');
      expect(body.totals).toHaveLength(24);
      expect(body.totals[0]).toMatchObject({ displayDate: '2025-07-02T00:00', totalCount: 1 });
      expect(body.totals[10]).toMatchObject({ displayDate: '2025-07-02T10:00', totalCount: 1 });
    });

    it('refuses bad ranges with a message per field', async () => {
      const cases: [string, string][] = [
        ['start=2017-12-31&end=2018-01-05', 'start'],
        [`start=2025-01-01&end=${addDays(zonedDate(Date.now(), 'Europe/Madrid'), 1)}`, 'end'],
        ['start=2025-02-01&end=2025-01-01', 'end'],
        ['start=2025-01-01&end=2025-01-05&granularity=Hourly', 'granularity'],
        ['start=2018-01-01&end=2025-12-31&granularity=Daily', 'granularity'],
        ['start=2025-01-01&end=2025-01-05&granularity=Fortnightly', 'granularity'],
        ['start=2025-02-30&end=2025-03-05', 'start'],
        ['start=2025-01-01&end=2025-01-05&countryId=1', 'countryId'],
        ['start=2025-01-01&end=2025-01-05&employeeTypeFilter=3', 'employeeTypeFilter'],
        ['end=2025-01-05', 'start'],
      ];
      for (const [query, field] of cases) {
        const res = await getAs(t, `/api/Reports/TotalQuestions?${query}`, member, acme.id);
        expectApiError(res, 400, 'VALIDATION');
        expect(Object.keys(res.json().error.fields), query).toContain(field);
      }
      const res = await getAs(
        t,
        '/api/Reports/TotalQuestions?start=2025-01-01&end=2025-05-01&granularity=Daily',
        member,
        acme.id,
      );
      expect(res.json().error.fields.granularity[0]).toMatch(/at most 100 days; this range has 121/);
    });

    it('counts as new users only users who asked something in the period, in the chosen scope', async () => {
      const tenant = await createTenant(t.db, { countries: [ES, DE] });
      const asker = await memberWith(t, tenant.id, ['normal-user']);
      const day = '2025-09-10';
      // greeted the bot that day (first seen) but asked nothing: not a user of the period
      await t.db.insert(botUsers).values({
        customerId: tenant.id,
        channel: 'slack',
        channelUserId: 'greeter',
        countryId: ES,
        roleId: 2,
        firstSeen: new Date(`${day}T08:00:00Z`),
        lastSeen: new Date(`${day}T08:00:00Z`),
      });
      // asked in Spain, then moved to Germany: a new user of Spain, not of Germany
      const moved = await logUtterance(t.db, tenant.id, {
        date: new Date(`${day}T09:00:00Z`),
        countryId: ES,
        roleId: 2,
        text: 'vacation days',
      });
      await t.db.update(botUsers).set({ countryId: DE }).where(eq(botUsers.id, moved.botUserId));
      for (const country of ['', `&countryId=${ES}`, `&countryId=${DE}`]) {
        const body = await report(`start=${day}&end=${day}&granularity=Daily${country}`, asker, tenant.id);
        const unique = body.totals[0]!.uniqueUsersCount;
        const fresh = body.newUsers.reduce((n, c) => n + c.count, 0);
        expect([country, fresh]).toEqual([country, unique]);
      }
    });

    it('counts a user once in every country and role they wrote in, however many messages', async () => {
      const tenant = await createTenant(t.db, { countries: [ES, DE] });
      const asker = await memberWith(t, tenant.id, ['normal-user']);
      const day = '2025-09-10';
      const first = await logUtterance(t.db, tenant.id, {
        date: new Date(`${day}T08:00:00Z`),
        countryId: ES,
        roleId: 2,
        text: 'vacation days',
      });
      // the same user later that day, one message per statement: again, in Germany, as a manager
      const later: [number, number][] = [
        [ES, 2],
        [DE, 2],
        [ES, 1],
        [ES, 2],
      ];
      for (const [i, [countryId, roleId]] of later.entries())
        await t.db.insert(utterances).values({
          customerId: tenant.id,
          botUserId: first.botUserId,
          date: new Date(`${day}T${10 + i}:00:00Z`),
          channel: 'directline',
          conversationId: 'conv',
          countryId,
          roleId,
          text: 'vacation days',
        });
      const scopes = [
        '',
        `&countryId=${ES}`,
        `&countryId=${DE}`,
        '&employeeTypeFilter=1',
        '&employeeTypeFilter=2',
      ];
      for (const granularity of ['Daily', 'Weekly', 'Monthly']) {
        const users = [];
        for (const scope of scopes) {
          const body = await report(
            `start=${day}&end=${day}&granularity=${granularity}${scope}`,
            asker,
            tenant.id,
          );
          users.push(body.totals[0]!.uniqueUsersCount);
        }
        expect([granularity, users]).toEqual([granularity, [1, 1, 1, 1, 1]]);
      }
    });

    it('leaves the global template out of the countries of activity', async () => {
      const tenant = await createTenant(t.db, { countries: [ES] });
      const asker = await memberWith(t, tenant.id, ['normal-user']);
      const day = '2025-09-11';
      // an employee whose channel gives no country asks as Global: asked, but in no country
      for (const countryId of [GLOBAL_COUNTRY_ID, ES])
        await logUtterance(t.db, tenant.id, {
          date: new Date(`${day}T09:00:00Z`),
          countryId,
          roleId: 2,
          text: 'hi',
        });
      const body = await report(`start=${day}&end=${day}`, asker, tenant.id);
      expect(body.totals.reduce((n, b) => n + b.totalCount, 0)).toBe(2);
      expect(body.totalsByCountry.map((c) => [c.country.code, c.count])).toEqual([['ES', 1]]);
    });

    it("gives another tenant's member only that tenant's figures", async () => {
      const body = await report('start=2025-07-01&end=2025-07-31', outsider, globex.id);
      expect(body.totals.reduce((n, b) => n + b.totalCount, 0)).toBe(1);
      expect(body.totalsByCountry.map((c) => c.country.code)).toEqual(['ES']);
      expect(body.mostAskedUnanswered).toEqual([]);
      const res = await getAs(
        t,
        '/api/Reports/TotalQuestions?start=2025-07-01&end=2025-07-31',
        outsider,
        acme.id,
      );
      expect(res.statusCode).toBe(403);
    });
  });

  describe('GET /api/Reports/UsageReport', () => {
    const csv = async (query: string, as = member, tenant = acme.id) => {
      const res = await getAs(t, `/api/Reports/UsageReport?${query}`, as, tenant);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.headers['content-type']).toMatch(/^text\/csv/);
      expect(res.headers['content-disposition']).toBe('attachment; filename="export.csv"');
      return res.body
        .replace(/^\uFEFF/, '')
        .trimEnd()
        .split('\n');
    };

    it('has a header and one row per utterance, in the tenant time zone, with formulas neutralised', async () => {
      const lines = await csv('start=2025-07-01&end=2025-07-31');
      expect(lines[0]).toBe(
        'Date (Europe/Madrid),Channel,Country,Role,Utterance,Matched question,Reason,Rating',
      );
      expect(lines).toHaveLength(5);
      expect(lines[1]).toBe(
        `2025-07-02T00:30:00+02:00,Web Chat,Spain,Team Member,"'=HYPERLINK(""http://evil"")",Vacation days?,Answered,Not Helpful`,
      );
      expect(lines[3]).toBe(
        `2025-07-03T11:00:00+02:00,Web Chat,Germany,Team Member,payday,'=Payday?,Inapplicable for Country,`,
      );
      expect(lines[4]).toContain('None Intent');
      expect(lines.join('\n')).not.toContain('globex');
    });

    it('keeps to the range and the tenant', async () => {
      expect(await csv('start=2025-07-02&end=2025-07-02')).toHaveLength(3);
      const globexLines = await csv('start=2025-07-01&end=2025-07-31', outsider, globex.id);
      expect(globexLines).toHaveLength(2);
      expect(globexLines[1]).toContain('globex secret');
      expect(
        (await getAs(t, '/api/Reports/UsageReport?start=2025-07-01&end=2025-07-31', outsider, acme.id))
          .statusCode,
      ).toBe(403);
      expectApiError(
        await getAs(t, '/api/Reports/UsageReport?start=2025-07-31&end=2025-07-01', member, acme.id),
        400,
        'VALIDATION',
      );
    });
  });
});
