import { and, eq } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PERMISSIONS } from '@askhr/shared/access/permissions';
import { COUNTRIES, GLOBAL_COUNTRY_ID } from '@askhr/shared/countries/countries.constants';
import { createConversationCore } from '../../bot/core/conversation-core';
import { employee, scriptedRanker } from '../../test/kits/core';
import { loadTrainingExamples } from '../../bot/nlu/nlu.repository';
import { questions, trainingUtterances, valueVersions } from '../../db/schema';
import { createCategory } from '../../test/factories/categories';
import { createAnswerVersion } from '../../test/factories/versions';
import { memberHeaders } from '../../test/factories/users';
import { authHeaders, expectApiError, memberWith, userIdOf } from '../../test/kits/access';
import { createTestApp, type TSeededTestApp } from '../../test/app';
import { TENANT_ADMIN } from '../../test/minimal-seed';
import { NOT_EVERY_COUNTRY_MESSAGE } from './questions.service';

type THeaders = Record<string, string>;
const SPAIN = COUNTRIES.find((c) => c.code === 'ES')!.id;
const GLOBAL_ANSWER = 'Claim it in the portal under Expenses.';

describe('changing and deleting questions', () => {
  let t: TSeededTestApp;
  let payrollId: number;
  let admin: THeaders;
  const send = (headers: THeaders, options: Omit<InjectOptions, 'headers'>) =>
    t.app.inject({ ...options, headers } as InjectOptions);
  const save = (headers: THeaders, payload: object) =>
    send(headers, { method: 'POST', url: '/api/Questions/', payload });
  const remove = (headers: THeaders, id: number) =>
    send(headers, { method: 'DELETE', url: `/api/Questions/${id}` });
  const get = (url: string) => send(admin, { method: 'GET', url });

  /** A Payroll question with a training utterance, a global answer and a current and a scheduled Spanish one. */
  async function payrollQuestion(text: string) {
    const res = await save(admin, { text, categoryId: payrollId, trainingUtterances: [`${text} please`] });
    expect(res.statusCode, res.body).toBe(200);
    const id: number = res.json().id;
    await createAnswerVersion(t.db, t.seed.tenant.id, id, GLOBAL_COUNTRY_ID, { text: GLOBAL_ANSWER });
    await createAnswerVersion(t.db, t.seed.tenant.id, id, SPAIN, { text: 'Se solicita en el portal.' });
    await createAnswerVersion(t.db, t.seed.tenant.id, id, SPAIN, {
      text: 'Pronto en la app.',
      daysFromNow: 10,
    });
    return id;
  }

  /** Every stored row of the question: itself, its utterances and its answer versions. */
  const stored = async (id: number) => ({
    question: (await t.db.select().from(questions).where(eq(questions.id, id)))[0],
    utterances: await t.db.select().from(trainingUtterances).where(eq(trainingUtterances.questionId, id)),
    answers: await t.db
      .select()
      .from(valueVersions)
      .where(and(eq(valueVersions.kind, 'answer'), eq(valueVersions.itemId, id)))
      .orderBy(valueVersions.id),
  });

  beforeAll(async () => {
    t = await createTestApp({ seed: 'minimal' });
    payrollId = (await createCategory(t.db, t.seed.tenant.id, 'Payroll')).id;
    admin = await authHeaders(t, TENANT_ADMIN, t.seed.tenant.id);
  });
  afterAll(() => t.close());

  describe('rights', () => {
    it('refuses editors scoped to Spain (or of another tenant) creating, changing or deleting a question', async () => {
      const id = await payrollQuestion('When is the payroll paid in Spain?');
      const before = await stored(id);
      const spainEditors = [
        await memberHeaders(t, t.seed.tenant.id, ['normal-user'], { countries: [SPAIN] }),
        // covering the category does not help a role limited to countries
        await memberHeaders(t, t.seed.tenant.id, ['normal-user'], {
          countries: [SPAIN],
          categories: [payrollId],
        }),
      ];
      const otherOnly = await authHeaders(
        t,
        await memberWith(t, t.seed.other.id, [...PERMISSIONS]),
        t.seed.tenant.id,
      );
      for (const editor of [...spainEditors, otherOnly]) {
        const isSpain = editor !== otherOnly;
        const deleted = await remove(editor, id);
        expectApiError(deleted, 403, 'FORBIDDEN');
        if (isSpain) expect(deleted.json().error.message).toBe(NOT_EVERY_COUNTRY_MESSAGE);
        const changed = await save(editor, {
          id,
          version: before.question!.version,
          text: 'Rewritten in Spain?',
          categoryId: payrollId,
          trainingUtterances: ['rewritten in Spain'],
        });
        expectApiError(changed, 403, 'FORBIDDEN');
        if (isSpain) expect(changed.json().error.message).toBe(NOT_EVERY_COUNTRY_MESSAGE);
        const created = await save(editor, { text: 'A question made in Spain?', categoryId: payrollId });
        expectApiError(created, 403, 'FORBIDDEN');
      }
      expect(await stored(id)).toEqual(before);
      const made = await t.db.select().from(questions).where(eq(questions.text, 'A question made in Spain?'));
      expect(made).toEqual([]);
    });

    it('lets an editor of every country whose categories cover the question change and delete it', async () => {
      const id = await payrollQuestion('When is the payroll cut-off in December?');
      const payrollEditor = await memberHeaders(t, t.seed.tenant.id, ['normal-user'], {
        categories: [payrollId],
      });
      const { version } = (await get(`/api/Questions/${id}`)).json();
      const changed = await save(payrollEditor, {
        id,
        version,
        text: 'When is the payroll cut-off at year end?',
        categoryId: payrollId,
        trainingUtterances: ['year end cut-off'],
      });
      expect(changed.statusCode, changed.body).toBe(200);
      expect(await get(`/api/Questions/${id}`).then((r) => r.json())).toMatchObject({
        text: 'When is the payroll cut-off at year end?',
        trainingUtterances: ['year end cut-off'],
        version: version + 1,
      });
      expect((await remove(payrollEditor, id)).statusCode).toBe(204);
      expect((await stored(id)).question!.deletedAt).not.toBeNull();
    });
  });

  describe('deleting', () => {
    it('keeps the question with its answers and utterances, marked deleted by the user', async () => {
      const id = await payrollQuestion('How do I claim my bicycle allowance?');
      const before = await stored(id);
      const started = Date.now();
      expect((await remove(admin, id)).statusCode).toBe(204);
      const after = await stored(id);
      expect(after.answers).toEqual(before.answers);
      expect(after.answers).toHaveLength(3);
      expect(after.utterances).toEqual(before.utterances);
      expect(after.question).toMatchObject({
        text: 'How do I claim my bicycle allowance?',
        deletedBy: await userIdOf(t, TENANT_ADMIN),
      });
      expect(after.question!.deletedAt!.getTime()).toBeGreaterThanOrEqual(started - 5_000);
    });

    it('hides a deleted question, still stored with its answers, from every read of the portal', async () => {
      const id = await payrollQuestion('How do I claim my scooter allowance?');
      expect((await get('/api/Questions/Intents?input=scooter%20allowance')).json()).toHaveLength(1);
      expect((await remove(admin, id)).statusCode).toBe(204);
      expect((await stored(id)).answers).toHaveLength(3);
      for (const url of [
        `/api/Questions/${id}`,
        `/api/Questions/${id}/related`,
        `/api/UserAnswers/?questionId=${id}`,
      ])
        expectApiError(await get(url), 404, 'NOT_FOUND');
      expect((await get('/api/Questions/Intents?input=scooter%20allowance')).json()).toEqual([]);
      expect((await get('/api/Questions/page?description=scooter%20allowance')).json()).toEqual({
        data: [],
        total: 0,
      });
      const status = (await get(`/api/UserAnswers/status?questions=${id}`)).json();
      expect(status).toEqual([]);
      // gone already, so neither a second delete nor a save finds it
      expectApiError(await remove(admin, id), 404, 'NOT_FOUND');
      expectApiError(
        await save(admin, { id, version: 1, text: 'Back again?', categoryId: payrollId }),
        404,
        'NOT_FOUND',
      );
      // its text is free for a new question
      const again = await save(admin, {
        text: 'How do I claim my scooter allowance?',
        categoryId: payrollId,
      });
      expect(again.statusCode, again.body).toBe(200);
      expect(again.json().id).not.toBe(id);
    });

    it('takes a deleted question out of the bot (training data and answers), its utterances kept', async () => {
      const id = await payrollQuestion('How do I claim my train pass?');
      const { ranker, on } = scriptedRanker();
      const core = createConversationCore({ db: t.db, ranker });
      on(t.seed.tenant.id, 'train pass refund', [{ questionId: id, score: 0.97 }]);
      const us = employee(t.seed.tenant.id, { countryCode: 'US', roleId: 2 });
      const intents = async () =>
        new Set((await loadTrainingExamples(t.db, t.seed.tenant.id)).map((e) => e.intent));
      expect((await intents()).has(String(id))).toBe(true);
      expect((await core.handle(us.says('train pass refund')))[0]!.text).toBe(GLOBAL_ANSWER);

      expect((await remove(admin, id)).statusCode).toBe(204);
      expect((await stored(id)).utterances).toHaveLength(1);
      expect((await intents()).has(String(id))).toBe(false);
      // even a model not yet retrained cannot get it answered, nor can an old button
      const [asked] = await core.handle(us.says('train pass refund'));
      expect(asked!.text).not.toBe(GLOBAL_ANSWER);
      expect(asked!.buttons ?? []).toEqual([]);
      const [chosen] = await core.handle(us.presses({ kind: 'choose', questionId: id }));
      expect(chosen!.text).not.toBe(GLOBAL_ANSWER);
    });
  });
});
