import {
  DEFAULT_THRESHOLDS,
  kindOf,
  MAX_ALTERNATIVES,
  MAX_OPTIONS,
  OUT_OF_SCOPE_MODEL,
  summarizeRanking,
  type TOutOfScopeModel,
  type TRankedIntent,
  type TRankingSummary,
  type TThresholds,
} from '@askhr/shared/bot/bot-decision';

/**
 * Fits the decision thresholds of packages/shared `decide` on messages whose meaning is known: the
 * shipped defaults on realistic employee messages (bench/answers-fit.ts), a tenant's on its own
 * evidence (tenant-decision.ts). Each message is judged as the employee meets it: answered right
 * (plainly or with a hedge), one click away (among the options, or among a hedged answer's
 * alternatives), answered wrongly, or not understood; an out-of-scope message is refused, offered
 * options, or answered (wrongly, always).
 */
export interface TCalibrationSample {
  /** the question meant; null for an out-of-scope message */
  expected: number | null;
  ranked: readonly TRankedIntent[];
}

/** What the employees of the samples would get at some thresholds: shares of their messages. */
export interface TPolicyFigures {
  inScope: number;
  outOfScope: number;
  /** in-scope messages answered right at once (plainly or with a hedge) */
  right: number;
  /** in-scope messages answered right, or with the right question one click away */
  withinOneClick: number;
  /** wrong answers, in scope and out of scope, as a share of all messages */
  wrong: number;
  /** in-scope messages told "not understood" */
  notUnderstood: number;
  /** out-of-scope messages told "not understood" */
  refused: number;
  /** out-of-scope messages not answered (refused or offered options) */
  neverAnswered: number;
}

export interface TDecisionTargets {
  /** the most wrong answers, as a share of all messages */
  maxWrong: number;
  /** the fewest out-of-scope messages not answered */
  minNeverAnswered: number;
  /** the fewest out-of-scope messages refused outright */
  minRefused: number;
}

/** A question back costs the employee one click, a wrong answer their trust. */
export const DECISION_TARGETS: TDecisionTargets = { maxWrong: 0.03, minNeverAnswered: 0.95, minRefused: 0.6 };

type TTunable = Exclude<keyof TThresholds, 'refusalMargin'>;
/** The values each tunable threshold may take in a fit. */
export type TThresholdGrid = Record<TTunable, readonly number[]>;

/** Multiples of `step` from `from` to `to`, rounded so that they read as written. */
export const steps = (from: number, to: number, step = 0.05) =>
  Array.from(
    { length: Math.round((to - from) / step) + 1 },
    (_, i) => Math.round((from + i * step) * 100) / 100,
  );

/** The whole range, for the shipped defaults. */
export const FULL_GRID: TThresholdGrid = {
  high: steps(0.3, 0.8),
  closeMargin: steps(0, 0.4),
  hedge: steps(0.1, 0.6),
  hedgeMargin: steps(0, 0.4),
  outOfScope: steps(0.3, 0.9),
};

interface TScored {
  expected: number | null;
  summary: TRankingSummary;
  /** the best questions, best first: the options offered, and after the first the alternatives */
  best: number[];
}

export function scoreSamples(
  samples: readonly TCalibrationSample[],
  model: TOutOfScopeModel = OUT_OF_SCOPE_MODEL,
): TScored[] {
  return samples.map((sample) => {
    const sorted = [...sample.ranked].sort((a, b) => b.score - a.score);
    return {
      expected: sample.expected,
      // the samples rank the tenant's questions only: every intent is one of them
      summary: summarizeRanking(sorted, () => true, model),
      best: sorted.slice(0, MAX_OPTIONS).map((r) => r.questionId),
    };
  });
}

/** What the employees get at these thresholds, as `decide` has it before who asks is looked at. */
export function measurePolicy(scored: readonly TScored[], thresholds: TThresholds): TPolicyFigures {
  let inScope = 0;
  let right = 0;
  let oneClick = 0;
  let wrong = 0;
  let notUnderstood = 0;
  let refused = 0;
  let answeredOutOfScope = 0;
  for (const { expected, summary, best } of scored) {
    const kind = kindOf(summary, thresholds);
    const answered = kind === 'question' || kind === 'hedged';
    if (expected === null) {
      if (answered) answeredOutOfScope++;
      else if (kind === 'none' || kind === 'orphan') refused++;
      continue;
    }
    inScope++;
    if (answered && best[0] === expected) right++;
    else if (answered) {
      wrong++;
      if (kind === 'hedged' && best.slice(1, 1 + MAX_ALTERNATIVES).includes(expected)) oneClick++;
    } else if (kind === 'low' || kind === 'close') {
      if (best.includes(expected)) oneClick++;
    } else notUnderstood++;
  }
  const outOfScope = scored.length - inScope;
  const share = (part: number, whole: number) => (whole === 0 ? 0 : part / whole);
  return {
    inScope,
    outOfScope,
    right: share(right, inScope),
    withinOneClick: share(right + oneClick, inScope),
    wrong: share(wrong + answeredOutOfScope, scored.length),
    notUnderstood: share(notUnderstood, inScope),
    refused: share(refused, outOfScope),
    neverAnswered: outOfScope === 0 ? 1 : 1 - answeredOutOfScope / outOfScope,
  };
}

const meets = (figures: TPolicyFigures, targets: TDecisionTargets) =>
  figures.wrong <= targets.maxWrong + 1e-9 &&
  (figures.outOfScope === 0 ||
    (figures.neverAnswered >= targets.minNeverAnswered - 1e-9 &&
      figures.refused >= targets.minRefused - 1e-9));

/**
 * The thresholds of the grid under which the most messages are answered right or one click away
 * (right answers counting once more), within the targets; on a tie, the fewer wrong answers, then
 * the more demanding thresholds. Undefined when no thresholds of the grid meet the targets.
 */
export function fitPolicy(
  scored: readonly TScored[],
  grid: TThresholdGrid,
  targets: TDecisionTargets = DECISION_TARGETS,
): { thresholds: TThresholds; figures: TPolicyFigures } | undefined {
  let best: { thresholds: TThresholds; figures: TPolicyFigures; value: number } | undefined;
  // the most demanding first, so that a tie keeps it
  const down = (values: readonly number[]) => [...values].sort((a, b) => b - a);
  for (const outOfScope of [...grid.outOfScope].sort((a, b) => a - b))
    for (const high of down(grid.high))
      for (const closeMargin of down(grid.closeMargin))
        for (const hedge of down(grid.hedge).filter((h) => h <= high))
          for (const hedgeMargin of down(grid.hedgeMargin)) {
            const thresholds = { ...DEFAULT_THRESHOLDS, high, closeMargin, hedge, hedgeMargin, outOfScope };
            const figures = measurePolicy(scored, thresholds);
            if (!meets(figures, targets)) continue;
            const value = figures.right + figures.withinOneClick;
            const better =
              !best ||
              value > best.value + 1e-9 ||
              (Math.abs(value - best.value) < 1e-9 && figures.wrong < best.figures.wrong - 1e-9);
            if (better) best = { thresholds, figures, value };
          }
  return best && { thresholds: best.thresholds, figures: best.figures };
}
