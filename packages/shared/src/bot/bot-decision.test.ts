import { describe, expect, it } from 'vitest';
import { REASONS } from './bot.constants';
import { decide, understand } from './bot-decision';

const ours = (id: number) => id < 100;
const t = { low: 0.3, high: 0.6, closeMargin: 0.1, refusalMargin: 0.2 };

describe('understand (decision table before the question checks)', () => {
  it.each([
    ['no intent', [], 'none'],
    ['below low', [{ questionId: 1, score: 0.29 }], 'none'],
    ['at low', [{ questionId: 1, score: 0.3 }], 'low'],
    ['below high', [{ questionId: 1, score: 0.59 }], 'low'],
    ['at high', [{ questionId: 1, score: 0.6 }], 'question'],
    ['foreign top', [{ questionId: 500, score: 0.9 }], 'orphan'],
    [
      'two close',
      [
        { questionId: 1, score: 0.7 },
        { questionId: 2, score: 0.65 },
      ],
      'close',
    ],
    [
      'close but second below low',
      [
        { questionId: 1, score: 0.32 },
        { questionId: 2, score: 0.25 },
      ],
      'low',
    ],
    [
      'far enough apart',
      [
        { questionId: 1, score: 0.7 },
        { questionId: 2, score: 0.6 },
      ],
      'question',
    ],
    [
      'a foreign second is ignored',
      [
        { questionId: 1, score: 0.7 },
        { questionId: 500, score: 0.69 },
      ],
      'question',
    ],
  ] as const)('%s', (_name, ranked, kind) => {
    expect(understand(ranked, ours, t).kind).toBe(kind);
  });

  it('sorts the ranking itself and reports the reason ids', () => {
    const result = understand(
      [
        { questionId: 2, score: 0.4 },
        { questionId: 1, score: 0.9 },
      ],
      ours,
      t,
    );
    expect(result).toEqual({ kind: 'question', top: { questionId: 1, score: 0.9 } });
    expect(understand([], ours, t)).toMatchObject({ reasonId: REASONS.noneIntent });
    expect(understand([{ questionId: 1, score: 0.4 }], ours, t)).toMatchObject({
      reasonId: REASONS.lowConfidence,
    });
  });
});

describe('decide: what an unsure bot offers', () => {
  const question = (id: number) => ({
    id,
    text: `q${id}`,
    categoryId: null,
    managerOnly: false,
    inSubscription: true,
  });
  const knowledge = {
    countries: [{ id: 1, code: 'GL' }],
    questions: new Map([1, 2, 3, 4].map((id) => [id, question(id)])),
    answers: new Map(),
    placeholders: [],
    reactions: new Map(),
    reactionDefaults: new Map(),
  };
  const employee = { countryId: 1, roleId: 2, date: new Date() };
  const options = (ranked: { questionId: number; score: number }[]) => {
    const decision = decide(knowledge, employee, ranked, t);
    return decision.kind === 'unsure' ? decision.options.map((q) => q.id) : decision.kind;
  };

  it('offers at most three of the tenant questions at or above the low threshold, best first', () => {
    expect(
      options([
        { questionId: 4, score: 0.31 },
        { questionId: 1, score: 0.5 },
        { questionId: 500, score: 0.45 },
        { questionId: 2, score: 0.4 },
        { questionId: 3, score: 0.35 },
      ]),
    ).toEqual([1, 2, 3]);
    expect(
      options([
        { questionId: 1, score: 0.5 },
        { questionId: 2, score: 0.29 },
      ]),
    ).toEqual([1]);
  });

  it('offers nothing when nothing reaches the low threshold or the top intent is no question of the tenant', () => {
    expect(options([{ questionId: 1, score: 0.29 }])).toEqual([]);
    expect(options([{ questionId: 500, score: 0.9 }])).toEqual([]);
  });
});

describe('decide: what the asker can get comes first', () => {
  const GLOBAL = 1;
  const q = (id: number, managerOnly = false) => ({
    id,
    text: `q${id}`,
    categoryId: null,
    managerOnly,
    inSubscription: true,
  });
  const answer = (id: number) => ({
    id,
    itemId: id,
    countryId: GLOBAL,
    text: `a${id}`,
    active: true,
    validFrom: new Date(0),
  });
  const knowledge = {
    countries: [{ id: GLOBAL, code: 'GL' }],
    // 1 is for managers only; 2 and 3 for everyone
    questions: new Map([q(1, true), q(2), q(3)].map((question) => [question.id, question])),
    answers: new Map([1, 2, 3].map((id) => [id, [answer(id)]])),
    placeholders: [],
    reactions: new Map(),
    reactionDefaults: new Map(),
  };
  const member = { countryId: GLOBAL, roleId: 2, date: new Date() };
  const manager = { ...member, roleId: 1 };
  // 0.15 apart: no Close Match, but within the refusal margin
  const managerOnlyFirst = [
    { questionId: 1, score: 0.8 },
    { questionId: 2, score: 0.65 },
  ];

  it('asks a Team Member instead of saying "only for managers" when a question they can get is close behind', () => {
    const decision = decide(knowledge, member, managerOnlyFirst, t);
    expect(decision).toMatchObject({ kind: 'unsure', reasonId: REASONS.closeMatch, reaction: 'closeMatch' });
    expect(decision.kind === 'unsure' && decision.options.map((o) => o.id)).toEqual([2, 1]);
  });

  it('says "only for managers" when that question is clearly what was asked', () => {
    const clear = [
      { questionId: 1, score: 0.9 },
      { questionId: 2, score: 0.65 },
    ];
    expect(decide(knowledge, member, clear, t)).toMatchObject({ kind: 'refuse', reaction: 'managerOnly' });
  });

  it('answers a manager the question asked', () => {
    expect(decide(knowledge, manager, managerOnlyFirst, t)).toMatchObject({
      kind: 'answer',
      question: { id: 1 },
    });
  });

  it('lists the questions the asker can get first among the options', () => {
    const unsure = [
      { questionId: 1, score: 0.5 },
      { questionId: 3, score: 0.45 },
      { questionId: 2, score: 0.4 },
    ];
    const decision = decide(knowledge, member, unsure, t);
    expect(decision.kind === 'unsure' && decision.options.map((o) => o.id)).toEqual([3, 2, 1]);
  });
});
