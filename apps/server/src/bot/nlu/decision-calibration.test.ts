import { describe, expect, it } from 'vitest';
import { DEFAULT_THRESHOLDS, type TThresholds } from '@askhr/shared/bot/bot-decision';
import {
  fitPolicy,
  measurePolicy,
  scoreSamples,
  steps,
  type TCalibrationSample,
  type TThresholdGrid,
} from './decision-calibration';

const sample = (expected: number | null, ...scores: [number, number][]): TCalibrationSample => ({
  expected,
  ranked: scores.map(([questionId, score]) => ({ questionId, score })),
});
const times = <T>(n: number, make: (i: number) => T) => Array.from({ length: n }, (_, i) => make(i));
const t: TThresholds = {
  ...DEFAULT_THRESHOLDS,
  high: 0.6,
  closeMargin: 0.1,
  hedge: 0.3,
  hedgeMargin: 0.2,
  outOfScope: 0.75,
};

describe('measurePolicy', () => {
  it('judges each message as the employee meets it', () => {
    const figures = measurePolicy(
      scoreSamples([
        sample(1, [1, 0.9], [2, 0.1]), // answered right
        sample(1, [1, 0.4], [2, 0.1]), // answered right, with a hedge
        sample(2, [1, 0.4], [2, 0.1], [3, 0.05]), // hedged wrongly, the right one an alternative
        sample(3, [1, 0.9], [2, 0.1]), // answered wrongly
        sample(3, [1, 0.45], [2, 0.42], [3, 0.4]), // options, the right one among them
        sample(1, [4, 0.2], [5, 0.2]), // not understood
        sample(null, [1, 0.2], [2, 0.2]), // out of scope, refused
        sample(null, [1, 0.45], [2, 0.42]), // out of scope, offered options
        sample(null, [1, 0.9]), // out of scope, answered
      ]),
      t,
    );
    expect(figures).toMatchObject({ inScope: 6, outOfScope: 3 });
    expect(figures.right).toBeCloseTo(2 / 6);
    expect(figures.withinOneClick).toBeCloseTo(4 / 6);
    expect(figures.notUnderstood).toBeCloseTo(1 / 6);
    expect(figures.wrong).toBeCloseTo(3 / 9);
    expect(figures.refused).toBeCloseTo(1 / 3);
    expect(figures.neverAnswered).toBeCloseTo(2 / 3);
  });
});

describe('fitPolicy', () => {
  const grid: TThresholdGrid = {
    high: steps(0.3, 0.9, 0.1),
    closeMargin: [0.1],
    hedge: steps(0.2, 0.6, 0.1),
    hedgeMargin: [0.2],
    outOfScope: [0.75, 0.99],
  };

  it('answers from where the right answers are clear and stops before the wrong ones', () => {
    const samples = [
      ...times(60, (i) => sample(1, [1, 0.7 + (i % 10) / 100], [2, 0.2])), // right, clear
      ...times(20, () => sample(1, [2, 0.55], [1, 0.3])), // wrong, below 0.6: one click away as options
      ...times(20, () => sample(null, [3, 0.2], [4, 0.2])),
    ];
    const fitted = fitPolicy(scoreSamples(samples), grid, {
      maxWrong: 0.02,
      minNeverAnswered: 0.95,
      minRefused: 0.9,
    })!;
    expect(fitted.figures.right).toBeCloseTo(0.75);
    expect(fitted.figures.wrong).toBe(0);
    expect(fitted.figures.refused).toBe(1);
    // answered plainly or with a hedge, the wrong ones at 0.55 stay below both
    expect(Math.min(fitted.thresholds.high, fitted.thresholds.hedge)).toBeGreaterThan(0.55);
  });

  it('keeps the wrong answers within the budget, and finds nothing when no thresholds can', () => {
    const samples = [
      ...times(90, () => sample(1, [1, 0.8], [2, 0.1])),
      ...times(10, () => sample(1, [2, 0.8], [1, 0.1])), // as confident as the right ones
    ];
    expect(
      fitPolicy(scoreSamples(samples), grid, { maxWrong: 0.05, minNeverAnswered: 0.95, minRefused: 0.6 }),
    ).toBe(undefined);
    const fitted = fitPolicy(scoreSamples(samples), grid, {
      maxWrong: 0.1,
      minNeverAnswered: 0.95,
      minRefused: 0.6,
    });
    expect(fitted?.figures).toMatchObject({ right: 0.9, wrong: 0.1 });
  });

  it('takes the most demanding thresholds of those that do equally well', () => {
    const fitted = fitPolicy(scoreSamples(times(30, () => sample(1, [1, 0.95], [2, 0.05]))), grid)!;
    expect(fitted.thresholds).toMatchObject({ high: 0.9, hedge: 0.6, outOfScope: 0.75 });
  });
});
