import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PERMISSIONS } from '@askhr/shared/access/permissions';
import { REVIEW_STATES } from '@askhr/shared/bot/bot.constants';
import { GLOBAL_COUNTRY_ID } from '@askhr/shared/countries/countries.constants';
import type { TReviewGroups, TReviewSuggestion } from '@askhr/shared/review/review-groups.schemas';
import { questions } from '../../db/schema';
import { createTestApp, type TTestApp } from '../../test/app';
import { createTenant } from '../../test/factories/tenants';
import { createAnswerVersion } from '../../test/factories/versions';
import { createQuestion } from '../../test/factories/questions';
import { expectApiError, getAs, memberWith } from '../../test/kits/access';
import { DE, ES, daysAgo, logUtterance, sampleUtterance } from '../../test/kits/review';

describe('review groups and suggestions: grouping, tenants, permissions', () => {
  let t: TTestApp;
  let acme: { id: number };
  let globex: { id: number };
  let reviewer: string;
  let globexAdmin: string;
  const ids: Record<string, number> = {};
  const question: Record<string, number> = {};

  beforeAll(async () => {
    t = await createTestApp();
    acme = await createTenant(t.db, { countries: [ES, DE] });
    globex = await createTenant(t.db, { countries: [ES] });
    reviewer = await memberWith(t, acme.id, ['admin-user']);
    globexAdmin = await memberWith(t, globex.id, [...PERMISSIONS]);
    const ask = async (key: string, customerId: number, values: Record<string, unknown>) => {
      const row = await logUtterance(t.db, customerId, { ...sampleUtterance(), ...values });
      ids[key] = row.id;
    };
    const vacation = await createQuestion(t.db, acme.id, {
      text: 'How many vacation days do I have left?',
      utterances: ['vacation days left', 'remaining holiday', 'days off balance'],
    });
    const password = await createQuestion(t.db, acme.id, {
      text: 'How do I reset my password?',
      utterances: ['forgot my password', 'password reset', 'locked out of my account'],
    });
    const laptop = await createQuestion(t.db, acme.id, {
      text: 'How do I order a new laptop?',
      utterances: ['order a laptop', 'new computer request', 'laptop for a new hire'],
    });
    for (const q of [vacation, password]) await createAnswerVersion(t.db, acme.id, q.id, GLOBAL_COUNTRY_ID);
    // the laptop question has no answer in any country: disabled
    Object.assign(question, { vacation: vacation.id, password: password.id, laptop: laptop.id });

    await ask('v1', acme.id, {
      text: 'Vacation days left?',
      date: daysAgo(1),
      predictedQuestionId: vacation.id,
    });
    await ask('v2', acme.id, { text: 'vacation DAYS left', date: daysAgo(3), countryId: DE });
    await ask('v3', acme.id, {
      text: 'left vacation days!!',
      date: daysAgo(9),
      predictedQuestionId: vacation.id,
    });
    await ask('v4', acme.id, {
      text: 'vacation days left',
      date: daysAgo(2),
      predictedQuestionId: password.id,
    });
    await ask('p1', acme.id, { text: 'I forgot my password', date: daysAgo(2) });
    await ask('p2', acme.id, { text: 'forgot my PASSWORD.', date: daysAgo(4) });
    await ask('once', acme.id, { text: 'tell me a joke', date: daysAgo(2) });
    // reviewed already, a test message, and one older than the window: never grouped
    await ask('done', acme.id, { text: 'forgot my password', reviewStateId: REVIEW_STATES.resolved });
    await ask('test', acme.id, { text: 'forgot my password', isTest: true });
    await ask('old', acme.id, { text: 'forgot my password', date: daysAgo(40) });
    await ask('g1', globex.id, { text: 'vacation days left' });
    await ask('g2', globex.id, { text: 'Vacation days left?' });
  });
  afterAll(() => t.close());

  const groupsOf = async (query: string, email = reviewer, tenant = acme.id) => {
    const res = await getAs(t, `/api/ReviewUtterances/Groups${query}`, email, tenant);
    expect(res.statusCode, res.body).toBe(200);
    return res.json<TReviewGroups>();
  };

  it('groups the pending rows that mean the same, the largest group first, with dates and prediction', async () => {
    const result = await groupsOf('');
    expect(result).toMatchObject({ scanned: 7, rowLimit: 2000, isTruncated: false });
    expect(result.data).toEqual([
      {
        representative: 'Vacation days left?',
        count: 4,
        ids: [ids.v1, ids.v4, ids.v2, ids.v3],
        firstDate: expect.any(String),
        lastDate: expect.any(String),
        predictedQuestion: {
          id: question.vacation,
          text: 'How many vacation days do I have left?',
          count: 2,
        },
      },
      expect.objectContaining({ count: 2, ids: [ids.p1, ids.p2], predictedQuestion: null }),
    ]);
    const [vacation] = result.data;
    expect(Date.parse(vacation!.lastDate) - Date.parse(vacation!.firstDate)).toBeGreaterThan(7 * 86_400_000);
  });

  it('applies the page filter, and ignores a states filter', async () => {
    const spain = await groupsOf('?countries=ES&states=3');
    expect(spain.data.map((g) => g.ids)).toEqual([
      [ids.v1, ids.v4, ids.v3],
      [ids.p1, ids.p2],
    ]);
    expect((await groupsOf('?includeTests=true')).data[1]!.ids).toEqual([ids.test, ids.p1, ids.p2]);
    expectApiError(
      await getAs(t, '/api/ReviewUtterances/Groups?countries=XX', reviewer, acme.id),
      400,
      'VALIDATION',
    );
  });

  it('shows each tenant only its own rows, and needs admin-user', async () => {
    expectApiError(await getAs(t, '/api/ReviewUtterances/Groups', globexAdmin, acme.id), 403, 'FORBIDDEN');
    const own = await groupsOf('', globexAdmin, globex.id);
    expect(own.data).toEqual([expect.objectContaining({ ids: [ids.g2, ids.g1] })]);
    const withoutAdmin = await memberWith(
      t,
      acme.id,
      PERMISSIONS.filter((p) => p !== 'admin-user'),
    );
    for (const url of ['/api/ReviewUtterances/Groups', `/api/ReviewUtterances/Suggestions?id=${ids.v1}`])
      expectApiError(await getAs(t, url, withoutAdmin, acme.id), 403, 'FORBIDDEN');
  });

  it("suggests the bot's top questions for a row, leaving out disabled and deleted ones", async () => {
    const suggest = async (id: number) => {
      const res = await getAs(t, `/api/ReviewUtterances/Suggestions?id=${id}`, reviewer, acme.id);
      expect(res.statusCode, res.body).toBe(200);
      return res.json<TReviewSuggestion[]>();
    };
    const forPassword = await suggest(ids.p1!);
    expect(forPassword.length).toBeGreaterThan(0);
    expect(forPassword.length).toBeLessThanOrEqual(3);
    expect(forPassword[0]).toEqual({
      id: question.password,
      text: 'How do I reset my password?',
      score: expect.any(Number),
    });
    const scores = forPassword.map((s) => s.score);
    expect(scores).toEqual([...scores].sort((a, b) => b - a));

    const laptopRow = await logUtterance(t.db, acme.id, { ...sampleUtterance(), text: 'order a new laptop' });
    expect((await suggest(laptopRow.id)).map((s) => s.id)).not.toContain(question.laptop);
    await t.db.update(questions).set({ deletedAt: new Date() }).where(eq(questions.id, question.password!));
    expect((await suggest(ids.p1!)).map((s) => s.id)).not.toContain(question.password);
  });

  it('answers 404 for a row of another tenant or of none, 400 for a bad id', async () => {
    for (const id of [ids.g1, 2147483000])
      expectApiError(
        await getAs(t, `/api/ReviewUtterances/Suggestions?id=${id}`, reviewer, acme.id),
        404,
        'NOT_FOUND',
      );
    expectApiError(
      await getAs(t, '/api/ReviewUtterances/Suggestions?id=x', reviewer, acme.id),
      400,
      'VALIDATION',
    );
  });
});
