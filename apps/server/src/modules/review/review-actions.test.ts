import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PERMISSIONS } from '@askhr/shared/access/permissions';
import { REVIEW_MESSAGES } from '@askhr/shared/review/review-actions.schemas';
import type { TReviewUtterance } from '@askhr/shared/review/review.schemas';
import { utterances } from '../../db/schema';
import { createTestApp, type TTestApp } from '../../test/app';
import { requestAs } from '../../test/kits/access';
import { expectApiError, getAs, memberWith } from '../../test/kits/access';
import { logUtterance, sampleUtterance, seedReviewTenants } from '../../test/kits/review';

describe('review actions: preview, save, delete, ratings, intents', () => {
  let t: TTestApp;
  let seed: Awaited<ReturnType<typeof seedReviewTenants>>;
  let admin: string;
  let viewer: string;
  let globexAdmin: string;

  beforeAll(async () => {
    t = await createTestApp();
    seed = await seedReviewTenants(t);
    admin = await memberWith(t, seed.acme.id, ['admin-user']);
    viewer = await memberWith(t, seed.acme.id, ['view-feedback']);
    globexAdmin = await memberWith(t, seed.globex.id, [...PERMISSIONS]);
  });
  afterAll(() => t.close());

  const get = (url: string, email = admin, tenant = seed.acme.id) => getAs(t, url, email, tenant);
  const save = (payload: unknown, email = admin, tenant = seed.acme.id) =>
    requestAs(t, 'POST', '/api/ReviewUtterances/', email, tenant, payload);
  const idsOf = (res: { json(): unknown }) => (res.json() as TReviewUtterance[]).map((row) => row.id);

  describe('GET Ids', () => {
    it('gives the tenant rows named, newest first, and leaves out foreign and unknown ids', async () => {
      const { u1, u3, old, foreign } = seed.rows;
      const res = await get(
        `/api/ReviewUtterances/Ids?ids=${old.id}&ids=${u3.id},${u1.id}&ids=${foreign.id},99999`,
      );
      expect(res.statusCode, res.body).toBe(200);
      expect(idsOf(res)).toEqual([u1.id, u3.id, old.id]);
      expect(res.json()[0]).toMatchObject({
        utterance: 'vacation days left',
        observations: 'check the Spanish answer',
      });
    });

    it('keeps only the Not Helpful rows from Feedback, with fromFeedback or under Feedback/', async () => {
      const { u1, u2, u4 } = seed.rows;
      const list = `ids=${u1.id},${u2.id},${u4.id}`;
      expect(idsOf(await get(`/api/ReviewUtterances/Ids?${list}&fromFeedback=true`))).toEqual([u1.id, u4.id]);
      expect(idsOf(await get(`/api/Feedback/Ids?${list}`, viewer))).toEqual([u1.id, u4.id]);
      expect(idsOf(await get(`/api/ReviewUtterances/Ids?${list}&fromFeedback=false`))).toEqual([
        u1.id,
        u2.id,
        u4.id,
      ]);
    });

    it('refuses no ids or bad ones with 400, and another tenant with 403', async () => {
      expectApiError(await get('/api/ReviewUtterances/Ids'), 400, 'VALIDATION');
      expectApiError(await get('/api/ReviewUtterances/Ids?ids=abc'), 400, 'VALIDATION');
      expectApiError(await get('/api/ReviewUtterances/Ids?ids=0'), 400, 'VALIDATION');
      expectApiError(
        await get(`/api/ReviewUtterances/Ids?ids=${seed.rows.u1.id}`, globexAdmin),
        403,
        'FORBIDDEN',
      );
      const own = await get(`/api/ReviewUtterances/Ids?ids=${seed.rows.u1.id}`, globexAdmin, seed.globex.id);
      expect(idsOf(own)).toEqual([]);
    });
  });

  describe('POST save', () => {
    it('saves the state, the observations and the question with its training utterance', async () => {
      const row = await logUtterance(t.db, seed.acme.id, sampleUtterance());
      const res = await save({
        id: row.id,
        state: 3,
        observations: 'answered well',
        customerObservations: 'ok',
        reviewQuestionId: seed.questions.vacation.id,
        modelUtterance: '  days off left  ',
        silent: true,
      });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toMatchObject({
        id: row.id,
        state: 3,
        observations: 'answered well',
        customerObservations: 'ok',
        reviewQuestionId: seed.questions.vacation.id,
        reviewQuestionText: 'How many vacation days do I have?',
        reviewQuestionInSubscription: true,
        modelUtterance: {
          utterance: 'days off left',
          isGeneral: true,
          questionId: seed.questions.vacation.id,
          question: { id: seed.questions.vacation.id, text: 'How many vacation days do I have?' },
        },
      });
      // and the page shows it the same way
      const page = await get('/api/ReviewUtterances/page?pageSize=200');
      const listed = (page.json().data as TReviewUtterance[]).find((r) => r.id === row.id);
      expect(listed).toEqual(res.json());
    });

    it('gives the messages of spec 001 section 5 for the training utterance', async () => {
      const { u5 } = seed.rows;
      const question = seed.questions.payday.id;
      const empty = await save({ id: u5.id, state: 2, reviewQuestionId: question, modelUtterance: '   ' });
      expectApiError(empty, 400, 'VALIDATION');
      expect(empty.json().error.fields).toEqual({ modelUtterance: [REVIEW_MESSAGES.utteranceEmpty] });
      const missing = await save({ id: u5.id, state: 2, reviewQuestionId: question });
      expect(missing.json().error.fields).toEqual({ modelUtterance: [REVIEW_MESSAGES.utteranceEmpty] });
      const long = await save({
        id: u5.id,
        state: 2,
        reviewQuestionId: question,
        modelUtterance: 'x'.repeat(1001),
      });
      expect(long.json().error.fields.modelUtterance).toEqual([REVIEW_MESSAGES.utteranceTooLong]);
      const atLimit = await save({
        id: u5.id,
        state: 1,
        reviewQuestionId: question,
        modelUtterance: 'x'.repeat(1000),
      });
      expect(atLimit.statusCode, atLimit.body).toBe(200);
    });

    it('refuses conflicting, unknown and foreign ids with clear errors, changing nothing', async () => {
      const { u5, foreign } = seed.rows;
      const conflicting = await save({
        id: u5.id,
        state: 4,
        reviewQuestionId: seed.questions.payday.id,
        modelUtterance: 'money when',
      });
      expectApiError(conflicting, 400, 'VALIDATION');
      expect(conflicting.json().error.fields).toEqual({
        reviewQuestionId: [REVIEW_MESSAGES.outOfScopeWithQuestion],
      });
      expectApiError(await save({ id: u5.id, state: 7 }), 400, 'VALIDATION');
      expectApiError(await save({ id: 'x', state: 1 }), 400, 'VALIDATION');
      const foreignQuestion = await save({
        id: u5.id,
        state: 2,
        reviewQuestionId: seed.questions.foreign.id,
        modelUtterance: 'canteen',
      });
      expectApiError(foreignQuestion, 400, 'VALIDATION');
      expect(foreignQuestion.json().error.fields).toEqual({ reviewQuestionId: ['Unknown question'] });
      expectApiError(await save({ id: foreign.id, state: 3 }), 404, 'NOT_FOUND');
      expectApiError(await save({ id: 2_000_000_000, state: 3 }), 404, 'NOT_FOUND');
      expectApiError(await save({ id: u5.id, state: 3 }, globexAdmin), 403, 'FORBIDDEN');
      expectApiError(await save({ id: u5.id, state: 3 }, viewer), 403, 'FORBIDDEN');
      const [stored] = await t.db.select().from(utterances).where(eq(utterances.id, foreign.id));
      expect(stored!.reviewStateId).toBe(1);
    });
  });

  describe('DELETE many', () => {
    it('deletes the tenant rows named and none of another tenant', async () => {
      const a = await logUtterance(t.db, seed.acme.id, sampleUtterance());
      const b = await logUtterance(t.db, seed.acme.id, sampleUtterance());
      const { foreign } = seed.rows;
      const url = `/api/ReviewUtterances/?ids=${a.id}&ids=${b.id}&ids=${foreign.id}`;
      expectApiError(await requestAs(t, 'DELETE', url, globexAdmin, seed.acme.id), 403, 'FORBIDDEN');
      expectApiError(await requestAs(t, 'DELETE', url, viewer, seed.acme.id), 403, 'FORBIDDEN');
      const res = await requestAs(t, 'DELETE', url, admin, seed.acme.id);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toEqual({ deleted: 2 });
      const left = await t.db.select({ id: utterances.id }).from(utterances);
      expect(left.map((r) => r.id)).toEqual(expect.arrayContaining([foreign.id]));
      expect(left.map((r) => r.id)).not.toEqual(expect.arrayContaining([a.id]));
      // the foreign tenant's own delete of an acme id changes nothing either
      const byGlobex = await requestAs(
        t,
        'DELETE',
        `/api/ReviewUtterances/?ids=${seed.rows.u1.id}`,
        globexAdmin,
        seed.globex.id,
      );
      expect(byGlobex.json()).toEqual({ deleted: 0 });
      // ids as repeated parameters only: a loose list is refused, not read
      const c = await logUtterance(t.db, seed.acme.id, sampleUtterance());
      for (const bad of ['', '?ids=', `?ids=${c.id},${a.id}`, '?ids=0'])
        expectApiError(
          await requestAs(t, 'DELETE', `/api/ReviewUtterances/${bad}`, admin, seed.acme.id),
          400,
          'VALIDATION',
        );
      const [kept] = await t.db.select().from(utterances).where(eq(utterances.id, c.id));
      expect(kept).toBeDefined();
    });
  });

  describe('GET Ratings', () => {
    const sorted = (items: { id: number; total: number; questionId: number | null }[]) =>
      [...items].sort((a, b) => a.id - b.id || (a.questionId ?? 0) - (b.questionId ?? 0));

    it('counts the rows of the filter by rating and settled question', async () => {
      const { vacation, payday } = seed.questions;
      const res = await get(
        '/api/ReviewUtterances/Ratings?endDate=' +
          encodeURIComponent(new Date(Date.now() - 3_600_000).toISOString()),
      );
      expect(res.statusCode, res.body).toBe(200);
      expect(sorted(res.json())).toEqual(
        sorted([
          { id: -1, total: 2, questionId: vacation.id },
          { id: 0, total: 1, questionId: null },
          { id: 0, total: 1, questionId: payday.id },
          { id: 1, total: 1, questionId: payday.id },
        ]),
      );
      const es = await get(
        '/api/ReviewUtterances/Ratings?countries=DE&endDate=' +
          encodeURIComponent(new Date(Date.now() - 3_600_000).toISOString()),
      );
      expect(sorted(es.json())).toEqual([
        { id: -1, total: 1, questionId: vacation.id },
        { id: 1, total: 1, questionId: payday.id },
      ]);
    });

    it('counts only Not Helpful rows for Feedback, and only the tenant', async () => {
      const hourAgo = encodeURIComponent(new Date(Date.now() - 3_600_000).toISOString());
      const res = await get(`/api/Feedback/Ratings?ratings=1&endDate=${hourAgo}`, viewer);
      expect(res.json()).toEqual([{ id: -1, total: 2, questionId: seed.questions.vacation.id }]);
      const globex = await get('/api/Feedback/Ratings', globexAdmin, seed.globex.id);
      expect(globex.json()).toEqual([{ id: -1, total: 1, questionId: seed.questions.foreign.id }]);
      expectApiError(await get('/api/Feedback/Ratings', globexAdmin), 403, 'FORBIDDEN');
      expectApiError(await get('/api/ReviewUtterances/Ratings', viewer), 403, 'FORBIDDEN');
      expectApiError(
        await get(
          '/api/ReviewUtterances/Ratings?startDate=2030-01-01T00:00:00Z&endDate=2029-01-01T00:00:00Z',
        ),
        400,
        'VALIDATION',
      );
    });
  });

  describe('GET Intents', () => {
    it('offers the tenant questions matching the text as intent options', async () => {
      const res = await get('/api/ReviewUtterances/Intents?input=vacation');
      expect(res.statusCode, res.body).toBe(200);
      const { vacation } = seed.questions;
      expect(res.json()).toEqual([{ id: vacation.id, intent: vacation.text, text: vacation.text }]);
      const foreign = await get('/api/ReviewUtterances/Intents?input=canteen');
      expect(foreign.json()).toEqual([]);
    });

    it("asks for at least one letter, and refuses other tenants' members", async () => {
      const empty = await get('/api/ReviewUtterances/Intents?input=%20');
      expectApiError(empty, 400, 'VALIDATION');
      expect(empty.json().error.fields.input).toEqual(['Please type at least one letter']);
      expectApiError(await get('/api/ReviewUtterances/Intents'), 400, 'VALIDATION');
      expectApiError(await get('/api/ReviewUtterances/Intents?input=vac', globexAdmin), 403, 'FORBIDDEN');
    });
  });
});
