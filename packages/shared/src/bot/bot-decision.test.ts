import { describe, expect, it } from 'vitest';
import { REASONS } from './bot.constants';
import {
  decide,
  kindOf,
  outOfScopeScore,
  summarizeRanking,
  understand,
  type TThresholds,
} from './bot-decision';

const ours = (id: number) => id < 100;
const t: TThresholds = {
  high: 0.6,
  closeMargin: 0.1,
  hedge: 0.3,
  hedgeMargin: 0.2,
  outOfScope: 0.75,
  refusalMargin: 0.2,
};
const ranking = (...scores: [number, number][]) =>
  scores.map(([questionId, score]) => ({ questionId, score }));

describe('outOfScopeScore', () => {
  it('rises as the best question leads less, and stays in [0, 1]', () => {
    expect(outOfScopeScore(0.5, 0.05)).toBeGreaterThan(outOfScopeScore(0.5, 0.3));
    for (const [top, lead] of [
      [0, 0],
      [1, 1],
      [0.4, 0.4],
    ] as const) {
      expect(outOfScopeScore(top, lead)).toBeGreaterThanOrEqual(0);
      expect(outOfScopeScore(top, lead)).toBeLessThanOrEqual(1);
    }
  });
});

describe('understand (decision table before the question checks)', () => {
  it.each([
    ['no intent', ranking(), 'none'],
    ['foreign top', ranking([500, 0.9]), 'orphan'],
    ['sure and clearly ahead', ranking([1, 0.6], [2, 0.5]), 'question'],
    ['at high, a lead just at the margin', ranking([1, 0.7], [2, 0.6]), 'question'],
    ['below high, clearly ahead: hedged', ranking([1, 0.59], [2, 0.2]), 'hedged'],
    ['at the hedge threshold, the lead at its margin', ranking([1, 0.3], [2, 0.1]), 'hedged'],
    ['ahead but weak: options', ranking([1, 0.29], [2, 0.05]), 'low'],
    ['several close: options', ranking([1, 0.45], [2, 0.4], [3, 0.35]), 'close'],
    ['two strong and close: a close match, never out of scope', ranking([1, 0.7], [2, 0.65]), 'close'],
    ['nothing leads and nothing is strong: out of scope', ranking([1, 0.2], [2, 0.2], [3, 0.18]), 'none'],
    ['a foreign second is ignored', ranking([1, 0.7], [500, 0.69]), 'question'],
  ] as const)('%s', (_name, ranked, kind) => {
    expect(understand(ranked, ours, t).kind).toBe(kind);
  });

  it('sorts the ranking itself and reports the reason ids', () => {
    expect(understand(ranking([2, 0.4], [1, 0.9]), ours, t)).toEqual({
      kind: 'question',
      top: { questionId: 1, score: 0.9 },
    });
    expect(understand([], ours, t)).toMatchObject({ reasonId: REASONS.noneIntent });
    expect(understand(ranking([1, 0.25], [2, 0.04]), ours, t)).toMatchObject({
      reasonId: REASONS.lowConfidence,
    });
    expect(understand(ranking([1, 0.45], [2, 0.4]), ours, t)).toMatchObject({ reasonId: REASONS.closeMatch });
  });

  it('decides at each boundary as the thresholds say', () => {
    const summary = summarizeRanking(ranking([1, 0.5], [2, 0.1]), ours);
    expect(summary.lead).toBeCloseTo(0.4);
    expect(kindOf(summary, { ...t, high: 0.5 })).toBe('question');
    expect(kindOf(summary, { ...t, high: 0.51 })).toBe('hedged');
    expect(kindOf(summary, { ...t, high: 0.51, hedge: 0.51 })).toBe('low');
    expect(kindOf(summary, { ...t, high: 0.51, hedgeMargin: 0.41 })).toBe('close');
    expect(kindOf(summary, { ...t, high: 0.51, outOfScope: summary.outOfScope })).toBe('none');
    expect(kindOf(summary, { ...t, high: 0.5, outOfScope: summary.outOfScope })).toBe('question');
  });
});

const question = (id: number, managerOnly = false) => ({
  id,
  text: `q${id}`,
  categoryId: null,
  managerOnly,
  inSubscription: true,
});
const GLOBAL = 1;
const answer = (id: number) => ({
  id,
  itemId: id,
  countryId: GLOBAL,
  text: `a${id}`,
  active: true,
  validFrom: new Date(0),
});
const knowledgeOf = (questions: ReturnType<typeof question>[]) => ({
  countries: [{ id: GLOBAL, code: 'GL' }],
  questions: new Map(questions.map((q) => [q.id, q])),
  answers: new Map(questions.map((q) => [q.id, [answer(q.id)]])),
  placeholders: [],
  reactions: new Map(),
  reactionDefaults: new Map(),
});
const member = { countryId: GLOBAL, roleId: 2, date: new Date() };
const manager = { ...member, roleId: 1 };

describe('decide: answering without being sure', () => {
  const knowledge = knowledgeOf([1, 2, 3, 4].map((id) => question(id)));

  it('answers the question clearly ahead with a hedge and the next two as alternatives', () => {
    const decision = decide(
      knowledge,
      member,
      ranking([1, 0.5], [500, 0.2], [2, 0.1], [3, 0.05], [4, 0.04]),
      t,
    );
    expect(decision).toMatchObject({ kind: 'answer', question: { id: 1 }, rendered: { text: 'a1' } });
    expect(decision.kind === 'answer' && decision.hedge?.alternatives.map((q) => q.id)).toEqual([2, 3]);
  });

  it('answers plainly when sure', () => {
    const decision = decide(knowledge, member, ranking([1, 0.9], [2, 0.1]), t);
    expect(decision).toMatchObject({ kind: 'answer', question: { id: 1 } });
    expect(decision.kind === 'answer' && decision.hedge).toBeUndefined();
  });
});

describe('decide: what an unsure bot offers', () => {
  const knowledge = knowledgeOf([1, 2, 3, 4].map((id) => question(id)));
  const options = (ranked: { questionId: number; score: number }[]) => {
    const decision = decide(knowledge, member, ranked, t);
    return decision.kind === 'unsure' ? decision.options.map((q) => q.id) : decision.kind;
  };

  it("offers the ranking's best three of the tenant's questions, however low, best first", () => {
    expect(options(ranking([4, 0.31], [1, 0.45], [500, 0.44], [2, 0.4], [3, 0.35]))).toEqual([1, 2, 3]);
    expect(options(ranking([1, 0.29], [2, 0.05], [3, 0.01]))).toEqual([1, 2, 3]);
  });

  it('never offers a single question when the ranking has more', () => {
    expect(options(ranking([1, 0.29], [2, 0.01]))).toEqual([1, 2]);
  });

  it('offers nothing when the message looks out of scope or the top intent is no question of the tenant', () => {
    expect(options(ranking([1, 0.2], [2, 0.2], [3, 0.18]))).toEqual([]);
    expect(options(ranking([500, 0.9]))).toEqual([]);
  });
});

describe('decide: what the asker can get comes first', () => {
  // 1 is for managers only; 2 and 3 for everyone
  const knowledge = knowledgeOf([question(1, true), question(2), question(3)]);
  // 0.15 apart: no Close Match, but within the refusal margin
  const managerOnlyFirst = ranking([1, 0.8], [2, 0.65]);

  it('asks a Team Member instead of saying "only for managers" when a question they can get is close behind', () => {
    const decision = decide(knowledge, member, managerOnlyFirst, t);
    expect(decision).toMatchObject({ kind: 'unsure', reasonId: REASONS.closeMatch, reaction: 'closeMatch' });
    expect(decision.kind === 'unsure' && decision.options.map((o) => o.id)).toEqual([2, 1]);
  });

  it('says "only for managers" when that question is clearly what was asked', () => {
    expect(decide(knowledge, member, ranking([1, 0.9], [2, 0.65]), t)).toMatchObject({
      kind: 'refuse',
      reaction: 'managerOnly',
    });
  });

  it('answers a manager the question asked', () => {
    expect(decide(knowledge, manager, managerOnlyFirst, t)).toMatchObject({
      kind: 'answer',
      question: { id: 1 },
    });
  });

  it('never refuses behind a hedge: unsure of a question the asker cannot get, the bot offers options', () => {
    const decision = decide(knowledge, member, ranking([1, 0.5], [3, 0.1], [2, 0.05]), t);
    expect(decision).toMatchObject({ kind: 'unsure', reasonId: REASONS.lowConfidence });
    expect(decision.kind === 'unsure' && decision.options.map((o) => o.id)).toEqual([3, 2, 1]);
  });

  it('lists the questions the asker can get first among the options', () => {
    const decision = decide(knowledge, member, ranking([1, 0.45], [3, 0.42], [2, 0.4]), t);
    expect(decision.kind === 'unsure' && decision.options.map((o) => o.id)).toEqual([3, 2, 1]);
  });
});
