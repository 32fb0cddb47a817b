import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { FEATURES, PERMISSIONS } from '@askhr/shared/access/permissions';
import { REVIEW_STATES } from '@askhr/shared/bot/bot.constants';
import { REVIEW_BULK_IDS_MAX, REVIEW_BULK_MESSAGES } from '@askhr/shared/review/review-groups.schemas';
import { outOfScopeExamples, trainingUtterances, utterances } from '../../db/schema';
import { createTestApp, type TTestApp } from '../../test/app';
import { createTenant } from '../../test/factories/tenants';
import { requestAs } from '../../test/kits/access';
import { expectApiError, memberWith } from '../../test/kits/access';
import { setReviewStates } from './review-bulk.service';
import { saveReview } from './review-save.service';
import { ZReviewSave } from '@askhr/shared/review/review-actions.schemas';
import { logUtterance, sampleUtterance, seedReviewTenants } from '../../test/kits/review';

const { pendingReview, trainingRequest, resolved, outOfScope } = REVIEW_STATES;

describe('one state for many review rows', () => {
  let t: TTestApp;
  let seed: Awaited<ReturnType<typeof seedReviewTenants>>;
  let reviewer: string;

  beforeAll(async () => {
    t = await createTestApp();
    seed = await seedReviewTenants(t);
    reviewer = await memberWith(t, seed.acme.id, ['admin-user', 'view-feedback']);
  });
  afterAll(() => t.close());

  const fresh = async (count: number, values: Partial<ReturnType<typeof sampleUtterance>> = {}) => {
    const rows = [];
    for (let i = 0; i < count; i++)
      rows.push(
        await logUtterance(t.db, seed.acme.id, { ...sampleUtterance(), text: `message ${i}`, ...values }),
      );
    return rows.map((row) => row.id);
  };
  const statesOf = async (ids: number[]) =>
    (
      await t.db
        .select({ id: utterances.id, state: utterances.reviewStateId })
        .from(utterances)
        .where(inArray(utterances.id, ids))
        .orderBy(utterances.id)
    ).map((row) => row.state);
  const outOfScopeOf = (ids: number[]) =>
    t.db
      .select({ text: outOfScopeExamples.text })
      .from(outOfScopeExamples)
      .where(inArray(outOfScopeExamples.utteranceId, ids));
  const post = (path: string, body: unknown, email = reviewer, tenant = seed.acme.id) =>
    requestAs(t, 'POST', path, email, tenant, body);

  it('sets the state of all the rows, and Out of Scope teaches the bot as one save would', async () => {
    const ids = await fresh(3);
    const res = await post('/api/ReviewUtterances/State', { ids, state: outOfScope });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ updated: 3, notFound: 0 });
    expect(await statesOf(ids)).toEqual([outOfScope, outOfScope, outOfScope]);
    expect((await outOfScopeOf(ids)).map((row) => row.text).sort()).toEqual([
      'message 0',
      'message 1',
      'message 2',
    ]);

    // back to Resolved: the examples go, as when one row is saved out of Out of Scope
    const back = await post('/api/ReviewUtterances/State', { ids, state: resolved });
    expect(back.json()).toEqual({ updated: 3, notFound: 0 });
    expect(await outOfScopeOf(ids)).toEqual([]);
  });

  it('retrains once per request, only when what the bot learned changed', async () => {
    const ids = await fresh(2);
    const changed = vi.fn();
    await setReviewStates(t.db, seed.acme.id, { ids, state: resolved }, changed);
    expect(changed).not.toHaveBeenCalled();
    await setReviewStates(t.db, seed.acme.id, { ids, state: outOfScope }, changed);
    await setReviewStates(t.db, seed.acme.id, { ids, state: outOfScope }, changed);
    expect(changed).toHaveBeenCalledExactlyOnceWith(seed.acme.id);
  });

  it('refuses a Training Request for rows without a question and utterance, naming them, and changes nothing', async () => {
    const [ready, bare] = await fresh(2);
    const save = ZReviewSave.parse({
      id: ready,
      state: pendingReview,
      reviewQuestionId: seed.questions.vacation.id,
      modelUtterance: 'days off left',
    });
    await saveReview(t.db, seed.acme.id, save, () => undefined);
    const res = await post('/api/ReviewUtterances/State', { ids: [ready, bare], state: trainingRequest });
    expectApiError(res, 400, 'VALIDATION');
    expect(res.json().error.fields.ids).toEqual([
      `${REVIEW_BULK_MESSAGES.trainingWithoutUtterance}: ${bare}`,
    ]);
    expect(await statesOf([ready!, bare!])).toEqual([pendingReview, pendingReview]);

    // the row that has both can take it: its training utterance joins the question
    expect(
      (await post('/api/ReviewUtterances/State', { ids: [ready], state: trainingRequest })).json(),
    ).toEqual({
      updated: 1,
      notFound: 0,
    });
    const trained = await t.db
      .select({ text: trainingUtterances.text })
      .from(trainingUtterances)
      .where(eq(trainingUtterances.utteranceId, ready!));
    expect(trained).toEqual([{ text: 'days off left' }]);
    // and Out of Scope is refused for it while it names a question
    const outRes = await post('/api/ReviewUtterances/State', { ids: [ready], state: outOfScope });
    expectApiError(outRes, 400, 'VALIDATION');
    expect(outRes.json().error.message).toContain(REVIEW_BULK_MESSAGES.outOfScopeWithQuestion);
  });

  it("never touches another tenant's rows: they count as not found", async () => {
    const [own] = await fresh(1);
    const foreign = seed.rows.foreign.id;
    const res = await post('/api/ReviewUtterances/State', {
      ids: [own, foreign, 2147483000],
      state: resolved,
    });
    expect(res.json()).toEqual({ updated: 1, notFound: 2 });
    expect(await statesOf([foreign])).toEqual([pendingReview]);
    const globexAdmin = await memberWith(t, seed.globex.id, [...PERMISSIONS]);
    for (const path of ['/api/ReviewUtterances/State', '/api/Feedback/State'])
      expectApiError(await post(path, { ids: [own], state: 4 }, globexAdmin), 403, 'FORBIDDEN');
    const inOwn = await post(
      '/api/ReviewUtterances/State',
      { ids: [own], state: 4 },
      globexAdmin,
      seed.globex.id,
    );
    expect(inOwn.json()).toEqual({ updated: 0, notFound: 1 });
    expect(await statesOf([own!])).toEqual([resolved]);
  });

  it('sets only Not Helpful rows from Feedback, and needs its permission and feature', async () => {
    const [notHelpful] = await fresh(1, { rating: -1 });
    const [helpful] = await fresh(1, { rating: 1 });
    const res = await post('/api/Feedback/State', { ids: [notHelpful, helpful], state: resolved });
    expect(res.json()).toEqual({ updated: 1, notFound: 1 });
    expect(await statesOf([notHelpful!, helpful!])).toEqual([resolved, pendingReview]);

    const adminOnly = await memberWith(
      t,
      seed.acme.id,
      PERMISSIONS.filter((p) => p !== 'view-feedback'),
    );
    expectApiError(
      await post('/api/Feedback/State', { ids: [notHelpful], state: 1 }, adminOnly),
      403,
      'FORBIDDEN',
    );
    const feedbackOnly = await memberWith(t, seed.acme.id, ['view-feedback']);
    expectApiError(
      await post('/api/ReviewUtterances/State', { ids: [notHelpful], state: 1 }, feedbackOnly),
      403,
      'FORBIDDEN',
    );
    const noFlag = await createTenant(t.db, { features: FEATURES.filter((f) => f !== 'ReviewFeedback') });
    const viewer = await memberWith(t, noFlag.id, ['view-feedback']);
    expectApiError(
      await post('/api/Feedback/State', { ids: [1], state: 1 }, viewer, noFlag.id),
      403,
      'FORBIDDEN',
    );
  });

  it('answers 400 for bad bodies', async () => {
    const tooMany = Array.from({ length: REVIEW_BULK_IDS_MAX + 1 }, (_, i) => i + 1);
    for (const body of [
      { ids: [], state: 3 },
      { ids: tooMany, state: 3 },
      { ids: [1], state: 9 },
      { ids: ['x'], state: 3 },
      { ids: [1] },
    ])
      expectApiError(await post('/api/ReviewUtterances/State', body), 400, 'VALIDATION');
  });
});
