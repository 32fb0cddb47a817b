import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DEFAULT_THRESHOLDS, understand } from '@askhr/shared/bot/bot-decision';
import {
  calibrateDecision,
  isAnswered,
  MIN_CALIBRATION_SAMPLES,
  summarize,
  type TCalibrationSample,
} from './decision-calibration';

const inScope = (expected: number, ...scores: [number, number][]): TCalibrationSample => ({
  expected,
  ranked: scores.map(([questionId, score]) => ({ questionId, score })),
});
const outOfScope = (...scores: [number, number][]): TCalibrationSample => ({
  ...inScope(0, ...scores),
  expected: null,
});
const times = <T>(n: number, make: (i: number) => T) => Array.from({ length: n }, (_, i) => make(i));

describe('calibrateDecision', () => {
  it('keeps the defaults with too few held-out messages to fit on', () => {
    const few = times(MIN_CALIBRATION_SAMPLES - 1, () => inScope(1, [1, 0.9], [2, 0.1]));
    expect(calibrateDecision(few)).toMatchObject({ rule: 'default', thresholds: DEFAULT_THRESHOLDS });
  });

  it('answers from where the right answers are clear and stops before the wrong ones', () => {
    const samples = [
      ...times(60, (i) => inScope(1, [1, 0.7 + (i % 10) / 100], [2, 0.2])), // right, clear
      ...times(20, () => inScope(1, [2, 0.55], [1, 0.3])), // wrong, below 0.6
      ...times(20, (i) => outOfScope([3, 0.1 + (i % 10) / 50])),
    ];
    const fitted = calibrateDecision(samples);
    expect(fitted.rule).toBe('fitted');
    expect(fitted.answeredRight).toBe(60);
    expect(fitted.answeredWrong).toBe(0);
    expect(fitted.thresholds.high).toBeGreaterThan(0.55);
    expect(fitted.thresholds.high).toBeLessThanOrEqual(0.7);
  });

  it('takes wrong answers only within the budget, and refuses at least 90 % of the out-of-scope messages', () => {
    const samples = [
      ...times(90, () => inScope(1, [1, 0.8])),
      ...times(10, () => inScope(1, [2, 0.8])), // as confident as the right ones: no threshold parts them
      ...times(50, (i) => outOfScope([3, i / 50])), // tops spread evenly over [0, 1)
    ];
    const fitted = calibrateDecision(samples, { maxWrong: 0.02, minRefused: 0.9 });
    expect(fitted.answeredWrong).toBeLessThanOrEqual(Math.floor(0.02 * samples.length));
    expect(fitted.refused).toBeGreaterThanOrEqual(45);
    expect(fitted.thresholds.low).toBeCloseTo(0.9, 5); // the lowest score refusing 45 of 50
    // in-scope and wrong messages score alike, so answering them all breaks the budget
    expect(fitted.answeredRight).toBe(0);
  });

  it('asks back on a close second, at the margin it fits', () => {
    const samples = [
      ...times(50, () => inScope(1, [1, 0.9], [2, 0.5])), // right, 0.4 ahead
      ...times(50, () => inScope(1, [2, 0.9], [1, 0.8])), // wrong, 0.1 ahead
    ];
    const { thresholds, answeredRight, answeredWrong } = calibrateDecision(samples);
    expect(answeredRight).toBe(50);
    expect(answeredWrong).toBe(0);
    expect(thresholds.closeMargin).toBeGreaterThan(0.1);
    expect(thresholds.closeMargin).toBeLessThanOrEqual(0.4);
    expect(thresholds.refusalMargin).toBeGreaterThan(thresholds.closeMargin);
  });

  it('fits the rule the bot applies: answered here exactly when `understand` takes the question', () => {
    const score = fc.double({ min: 0, max: 1, noNaN: true });
    fc.assert(
      fc.property(
        fc.array(fc.tuple(fc.integer({ min: 1, max: 5 }), score), { maxLength: 4 }),
        // low may be 0 and the margin wider than the only score: the cases where a missing question counts
        score,
        score,
        fc.double({ min: 0, max: 0.5, noNaN: true }),
        (ranked, a, b, closeMargin) => {
          const sample = inScope(1, ...ranked.map(([id, s], i): [number, number] => [id * 10 + i, s]));
          const thresholds = {
            ...DEFAULT_THRESHOLDS,
            low: Math.min(a, b),
            high: Math.max(a, b),
            closeMargin,
          };
          const understood = understand(sample.ranked, () => true, thresholds);
          expect(isAnswered(summarize(sample), thresholds)).toBe(understood.kind === 'question');
        },
      ),
      {
        numRuns: 2000,
        examples: [
          [[[1, 0.1]], 0, 0, 0.3],
          [[], 0, 0, 0],
        ],
      },
    );
  });
});
