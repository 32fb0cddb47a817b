import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TCountryAnswer } from '@askhr/shared/answers/answers.schemas';
import { GLOBAL_COUNTRY_ID } from '@askhr/shared/countries/countries.constants';
import type { TPlaceholderValue } from '@askhr/shared/placeholders/placeholders.schemas';
import { createTestApp, type TTestApp } from '../../test/app';
import { createTenant } from '../../test/factories/tenants';
import { createPlaceholder } from '../../test/factories/placeholders';
import { createQuestion } from '../../test/factories/questions';
import { createVersion } from '../../test/factories/versions';
import { memberHeaders } from '../../test/factories/users';

const ES = 2;
const DE = 3;
const BR = 5;

/** Answer cards and placeholder value cards say where an answer reads in two languages. */
describe('answers and placeholder values: languages mixed by the placeholders', () => {
  let t: TTestApp;
  let tenantId: number;
  let questionId: number;
  let placeholderId: number;
  let headers: Record<string, string>;
  let foreignHeaders: Record<string, string>;

  beforeAll(async () => {
    t = await createTestApp();
    tenantId = (await createTenant(t.db, { countries: [ES, DE, BR] })).id;
    const question = await createQuestion(t.db, tenantId, { text: 'When is payday?' });
    questionId = question.id;
    const placeholder = await createPlaceholder(t.db, tenantId, { keyWord: 'payrollDay' });
    placeholderId = placeholder.id;
    const since = new Date(Date.now() - 86_400_000);
    const answer = (countryId: number, text: string) =>
      createVersion(t.db, tenantId, {
        kind: 'answer',
        itemId: questionId,
        countryId,
        text,
        validFrom: since,
      });
    const value = (countryId: number, text: string) =>
      createVersion(t.db, tenantId, {
        kind: 'placeholder',
        itemId: placeholderId,
        countryId,
        text,
        validFrom: since,
      });
    await answer(
      GLOBAL_COUNTRY_ID,
      'Salaries are paid on {{payrollDay}}. If that day is a holiday, you are paid the working day before.',
    );
    // Brazil has its own answer in Portuguese; Spain and Germany use the English template
    await answer(BR, 'O salário é pago {{payrollDay}}. Se for feriado, você recebe no dia útil anterior.');
    await value(GLOBAL_COUNTRY_ID, 'the last working day of the month');
    await value(ES, 'el último día laborable del mes');
    await value(BR, 'o quinto dia útil do mês');
    headers = await memberHeaders(t, tenantId, ['normal-user']);
    const foreign = await createTenant(t.db, { countries: [ES] });
    foreignHeaders = await memberHeaders(t, foreign.id, ['normal-user']);
  });
  afterAll(() => t.close());

  const get = (url: string, as = headers) => t.app.inject({ method: 'GET', url, headers: as });
  const mixOf = (cards: { countryId: number; languageMix?: unknown }[]) =>
    Object.fromEntries(cards.map((card) => [card.countryId, card.languageMix ?? null]));

  it("marks Spain's card, which fills the English template with Spanish values", async () => {
    const res = await get(`/api/UserAnswers/?questionId=${questionId}`);
    expect(res.statusCode).toBe(200);
    expect(mixOf(res.json<TCountryAnswer[]>())).toEqual({
      [GLOBAL_COUNTRY_ID]: null,
      [ES]: { text: 'en', values: 'es' },
      // Germany inherits the English value too; Brazil's answer and value are both Portuguese
      [DE]: null,
      [BR]: null,
    });
    const one = await get(`/api/UserAnswers/ES?questionId=${questionId}`);
    expect(mixOf(one.json<TCountryAnswer[]>())).toEqual({ [ES]: { text: 'en', values: 'es' } });
  });

  it("marks Spain's value of the placeholder, used by an English answer", async () => {
    const res = await get(`/api/Placeholders/values?placeholderId=${placeholderId}`);
    expect(res.statusCode).toBe(200);
    expect(mixOf(res.json<TPlaceholderValue[]>())).toEqual({
      [GLOBAL_COUNTRY_ID]: null,
      [ES]: { text: 'en', values: 'es' },
      [DE]: null,
      [BR]: null,
    });
    const one = await get(`/api/Placeholders/values/ES?placeholderId=${placeholderId}`);
    expect(mixOf(one.json<TPlaceholderValue[]>())).toEqual({ [ES]: { text: 'en', values: 'es' } });
  });

  it("gives another tenant's member nothing", async () => {
    const answers = await get(`/api/UserAnswers/?questionId=${questionId}`, foreignHeaders);
    expect(answers.statusCode).toBe(404);
    const values = await get(`/api/Placeholders/values?placeholderId=${placeholderId}`, foreignHeaders);
    expect(values.statusCode).toBe(404);
  });
});
