import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FEATURES, PERMISSIONS } from '@askhr/shared/access/permissions';
import { RATING_BUTTON_TITLES } from '@askhr/shared/bot-reactions/bot-reactions.constants';
import { GLOBAL_COUNTRY_ID } from '@askhr/shared/countries/countries.constants';
import { createTestApp, type TTestApp } from '../../test/app';
import { createTenant } from '../../test/factories/tenants';
import { createQuestion } from '../../test/factories/questions';
import { createAnswerVersion } from '../../test/factories/versions';
import { createConversationCore } from '../../bot/core/conversation-core';
import { employee, scriptedRanker } from '../../test/kits/core';
import { expectApiError, getAs, memberWith } from '../../test/kits/access';
import { ES, seedReviewTenants, type TReviewPage } from '../../test/kits/review';

describe('review and feedback pages: tenants, permissions, the Feedback filter', () => {
  let t: TTestApp;
  let seed: Awaited<ReturnType<typeof seedReviewTenants>>;
  let reviewer: string;

  beforeAll(async () => {
    t = await createTestApp();
    seed = await seedReviewTenants(t);
    reviewer = await memberWith(t, seed.acme.id, ['admin-user', 'view-feedback']);
  });
  afterAll(() => t.close());

  const list = async (path: string, email: string, tenant: number): Promise<TReviewPage> => {
    const res = await getAs(t, path, email, tenant);
    expect(res.statusCode, res.body).toBe(200);
    return res.json();
  };

  it('gives a member of another tenant 403 on both pages, and only its own rows in its tenant', async () => {
    const globexAdmin = await memberWith(t, seed.globex.id, [...PERMISSIONS]);
    for (const path of ['/api/ReviewUtterances/page', '/api/Feedback/page']) {
      expectApiError(await getAs(t, path, globexAdmin, seed.acme.id), 403, 'FORBIDDEN');
      const own = await list(`${path}?pageSize=200`, globexAdmin, seed.globex.id);
      expect(own).toEqual({ data: [expect.objectContaining({ id: seed.rows.foreign.id })], total: 1 });
    }
    // filters that name this tenant's question or texts still find nothing of it
    const byIntent = `/api/ReviewUtterances/page?intents=${seed.questions.vacation.id}&intentName=vacation`;
    expect(await list(byIntent, globexAdmin, seed.globex.id)).toEqual({ data: [], total: 0 });
  });

  it('never shows the other tenant to this one, whatever the filter', async () => {
    const { data } = await list(
      `/api/ReviewUtterances/page?intents=${seed.questions.foreign.id}&intentName=globex`,
      reviewer,
      seed.acme.id,
    );
    expect(data).toEqual([]);
  });

  it('lists only Not Helpful rows on the Feedback page, whatever ratings the query names', async () => {
    const ids = async (query: string) =>
      (await list(`/api/Feedback/page?${query}`, reviewer, seed.acme.id)).data.map((r) => r.id);
    const negative = [seed.rows.u1.id, seed.rows.u4.id];
    expect(await ids('')).toEqual(negative);
    expect(await ids('ratings=1,0')).toEqual(negative);
    expect(await ids('countries=DE')).toEqual([seed.rows.u4.id]);
    expect(await ids('orderColumn=date&desc=false')).toEqual([...negative].reverse());
    expectApiError(await getAs(t, '/api/Feedback/page?ratings=9', reviewer, seed.acme.id), 400, 'VALIDATION');
  });

  it('needs view-feedback and the ReviewFeedback feature for the Feedback page', async () => {
    const adminOnly = await memberWith(t, seed.acme.id, ['admin-user', 'normal-user']);
    expectApiError(await getAs(t, '/api/Feedback/page', adminOnly, seed.acme.id), 403, 'FORBIDDEN');
    const withoutFlag = await createTenant(t.db, {
      features: FEATURES.filter((f) => f !== 'ReviewFeedback'),
    });
    const viewer = await memberWith(t, withoutFlag.id, ['view-feedback']);
    expectApiError(await getAs(t, '/api/Feedback/page', viewer, withoutFlag.id), 403, 'FORBIDDEN');
    // and view-feedback alone does not open Review Results
    const feedbackOnly = await memberWith(t, seed.acme.id, ['view-feedback']);
    expectApiError(
      await getAs(t, '/api/ReviewUtterances/page', feedbackOnly, seed.acme.id),
      403,
      'FORBIDDEN',
    );
    expect((await getAs(t, '/api/Feedback/page', feedbackOnly, seed.acme.id)).statusCode).toBe(200);
  });

  it('shows the rating an employee gave through the bot', async () => {
    const tenant = await createTenant(t.db, { countries: [ES] });
    const question = await createQuestion(t.db, tenant.id, { text: 'Can I work from home?' });
    await createAnswerVersion(t.db, tenant.id, question.id, GLOBAL_COUNTRY_ID, { text: 'Two days a week.' });
    const script = scriptedRanker();
    script.on(tenant.id, 'home office?', [{ questionId: question.id, score: 0.97 }]);
    const core = createConversationCore({ db: t.db, ranker: script.ranker });
    const emp = employee(tenant.id, { countryCode: 'ES' });
    const [answer] = await core.handle(emp.says('home office?'));
    const notHelpful = answer!.buttons!.find((b) => b.title === RATING_BUTTON_TITLES.notHelpful)!;
    await core.handle(emp.presses(notHelpful.value));

    const admin = await memberWith(t, tenant.id, ['admin-user']);
    const { data } = await list('/api/ReviewUtterances/page?ratings=-1', admin, tenant.id);
    expect(data).toEqual([
      expect.objectContaining({
        utterance: 'home office?',
        rating: -1,
        answerReturned: 'Two days a week.',
        userCountry: 'ES',
        returnedQuestionText: 'Can I work from home?',
        confidenceScore: expect.closeTo(0.97, 5),
        fromIntent: false,
      }),
    ]);
  });
});
