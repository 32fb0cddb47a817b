import { readFileSync } from 'node:fs';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { simulateMonth, splitPhrasings, type TLearnMessage } from '../../bench/answers-learn';
import { confirmedExamples, outOfScopeExamples, questions, trainingUtterances } from '../db/schema';
import { createDemoTestApp, type TDemoTestApp } from '../test/demo-app';
import { createConversationCore } from './core/conversation-core';
import { createUnderstanding } from './understanding';

const silentLog = { info: () => undefined, warn: () => undefined, error: () => undefined } as never;
const all = JSON.parse(
  readFileSync(new URL('../../bench/data/employee-messages.json', import.meta.url), 'utf8'),
) as TLearnMessage[];

describe('the simulated month of use (bench:answers -- --learn), in a small form', () => {
  let t: TDemoTestApp;
  beforeAll(async () => {
    t = await createDemoTestApp();
  });
  afterAll(() => t.close());

  it('deals each meaning’s phrasings in two halves, the test half never sent during the month', () => {
    const { month, test } = splitPhrasings(all);
    expect(month.length + test.length).toBe(all.length);
    const sent = new Set(month.map((m) => m.text));
    expect(test.some((m) => sent.has(m.text))).toBe(false);
    const meanings = (rows: TLearnMessage[]) => new Set(rows.map((m) => m.expected));
    expect(meanings(test)).toEqual(meanings(month));
  });

  it('learns from picks, ratings and a reviewer’s week, and answers the unseen phrasings better after', async () => {
    // a dozen meanings in four languages, and a few out-of-scope messages
    const meanings = [...new Set(all.flatMap((m) => (m.expected ? [m.expected] : [])))].slice(0, 12);
    const messages = [
      ...all.filter((m) => m.expected !== null && meanings.includes(m.expected)),
      ...all.filter((m) => m.expected === null).slice(0, 10),
    ];
    const ids = new Map(
      (
        await t.db
          .select({ id: questions.id, text: questions.text })
          .from(questions)
          .where(eq(questions.customerId, t.acmeId))
      ).map((q) => [q.text, q.id]),
    );
    const understanding = createUnderstanding(t.db, silentLog);
    const core = createConversationCore({ db: t.db, ranker: understanding.ranker });
    const count = async (
      table: typeof confirmedExamples | typeof trainingUtterances | typeof outOfScopeExamples,
    ) =>
      (await t.db.select({ customerId: table.customerId }).from(table).where(eq(table.customerId, t.acmeId)))
        .length;
    const [confirmed, trained, marked] = [
      await count(confirmedExamples),
      await count(trainingUtterances),
      await count(outOfScopeExamples),
    ];

    const result = await simulateMonth(
      {
        db: t.db,
        customerId: t.acmeId,
        core,
        expectedIdOf: (m) => (m.expected === null ? null : ids.get(m.expected)!),
        retrain: () => understanding.knowledgeChanged(t.acmeId),
      },
      messages,
      { weeks: 2, reviewed: 0.3 },
    );
    await understanding.close();

    const { learnt } = result;
    expect(learnt.picks + learnt.helpful).toBeGreaterThan(0);
    expect(learnt.trainingRequests + learnt.outOfScope).toBeGreaterThan(0);
    // what the employees and the reviewer taught is stored where the model learns it from
    expect(await count(confirmedExamples)).toBeGreaterThan(confirmed);
    expect(await count(trainingUtterances)).toBe(trained + learnt.trainingRequests);
    expect(await count(outOfScopeExamples)).toBe(marked + learnt.outOfScope);
    const right = (rows: typeof result.before) =>
      rows.filter((r) => r.message.expected !== null && r.asked.outcome === 'right').length;
    expect(result.after).toHaveLength(result.before.length);
    expect(right(result.after)).toBeGreaterThan(right(result.before));
  });
});
