import { describe, expect, it } from 'vitest';
import { fuseRankings, withGlossary } from './hybrid-ranking';

const classified = [
  { questionId: 1, score: 0.5 },
  { questionId: 2, score: 0.3 },
];
const hits = [
  { questionId: 2, score: 10, coverage: 0.9 },
  { questionId: 3, score: 5, coverage: 0.8 },
];

describe('fusing the classifier and the lexical search', () => {
  it('averages the probability and the relative coverage, best first', () => {
    expect(fuseRankings(classified, hits)).toEqual([
      { questionId: 2, score: (0.3 + 0.9) / 2 },
      { questionId: 1, score: 0.25 },
      { questionId: 3, score: 0.2 },
    ]);
  });

  it('ranks by one signal alone when asked to', () => {
    expect(fuseRankings(classified, hits, 'classifier')).toEqual(classified);
    expect(fuseRankings(classified, hits, 'search')).toEqual([
      { questionId: 2, score: 0.9 },
      { questionId: 3, score: 0.4 },
    ]);
  });

  it('averages in the dense similarities when given, and only then', () => {
    const dense = [
      { questionId: 3, score: 0.9 },
      { questionId: 4, score: 0.6 },
    ];
    const scores = (ranked: { questionId: number; score: number }[]) =>
      ranked.map((r) => [r.questionId, Number(r.score.toFixed(6))]);
    // question 3, which the classifier misses, passes question 2, which the dense signal misses
    expect(scores(fuseRankings(classified, hits, 'both', dense))).toEqual([
      [3, 0.433333],
      [2, 0.4],
      [4, 0.2],
      [1, 0.166667],
    ]);
    expect(scores(fuseRankings(classified, hits, 'search', dense))).toEqual([
      [3, 0.65],
      [2, 0.45],
      [4, 0.3],
    ]);
    expect(fuseRankings(classified, hits, 'classifier', dense)).toEqual(classified);
    expect(fuseRankings(classified, hits, 'both', undefined)).toEqual(fuseRankings(classified, hits));
  });
});

describe('a message in another language, as it is ranked', () => {
  const known = new Set(['how', 'do', 'i', 'submit', 'travel', 'expenses', 'report']);
  const search = { knows: (word: string) => known.has(word), search: () => [] };

  it('is read in the English the tenant wrote, even where its language is only a guess', () => {
    expect(withGlossary('Wie reiche ich meine Reisekosten ein?', search)).toBe('reiche travel expenses');
  });

  it('stays as written in English, and carries the English beside it without a knowledge search', () => {
    expect(withGlossary('How do I submit my travel expenses?', search)).toBe(
      'How do I submit my travel expenses?',
    );
    expect(withGlossary('Wie reiche ich meine Reisekosten ein?', undefined)).toMatch(
      /^Wie reiche ich meine Reisekosten ein\? .*travel/,
    );
  });
});
