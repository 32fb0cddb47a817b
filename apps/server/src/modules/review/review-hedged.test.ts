import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BOT_ROLES } from '@askhr/shared/bot/bot.constants';
import type { TRatingsItem } from '@askhr/shared/review/review-actions.schemas';
import { createTestApp, type TTestApp } from '../../test/app';
import { expectApiError, getAs, memberWith } from '../../test/kits/access';
import { DE, ES, daysAgo, logUtterance, seedReviewTenants, type TReviewPage } from '../../test/kits/review';

/** Review Results' "Answered, unsure": the answers the bot hedged, found with `hedged=true`. */
describe('the hedged filter of Review Results and Feedback', () => {
  let t: TTestApp;
  let seed: Awaited<ReturnType<typeof seedReviewTenants>>;
  let reviewer: string;
  let hedged: { h1: number; h2: number; test: number; foreign: number };

  beforeAll(async () => {
    t = await createTestApp();
    seed = await seedReviewTenants(t);
    reviewer = await memberWith(t, seed.acme.id, ['admin-user', 'view-feedback']);
    const { vacation, payday, foreign } = seed.questions;
    const [acme, globex] = [seed.acme.id, seed.globex.id];
    const { teamMember: TM, peopleManager: PM } = BOT_ROLES;
    // hedged answers as the bot logs them: answered (no reason), the question returned, a confidence;
    // in Spain, of a team member, unless `values` say otherwise
    const log = async (
      customerId: number,
      question: { id: number },
      confidence: number,
      date: Date,
      text: string,
      values: Partial<Parameters<typeof logUtterance>[2]> = {},
    ) => {
      const row = await logUtterance(t.db, customerId, {
        date,
        countryId: ES,
        roleId: TM,
        text,
        ...values,
        predictedQuestionId: question.id,
        returnedQuestionId: question.id,
        confidence,
        reasonId: null,
        inSubscription: true,
        answerText: 'I think you are asking about it:',
        hedged: true,
      });
      return row.id;
    };
    hedged = {
      h1: await log(acme, vacation, 0.61, daysAgo(1.5), 'days off left?', { rating: -1 }),
      // whole days apart, so that the month's range holds days the rollups keep
      h2: await log(acme, payday, 0.55, daysAgo(12), 'salary date', { countryId: DE, roleId: PM }),
      test: await log(acme, vacation, 0.58, daysAgo(2.5), 'tested in the Test Bot', { isTest: true }),
      foreign: await log(globex, foreign, 0.6, daysAgo(1), 'canteen?', { rating: -1 }),
    };
  });
  afterAll(() => t.close());

  const get = async <T>(path: string, email = reviewer, tenant = seed.acme.id): Promise<T> => {
    const res = await getAs(t, path, email, tenant);
    expect(res.statusCode, res.body).toBe(200);
    return res.json();
  };
  const page = (query: string) => get<TReviewPage>(`/api/ReviewUtterances/page?pageSize=200&${query}`);
  const ratingsTotal = async (path: string) =>
    (await get<TRatingsItem[]>(path)).reduce((sum, item) => sum + item.total, 0);

  it('lists only the hedged answers, flagged as such, newest first', async () => {
    const { data, total } = await page('hedged=true');
    expect(data.map((row) => row.id)).toEqual([hedged.h1, hedged.h2]);
    expect(total).toBe(2);
    for (const row of data)
      expect(row).toMatchObject({ hedged: true, reason: null, returnedQuestionId: expect.any(Number) });
    expect(data[0]).toMatchObject({
      returnedQuestionText: 'How many vacation days do I have?',
      confidenceScore: expect.closeTo(0.61, 5),
    });
  });

  it('counts from the rows what the rollups cannot tell apart, agreeing with the list', async () => {
    const all = await page('');
    const notHedged = await page('hedged=false');
    expect(all.total).toBe(7);
    expect(notHedged.data.every((row) => !row.hedged)).toBe(true);
    expect(notHedged.total).toBe(notHedged.data.length);
    expect(notHedged.total + (await page('hedged=true')).total).toBe(all.total);
    // a page smaller than the filter keeps the filter's total
    expect(await get<TReviewPage>('/api/ReviewUtterances/page?hedged=true&pageSize=1')).toMatchObject({
      data: [{ id: hedged.h1 }],
      total: 2,
    });
    // the ratings beside the list count the same rows
    expect(await get('/api/ReviewUtterances/Ratings?hedged=true')).toEqual([
      { id: -1, questionId: seed.questions.vacation.id, total: 1 },
      { id: 0, questionId: seed.questions.payday.id, total: 1 },
    ]);
    expect(await ratingsTotal('/api/ReviewUtterances/Ratings?hedged=false')).toBe(notHedged.total);
  });

  it('combines with the other filters: ratings, countries, test messages, Feedback', async () => {
    expect(await page('hedged=true&ratings=-1')).toMatchObject({ data: [{ id: hedged.h1 }], total: 1 });
    expect(await page('hedged=true&countries=DE')).toMatchObject({ data: [{ id: hedged.h2 }], total: 1 });
    const withTests = await page('hedged=true&includeTests=true');
    expect(withTests.data.map((row) => row.id)).toEqual([hedged.h1, hedged.test, hedged.h2]);
    expect(withTests.total).toBe(3);
    const feedback = await get<TReviewPage>('/api/Feedback/page?hedged=true');
    expect(feedback).toMatchObject({ data: [{ id: hedged.h1, rating: -1 }], total: 1 });
    expect(await ratingsTotal('/api/Feedback/Ratings?hedged=true')).toBe(1);
  });

  it('gives a member of another tenant 403 here and only its own hedged answers in its tenant', async () => {
    const globexAdmin = await memberWith(t, seed.globex.id, ['admin-user', 'view-feedback']);
    expectApiError(
      await getAs(t, '/api/ReviewUtterances/page?hedged=true', globexAdmin, seed.acme.id),
      403,
      'FORBIDDEN',
    );
    const own = await get<TReviewPage>('/api/ReviewUtterances/page?hedged=true', globexAdmin, seed.globex.id);
    expect(own).toMatchObject({ data: [{ id: hedged.foreign, hedged: true }], total: 1 });
    expect(own.data).toHaveLength(1);
    // and this tenant never sees the other's
    expect((await page('hedged=true')).data.map((row) => row.id)).not.toContain(hedged.foreign);
  });

  it.each(['hedged=maybe', 'hedged=1', 'hedged=', 'hedged=true&hedged=false'])(
    'refuses %s with 400 and a message for the field',
    async (query) => {
      for (const path of [
        '/api/ReviewUtterances/page',
        '/api/ReviewUtterances/Ratings',
        '/api/Feedback/page',
      ]) {
        const res = await getAs(t, `${path}?${query}`, reviewer, seed.acme.id);
        expectApiError(res, 400, 'VALIDATION');
        expect(Object.keys(res.json().error.fields)).toEqual(['hedged']);
      }
    },
  );
});
