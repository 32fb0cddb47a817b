import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { REVIEW_STATES } from '@askhr/shared/bot/bot.constants';
import { ZReviewSave } from '@askhr/shared/review/review-actions.schemas';
import { outOfScopeExamples, trainingUtterances } from '../../db/schema';
import { createTestApp, type TTestApp } from '../../test/app';
import { createQuestion } from '../../test/factories/questions';
import { requestAs } from '../../test/kits/access';
import { memberWith } from '../../test/kits/access';
import { findOutOfScopeExamples } from './review-learning.repository';
import { saveReview } from './review-save.service';
import { logUtterance, sampleUtterance, seedReviewTenants } from '../../test/kits/review';

const { trainingRequest, resolved, outOfScope, pendingReview } = REVIEW_STATES;

describe('review teaches the bot: Training Request and Out of Scope, and their undo', () => {
  let t: TTestApp;
  let seed: Awaited<ReturnType<typeof seedReviewTenants>>;

  beforeAll(async () => {
    t = await createTestApp();
    seed = await seedReviewTenants(t);
  });
  afterAll(() => t.close());

  const trainedFrom = (utteranceId: number) =>
    t.db
      .select({ questionId: trainingUtterances.questionId, text: trainingUtterances.text })
      .from(trainingUtterances)
      .where(eq(trainingUtterances.utteranceId, utteranceId));
  const outOfScopeFrom = (utteranceId: number) =>
    t.db
      .select({ customerId: outOfScopeExamples.customerId, text: outOfScopeExamples.text })
      .from(outOfScopeExamples)
      .where(eq(outOfScopeExamples.utteranceId, utteranceId));

  it('adds the training utterance of a Training Request to the question, and undo removes exactly it', async () => {
    const row = await logUtterance(t.db, seed.acme.id, sampleUtterance());
    const changed = vi.fn();
    const save = (body: Record<string, unknown>) =>
      saveReview(t.db, seed.acme.id, ZReviewSave.parse({ id: row.id, ...body }), changed);
    const { vacation, payday } = seed.questions;

    await save({ state: trainingRequest, reviewQuestionId: vacation.id, modelUtterance: 'days off left' });
    expect(await trainedFrom(row.id)).toEqual([{ questionId: vacation.id, text: 'days off left' }]);
    expect(changed).toHaveBeenCalledExactlyOnceWith(seed.acme.id);

    // saved again unchanged (the auto-save): nothing added twice, no retrain
    await save({
      state: trainingRequest,
      reviewQuestionId: vacation.id,
      modelUtterance: 'days off left',
      silent: true,
    });
    expect(await trainedFrom(row.id)).toHaveLength(1);
    expect(changed).toHaveBeenCalledTimes(1);

    // another question or wording replaces what was added
    await save({ state: trainingRequest, reviewQuestionId: payday.id, modelUtterance: 'salary date' });
    expect(await trainedFrom(row.id)).toEqual([{ questionId: payday.id, text: 'salary date' }]);

    // a question chosen without the Training Request state teaches nothing yet
    await save({ state: pendingReview, reviewQuestionId: payday.id, modelUtterance: 'salary date' });
    expect(await trainedFrom(row.id)).toEqual([]);
    expect(changed).toHaveBeenCalledTimes(3);

    // the administrators' own utterances of the question stay
    const own = await t.db
      .select()
      .from(trainingUtterances)
      .where(eq(trainingUtterances.questionId, payday.id));
    expect(own.every((u) => u.utteranceId === null)).toBe(true);
  });

  it('keeps the link when the question is edited in the knowledge base, so undo still removes it', async () => {
    const admin = await memberWith(t, seed.acme.id, ['admin-user', 'normal-user']);
    const question = await createQuestion(t.db, seed.acme.id, { text: 'Is there a gym?' });
    const row = await logUtterance(t.db, seed.acme.id, { ...sampleUtterance(), text: 'fitness room' });
    const review = (body: Record<string, unknown>) =>
      saveReview(t.db, seed.acme.id, ZReviewSave.parse({ id: row.id, ...body }), () => undefined);
    await review({ state: trainingRequest, reviewQuestionId: question.id, modelUtterance: 'fitness room' });
    const read = await requestAs(t, 'GET', `/api/Questions/${question.id}`, admin, seed.acme.id);
    const { version, trainingUtterances: texts } = read.json();
    expect(texts).toEqual(['fitness room']);
    const edited = await requestAs(t, 'POST', '/api/Questions/', admin, seed.acme.id, {
      id: question.id,
      text: 'Is there a gym at the office?',
      trainingUtterances: [...texts, 'gym'],
      version,
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(await trainedFrom(row.id)).toEqual([{ questionId: question.id, text: 'fitness room' }]);
    await review({ state: resolved });
    const after = await requestAs(t, 'GET', `/api/Questions/${question.id}`, admin, seed.acme.id);
    expect(after.json().trainingUtterances).toEqual(['gym']);
  });

  it('stores an Out of Scope row as an example of the tenant, and undo removes it', async () => {
    const row = await logUtterance(t.db, seed.acme.id, { ...sampleUtterance(), text: 'is the canteen open' });
    const changed = vi.fn();
    const save = (state: number) =>
      saveReview(t.db, seed.acme.id, ZReviewSave.parse({ id: row.id, state }), changed);

    await save(outOfScope);
    expect(await outOfScopeFrom(row.id)).toEqual([{ customerId: seed.acme.id, text: 'is the canteen open' }]);
    expect(await findOutOfScopeExamples(t.db, seed.acme.id)).toContain('is the canteen open');
    expect(await findOutOfScopeExamples(t.db, seed.globex.id)).toEqual([]);
    expect(changed).toHaveBeenCalledExactlyOnceWith(seed.acme.id);

    await save(resolved);
    expect(await outOfScopeFrom(row.id)).toEqual([]);
    expect(changed).toHaveBeenCalledTimes(2);
  });

  it('moves from Out of Scope to a Training Request in one save', async () => {
    const row = await logUtterance(t.db, seed.acme.id, sampleUtterance());
    const changed = vi.fn();
    await saveReview(t.db, seed.acme.id, ZReviewSave.parse({ id: row.id, state: outOfScope }), changed);
    await saveReview(
      t.db,
      seed.acme.id,
      ZReviewSave.parse({
        id: row.id,
        state: trainingRequest,
        reviewQuestionId: seed.questions.vacation.id,
        modelUtterance: 'vacation days left',
      }),
      changed,
    );
    expect(await outOfScopeFrom(row.id)).toEqual([]);
    expect(await trainedFrom(row.id)).toEqual([
      { questionId: seed.questions.vacation.id, text: 'vacation days left' },
    ]);
  });

  it("retrains the tenant's model through the route: the trained message then ranks its question first", async () => {
    const bicycle = await createQuestion(t.db, seed.acme.id, { text: 'Where can I park my bicycle?' });
    const admin = await memberWith(t, seed.acme.id, ['admin-user']);
    const message = 'zorbly flimflam rack';
    const row = await logUtterance(t.db, seed.acme.id, { ...sampleUtterance(), text: message });
    const ranker = t.app.understanding.ranker;
    const top = async () => (await ranker.rank(seed.acme.id, message))[0]?.questionId;
    await t.app.understanding.knowledgeChanged(seed.acme.id);
    expect(await top()).not.toBe(bicycle.id);

    const res = await requestAs(t, 'POST', '/api/ReviewUtterances/', admin, seed.acme.id, {
      id: row.id,
      state: trainingRequest,
      reviewQuestionId: bicycle.id,
      modelUtterance: message,
    });
    expect(res.statusCode, res.body).toBe(200);
    await expect.poll(top, { timeout: 20_000, interval: 200 }).toBe(bicycle.id);

    // undone: the utterance leaves the question and the model forgets it
    const undo = await requestAs(t, 'POST', '/api/ReviewUtterances/', admin, seed.acme.id, {
      id: row.id,
      state: resolved,
    });
    expect(undo.statusCode, undo.body).toBe(200);
    expect(await trainedFrom(row.id)).toEqual([]);
    await expect.poll(top, { timeout: 20_000, interval: 200 }).not.toBe(bicycle.id);
  });
});
