import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCategory } from '../../test/factories/categories';
import { authHeaders, expectApiError } from '../../test/kits/access';
import { createTestApp, type TSeededTestApp } from '../../test/app';
import { TENANT_ADMIN } from '../../test/minimal-seed';
import { STALE_QUESTION_MESSAGE } from './questions.service';

/** Two administrators editing the same question (DESIGN section 4: a stale update gets 409). */
describe('question versions', () => {
  let t: TSeededTestApp;
  let policiesId: number;
  let admin: Record<string, string>;
  const save = (payload: object) =>
    t.app.inject({ method: 'POST', url: '/api/Questions/', headers: admin, payload } as InjectOptions);
  const read = async (id: number) =>
    (await t.app.inject({ method: 'GET', url: `/api/Questions/${id}`, headers: admin })).json();
  const create = async (text: string, trainingUtterances: string[]) => {
    const res = await save({ text, categoryId: policiesId, trainingUtterances });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().id as number;
  };

  beforeAll(async () => {
    t = await createTestApp({ seed: 'minimal' });
    policiesId = (await createCategory(t.db, t.seed.tenant.id, 'Policies')).id;
    admin = await authHeaders(t, TENANT_ADMIN, t.seed.tenant.id);
  });
  afterAll(() => t.close());

  it('starts at version 1 and counts every save, in the page too', async () => {
    const id = await create('Can I work from a café?', ['work from a cafe']);
    expect((await read(id)).version).toBe(1);
    for (const version of [1, 2]) {
      const res = await save({ id, version, text: 'Can I work from a café?', categoryId: policiesId });
      expect(res.statusCode, res.body).toBe(200);
    }
    expect((await read(id)).version).toBe(3);
    const page = await t.app.inject({
      method: 'GET',
      url: '/api/Questions/page?description=work%20from%20a%20caf',
      headers: admin,
    });
    expect(page.json().data).toEqual([expect.objectContaining({ id, version: 3 })]);
  });

  it('refuses with 409 a save made from an older read, keeping the first one’s utterance', async () => {
    const id = await create('Can I bring a guest to the office?', ['guest at the office']);
    const { version, trainingUtterances } = await read(id);
    const first = await save({
      id,
      version,
      text: 'Can I bring a guest to the office?',
      categoryId: policiesId,
      trainingUtterances: [...trainingUtterances, 'visitor badge'],
    });
    expect(first.statusCode, first.body).toBe(200);
    const second = await save({
      id,
      version,
      text: 'May I bring a visitor?',
      categoryId: policiesId,
      trainingUtterances: [...trainingUtterances, 'bring my friend'],
    });
    expectApiError(second, 409, 'CONFLICT');
    expect(second.json().error.message).toBe(STALE_QUESTION_MESSAGE);
    expect(await read(id)).toMatchObject({
      text: 'Can I bring a guest to the office?',
      trainingUtterances: ['guest at the office', 'visitor badge'],
      version: version + 1,
    });
  });

  it('lets exactly one of two concurrent saves of the same read through', async () => {
    const id = await create('Is there a dress code?', ['dress code']);
    const { version } = await read(id);
    const edit = (utterance: string) =>
      save({
        id,
        version,
        text: 'Is there a dress code?',
        categoryId: policiesId,
        trainingUtterances: [utterance],
      });
    const results = await Promise.all([edit('what should I wear'), edit('can I wear jeans')]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    const winner = results.findIndex((r) => r.statusCode === 200);
    const after = await read(id);
    expect(after.version).toBe(version + 1);
    expect(after.trainingUtterances).toEqual([winner === 0 ? 'what should I wear' : 'can I wear jeans']);
  });

  it('wants the version read for an update (400) but not for a create', async () => {
    const id = await create('Can I take my laptop home?', ['laptop at home']);
    const res = await save({ id, text: 'Overwritten blindly?', categoryId: policiesId });
    expectApiError(res, 400, 'VALIDATION');
    expect(Object.keys(res.json().error.fields)).toEqual(['version']);
    expectApiError(await save({ id, version: 0, text: 'Zero?', categoryId: policiesId }), 400, 'VALIDATION');
    expectApiError(await save({ id, version: 7, text: 'Future?', categoryId: policiesId }), 409, 'CONFLICT');
    expect(await read(id)).toMatchObject({ text: 'Can I take my laptop home?', version: 1 });
  });
});
