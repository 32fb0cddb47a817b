import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PERMISSIONS } from '@askhr/shared/access/permissions';
import { createTestApp, type TTestApp } from '../../test/app';
import { expectApiError, getAs, memberWith } from '../../test/kits/access';
import { daysAgo, seedReviewTenants, type TReviewPage } from '../../test/kits/review';

describe('GET /api/ReviewUtterances/page', () => {
  let t: TTestApp;
  let seed: Awaited<ReturnType<typeof seedReviewTenants>>;
  let admin: string;
  const page = (query: string) => getAs(t, `/api/ReviewUtterances/page?${query}`, admin, seed.acme.id);
  const body = async (query: string): Promise<TReviewPage> => {
    const res = await page(query);
    expect(res.statusCode, res.body).toBe(200);
    return res.json();
  };
  const ids = async (query: string) => (await body(query)).data.map((row) => row.id);
  /** the fixture rows by name, for readable expectations */
  const byName = (names: string) =>
    names.split(' ').map((name) => seed.rows[name as keyof typeof seed.rows].id);

  beforeAll(async () => {
    t = await createTestApp();
    seed = await seedReviewTenants(t);
    admin = await memberWith(t, seed.acme.id, ['admin-user']);
  });
  afterAll(() => t.close());

  it('lists the last month of the tenant, newest first, in the ReviewUtterance shape', async () => {
    const { data, total } = await body('');
    expect(total).toBe(5);
    expect(data.map((row) => row.id)).toEqual(seed.ids);
    const { u1 } = seed.rows;
    expect(data[0]).toEqual({
      id: u1.id,
      date: u1.date.toISOString(),
      userCountry: 'ES',
      userRole: 2,
      utterance: 'vacation days left',
      answerReturned: 'You have 25 days.',
      rating: -1,
      state: 1,
      observations: 'check the Spanish answer',
      customerObservations: '',
      reason: null,
      fromIntent: false,
      hedged: false,
      questionPredicted: { id: seed.questions.vacation.id, text: 'How many vacation days do I have?' },
      confidenceScore: expect.closeTo(0.9, 5),
      returnedQuestionId: seed.questions.vacation.id,
      returnedQuestionText: 'How many vacation days do I have?',
      returnedQuestionInSubscription: true,
      reviewQuestionId: null,
      reviewQuestionText: null,
      reviewQuestionInSubscription: null,
      modelUtterance: null,
      checked: false,
      modified: false,
      error: false,
    });
  });

  it('marks a question chosen from the buttons as fromIntent, and gives nulls without a question', async () => {
    const { data } = await body('');
    const [u3, u4, u5] = [data[2]!, data[3]!, data[4]!];
    expect(u4).toMatchObject({ fromIntent: true, confidenceScore: null, userCountry: 'DE', state: 2 });
    expect(u3).toMatchObject({
      reason: 0,
      questionPredicted: null,
      returnedQuestionId: null,
      returnedQuestionText: null,
      returnedQuestionInSubscription: null,
      rating: null,
    });
    expect(u5).toMatchObject({
      reason: 2,
      questionPredicted: { id: seed.questions.payday.id, text: 'When do we get paid?' },
      returnedQuestionId: null,
    });
  });

  it('pages with page and pageSize, keeping the total', async () => {
    expect(await body('pageSize=2')).toMatchObject({ total: 5 });
    expect(await ids('pageSize=2')).toEqual(seed.ids.slice(0, 2));
    expect(await ids('pageSize=2&page=2')).toEqual(seed.ids.slice(2, 4));
    expect(await ids('pageSize=2&page=3')).toEqual(seed.ids.slice(4));
    expect(await body('pageSize=2&page=4')).toEqual({ data: [], total: 5 });
  });

  it.each([
    ['date', 'u5 u4 u3 u2 u1', 'u1 u2 u3 u4 u5'],
    ['utterance', 'u3 u4 u5 u2 u1', 'u1 u2 u5 u4 u3'],
    ['userCountry', 'u2 u4 u1 u3 u5', 'u1 u3 u5 u2 u4'],
    ['userRole', 'u2 u3 u1 u4 u5', 'u1 u4 u5 u2 u3'],
    ['confidenceScore', 'u5 u2 u1 u3 u4', 'u1 u2 u5 u3 u4'],
    ['rating', 'u1 u4 u3 u5 u2', 'u2 u3 u5 u1 u4'],
    ['state', 'u1 u5 u4 u2 u3', 'u3 u2 u4 u1 u5'],
    ['reason', 'u3 u5 u1 u2 u4', 'u5 u3 u1 u2 u4'],
  ])(
    'orders by %s ascending and descending (ties newest first, empty values last)',
    async (column, asc, desc) => {
      expect(await ids(`orderColumn=${column}&desc=false`)).toEqual(byName(asc));
      expect(await ids(`orderColumn=${column}&desc=true`)).toEqual(byName(desc));
    },
  );

  it('filters by date range', async () => {
    const iso = (days: number) => encodeURIComponent(daysAgo(days).toISOString());
    expect(await ids(`startDate=${iso(45)}`)).toEqual([...seed.ids, seed.rows.old.id]);
    expect(await ids(`startDate=${iso(45)}&endDate=${iso(30)}`)).toEqual([seed.rows.old.id]);
    expect(await ids(`startDate=${iso(3.5)}&endDate=${iso(1.5)}`)).toEqual(byName('u2 u3'));
    // an end date alone gets the month before it
    expect(await ids(`endDate=${iso(39)}`)).toEqual([seed.rows.old.id]);
  });

  it('filters by states and ratings, 0 meaning no feedback', async () => {
    expect(await ids('states=1')).toEqual(byName('u1 u5'));
    expect(await ids('states=2,3')).toEqual(byName('u2 u4'));
    expect(await ids('ratings=-1')).toEqual(byName('u1 u4'));
    expect(await ids('ratings=1')).toEqual(byName('u2'));
    expect(await ids('ratings=0')).toEqual(byName('u3 u5'));
    expect(await ids('ratings=0&ratings=1')).toEqual(byName('u2 u3 u5'));
    expect(await ids('ratings=-1&states=2')).toEqual(byName('u4'));
  });

  it('filters by intents, matching the predicted or the returned question', async () => {
    expect(await ids(`intents=${seed.questions.vacation.id}`)).toEqual(byName('u1 u4'));
    expect(await ids(`intents=${seed.questions.payday.id}`)).toEqual(byName('u2 u5'));
    const both = `intents=${seed.questions.vacation.id},${seed.questions.payday.id}`;
    expect(await ids(both)).toEqual(byName('u1 u2 u4 u5'));
    expect(await ids(`intents=${seed.questions.foreign.id}`)).toEqual([]);
  });

  it('filters by user role (roles and userRole are merged) and by country code or id', async () => {
    expect(await ids('roles=1')).toEqual(byName('u2 u3'));
    expect(await ids('userRole=2')).toEqual(byName('u1 u4 u5'));
    expect(await ids('roles=1&userRole=2')).toEqual(seed.ids);
    expect(await ids('countries=DE')).toEqual(byName('u2 u4'));
    expect(await ids('countries=es')).toEqual(byName('u1 u3 u5'));
    expect(await ids('countries=3&countries=ES')).toEqual(seed.ids);
    expect(await ids('countries=US')).toEqual([]);
  });

  it('filters by intentName, contained in the predicted or returned question text, any case', async () => {
    expect(await ids('intentName=PAID')).toEqual(byName('u2 u5'));
    expect(await ids('intentName=vacation%20days')).toEqual(byName('u1 u4'));
    expect(await ids('intentName=100%25')).toEqual([]);
    expect(await ids('intentName=')).toEqual(seed.ids);
  });

  it('treats an empty list as no restriction', async () => {
    expect(await ids('states=&ratings=&countries=')).toEqual(seed.ids);
  });

  it.each([
    ['page=0', ['page']],
    ['pageSize=201', ['pageSize']],
    ['pageSize=abc', ['pageSize']],
    ['orderColumn=text', ['orderColumn']],
    ['desc=maybe', ['desc']],
    ['startDate=yesterday', ['startDate']],
    ['endDate=2024-05-32', ['endDate']],
    ['ratings=2', ['ratings']],
    ['states=1,9', ['states']],
    ['intents=abc', ['intents']],
    ['roles=3', ['roles']],
    ['countries=XX', ['countries']],
    ['page=-1&ratings=5&countries=Narnia', ['countries', 'page', 'ratings']],
  ])('refuses %s with 400 and a message per field', async (query, fields) => {
    const res = await page(query);
    expectApiError(res, 400, 'VALIDATION');
    expect(Object.keys(res.json().error.fields).sort()).toEqual(fields);
  });

  it('names the bad values of a list', async () => {
    const res = await page('ratings=1,7,x');
    expect(res.json().error.fields).toEqual({ ratings: ['Unknown ratings (1, -1 or 0): 7, x'] });
  });

  it('refuses a start date after the end date with 400', async () => {
    const res = await page(
      `startDate=${encodeURIComponent(new Date(Date.now() + 86_400_000).toISOString())}`,
    );
    expectApiError(res, 400, 'VALIDATION');
    expect(res.json().error.fields).toEqual({ startDate: ['Must not be after the end date'] });
  });

  it('gives every permission but admin-user a 403', async () => {
    const others = PERMISSIONS.filter((p) => p !== 'admin-user');
    const email = await memberWith(t, seed.acme.id, others);
    expectApiError(await getAs(t, '/api/ReviewUtterances/page', email, seed.acme.id), 403, 'FORBIDDEN');
  });
});
