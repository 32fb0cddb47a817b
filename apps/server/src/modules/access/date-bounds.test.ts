import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SURVEY_DEFAULT_GREETING } from '@askhr/shared/push/push.constants';
import { FAR_API_DAYS as FAR_DAYS, FAR_API_INSTANTS as FAR_INSTANTS } from '@askhr/shared/schemas/far-dates';
import { dbFingerprint } from '../../test/db-fingerprint';
import { createPlaceholder } from '../../test/factories/placeholders';
import { createQuestion } from '../../test/factories/questions';
import { createPushItem } from '../../test/factories/push';
import { authHeaders, expectApiError } from '../../test/kits/access';
import { createTestApp, type TSeededTestApp } from '../../test/app';
import { TENANT_ADMIN } from '../../test/minimal-seed';

const WEB_CHAT = { name: 'All Web Chat users', channelId: 'directline', recipientId: 'all-directline' };
const survey = {
  date: '2099-03-01T09:00:00Z',
  closeDate: '2099-03-08T09:00:00Z',
  greetingText: SURVEY_DEFAULT_GREETING,
  recipients: [WEB_CHAT],
  queries: [{ text: 'I feel supported by my manager.', responseOptions: ['Yes', 'No'] }],
};

describe('dates out of range are a 400 naming the field, never a 500', () => {
  let t: TSeededTestApp;
  let headers: Record<string, string>;
  let questionId: number;
  let placeholderId: number;
  let surveyId: number;
  let surveyLastUpdated: string;

  beforeAll(async () => {
    t = await createTestApp({ seed: 'minimal' });
    headers = await authHeaders(t, TENANT_ADMIN, t.seed.tenant.id);
    questionId = (await createQuestion(t.db, t.seed.tenant.id, { text: 'Where is my payslip?' })).id;
    placeholderId = (await createPlaceholder(t.db, t.seed.tenant.id, { keyWord: 'payDay' })).id;
    const item = await createPushItem(t.db, t.seed.tenant.id, { type: 'survey' });
    surveyId = item.id;
    surveyLastUpdated = item.lastUpdated.toISOString();
  });
  afterAll(() => t.close());

  /** Sends, expects a 400 whose fields name `field`, and checks that nothing was written. */
  async function expectRefused(options: Omit<InjectOptions, 'headers'>, field: string) {
    const before = await dbFingerprint(t.db);
    const res = await t.app.inject({ ...options, headers } as InjectOptions);
    const seen = `${options.method} ${options.url} ${JSON.stringify(options.payload ?? '')}`;
    expect(res.statusCode, `${seen} -> ${res.statusCode} ${res.body.slice(0, 300)}`).toBe(400);
    expectApiError(res, 400, 'VALIDATION');
    expect(Object.keys(res.json().error.fields as object), seen).toContain(field);
    expect(await dbFingerprint(t.db), seen).toEqual(before);
  }

  it.each(FAR_INSTANTS)('refuses %s in the dates of push and survey saves', async (far) => {
    const push = (payload: object) => ({ method: 'POST' as const, url: '/api/PushMessages/', payload });
    const message = { id: 0, type: 'message', text: 'Payslips are out.', recipients: [WEB_CHAT] };
    await expectRefused(push({ ...message, date: far }), 'date');
    await expectRefused(push({ ...survey, id: 0, type: 'survey', closeDate: far }), 'closeDate');
    const update = (payload: object) => ({
      method: 'POST' as const,
      url: `/api/Surveys/${surveyId}`,
      payload: { ...survey, lastUpdated: surveyLastUpdated, ...payload },
    });
    await expectRefused(update({ date: far }), 'date');
    await expectRefused(update({ closeDate: far }), 'closeDate');
    await expectRefused(update({ lastUpdated: far }), 'lastUpdated');
  });

  it.each(FAR_INSTANTS)('refuses %s as the date a country value is valid from', async (far) => {
    const post = (url: string, payload: object) => ({ method: 'POST' as const, url, payload });
    const value = { id: 0, countryId: 2, validFrom: far };
    await expectRefused(
      post('/api/UserAnswers/', [{ ...value, questionId, text: 'Ask HR.' }]),
      '0.validFrom',
    );
    await expectRefused(
      post('/api/Placeholders/', { ...value, placeholderId, text: 'the 25th' }),
      'validFrom',
    );
    await expectRefused(
      post('/api/BotReactions/', { ...value, botReactionId: 8, text: 'Hola' }),
      'validFrom',
    );
  });

  it.each(FAR_INSTANTS)('refuses %s in the dates of query strings', async (far) => {
    const get = (url: string) => ({ method: 'GET' as const, url });
    const at = encodeURIComponent(far);
    await expectRefused(
      get(`/api/UserAnswers/preview?questionId=${questionId}&countryCode=ES&roleId=2&date=${at}`),
      'date',
    );
    for (const screen of ['ReviewUtterances', 'Feedback']) {
      await expectRefused(get(`/api/${screen}/page?startDate=${at}`), 'startDate');
      await expectRefused(get(`/api/${screen}/page?endDate=${at}`), 'endDate');
      await expectRefused(get(`/api/${screen}/Ratings?endDate=${at}`), 'endDate');
    }
    await expectRefused(get(`/api/ReviewUtterances/Groups?startDate=${at}`), 'startDate');
    await expectRefused(get(`/api/Users/webChat/config?date=${at}`), 'date');
  });

  it.each(FAR_DAYS)('refuses the day %s in report ranges and the Test Bot date', async (day) => {
    const get = (url: string) => ({ method: 'GET' as const, url });
    await expectRefused(get(`/api/Reports/UsageReport?start=${day}&end=2025-01-31`), 'start');
    await expectRefused(get(`/api/Reports/UsageReport?start=2025-01-01&end=${day}`), 'end');
    await expectRefused(get(`/api/Reports/TotalQuestions?start=2025-01-01&end=${day}`), 'end');
    await expectRefused(get(`/api/Users/webChat/config?date=${day}`), 'date');
  });

  it('takes dates at the bounds and within them', async () => {
    const get = (url: string) => t.app.inject({ method: 'GET', url, headers });
    for (const at of ['1900-01-01T00:00:00Z', '2199-12-31T23:59:59.999Z', '2199-12-31T23:59:59+01:00'])
      expect((await get(`/api/ReviewUtterances/page?endDate=${encodeURIComponent(at)}`)).statusCode).toBe(
        200,
      );
    expect((await get('/api/Reports/UsageReport?start=2025-01-01&end=2025-01-31')).statusCode).toBe(200);
    expect((await get('/api/Users/webChat/config?date=2199-12-31')).statusCode).toBe(200);
  });
});
