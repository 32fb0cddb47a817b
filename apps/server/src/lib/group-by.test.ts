import { describe, expect, it } from 'vitest';
import { groupBy } from './group-by';

describe('groupBy', () => {
  it('groups the values by their key, keeping their order within each group', () => {
    const groups = groupBy([3, 1, 4, 1, 5, 9, 2, 6], (n) => n % 2);
    expect([...groups]).toEqual([
      [1, [3, 1, 1, 5, 9]],
      [0, [4, 2, 6]],
    ]);
  });

  it('gives an empty map for no values', () => {
    expect(groupBy([], (n: number) => n).size).toBe(0);
  });
});
