import { describe, expect, it } from 'vitest';
import { rankerFromRegistry } from './intent-ranker';

describe('rankerFromRegistry', () => {
  it('maps intents to question ids and drops the ones that name no question', async () => {
    const ranker = rankerFromRegistry({
      get: (customerId) => ({
        classify: (text) => [
          { intent: String(customerId * 10), score: 0.8 },
          { intent: 'oos', score: 0.1 },
          { intent: text, score: 0.05 },
        ],
      }),
    });
    expect(await ranker.rank(4, '7')).toEqual([
      { questionId: 40, score: 0.8 },
      { questionId: 7, score: 0.05 },
    ]);
  });
});
