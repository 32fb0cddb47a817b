import { and, eq } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PERMISSIONS } from '@askhr/shared/access/permissions';
import { valueVersions } from '../../db/schema';
import { createCategory } from '../../test/factories/categories';
import { createQuestion, createTag } from '../../test/factories/questions';
import { createAnswerVersion } from '../../test/factories/versions';
import { memberHeaders } from '../../test/factories/users';
import { authHeaders, expectApiError, getAs, memberWith } from '../../test/kits/access';
import { createTestApp, type TSeededTestApp } from '../../test/app';
import { ES, TENANT_ADMIN } from '../../test/minimal-seed';

const VACATION = 'How many vacation days do I have?';

/** The tenant's questions: some about time off, two sharing only the New Hire tag, and many more. */
const KNOWLEDGE: { text: string; category: string; tags?: string[]; utterances?: string[] }[] = [
  {
    text: VACATION,
    category: 'Time Off',
    tags: ['New Hire'],
    utterances: [
      'vacation days left',
      'how many holidays do I have',
      'remaining vacation',
      'annual leave balance',
      'days off left this year',
      'holiday allowance',
      'paid time off balance',
      'cuántos días de vacaciones tengo',
      'wie viele Urlaubstage habe ich',
      'combien de jours de congés me reste-t-il',
    ],
  },
  {
    text: 'Can I carry over unused vacation days?',
    category: 'Time Off',
    utterances: ['carry over vacation'],
  },
  { text: 'How do I request vacation days?', category: 'Time Off', utterances: ['book vacation days'] },
  { text: 'How do I report a sick day?', category: 'Time Off', utterances: ['call in sick'] },
  { text: 'How do I get a new laptop?', category: 'Equipment', tags: ['New Hire'] },
  { text: 'How do I join the health insurance?', category: 'Benefits', tags: ['New Hire'] },
  ...Array.from({ length: 20 }, (_, i) => ({
    text: `How do I handle policy case ${i + 1}?`,
    category: i % 2 ? 'Policies' : 'Payroll',
  })),
];

describe('questions routes', () => {
  let t: TSeededTestApp;
  let tenantId: number;
  let categoryId: Map<string, number>;
  let tagId: Map<string, number>;
  let vacationId: number;
  let otherQuestionId: number;
  let otherCategoryId: number;
  let payrollEditor: Record<string, string>;
  let editor: string;
  let reviewer: string;
  let webchatOnly: string;

  const as = async (email: string, options: Omit<InjectOptions, 'headers'>, tenant = tenantId) =>
    t.app.inject({ ...options, headers: await authHeaders(t, email, tenant) } as InjectOptions);
  const save = (payload: object, email = TENANT_ADMIN) =>
    as(email, { method: 'POST', url: '/api/Questions/', payload });

  beforeAll(async () => {
    t = await createTestApp({ seed: 'minimal' });
    tenantId = t.seed.tenant.id;
    categoryId = new Map();
    for (const name of ['Time Off', 'Payroll', 'Policies', 'Equipment', 'Benefits'])
      categoryId.set(name, (await createCategory(t.db, tenantId, name)).id);
    tagId = new Map();
    for (const name of ['New Hire', 'Manager', 'Finance'])
      tagId.set(name, (await createTag(t.db, tenantId, name)).id);
    for (const q of KNOWLEDGE) {
      const question = await createQuestion(t.db, tenantId, {
        text: q.text,
        categoryId: categoryId.get(q.category),
        tagIds: (q.tags ?? []).map((tag) => tagId.get(tag)!),
        utterances: q.utterances,
      });
      if (q.text === VACATION) vacationId = question.id;
    }
    otherCategoryId = (await createCategory(t.db, t.seed.other.id, 'Time Off')).id;
    otherQuestionId = (
      await createQuestion(t.db, t.seed.other.id, {
        text: 'How many vacation days do I get?',
        categoryId: otherCategoryId,
      })
    ).id;
    payrollEditor = await memberHeaders(t, tenantId, ['normal-user'], {
      categories: [categoryId.get('Payroll')!],
    });
    editor = await memberWith(t, tenantId, ['normal-user'], { countries: [ES] });
    reviewer = await memberWith(t, tenantId, ['normal-user', 'admin-user', 'view-feedback']);
    webchatOnly = await memberWith(t, tenantId, ['portal-webchat']);
  });
  afterAll(() => t.close());

  describe('GET /api/Questions/Intents', () => {
    it('offers up to 20 questions whose text matches, those starting with the input first', async () => {
      const res = await getAs(t, '/api/Questions/Intents?input=how', reviewer, tenantId);
      expect(res.statusCode).toBe(200);
      const options: { id: number; intent: string; text: string }[] = res.json();
      expect(options).toHaveLength(20);
      expect(options.every((o) => o.intent === o.text && /how/i.test(o.text))).toBe(true);
      const vacation = (
        await getAs(t, '/api/Questions/Intents?input=VACATION', TENANT_ADMIN, tenantId)
      ).json();
      expect(vacation.map((o: { text: string }) => o.text)).toContain('How many vacation days do I have?');
    });

    it('wants at least one letter and stays in the tenant', async () => {
      const res = await getAs(t, '/api/Questions/Intents?input=%20', TENANT_ADMIN, tenantId);
      expectApiError(res, 400, 'VALIDATION');
      expect(res.json().error.fields.input).toEqual(['Please type at least one letter']);
      const other = (
        await getAs(t, '/api/Questions/Intents?input=a', t.seed.other.adminEmail, t.seed.other.id)
      ).json();
      expect(other.length).toBeGreaterThan(0);
      expect(other.some((o: { id: number }) => o.id === vacationId)).toBe(false);
      expectApiError(
        await getAs(t, '/api/Questions/Intents?input=a', webchatOnly, tenantId),
        403,
        'FORBIDDEN',
      );
    });
  });

  describe('GET /api/Questions/{id}/related', () => {
    it('lists questions related by meaning, not by a shared broad tag', async () => {
      const res = await getAs(t, `/api/Questions/${vacationId}/related`, TENANT_ADMIN, tenantId);
      expect(res.statusCode).toBe(200);
      const related: { id: number; text: string }[] = res.json();
      expect(related.length).toBeGreaterThan(0);
      expect(related.length).toBeLessThanOrEqual(8);
      expect(related.some((r) => r.id === vacationId)).toBe(false);
      // the vacation question shares only the New Hire tag with the laptop and health insurance ones
      const texts = related.map((r) => r.text);
      expect(texts.join('|')).not.toMatch(/laptop|health insurance/i);
      const first = await getAs(t, `/api/Questions/${related[0]!.id}`, TENANT_ADMIN, tenantId);
      expect(first.json().category.name).toBe('Time Off');
    });

    it('answers 404 for another tenant’s question', async () => {
      const res = await getAs(t, `/api/Questions/${otherQuestionId}/related`, TENANT_ADMIN, tenantId);
      expectApiError(res, 404, 'NOT_FOUND');
    });
  });

  describe('GET /api/Questions/{id}', () => {
    it('returns the question with its training utterances', async () => {
      const res = await getAs(t, `/api/Questions/${vacationId}`, editor, tenantId);
      expect(res.statusCode).toBe(200);
      const question = res.json();
      expect(question).toMatchObject({ id: vacationId, category: { name: 'Time Off' } });
      expect(question.trainingUtterances.length).toBeGreaterThanOrEqual(10);
      expect(question.trainingUtterances).toContain('wie viele Urlaubstage habe ich');
    });

    it('answers 404 for another tenant’s id, 400 for a malformed id, 403 for a stranger', async () => {
      expectApiError(
        await getAs(t, `/api/Questions/${otherQuestionId}`, TENANT_ADMIN, tenantId),
        404,
        'NOT_FOUND',
      );
      expectApiError(await getAs(t, '/api/Questions/abc', TENANT_ADMIN, tenantId), 400, 'VALIDATION');
      const otherOnly = await memberWith(t, t.seed.other.id, [...PERMISSIONS]);
      expectApiError(await getAs(t, `/api/Questions/${vacationId}`, otherOnly, tenantId), 403, 'FORBIDDEN');
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
      expect(customerId).toBe(tenantId);
      const read = (await getAs(t, `/api/Questions/${id}`, TENANT_ADMIN, tenantId)).json();
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
      expect(updated.json()).toEqual({ id, customerId: tenantId });
      const reread = (await getAs(t, `/api/Questions/${id}`, TENANT_ADMIN, tenantId)).json();
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
      const res = await save({ ...draft(), tagIds: [999999], categoryId: otherCategoryId });
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
      const { version } = (await getAs(t, `/api/Questions/${vacationId}`, TENANT_ADMIN, tenantId)).json();
      expectApiError(
        await post({ ...draft(), id: vacationId, version, categoryId: categoryId.get('Payroll') }),
        403,
        'FORBIDDEN',
      );
    });

    it('answers 404 when updating another tenant’s question, 403 for a stranger', async () => {
      expectApiError(await save({ ...draft(), id: otherQuestionId, version: 1 }), 404, 'NOT_FOUND');
      const otherOnly = await memberWith(t, t.seed.other.id, [...PERMISSIONS]);
      expectApiError(await save(draft(), otherOnly), 403, 'FORBIDDEN');
    });
  });

  describe('DELETE /api/Questions/{id}', () => {
    it('takes the question away but keeps its answer versions', async () => {
      const { id } = (
        await save({ text: 'Temporary question?', categoryId: categoryId.get('Policies') })
      ).json();
      await createAnswerVersion(t.db, tenantId, id, 1);
      await createAnswerVersion(t.db, tenantId, id, 2, { daysFromNow: 10 });
      const res = await as(TENANT_ADMIN, { method: 'DELETE', url: `/api/Questions/${id}` });
      expect(res.statusCode).toBe(204);
      expectApiError(await getAs(t, `/api/Questions/${id}`, TENANT_ADMIN, tenantId), 404, 'NOT_FOUND');
      const left = await t.db
        .select()
        .from(valueVersions)
        .where(and(eq(valueVersions.kind, 'answer'), eq(valueVersions.itemId, id)));
      expect(left).toHaveLength(2);
    });

    it('only deletes ids above 0 of the tenant, in a category the user covers', async () => {
      expectApiError(
        await as(TENANT_ADMIN, { method: 'DELETE', url: '/api/Questions/0' }),
        400,
        'VALIDATION',
      );
      expectApiError(
        await as(TENANT_ADMIN, { method: 'DELETE', url: `/api/Questions/${otherQuestionId}` }),
        404,
        'NOT_FOUND',
      );
      const res = await t.app.inject({
        method: 'DELETE',
        url: `/api/Questions/${vacationId}`,
        headers: payrollEditor,
      });
      expectApiError(res, 403, 'FORBIDDEN');
      expect((await getAs(t, `/api/Questions/${vacationId}`, TENANT_ADMIN, tenantId)).statusCode).toBe(200);
    });
  });
});
