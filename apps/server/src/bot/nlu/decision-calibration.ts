import { DEFAULT_THRESHOLDS, type TRankedIntent, type TThresholds } from '@askhr/shared/bot/bot-decision';

/**
 * The answer / ask-back / not-understood thresholds of one tenant, fitted on what its own model
 * makes of messages it was not trained on: training utterances held out of a probe model, and a
 * generic set of out-of-scope messages that ships with the product. The fit mirrors `understand`
 * (packages/shared): a message is answered when its best question reaches `high` and no other
 * question above `low` comes within `closeMargin`; it gets options from `low` on.
 */
export interface TCalibrationSample {
  /** the question meant; null for an out-of-scope message */
  expected: number | null;
  ranked: readonly TRankedIntent[];
}

export interface TDecisionTargets {
  /** share of all samples (in scope and out of scope) that may be answered wrongly */
  maxWrong: number;
  /** share of the out-of-scope samples that must get neither an answer nor options */
  minRefused: number;
}

/** Few wrong answers: a question back costs the employee one click, a wrong answer their trust. */
export const DECISION_TARGETS: TDecisionTargets = { maxWrong: 0.02, minRefused: 0.9 };

/** Below this many held-out in-scope samples the fit is noise: the defaults stay. */
export const MIN_CALIBRATION_SAMPLES = 20;

export interface TDecisionCalibration {
  thresholds: TThresholds;
  /** 'default' when there were too few samples to fit on */
  rule: 'fitted' | 'default';
  inScope: number;
  outOfScope: number;
  /** on the samples, at the thresholds chosen */
  answeredRight: number;
  answeredWrong: number;
  refused: number;
}

const STEP = 0.02;
/** Multiples of the step, rounded so that they read as written (0.46, not 0.45999999999999996). */
const grid = (to: number) =>
  Array.from({ length: Math.round(to / STEP) + 1 }, (_, i) => Math.round(i * STEP * 100) / 100);
const EPSILON = 1e-9;

interface TSummary {
  expected: number | null;
  top: number;
  second: number;
  isTopRight: boolean;
}

export function summarize(sample: TCalibrationSample): TSummary {
  const sorted = [...sample.ranked].sort((a, b) => b.score - a.score);
  return {
    expected: sample.expected,
    // a missing first or second question is below any threshold, as `understand` has it
    top: sorted[0]?.score ?? -Infinity,
    second: sorted[1]?.score ?? -Infinity,
    isTopRight: sorted[0] !== undefined && sorted[0].questionId === sample.expected,
  };
}

/** Whether `understand` takes the best question at these thresholds (before who asks is looked at). */
export const isAnswered = (s: TSummary, t: Pick<TThresholds, 'low' | 'high' | 'closeMargin'>) =>
  s.top >= t.low && s.top >= t.high && !(s.second >= t.low && s.top - s.second < t.closeMargin - EPSILON);

export function calibrateDecision(
  samples: readonly TCalibrationSample[],
  targets: TDecisionTargets = DECISION_TARGETS,
): TDecisionCalibration {
  const summaries = samples.map(summarize);
  const inScope = summaries.filter((s) => s.expected !== null);
  const outOfScope = summaries.filter((s) => s.expected === null);
  const measure = (thresholds: TThresholds, rule: TDecisionCalibration['rule']): TDecisionCalibration => {
    const answered = summaries.filter((s) => isAnswered(s, thresholds));
    return {
      thresholds,
      rule,
      inScope: inScope.length,
      outOfScope: outOfScope.length,
      answeredRight: answered.filter((s) => s.isTopRight).length,
      answeredWrong: answered.filter((s) => !s.isTopRight).length,
      refused: outOfScope.filter((s) => s.top < thresholds.low).length,
    };
  };
  if (inScope.length < MIN_CALIBRATION_SAMPLES) return measure(DEFAULT_THRESHOLDS, 'default');

  // options from the lowest score that still leaves enough of the out-of-scope messages refused
  const low =
    grid(1).find(
      (t) => outOfScope.filter((s) => s.top < t).length >= targets.minRefused * outOfScope.length,
    ) ?? 1;
  // answers: the most right ones within the wrong-answer budget; on a tie the stricter rule
  const budget = Math.floor(targets.maxWrong * summaries.length);
  let best: { high: number; closeMargin: number; right: number } | undefined;
  for (const high of grid(1).filter((h) => h >= low))
    for (const closeMargin of grid(0.5)) {
      let right = 0;
      let wrong = 0;
      for (const s of summaries)
        if (isAnswered(s, { low, high, closeMargin })) {
          if (s.isTopRight) right++;
          else wrong++;
        }
      if (wrong <= budget && (!best || right >= best.right)) best = { high, closeMargin, right };
    }
  const { high, closeMargin } = best ?? { high: 1, closeMargin: 0.5 };
  return measure(
    {
      low,
      high,
      closeMargin,
      // refusing ("only for managers") stays more demanding than answering
      refusalMargin: Math.max(
        DEFAULT_THRESHOLDS.refusalMargin,
        Math.round((closeMargin + 2 * STEP) * 100) / 100,
      ),
    },
    'fitted',
  );
}
