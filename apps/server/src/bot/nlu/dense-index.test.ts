import { describe, expect, it } from 'vitest';
import { createDenseIndex } from './dense-index';

const v = (...values: number[]) => Float32Array.from(values);

describe('the dense index', () => {
  const index = createDenseIndex([
    { questionId: 1, vector: v(1, 0, 0, 0) },
    { questionId: 1, vector: v(0, 1, 0, 0) },
    { questionId: 2, vector: v(0, 0, 1, 0) },
    { questionId: 3, vector: v(0, 0, 0, 1) },
    { questionId: 3, vector: v(0, 0, 0, 2) },
  ]);

  it("scores a question by its closest text, above the message's median cosine over all texts", () => {
    // cosines 0.8, 0, 0.6, 0, 0: median 0
    expect(index.search(v(0.8, 0, 0.6, 0))).toEqual([
      { questionId: 1, score: expect.closeTo(0.8, 6) },
      { questionId: 2, score: expect.closeTo(0.6, 6) },
    ]);
    // the same cosine counts for less when every text is about as close: the model's "unrelated" is higher
    const crowded = index.search(v(0.8, 0.5, 0.3, 0.1));
    expect(crowded[0]?.questionId).toBe(1);
    expect(crowded[0]!.score).toBeLessThan(0.8);
  });

  it('maps to 0-1 and leaves out what is not above the median', () => {
    const hits = index.search(v(0, 0, 0, 5));
    expect(hits).toEqual([{ questionId: 3, score: 1 }]);
  });

  it('compares nothing of another length or without a direction', () => {
    expect(index.search(v(1, 0, 0))).toEqual([]);
    expect(index.search(v(0, 0, 0, 0))).toEqual([]);
    const mixed = createDenseIndex([
      { questionId: 1, vector: v(1, 0) },
      { questionId: 2, vector: v(0, 1) },
      { questionId: 3, vector: v(1, 0, 0) },
    ]);
    expect(mixed.size).toBe(2);
  });
});
