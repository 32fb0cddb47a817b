import { describe, expect, it } from 'vitest';
import { chooseThreshold, stratifiedFolds, type THeldOutResult } from './calibration';

const NONE = 2;
const rule = { noneLabel: NONE, oosRecallFloor: 0.6, minOutOfScope: 5, maxInScopeLoss: 0, fallback: 0.3 };
const inScope = (score: number, isRight = true): THeldOutResult => ({
  label: 0,
  predicted: isRight ? 0 : 1,
  score,
});
const oos = (score: number, predicted = 0): THeldOutResult => ({ label: NONE, predicted, score });

describe('chooseThreshold', () => {
  it('takes the lowest threshold whose held-out oos recall reaches the floor', () => {
    const results = [
      ...[0.9, 0.8, 0.5, 0.3].map((s) => inScope(s)),
      oos(0.9, NONE),
      ...[0.1, 0.15, 0.2, 0.6].map((s) => oos(s)),
    ];
    const calibration = chooseThreshold(results, rule);
    expect(calibration).toMatchObject({ rule: 'oos-recall-floor', threshold: 0.16, inScopeAccuracy: 1 });
    expect(calibration.oosRecall).toBeCloseTo(0.6);
  });

  it('falls back to the in-scope loss rule with too few oos queries', () => {
    const results = [...[0.9, 0.8, 0.5, 0.3].map((s) => inScope(s)), inScope(0.95, false), oos(0.1)];
    const calibration = chooseThreshold(results, rule);
    expect(calibration).toMatchObject({ rule: 'max-in-scope-loss', threshold: 0.3, heldOutOutOfScope: 1 });
  });

  it('uses the fallback without held-out in-scope queries', () => {
    expect(chooseThreshold([], rule).threshold).toBe(0.3);
  });
});

describe('stratifiedFolds', () => {
  it('holds every example of a label with two or more out exactly once, never a label’s only one', () => {
    const items = [
      ...Array.from({ length: 7 }, (_, i) => ({ text: `a${i}`, label: 0 })),
      { text: 'b0', label: 1 },
      { text: 'b1', label: 1 },
      { text: 'lonely', label: 2 },
    ];
    const folds = stratifiedFolds(items, 3, 1);
    expect(folds).toHaveLength(3);
    const held = folds.flat().map((i) => i.text);
    expect(held.sort()).toEqual([...items.map((i) => i.text)].filter((t) => t !== 'lonely').sort());
    for (const fold of folds) {
      expect(fold.filter((i) => i.label === 0).length).toBeGreaterThanOrEqual(2);
      expect(fold.filter((i) => i.label === 1).length).toBeLessThan(2);
    }
  });
});
