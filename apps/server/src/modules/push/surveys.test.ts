import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FEATURES } from '@askhr/shared/access/permissions';
import { PUSH_STATUSES, SURVEY_DEFAULT_GREETING } from '@askhr/shared/push/push.constants';
import type { TPushItem } from '@askhr/shared/push/push.schemas';
import { createTenant } from '../../test/factories/tenants';
import { authHeaders, expectApiError, memberWith } from '../../test/kits/access';
import { createTestApp, type TSeededTestApp } from '../../test/app';
import { TENANT_ADMIN as ADMIN } from '../../test/minimal-seed';
import { answerSurvey, createBotUser, createPushItem } from '../../test/factories/push';

const WEB_CHAT = { name: 'All Web Chat users', channelId: 'directline', recipientId: 'all-directline' };

describe('surveys routes', () => {
  let t: TSeededTestApp;
  let messageEditor: string;
  let otherEditor: string;
  let otherTenant: number;

  const as = async (email: string, options: Omit<InjectOptions, 'headers'>, tenant = t.seed.tenant.id) =>
    t.app.inject({ ...options, headers: await authHeaders(t, email, tenant) } as InjectOptions);
  const getAs = (url: string, email = ADMIN, tenant?: number) => as(email, { method: 'GET', url }, tenant);
  const survey = (over: object = {}) => ({
    date: '2099-03-01T09:00:00Z',
    closeDate: '2099-03-08T09:00:00Z',
    greetingText: SURVEY_DEFAULT_GREETING,
    recipients: [WEB_CHAT],
    queries: [
      { text: 'I feel supported by my manager.', surveyQueryOptionId: 1, responseOptions: ['Yes', 'No'] },
    ],
    ...over,
  });
  /** a new survey goes through the push save; /api/Surveys/{id} changes one */
  const save = (id: number, payload: object, email = ADMIN, tenant?: number) =>
    id > 0
      ? as(email, { method: 'POST', url: `/api/Surveys/${id}`, payload }, tenant)
      : as(
          email,
          { method: 'POST', url: '/api/PushMessages/', payload: { ...payload, id: 0, type: 'survey' } },
          tenant,
        );
  const fieldsOf = (res: { json: () => { error: { fields: Record<string, string[]> } } }) =>
    res.json().error.fields;

  beforeAll(async () => {
    t = await createTestApp({ seed: 'minimal' });
    messageEditor = await memberWith(t, t.seed.tenant.id, ['normal-user', 'edit-push-messages']);
    otherTenant = (await createTenant(t.db, { features: ['Surveys'] })).id;
    otherEditor = await memberWith(t, otherTenant, ['normal-user', 'edit-surveys']);
  });
  afterAll(() => t.close());

  it('offers question templates with their response options', async () => {
    const options = (await getAs('/api/Surveys/options')).json();
    expect(options).toContainEqual(
      expect.objectContaining({ text: 'I feel supported by my manager.', responseOptions: ['Yes', 'No'] }),
    );
    expect(options).toContainEqual(expect.objectContaining({ messageCategory: 'manager' }));
  });

  it('schedules a survey and reads it back with its question and options', async () => {
    const res = await save(0, survey());
    expect(res.statusCode, res.body).toBe(200);
    const { id } = res.json() as { id: number };
    const item = (await getAs(`/api/Surveys/${id}`)).json() as TPushItem;
    expect(item).toMatchObject({
      type: 'survey',
      text: 'I feel supported by my manager.',
      greetingText: SURVEY_DEFAULT_GREETING,
      closeDate: '2099-03-08T09:00:00.000Z',
      status: 'Scheduled',
      queries: [
        {
          text: 'I feel supported by my manager.',
          surveyQueryOptionId: 1,
          responseOptions: [
            expect.objectContaining({ text: 'Yes' }),
            expect.objectContaining({ text: 'No' }),
          ],
        },
      ],
    });
    const listed = (await getAs('/api/PushMessages/page?type=survey&scheduled=true')).json();
    expect((listed.items as TPushItem[]).map((i) => i.id)).toContain(id);
    const changed = await save(
      id,
      survey({ lastUpdated: item.lastUpdated, queries: [{ text: 'Q?', responseOptions: ['A'] }] }),
    );
    expect(changed.statusCode).toBe(200);
    expect((await getAs(`/api/Surveys/${id}`)).json().queries[0].responseOptions).toHaveLength(1);
    expectApiError(await save(id, survey({ lastUpdated: item.lastUpdated })), 409, 'CONFLICT');
  });

  it('gives the survey validation messages', async () => {
    const res = await save(
      0,
      survey({
        greetingText: ' ',
        closeDate: '2099-02-01T00:00:00Z',
        queries: [{ text: '', responseOptions: [] }],
      }),
    );
    expectApiError(res, 400, 'VALIDATION');
    expect(fieldsOf(res)).toEqual({
      queries: ['Survey question is required.'],
      greetingText: ['Greeting text is required.'],
      responseOptions: ['Please, add at least one response option.'],
      closeDate: ['End date must be valid and after the scheduled send date.'],
    });
    const long = await save(
      0,
      survey({ queries: [{ text: 'x'.repeat(250), responseOptions: ['1', '2', '3', '4', '5', '6', '7'] }] }),
    );
    expect(fieldsOf(long)).toEqual({
      queries: ['250 out of 244 characters used - Some text will be cut off.'],
      responseOptions: ['7 out of 6 options used - Please, remove some options.'],
    });
  });

  it('counts the responses once per employee and reports them without names', async () => {
    const sent = await createPushItem(t.db, t.seed.tenant.id, {
      type: 'survey',
      statusId: PUSH_STATUSES.Sent,
      date: new Date('2025-05-01T09:00:00Z'),
      successfulRecipients: 4,
    });
    const empty = (await getAs(`/api/Surveys/${sent.id}/totals`)).json();
    expect(empty[0].totals).toEqual([
      { id: 'Yes', count: 0 },
      { id: 'No', count: 0 },
    ]);
    const [ana, bo, cy] = [
      await createBotUser(t.db, t.seed.tenant.id),
      await createBotUser(t.db, t.seed.tenant.id),
      await createBotUser(t.db, t.seed.tenant.id),
    ];
    await answerSurvey(t.db, t.seed.tenant.id, sent.id, 'Yes', ana!.id);
    await answerSurvey(t.db, t.seed.tenant.id, sent.id, 'Yes', bo!.id);
    await answerSurvey(t.db, t.seed.tenant.id, sent.id, 'No', cy!.id);
    // a second answer of the same employee is refused by the database
    await expect(answerSurvey(t.db, t.seed.tenant.id, sent.id, 'No', ana!.id)).rejects.toThrow();
    const totals = (await getAs(`/api/Surveys/${sent.id}/totals`)).json();
    expect(totals).toEqual([
      {
        surveyQueryId: expect.any(Number),
        text: 'I feel supported by my manager.',
        successfulRecipients: 4,
        totals: [
          { id: 'Yes', count: 2 },
          { id: 'No', count: 1 },
        ],
      },
    ]);
    const report = await getAs(`/api/Surveys/${sent.id}/report`);
    expect(report.statusCode).toBe(200);
    expect(report.headers['content-type']).toMatch(/^text\/csv/);
    expect(report.headers['content-disposition']).toBe('attachment; filename="export.csv"');
    expect(report.body.trim().split('\n')).toEqual([
      'Question,Response,Responses,Percentage',
      'I feel supported by my manager.,Yes,2,50%',
      'I feel supported by my manager.,No,1,25%',
      'I feel supported by my manager.,Not Answered,1,25%',
    ]);
    expect(report.body).not.toContain(ana!.email!);
    const sentItem = (await getAs(`/api/Surveys/${sent.id}`)).json() as TPushItem;
    expectApiError(await save(sent.id, survey({ lastUpdated: sentItem.lastUpdated })), 409, 'CONFLICT');
  });

  it('finds no message on the survey routes', async () => {
    const message = await createPushItem(t.db, t.seed.tenant.id);
    expectApiError(await getAs(`/api/Surveys/${message.id}`), 404, 'NOT_FOUND');
    expectApiError(await getAs(`/api/Surveys/${message.id}/totals`), 404, 'NOT_FOUND');
    expectApiError(await getAs(`/api/Surveys/${message.id}/report`), 404, 'NOT_FOUND');
  });

  it('gives a member of another tenant nothing of this tenant', async () => {
    const mine = await createPushItem(t.db, t.seed.tenant.id, { type: 'survey' });
    for (const url of [
      `/api/Surveys/${mine.id}`,
      `/api/Surveys/${mine.id}/totals`,
      `/api/Surveys/${mine.id}/report`,
    ])
      expectApiError(await getAs(url, otherEditor, otherTenant), 404, 'NOT_FOUND');
    const item = (await getAs(`/api/Surveys/${mine.id}`)).json() as TPushItem;
    expectApiError(
      await save(mine.id, survey({ lastUpdated: item.lastUpdated }), otherEditor, otherTenant),
      404,
      'NOT_FOUND',
    );
    const list = (
      await getAs('/api/PushMessages/page?type=survey&pageSize=100', otherEditor, otherTenant)
    ).json();
    expect(list).toEqual({ items: [], total: 0 });
    expectApiError(await getAs(`/api/Surveys/${mine.id}`, otherEditor), 403, 'FORBIDDEN');
  });

  it('needs edit-surveys to write and the Surveys flag for everything', async () => {
    expectApiError(await save(0, survey(), messageEditor), 403, 'FORBIDDEN');
    const viaPush = {
      method: 'POST' as const,
      url: '/api/PushMessages/',
      payload: { ...survey(), id: 0, type: 'survey' },
    };
    expectApiError(await as(messageEditor, viaPush), 403, 'FORBIDDEN');
    const noSurveys = (await createTenant(t.db, { features: FEATURES.filter((f) => f !== 'Surveys') })).id;
    const editor = await memberWith(t, noSurveys, ['normal-user', 'edit-surveys']);
    expectApiError(await getAs('/api/Surveys/options', editor, noSurveys), 403, 'FORBIDDEN');
    expectApiError(await save(0, survey(), editor, noSurveys), 403, 'FORBIDDEN');
  });
});
