import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { DEFAULT_THRESHOLDS } from '@askhr/shared/bot/bot-decision';
import { GLOBAL_COUNTRY_ID } from '@askhr/shared/countries/countries.constants';
import { confirmedExamples } from '../../db/schema';
import { removeConfirmedExample } from '../../modules/questions/confirmed-examples.repository';
import { createTestApp, type TTestApp } from '../../test/app';
import { createTenant } from '../../test/factories/tenants';
import { createQuestion } from '../../test/factories/questions';
import { createAnswerVersion } from '../../test/factories/versions';
import { CONFIRMED_EXAMPLE_WEIGHT, loadTrainingExamples } from '../nlu/nlu.repository';
import { createConversationCore } from './conversation-core';
import { employee, scriptedRanker } from '../../test/kits/core';

describe('conversation core: learning from picks and Helpful ratings, fitted thresholds', () => {
  let t: TTestApp;
  let tenantId: number;
  let otherId: number;
  const script = scriptedRanker();
  const confirmed = vi.fn();

  beforeAll(async () => {
    t = await createTestApp();
    tenantId = (await createTenant(t.db)).id;
    otherId = (await createTenant(t.db)).id;
  });
  afterAll(() => t.close());

  const core = () =>
    createConversationCore({ db: t.db, ranker: script.ranker, onExampleConfirmed: confirmed });
  const examplesOf = (customerId: number) =>
    t.db
      .select({ questionId: confirmedExamples.questionId, text: confirmedExamples.text })
      .from(confirmedExamples)
      .where(eq(confirmedExamples.customerId, customerId));

  async function answered(customerId: number, text: string) {
    const q = await createQuestion(t.db, customerId, { text: `${text}?` });
    await createAnswerVersion(t.db, customerId, q.id, GLOBAL_COUNTRY_ID, { text: `Answer to ${text}.` });
    return q;
  }

  it('makes the message a pick answered an example of the question picked, once', async () => {
    const a = await answered(tenantId, 'pick a');
    const b = await answered(tenantId, 'pick b');
    script.on(tenantId, 'which one was it', [
      { questionId: a.id, score: 0.5 },
      { questionId: b.id, score: 0.48 },
    ]);
    const emp = employee(tenantId);
    const [offer] = await core().handle(emp.says('which one was it'));
    const pickB = offer!.buttons![1]!.value;
    confirmed.mockClear();
    const [answer] = await core().handle(emp.presses(pickB));
    expect(answer!.text).toBe('Answer to pick b.');
    expect(confirmed).toHaveBeenCalledExactlyOnceWith(tenantId);
    await core().handle(emp.presses(pickB));
    expect(confirmed).toHaveBeenCalledTimes(1);
    expect(await examplesOf(tenantId)).toContainEqual({ questionId: b.id, text: 'which one was it' });
    expect((await examplesOf(tenantId)).filter((e) => e.text === 'which one was it')).toHaveLength(1);
    // rating the answer of the pick teaches nothing more: its text is the question's own
    const [helpful] = answer!.buttons!;
    await core().handle(emp.presses(helpful!.value));
    expect(confirmed).toHaveBeenCalledTimes(1);
  });

  it('confirms nothing for a pick naming somebody else’s message or another tenant’s question', async () => {
    const a = await answered(tenantId, 'forged a');
    script.on(tenantId, 'forge me', [
      { questionId: a.id, score: 0.5 },
      { questionId: a.id + 1000, score: 0.1 },
    ]);
    const [offer] = await core().handle(employee(tenantId).says('forge me'));
    confirmed.mockClear();
    // another employee presses the first employee's button
    await core().handle(employee(tenantId).presses(offer!.buttons![0]!.value));
    // the owner of a message in another tenant names a question of this one
    const foreign = await answered(otherId, 'foreign');
    await core().handle(employee(otherId).presses({ kind: 'choose', questionId: a.id, utteranceId: 1 }));
    await core().handle(employee(tenantId).presses({ kind: 'choose', questionId: foreign.id }));
    expect(confirmed).not.toHaveBeenCalled();
    expect(await examplesOf(otherId)).toEqual([]);
  });

  it('makes an answered message rated Helpful an example of its question, and Not helpful nothing', async () => {
    const q = await answered(tenantId, 'rated');
    script.on(tenantId, 'how does the rated thing work', [{ questionId: q.id, score: 0.95 }]);
    script.on(tenantId, 'rated thing, again', [{ questionId: q.id, score: 0.95 }]);
    const emp = employee(tenantId);
    const [first] = await core().handle(emp.says('how does the rated thing work'));
    const [second] = await core().handle(emp.says('rated thing, again'));
    await core().handle(emp.presses(first!.buttons![0]!.value)); // Helpful
    await core().handle(emp.presses(second!.buttons![1]!.value)); // Not helpful
    const examples = (await examplesOf(tenantId)).filter((e) => e.questionId === q.id);
    expect(examples).toEqual([{ questionId: q.id, text: 'how does the rated thing work' }]);
  });

  it('trains on confirmed examples below the administrators’ utterances, until Review removes them', async () => {
    const q = await answered(tenantId, 'trained');
    script.on(tenantId, 'teach the model this', [{ questionId: q.id, score: 0.95 }]);
    const emp = employee(tenantId);
    const [reply] = await core().handle(emp.says('teach the model this'));
    await core().handle(emp.presses(reply!.buttons![0]!.value));
    const learnt = (await loadTrainingExamples(t.db, tenantId)).find(
      (e) => e.text === 'teach the model this',
    );
    expect(learnt).toEqual({
      text: 'teach the model this',
      intent: String(q.id),
      weight: CONFIRMED_EXAMPLE_WEIGHT,
    });
    expect(CONFIRMED_EXAMPLE_WEIGHT).toBeLessThan(1);
    expect(await loadTrainingExamples(t.db, otherId)).not.toContainEqual(expect.objectContaining(learnt));

    const [row] = await t.db
      .select()
      .from(confirmedExamples)
      .where(eq(confirmedExamples.text, 'teach the model this'));
    expect(await removeConfirmedExample(t.db, otherId, row!.id)).toBe(false);
    expect(await removeConfirmedExample(t.db, tenantId, row!.id)).toBe(true);
    expect((await loadTrainingExamples(t.db, tenantId)).map((e) => e.text)).not.toContain(
      'teach the model this',
    );
  });

  it("decides at the tenant's fitted thresholds when its model has them", async () => {
    const q = await answered(tenantId, 'fitted');
    script.on(tenantId, 'fitted guess', [{ questionId: q.id, score: 0.3 }]);
    const fitted = {
      ...script.ranker,
      thresholds: async () => ({ ...DEFAULT_THRESHOLDS, high: 0.3, closeMargin: 0.1 }),
    };
    const [withDefaults] = await core().handle(employee(tenantId).says('fitted guess'));
    expect(withDefaults!.buttons?.[0]?.value).toMatchObject({ kind: 'choose', questionId: q.id });
    const [withFitted] = await createConversationCore({ db: t.db, ranker: fitted }).handle(
      employee(tenantId).says('fitted guess'),
    );
    expect(withFitted!.text).toBe('Answer to fitted.');
  });
});
