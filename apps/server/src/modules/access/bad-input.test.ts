import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COUNTRIES } from '@askhr/shared/countries/countries.constants';
import { dbFingerprint } from '../../test/db-fingerprint';
import { createQuestion } from '../../test/factories/questions';
import { createVersion } from '../../test/factories/versions';
import { authHeaders, expectApiError } from '../../test/kits/access';
import { createTestApp, type TSeededTestApp } from '../../test/app';
import { TENANT_ADMIN } from '../../test/minimal-seed';

/** Input the database cannot take (ids beyond int4, NUL in text) and loose number forms are a 400. */
describe('bad input is a 400, never a 500', () => {
  let t: TSeededTestApp;
  let headers: Record<string, string>;
  let questionId: number;

  const send = (options: Omit<InjectOptions, 'headers'>) =>
    t.app.inject({ ...options, headers } as InjectOptions);

  /** Sends, expects a 400 with the error shape, and checks that the database did not change. */
  async function expectRefused(options: Omit<InjectOptions, 'headers'>) {
    const before = await dbFingerprint(t.db);
    const res = await send(options);
    expectApiError(res, 400, 'VALIDATION');
    expect(await dbFingerprint(t.db)).toEqual(before);
    return res.json().error as { fields: Record<string, string[]> };
  }

  beforeAll(async () => {
    t = await createTestApp({ seed: 'minimal' });
    headers = await authHeaders(t, TENANT_ADMIN, t.seed.tenant.id);
    questionId = (await createQuestion(t.db, t.seed.tenant.id, { text: 'Where is my payslip?' })).id;
  });
  afterAll(() => t.close());

  it('refuses ids beyond the int4 range in paths, queries and bodies', async () => {
    const error = await expectRefused({ method: 'GET', url: '/api/Questions/2147483648' });
    expect(error.fields).toEqual({ id: ['Must be an id'] });
    expectApiError(await send({ method: 'GET', url: '/api/Questions/2147483647' }), 404, 'NOT_FOUND');
    await expectRefused({ method: 'GET', url: '/api/UserAnswers/?questionId=2147483648' });
    await expectRefused({ method: 'GET', url: '/api/UserAnswers/status?questions=1,2147483648' });
    await expectRefused({ method: 'GET', url: '/api/Questions/page?categoryId=99999999999' });
    await expectRefused({ method: 'GET', url: '/api/ReviewUtterances/page?page=2147483648' });
    await expectRefused({
      method: 'POST',
      url: '/api/Questions/',
      payload: { id: 2_147_483_648, text: 'How many vacation days do I have?' },
    });
    await expectRefused({
      method: 'POST',
      url: '/api/UserAnswers/',
      payload: [{ id: -2_147_483_649, questionId, countryId: 2, text: 'Ask HR.' }],
    });
  });

  it('reads ids written as decimal digits only, and deletes nothing for a loose form', async () => {
    const hex = `0x${questionId.toString(16)}`;
    for (const id of [hex, `${questionId}.0`, `%20${questionId}`, `+${questionId}`, `${questionId}e0`]) {
      const error = await expectRefused({ method: 'DELETE', url: `/api/Questions/${id}` });
      expect(error.fields).toEqual({ id: ['Must be an id'] });
    }
    await expectRefused({ method: 'GET', url: `/api/UserAnswers/?questionId=${hex}` });
    expect((await send({ method: 'GET', url: `/api/Questions/${questionId}` })).statusCode).toBe(200);
  });

  it('reads country codes in ASCII only, and deletes nothing for a code that case mapping makes', async () => {
    const spain = COUNTRIES.find((c) => c.code === 'ES')!.id;
    await createVersion(t.db, t.seed.tenant.id, {
      kind: 'answer',
      itemId: questionId,
      countryId: spain,
      text: 'Ask HR.',
    });
    // 'eſ'.toUpperCase() is 'ES'
    const error = await expectRefused({
      method: 'DELETE',
      url: `/api/UserAnswers/e%C5%BF?questionId=${questionId}`,
    });
    expect(error.fields).toEqual({ country: ['Must be a country code or id'] });
    await expectRefused({ method: 'GET', url: '/api/Questions/page?countryCode=%C4%B1n' });
  });

  it('refuses NUL characters in texts that reach the database', async () => {
    const nul = ['Must not contain NUL characters'];
    expect(
      (await expectRefused({ method: 'GET', url: '/api/Questions/page?description=%00' })).fields,
    ).toEqual({ description: nul });
    await expectRefused({ method: 'GET', url: '/api/Questions/Intents?input=vac%00' });
    await expectRefused({ method: 'GET', url: '/api/ReviewUtterances/page?intentName=%00' });
    await expectRefused({ method: 'GET', url: '/api/Placeholders/page?description=a%00b' });
  });

  it('refuses NUL characters in question and answer save bodies, writing nothing', async () => {
    const question = await expectRefused({
      method: 'POST',
      url: '/api/Questions/',
      payload: { id: 0, text: 'How many\u0000 vacation days?', trainingUtterances: ['vacation'] },
    });
    expect(question.fields).toEqual({ text: ['Must not contain NUL characters'] });
    await expectRefused({
      method: 'POST',
      url: '/api/Questions/',
      payload: { id: questionId, text: 'Where is my payslip?', trainingUtterances: ['pay\u0000slip'] },
    });
    const answer = await expectRefused({
      method: 'POST',
      url: '/api/UserAnswers/',
      payload: [{ id: 0, questionId, countryId: 2, text: 'Ask\u0000 HR.' }],
    });
    expect(answer.fields).toEqual({ '0.text': ['Must not contain NUL characters'] });
    await expectRefused({
      method: 'POST',
      url: '/api/Placeholders/',
      payload: { id: 0, placeholderId: 1, countryId: 2, text: '\u0000' },
    });
  });
});
