import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authHeaders, expectApiError, memberWith } from '../../test/kits/access';
import { createTestApp, type TSeededTestApp } from '../../test/app';
import { TENANT_ADMIN as ADMIN } from '../../test/minimal-seed';

describe('custom questions routes', () => {
  let t: TSeededTestApp;
  let reader: string;
  let otherEditor: string;

  const as = async (email: string, options: Omit<InjectOptions, 'headers'>, tenant = t.seed.tenant.id) =>
    t.app.inject({ ...options, headers: await authHeaders(t, email, tenant) } as InjectOptions);
  const save = (payload: object, email = ADMIN, tenant?: number) =>
    as(email, { method: 'POST', url: '/api/CustomQuestions/', payload }, tenant);
  const get = (id: number, email = ADMIN, tenant?: number) =>
    as(email, { method: 'GET', url: `/api/CustomQuestions/${id}` }, tenant);
  const create = async (questions: string[], answer = 'Floor 2, next to the lifts.') => {
    const res = await save({ id: 0, questions, answer });
    expect(res.statusCode).toBe(200);
    return (res.json() as { id: number }).id;
  };

  beforeAll(async () => {
    t = await createTestApp({ seed: 'minimal' });
    reader = await memberWith(t, t.seed.tenant.id, ['normal-user']);
    otherEditor = await memberWith(t, t.seed.other.id, ['normal-user', 'edit-custom-questions']);
  });
  afterAll(() => t.close());

  it('creates a custom question with several texts and one answer, and lists it by search', async () => {
    const id = await create(['Where is the canteen?', '  ', 'canteen location'], 'Ask {{hrEmail}}.');
    const one = await get(id);
    expect(one.json()).toEqual({
      id,
      questions: ['Where is the canteen?', 'canteen location'],
      answer: 'Ask {{hrEmail}}.',
      version: 1,
    });
    const found = await as(ADMIN, { method: 'GET', url: '/api/CustomQuestions/?search=LOCATION' });
    expect(found.json()).toEqual([one.json()]);
    const none = await as(ADMIN, { method: 'GET', url: '/api/CustomQuestions/?search=parking' });
    expect(none.json()).toEqual([]);
  });

  it('keeps custom questions off the knowledge base pages', async () => {
    const id = await create(['Is there a gym at the office?']);
    const page = await as(ADMIN, { method: 'GET', url: '/api/Questions/page?description=gym&limit=100' });
    expect((page.json() as { data: { id: number }[] }).data.map((q) => q.id)).not.toContain(id);
    expectApiError(await as(ADMIN, { method: 'GET', url: `/api/Questions/${id}` }), 404, 'NOT_FOUND');
    // its one answer is edited with it, not per country on the Answers calls
    const answers = await as(ADMIN, { method: 'GET', url: `/api/UserAnswers/?questionId=${id}` });
    expectApiError(answers, 404, 'NOT_FOUND');
    const body = [{ questionId: id, countryId: 2, text: 'Sí, en la planta 2.' }];
    expectApiError(
      await as(ADMIN, { method: 'POST', url: '/api/UserAnswers/', payload: body }),
      404,
      'NOT_FOUND',
    );
  });

  it('offers a custom question as an intent in Review', async () => {
    const id = await create(['Is there a quiet room for calls?']);
    const res = await as(ADMIN, { method: 'GET', url: '/api/ReviewUtterances/Intents?input=quiet room' });
    expect(res.json()).toContainEqual(
      expect.objectContaining({ id, text: 'Is there a quiet room for calls?' }),
    );
  });

  it('refuses a save without a question text or without an answer', async () => {
    const noText = await save({ id: 0, questions: ['', '   '], answer: 'Yes.' });
    expectApiError(noText, 400, 'VALIDATION');
    expect(noText.json().error.fields.questions).toEqual(['Please add a question text']);
    const noAnswer = await save({ id: 0, questions: ['Where do I park?'], answer: '  ' });
    expectApiError(noAnswer, 400, 'VALIDATION');
    expect(noAnswer.json().error.fields.answer).toEqual(['Please add an answer']);
    const noVersion = await save({ id: 1, questions: ['Where do I park?'], answer: 'Garage B.' });
    expectApiError(noVersion, 400, 'VALIDATION');
  });

  it('applies what the user added and deleted, keeping texts added meanwhile', async () => {
    const id = await create(['Where do I park?', 'parking', 'car park']);
    // someone else adds a text meanwhile
    await save({
      id,
      version: 1,
      questions: ['Where do I park?', 'parking', 'car park', 'garage'],
      questionsOriginal: ['Where do I park?', 'parking', 'car park'],
      answer: 'Garage B.',
    });
    const res = await save({
      id,
      version: 2,
      questions: ['Where can I park my car?', 'car park', 'bike parking'],
      questionsOriginal: ['Where do I park?', 'parking', 'car park'],
      questionsDeleted: ['Where do I park?', 'parking'],
      answer: 'Garage B, level -1.',
    });
    expect(res.statusCode).toBe(200);
    expect((await get(id)).json()).toEqual({
      id,
      // the first text leads, the others follow in the order they were added
      questions: ['Where can I park my car?', 'car park', 'garage', 'bike parking'],
      answer: 'Garage B, level -1.',
      version: 3,
    });
  });

  it('answers 409 to a save made from a stale read, changing nothing', async () => {
    const id = await create(['Can I bring my dog?'], 'No.');
    const first = { id, version: 1, questions: ['Can I bring my dog?'], answer: 'Only on Fridays.' };
    expect((await save(first)).statusCode).toBe(200);
    const stale = await save({ ...first, answer: 'Never.' });
    expectApiError(stale, 409, 'CONFLICT');
    expect((await get(id)).json()).toMatchObject({ answer: 'Only on Fridays.', version: 2 });
  });

  it('deletes a custom question', async () => {
    const id = await create(['Is there a shuttle bus?']);
    const res = await as(ADMIN, { method: 'DELETE', url: `/api/CustomQuestions/${id}` });
    expect(res.statusCode).toBe(204);
    expectApiError(await get(id), 404, 'NOT_FOUND');
    expectApiError(
      await as(ADMIN, { method: 'DELETE', url: `/api/CustomQuestions/${id}` }),
      404,
      'NOT_FOUND',
    );
  });

  it('gives a member of another tenant nothing of this tenant', async () => {
    const id = await create(['Where are the lockers?']);
    const list = await as(otherEditor, { method: 'GET', url: '/api/CustomQuestions/' }, t.seed.other.id);
    expect((list.json() as { id: number }[]).map((q) => q.id)).not.toContain(id);
    expectApiError(await get(id, otherEditor, t.seed.other.id), 404, 'NOT_FOUND');
    const update = { id, version: 1, questions: ['Hacked?'], answer: 'Yes.' };
    expectApiError(await save(update, otherEditor, t.seed.other.id), 404, 'NOT_FOUND');
    const remove = { method: 'DELETE' as const, url: `/api/CustomQuestions/${id}` };
    expectApiError(await as(otherEditor, remove, t.seed.other.id), 404, 'NOT_FOUND');
    expectApiError(await get(id, otherEditor), 403, 'FORBIDDEN');
    expect((await get(id)).json()).toMatchObject({ questions: ['Where are the lockers?'], version: 1 });
  });

  it('lets the general permission read and only edit-custom-questions write', async () => {
    const id = await create(['Do we have a library?']);
    expect((await get(id, reader)).statusCode).toBe(200);
    expectApiError(await save({ id: 0, questions: ['A?'], answer: 'B.' }, reader), 403, 'FORBIDDEN');
    const remove = { method: 'DELETE' as const, url: `/api/CustomQuestions/${id}` };
    expectApiError(await as(reader, remove), 403, 'FORBIDDEN');
  });
});
