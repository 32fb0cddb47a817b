import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHANNELS } from '@askhr/shared/countries/countries.constants';
import type { TTotalQuestionsReport } from '@askhr/shared/reports/reports.schemas';
import { GLOBAL_COUNTRY_ID } from '@askhr/shared/countries/countries.constants';
import { saveCustomQuestion } from '../../modules/custom-questions/custom-questions.service';
import { createTestApp, type TTestApp } from '../../test/app';
import { createTenant } from '../../test/factories/tenants';
import { createUser } from '../../test/factories/users';
import { createPlaceholder } from '../../test/factories/placeholders';
import { createVersion } from '../../test/factories/versions';
import { getAs, memberWith } from '../../test/kits/access';
import { createConversationCore } from './conversation-core';
import { botUserOf, employee, scriptedRanker, utterancesOf } from '../../test/kits/core';

const ES = 2;
const US = 4;

describe('conversation core: custom questions', () => {
  let t: TTestApp;
  let tenantId: number;
  let questionId: number;
  const script = scriptedRanker();

  beforeAll(async () => {
    t = await createTestApp();
    tenantId = (await createTenant(t.db, { countries: [ES, US] })).id;
    const author = await createUser(t.db);
    const placeholder = await createPlaceholder(t.db, tenantId, { keyWord: 'canteenFloor' });
    const value = (countryId: number, text: string) =>
      createVersion(t.db, tenantId, { kind: 'placeholder', itemId: placeholder.id, countryId, text });
    await value(GLOBAL_COUNTRY_ID, 'floor 2');
    await value(ES, 'planta baja');
    const saved = await saveCustomQuestion(
      t.db,
      tenantId,
      { userId: author.id, email: author.email, name: author.name, sub: author.identityId! },
      {
        questions: ['Where is the canteen?', 'canteen'],
        answer: 'The canteen is on {{canteenFloor}}.',
        questionsOriginal: [],
        questionsDeleted: [],
      },
    );
    questionId = saved.id;
    script.on(tenantId, 'where can I eat', [{ questionId, score: 0.9 }]);
  });
  afterAll(() => t.close());

  const core = () => createConversationCore({ db: t.db, ranker: script.ranker });

  it.each(CHANNELS.map((c) => c.id))('answers one on %s with its placeholders filled', async (channel) => {
    const emp = employee(tenantId, { countryCode: 'US', roleId: 2, channel });
    const [reply] = await core().handle(emp.says('where can I eat'));
    expect(reply!.text).toBe('The canteen is on floor 2.');
    expect(reply!.buttons?.map((b) => b.value.kind)).toEqual(['rate', 'rate']);
  });

  it("fills a country's own placeholder value and logs the custom question as the intent", async () => {
    const emp = employee(tenantId, { countryCode: 'ES', roleId: 1 });
    const [reply] = await core().handle(emp.says('where can I eat'));
    expect(reply!.text).toBe('The canteen is on planta baja.');
    const botUser = await botUserOf(t.db, tenantId, emp.user.channelUserId);
    const [row] = await utterancesOf(t.db, botUser!.id);
    expect(row).toMatchObject({
      reasonId: null,
      predictedQuestionId: questionId,
      returnedQuestionId: questionId,
      answerText: 'The canteen is on planta baja.',
    });
  });

  it('counts an answered custom question on the dashboard like any answer', async () => {
    const admin = await memberWith(t, tenantId, ['normal-user', 'admin-user']);
    const today = new Date().toISOString().slice(0, 10);
    const report = async (): Promise<TTotalQuestionsReport> =>
      (await getAs(t, `/api/Reports/TotalQuestions?start=${today}&end=${today}`, admin, tenantId)).json();
    const before = await report();
    const answered = (r: TTotalQuestionsReport) => r.answersPerChannel.reduce((n, c) => n + c.count, 0);
    await core().handle(employee(tenantId, { countryCode: 'US' }).says('where can I eat'));
    const after = await report();
    expect(answered(after)).toBe(answered(before) + 1);
    // the tenant's one question has an answer: it counts among the enabled answers
    expect(after.enabledAnswersCount).toMatchObject({ total: 1, questions: 1 });
  });
});
