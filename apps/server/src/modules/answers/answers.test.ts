import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TAnswerStatus, TCountryAnswer } from '@askhr/shared/answers/answers.schemas';
import type { TValueHistoryEntry } from '@askhr/shared/versioned-values/versioned-values.schemas';
import { addMember, addMemberToRoles, createUser } from '../../test/factories/users';
import { createCategory } from '../../test/factories/categories';
import { createQuestion } from '../../test/factories/questions';
import { memberWith, requestAs } from '../../test/kits/access';
import { createTestApp, type TSeededTestApp } from '../../test/app';
import { TENANT_ADMIN as ADMIN } from '../../test/minimal-seed';
import { expectApiError } from '../../test/kits/access';

const ES = 2;
const DE = 3;

describe('answers API', () => {
  let t: TSeededTestApp;
  let acme: number;
  let editorEs: string;
  const as = (email: string, method: 'GET' | 'POST' | 'DELETE', url: string, payload?: unknown) =>
    requestAs(t, method, url, email, acme, payload);
  const list = async (questionId: number, email = ADMIN) => {
    const res = await as(email, 'GET', `/api/UserAnswers/?questionId=${questionId}`);
    expect(res.statusCode).toBe(200);
    return res.json() as TCountryAnswer[];
  };
  const card = async (questionId: number, countryId: number) =>
    (await list(questionId)).find((c) => c.countryId === countryId)!;
  const save = (items: unknown[], email = ADMIN) => as(email, 'POST', '/api/UserAnswers/', items);

  beforeAll(async () => {
    t = await createTestApp({ seed: 'minimal' });
    acme = t.seed.tenant.id;
    // the tenant's admin administers the other tenant too
    await addMemberToRoles(t.db, t.seed.other.id, t.seed.tenant.adminId, [t.seed.other.adminRoleId]);
    editorEs = await memberWith(t, acme, ['normal-user'], { countries: [ES] });
  });
  afterAll(() => t.close());

  it('lists one card per tenant country, Global first, new ones empty', async () => {
    const q = await createQuestion(t.db, acme);
    const cards = await list(q.id);
    expect(cards.map((c) => c.countryId)).toEqual([1, 3, 2, 4]);
    expect(cards[0]).toEqual({
      id: 0,
      questionId: q.id,
      countryId: 1,
      text: '',
      active: false,
      hasGlobal: false,
      editable: true,
      scheduledCount: 0,
      lastUpdated: null,
      lastUserUpdated: null,
      validFrom: null,
      new: true,
      scheduled: [],
      languageMix: null,
    });
    const editorCards = await list(q.id, editorEs);
    expect(editorCards.filter((c) => c.editable).map((c) => c.countryId)).toEqual([ES]);
  });

  it('saves a list in one call, inherits the global answer, and reads one country', async () => {
    const q = await createQuestion(t.db, acme);
    const res = await save([
      { questionId: q.id, countryId: 1, text: 'Global answer' },
      { id: 0, questionId: q.id, countryId: ES, text: 'Respuesta' },
    ]);
    expect(res.statusCode).toBe(200);
    const saved = res.json() as { id: number; customerId: number }[];
    expect(saved).toEqual([
      { id: expect.any(Number), customerId: acme },
      { id: expect.any(Number), customerId: acme },
    ]);
    const cards = await list(q.id);
    const global = cards.find((c) => c.countryId === 1)!;
    expect(global).toMatchObject({ id: saved[0]!.id, text: 'Global answer', active: true, new: false });
    expect(global.lastUserUpdated).toBe('Ada Admin');
    expect(cards.find((c) => c.countryId === ES)).toMatchObject({ text: 'Respuesta', hasGlobal: false });
    expect(cards.find((c) => c.countryId === DE)).toMatchObject({
      id: 0,
      new: true,
      text: '',
      hasGlobal: true,
    });

    const one = await as(ADMIN, 'GET', `/api/UserAnswers/es?questionId=${q.id}`);
    expect((one.json() as TCountryAnswer[]).map((c) => [c.countryId, c.text])).toEqual([[ES, 'Respuesta']]);

    const current = await as(
      ADMIN,
      'GET',
      `/api/UserAnswers/current?questions=${q.id},999999&countryFocus=DE`,
    );
    expect(current.json()).toEqual([
      expect.objectContaining({ questionId: q.id, countryId: DE, text: 'Global answer', hasGlobal: true }),
    ]);

    const status = await as(ADMIN, 'GET', `/api/UserAnswers/status?questions=${q.id}`);
    expect(status.json()).toEqual([
      { id: q.id, inSubscription: true, enabledCountries: [1, 3, 2, 4], disabledCountries: [] },
    ] satisfies TAnswerStatus[]);
  });

  it('gives a question outside the subscription no enabled country, as the bot refuses it', async () => {
    const q = await createQuestion(t.db, acme, { inSubscription: false });
    await save([{ questionId: q.id, countryId: 1, text: 'Global answer' }]);
    const status = await as(ADMIN, 'GET', `/api/UserAnswers/status?questions=${q.id}`);
    expect(status.json()).toEqual([
      { id: q.id, inSubscription: false, enabledCountries: [], disabledCountries: [1, 3, 2, 4] },
    ] satisfies TAnswerStatus[]);
  });

  it('lets a country switch to the global answer through active', async () => {
    const q = await createQuestion(t.db, acme);
    await save([
      { questionId: q.id, countryId: 1, text: 'Global' },
      { questionId: q.id, countryId: DE, text: 'Deutsch', active: false },
    ]);
    expect(await card(q.id, DE)).toMatchObject({ text: 'Deutsch', active: false, hasGlobal: true });
    const current = await as(ADMIN, 'GET', `/api/UserAnswers/current?questions=${q.id}&countryFocus=DE`);
    expect((current.json() as TCountryAnswer[])[0]!.text).toBe('Global');
  });

  it('refuses a stale update with 409 and saves nothing of the list', async () => {
    const q = await createQuestion(t.db, acme);
    await save([{ questionId: q.id, countryId: ES, text: 'v1' }]);
    const read = await card(q.id, ES);
    // two editors opened version v1; the first saves
    expect((await save([{ id: read.id, questionId: q.id, countryId: ES, text: 'first' }])).statusCode).toBe(
      200,
    );
    const second = await save([
      { questionId: q.id, countryId: DE, text: 'would be new' },
      { id: read.id, questionId: q.id, countryId: ES, text: 'second' },
    ]);
    expectApiError(second, 409, 'CONFLICT');
    expect(second.json().error.message).toMatch(/Someone else changed this answer/);
    expect((await card(q.id, ES)).text).toBe('first');
    expect((await card(q.id, DE)).new).toBe(true);
    // the same version twice in one list: the second is stale
    const current = (await card(q.id, ES)).id;
    const twice = await save([
      { id: current, questionId: q.id, countryId: ES, text: 'x' },
      { id: current, questionId: q.id, countryId: ES, text: 'y' },
    ]);
    expectApiError(twice, 409, 'CONFLICT');
    expect((await card(q.id, ES)).text).toBe('first');
    // a version of another question or country is not an update of this one
    const other = await save([{ id: (await card(q.id, ES)).id, questionId: q.id, countryId: DE, text: 'x' }]);
    expectApiError(other, 409, 'CONFLICT');
  });

  it('keeps a scheduled version out of force until its date, then in force', async () => {
    const q = await createQuestion(t.db, acme);
    await save([{ questionId: q.id, countryId: ES, text: 'now' }]);
    const inADay = new Date(Date.now() + 86_400_000).toISOString();
    const inTwoDays = new Date(Date.now() + 2 * 86_400_000).toISOString();
    expect(
      (await save([{ questionId: q.id, countryId: ES, text: 'later', validFrom: inADay }])).statusCode,
    ).toBe(200);
    const es = await card(q.id, ES);
    expect(es).toMatchObject({ text: 'now', scheduledCount: 1 });
    expect(es.scheduled.map((v) => [v.text, v.validFrom])).toEqual([['later', inADay]]);
    const preview = (date: string) =>
      as(ADMIN, 'GET', `/api/UserAnswers/preview?questionId=${q.id}&countryCode=ES&date=${date}`);
    expect((await preview(new Date().toISOString())).json()).toMatchObject({ text: 'now', reason: null });
    expect((await preview(inTwoDays)).json()).toMatchObject({ text: 'later', reason: null });
  });

  it('refuses a schedule date in the past with 400 and the message', async () => {
    const q = await createQuestion(t.db, acme);
    const res = await save([
      { questionId: q.id, countryId: ES, text: 'x', validFrom: '2020-01-01T00:00:00.000Z' },
    ]);
    expectApiError(res, 400, 'VALIDATION');
    expect(res.json().error.message).toMatch(/^The schedule dates can't be set to the past/);
    expect(res.json().error.fields).toEqual({
      '0.validFrom': [expect.stringMatching(/company set timezone/)],
    });
  });

  it('falls back to the global answer when a country value is removed', async () => {
    const q = await createQuestion(t.db, acme);
    await save([
      { questionId: q.id, countryId: 1, text: 'Global' },
      { questionId: q.id, countryId: ES, text: 'Spain' },
    ]);
    const res = await as(ADMIN, 'DELETE', `/api/UserAnswers/ES?questionId=${q.id}`);
    expect(res.json()).toEqual({ removed: 1 });
    expect(await card(q.id, ES)).toMatchObject({ id: 0, new: true, hasGlobal: true });
    expect((await as(ADMIN, 'DELETE', `/api/UserAnswers/ES?questionId=${q.id}`)).json()).toEqual({
      removed: 0,
    });
  });

  it('removes one scheduled version and keeps the rest, then 409 when it is gone', async () => {
    const q = await createQuestion(t.db, acme);
    await save([{ questionId: q.id, countryId: ES, text: 'now' }]);
    const inADay = new Date(Date.now() + 86_400_000).toISOString();
    await save([{ questionId: q.id, countryId: ES, text: 'later', validFrom: inADay }]);
    const scheduledId = (await card(q.id, ES)).scheduled[0]!.id;
    const url = `/api/UserAnswers/ES?questionId=${q.id}&versionId=${scheduledId}`;
    expect((await as(ADMIN, 'DELETE', url)).json()).toEqual({ removed: 1 });
    expect(await card(q.id, ES)).toMatchObject({ text: 'now', scheduledCount: 0 });
    expectApiError(await as(ADMIN, 'DELETE', url), 409, 'CONFLICT');
  });

  it('refuses a second first answer for a country with 409 instead of overwriting it', async () => {
    const q = await createQuestion(t.db, acme);
    // two editors open the Spain card while it has no answer of its own; both save without an id
    expect((await save([{ questionId: q.id, countryId: ES, text: 'from Ana' }])).statusCode).toBe(200);
    expectApiError(await save([{ questionId: q.id, countryId: ES, text: 'from Ben' }]), 409, 'CONFLICT');
    expect(await card(q.id, ES)).toMatchObject({ text: 'from Ana' });
  });

  it('keeps every version in the history and restores one', async () => {
    const q = await createQuestion(t.db, acme);
    await save([{ questionId: q.id, countryId: ES, text: 'one' }]);
    await save([{ id: (await card(q.id, ES)).id, questionId: q.id, countryId: ES, text: 'two' }]);
    await save([{ questionId: q.id, countryId: 1, text: 'global' }]);
    await as(ADMIN, 'DELETE', `/api/UserAnswers/ES?questionId=${q.id}`);
    const history = (
      await as(ADMIN, 'GET', `/api/UserAnswers/${q.id}/history`)
    ).json() as TValueHistoryEntry[];
    expect(history.map((h) => [h.countryId, h.text, h.change])).toEqual([
      [1, 'global', 'created'],
      [ES, 'two', 'removed'],
      [ES, 'one', 'created'],
    ]);
    expect(history[2]!.supersededAt).not.toBeNull();
    const esOnly = (await as(ADMIN, 'GET', `/api/UserAnswers/${q.id}/history?countryId=${ES}`)).json();
    expect(esOnly).toHaveLength(2);

    const restored = await as(ADMIN, 'POST', `/api/UserAnswers/history/${history[2]!.id}/restore`);
    expect(restored.statusCode).toBe(200);
    expect(await card(q.id, ES)).toMatchObject({ id: restored.json().id, text: 'one', hasGlobal: false });
  });

  it('previews what an employee gets, or why nothing', async () => {
    const manager = await createQuestion(t.db, acme, { managerOnly: true });
    const retired = await createQuestion(t.db, acme, { inSubscription: false });
    const empty = await createQuestion(t.db, acme);
    await save([{ questionId: manager.id, countryId: 1, text: 'Ask {{nowhere}}' }]);
    const preview = async (questionId: number, roleId: number) =>
      (
        await as(
          ADMIN,
          'GET',
          `/api/UserAnswers/preview?questionId=${questionId}&countryCode=US&roleId=${roleId}`,
        )
      ).json();
    expect(await preview(manager.id, 2)).toMatchObject({ reason: 'MANAGER_ONLY', text: null });
    expect(await preview(manager.id, 1)).toMatchObject({
      reason: null,
      text: 'Ask @nowhere',
      template: 'Ask {{nowhere}}',
      hasGlobal: true,
      unknownPlaceholders: ['nowhere'],
    });
    expect(await preview(retired.id, 1)).toMatchObject({ reason: 'NOT_IN_SUBSCRIPTION' });
    expect(await preview(empty.id, 1)).toMatchObject({ reason: 'NO_ANSWER' });
  });

  describe('edit rights', () => {
    it("refuses to write a country the user's roles do not cover", async () => {
      const q = await createQuestion(t.db, acme);
      expect((await save([{ questionId: q.id, countryId: ES, text: 'ok' }], editorEs)).statusCode).toBe(200);
      expectApiError(
        await save([{ questionId: q.id, countryId: DE, text: 'no' }], editorEs),
        403,
        'FORBIDDEN',
      );
      expectApiError(
        await as(editorEs, 'DELETE', `/api/UserAnswers/DE?questionId=${q.id}`),
        403,
        'FORBIDDEN',
      );
    });

    it("refuses to write a question of a category outside the user's roles", async () => {
      const payroll = await createCategory(t.db, acme, 'Payroll scoped test');
      const benefits = await createCategory(t.db, acme, 'Benefits scoped test');
      const user = await createUser(t.db);
      await addMember(t.db, acme, user.id, ['normal-user'], { categories: [payroll.id] });
      const inScope = await createQuestion(t.db, acme, { categoryId: payroll.id });
      const outOfScope = await createQuestion(t.db, acme, { categoryId: benefits.id });
      expect(
        (await save([{ questionId: inScope.id, countryId: DE, text: 'ok' }], user.email)).statusCode,
      ).toBe(200);
      const refused = await save([{ questionId: outOfScope.id, countryId: DE, text: 'no' }], user.email);
      expectApiError(refused, 403, 'FORBIDDEN');
      expect(refused.json().error.message).toMatch(/category/);
      expect((await list(outOfScope.id, user.email)).some((c) => c.editable)).toBe(false);
    });

    it("answers 404 for another tenant's question and version", async () => {
      const foreign = await createQuestion(t.db, t.seed.other.id);
      expectApiError(await as(ADMIN, 'GET', `/api/UserAnswers/?questionId=${foreign.id}`), 404, 'NOT_FOUND');
      expectApiError(await save([{ questionId: foreign.id, countryId: 1, text: 'x' }]), 404, 'NOT_FOUND');
      expectApiError(await as(ADMIN, 'GET', `/api/UserAnswers/${foreign.id}/history`), 404, 'NOT_FOUND');
      const res = await requestAs(t, 'POST', '/api/UserAnswers/', ADMIN, t.seed.other.id, [
        { questionId: foreign.id, countryId: 1, text: 'Globex' },
      ]);
      const versionId = (res.json() as { id: number }[])[0]!.id;
      expectApiError(
        await as(ADMIN, 'POST', `/api/UserAnswers/history/${versionId}/restore`),
        404,
        'NOT_FOUND',
      );
      // a country the tenant does not have
      const q = await createQuestion(t.db, acme);
      expectApiError(await as(ADMIN, 'GET', `/api/UserAnswers/FR?questionId=${q.id}`), 404, 'NOT_FOUND');
    });
  });

  describe('validation', () => {
    it('refuses malformed bodies with per-field messages', async () => {
      const q = await createQuestion(t.db, acme);
      const res = await save([{ questionId: q.id, countryId: ES, text: '  ' }, { countryId: 'x' }]);
      expectApiError(res, 400, 'VALIDATION');
      expect(Object.keys(res.json().error.fields)).toEqual(
        expect.arrayContaining(['0.text', '1.questionId', '1.countryId']),
      );
      expectApiError(await save([]), 400, 'VALIDATION');
      expectApiError(await as(ADMIN, 'POST', '/api/UserAnswers/', { questionId: q.id }), 400, 'VALIDATION');
      const badDate = await save([{ questionId: q.id, countryId: ES, text: 'x', validFrom: 'tomorrow' }]);
      expect(Object.keys(badDate.json().error.fields)).toEqual(['0.validFrom']);
      // France is not one of Acme's countries
      const france = await save([
        { questionId: q.id, countryId: ES, text: 'x' },
        { questionId: q.id, countryId: 8, text: 'x' },
      ]);
      expectApiError(france, 400, 'VALIDATION');
      expect(france.json().error.fields).toEqual({ '1.countryId': [expect.stringMatching(/not one of/)] });
      expect((await card(q.id, ES)).new).toBe(true);
    });

    it('refuses malformed queries with per-field messages', async () => {
      const cases = [
        '/api/UserAnswers/?questionId=abc',
        '/api/UserAnswers/',
        '/api/UserAnswers/status?questions=1,,2',
        '/api/UserAnswers/current?questions=1',
        '/api/UserAnswers/preview?questionId=1&countryCode=ES&roleId=3',
        '/api/UserAnswers/preview?questionId=1&countryCode=ES&date=yesterday',
        '/api/UserAnswers/0/history',
      ];
      for (const url of cases) {
        const res = await as(ADMIN, 'GET', url);
        expectApiError(res, 400, 'VALIDATION');
      }
      const res = await as(ADMIN, 'GET', '/api/UserAnswers/status?questions=a');
      expect(res.json().error.fields).toEqual({ questions: ['A comma-separated list of ids'] });
    });
  });
});
