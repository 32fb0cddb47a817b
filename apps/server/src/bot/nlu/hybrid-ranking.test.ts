import { describe, expect, it } from 'vitest';
import { fuseRankings } from './hybrid-ranking';

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
});
