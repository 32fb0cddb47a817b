import { and, eq } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PERMISSIONS } from '@askhr/shared/access/permissions';
import { categories, questions, tags, valueVersions } from '../../db/schema';
import { createAnswerVersion, memberHeaders } from '../../test/question-factories';
import {
  authHeaders,
  createDemoTestApp,
  expectApiError,
  getAs,
  memberWith,
  type TDemoTestApp,
} from '../access/access-test-kit';

describe('questions routes', () => {
  let t: TDemoTestApp;
  let categoryId: Map<string, number>;
  let tagId: Map<string, number>;
  let vacationId: number;
  let globexQuestionId: number;
  let globexCategoryId: number;
  let payrollEditor: Record<string, string>;

  const as = async (email: string, options: Omit<InjectOptions, 'headers'>, tenant = t.acmeId) =>
    t.app.inject({ ...options, headers: await authHeaders(t, email, tenant) } as InjectOptions);
  const save = (payload: object, email = 'admin@acme.test') =>
    as(email, { method: 'POST', url: '/api/Questions/', payload });

  beforeAll(async () => {
    t = await createDemoTestApp();
    const categoryRows = await t.db.select().from(categories).where(eq(categories.customerId, t.acmeId));
    categoryId = new Map(categoryRows.map((c) => [c.name, c.id]));
    const tagRows = await t.db.select().from(tags).where(eq(tags.customerId, t.acmeId));
    tagId = new Map(tagRows.map((c) => [c.name, c.id]));
    const [vacation] = await t.db
      .select()
      .from(questions)
      .where(
        and(eq(questions.customerId, t.acmeId), eq(questions.text, 'How many vacation days do I have?')),
      );
    vacationId = vacation!.id;
    const [globexQuestion] = await t.db.select().from(questions).where(eq(questions.customerId, t.globexId));
    globexQuestionId = globexQuestion!.id;
    const [globexCategory] = await t.db
      .select()
      .from(categories)
      .where(eq(categories.customerId, t.globexId));
    globexCategoryId = globexCategory!.id;
    payrollEditor = await memberHeaders(t, t.acmeId, ['normal-user'], {
      categories: [categoryId.get('Payroll')!],
    });
  });
  afterAll(() => t.close());

  describe('GET /api/Questions/Intents', () => {
    it('offers up to 20 questions whose text matches, those starting with the input first', async () => {
      const res = await getAs(t, '/api/Questions/Intents?input=how', 'reviewer@acme.test', t.acmeId);
      expect(res.statusCode).toBe(200);
      const options: { id: number; intent: string; text: string }[] = res.json();
      expect(options).toHaveLength(20);
      expect(options.every((o) => o.intent === o.text && /how/i.test(o.text))).toBe(true);
      const vacation = (
        await getAs(t, '/api/Questions/Intents?input=VACATION', 'admin@acme.test', t.acmeId)
      ).json();
      expect(vacation.map((o: { text: string }) => o.text)).toContain('How many vacation days do I have?');
    });

    it('wants at least one letter and stays in the tenant', async () => {
      const res = await getAs(t, '/api/Questions/Intents?input=%20', 'admin@acme.test', t.acmeId);
      expectApiError(res, 400, 'VALIDATION');
      expect(res.json().error.fields.input).toEqual(['Please type at least one letter']);
      const globex = (await getAs(t, '/api/Questions/Intents?input=a', 'admin@acme.test', t.globexId)).json();
      expect(globex.some((o: { id: number }) => o.id === vacationId)).toBe(false);
      expectApiError(
        await getAs(t, '/api/Questions/Intents?input=a', 'webchat@acme.test', t.acmeId),
        403,
        'FORBIDDEN',
      );
    });
  });

  describe('GET /api/Questions/{id}/related', () => {
    it('lists questions related by meaning, not by a shared broad tag', async () => {
      const res = await getAs(t, `/api/Questions/${vacationId}/related`, 'admin@acme.test', t.acmeId);
      expect(res.statusCode).toBe(200);
      const related: { id: number; text: string }[] = res.json();
      expect(related.length).toBeGreaterThan(0);
      expect(related.length).toBeLessThanOrEqual(8);
      expect(related.some((r) => r.id === vacationId)).toBe(false);
      // the vacation question shares only the New Hire tag with the laptop and health insurance ones
      const texts = related.map((r) => r.text);
      expect(texts.join('|')).not.toMatch(/laptop|health insurance/i);
      const first = await getAs(t, `/api/Questions/${related[0]!.id}`, 'admin@acme.test', t.acmeId);
      expect(first.json().category.name).toBe('Time Off');
    });

    it('answers 404 for another tenant’s question', async () => {
      const res = await getAs(t, `/api/Questions/${globexQuestionId}/related`, 'admin@acme.test', t.acmeId);
      expectApiError(res, 404, 'NOT_FOUND');
    });
  });

  describe('GET /api/Questions/{id}', () => {
    it('returns the question with its training utterances', async () => {
      const res = await getAs(t, `/api/Questions/${vacationId}`, 'editor.es@acme.test', t.acmeId);
      expect(res.statusCode).toBe(200);
      const question = res.json();
      expect(question).toMatchObject({ id: vacationId, category: { name: 'Time Off' } });
      expect(question.trainingUtterances.length).toBeGreaterThanOrEqual(10);
      expect(question.trainingUtterances).toContain('wie viele Urlaubstage habe ich');
    });

    it('answers 404 for another tenant’s id, 400 for a malformed id, 403 for a stranger', async () => {
      expectApiError(
        await getAs(t, `/api/Questions/${globexQuestionId}`, 'admin@acme.test', t.acmeId),
        404,
        'NOT_FOUND',
      );
      expectApiError(await getAs(t, '/api/Questions/abc', 'admin@acme.test', t.acmeId), 400, 'VALIDATION');
      const globexOnly = await memberWith(t, t.globexId, [...PERMISSIONS]);
      expectApiError(await getAs(t, `/api/Questions/${vacationId}`, globexOnly, t.acmeId), 403, 'FORBIDDEN');
    });
  });

  describe('POST /api/Questions/', () => {
    const draft = () => ({
      text: 'How do I get a parking spot?',
      description: 'Parking at the offices. Examples: parking space, car park',
      categoryId: categoryId.get('Policies')!,
      tagIds: [tagId.get('New Hire')!],
      managerOnly: false,
      trainingUtterances: ['parking spot', 'where can I park', 'Parking spot ', 'car park access'],
    });

    it('creates a question, then updates it replacing tags and utterances', async () => {
      const created = await save({ id: 0, ...draft() });
      expect(created.statusCode, created.body).toBe(200);
      const { id, customerId } = created.json();
      expect(customerId).toBe(t.acmeId);
      const read = (await getAs(t, `/api/Questions/${id}`, 'admin@acme.test', t.acmeId)).json();
      expect(read).toMatchObject({
        text: draft().text,
        category: { name: 'Policies' },
        info: '',
        version: 1,
      });
      expect(read.trainingUtterances).toEqual(['parking spot', 'where can I park', 'car park access']);

      const updated = await save({
        ...draft(),
        id,
        version: read.version,
        text: 'How do I get a parking space?',
        tagIds: [tagId.get('Manager')!, tagId.get('Finance')!],
        managerOnly: true,
        trainingUtterances: ['parking space please'],
      });
      expect(updated.json()).toEqual({ id, customerId: t.acmeId });
      const reread = (await getAs(t, `/api/Questions/${id}`, 'admin@acme.test', t.acmeId)).json();
      expect(reread).toMatchObject({ text: 'How do I get a parking space?', managerOnly: true, version: 2 });
      expect(reread.questionTags.map((q: { tag: { name: string } }) => q.tag.name)).toEqual([
        'Finance',
        'Manager',
      ]);
      expect(reread.trainingUtterances).toEqual(['parking space please']);
    });

    it('answers 400 with per-field messages for a malformed body', async () => {
      const res = await save({ text: '  ', categoryId: 'x', tagIds: [0], trainingUtterances: [''] });
      expectApiError(res, 400, 'VALIDATION');
      expect(Object.keys(res.json().error.fields)).toEqual(
        expect.arrayContaining(['text', 'categoryId', 'tagIds.0', 'trainingUtterances.0']),
      );
      expect(res.json().error.fields.text).toEqual(['Question text is required']);
    });

    it('answers 400 for unknown tags and for a category of another tenant', async () => {
      const res = await save({ ...draft(), tagIds: [999999], categoryId: globexCategoryId });
      expectApiError(res, 400, 'VALIDATION');
      expect(res.json().error.fields).toEqual({
        categoryId: ['Unknown category'],
        tagIds: ['Unknown tags: 999999'],
      });
    });

    it('refuses with 403 a category outside the user’s roles, for new and existing questions', async () => {
      const post = (payload: object) =>
        t.app.inject({ method: 'POST', url: '/api/Questions/', headers: payrollEditor, payload });
      expectApiError(await post(draft()), 403, 'FORBIDDEN');
      expectApiError(await post({ ...draft(), categoryId: null }), 403, 'FORBIDDEN');
      const allowed = await post({
        ...draft(),
        text: 'When is the payroll cut-off?',
        categoryId: categoryId.get('Payroll'),
      });
      expect(allowed.statusCode).toBe(200);
      // moving a question it may not edit into its own category is refused too
      const { version } = (
        await getAs(t, `/api/Questions/${vacationId}`, 'admin@acme.test', t.acmeId)
      ).json();
      expectApiError(
        await post({ ...draft(), id: vacationId, version, categoryId: categoryId.get('Payroll') }),
        403,
        'FORBIDDEN',
      );
    });

    it('answers 404 when updating another tenant’s question, 403 for a stranger', async () => {
      expectApiError(await save({ ...draft(), id: globexQuestionId, version: 1 }), 404, 'NOT_FOUND');
      const globexOnly = await memberWith(t, t.globexId, [...PERMISSIONS]);
      expectApiError(await save(draft(), globexOnly), 403, 'FORBIDDEN');
    });
  });

  describe('DELETE /api/Questions/{id}', () => {
    it('takes the question away but keeps its answer versions', async () => {
      const { id } = (
        await save({ text: 'Temporary question?', categoryId: categoryId.get('Policies') })
      ).json();
      await createAnswerVersion(t.db, t.acmeId, id, 1);
      await createAnswerVersion(t.db, t.acmeId, id, 2, { daysFromNow: 10 });
      const res = await as('admin@acme.test', { method: 'DELETE', url: `/api/Questions/${id}` });
      expect(res.statusCode).toBe(204);
      expectApiError(await getAs(t, `/api/Questions/${id}`, 'admin@acme.test', t.acmeId), 404, 'NOT_FOUND');
      const left = await t.db
        .select()
        .from(valueVersions)
        .where(and(eq(valueVersions.kind, 'answer'), eq(valueVersions.itemId, id)));
      expect(left).toHaveLength(2);
    });

    it('only deletes ids above 0 of the tenant, in a category the user covers', async () => {
      expectApiError(
        await as('admin@acme.test', { method: 'DELETE', url: '/api/Questions/0' }),
        400,
        'VALIDATION',
      );
      expectApiError(
        await as('admin@acme.test', { method: 'DELETE', url: `/api/Questions/${globexQuestionId}` }),
        404,
        'NOT_FOUND',
      );
      const res = await t.app.inject({
        method: 'DELETE',
        url: `/api/Questions/${vacationId}`,
        headers: payrollEditor,
      });
      expectApiError(res, 403, 'FORBIDDEN');
      expect((await getAs(t, `/api/Questions/${vacationId}`, 'admin@acme.test', t.acmeId)).statusCode).toBe(
        200,
      );
    });
  });
});
