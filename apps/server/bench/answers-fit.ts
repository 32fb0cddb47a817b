import {
  OUT_OF_SCOPE_MODEL,
  summarizeRanking,
  type TOutOfScopeModel,
  type TThresholds,
} from '@askhr/shared/bot/bot-decision';
import {
  FULL_GRID,
  fitPolicy,
  measurePolicy,
  scoreSamples,
  type TCalibrationSample,
  type TPolicyFigures,
} from '../src/bot/nlu/decision-calibration';

/**
 * `bench:answers -- --fit`: the shipped decision fitted on one half of the development set and
 * measured on the other. The out-of-scope score's coefficients are a logistic regression of
 * "out of scope" on the best confidence and its lead, each class weighing the same; then the
 * thresholds are the grid's best within the targets (decision-calibration.ts). The figures are
 * those of the decision table alone: who asks (managers only, not in the country) is left to the
 * run through the conversation core.
 */
export function fitOutOfScopeModel(samples: readonly TCalibrationSample[]): TOutOfScopeModel {
  const rows = samples.map((sample) => {
    const sorted = [...sample.ranked].sort((a, b) => b.score - a.score);
    const summary = summarizeRanking(sorted, () => true);
    return { top: summary.top?.score ?? 0, lead: summary.lead, y: sample.expected === null ? 1 : 0 };
  });
  const positives = rows.filter((r) => r.y === 1).length;
  if (positives === 0 || positives === rows.length) return OUT_OF_SCOPE_MODEL;
  const weightOf = (y: number) => rows.length / (2 * (y === 1 ? positives : rows.length - positives));
  let w = [0, 0, 0];
  for (let step = 0; step < 5000; step++) {
    const gradient = [0, 0, 0];
    for (const r of rows) {
      const p = 1 / (1 + Math.exp(-(w[0]! + w[1]! * r.top + w[2]! * r.lead)));
      const error = (p - r.y) * weightOf(r.y);
      gradient[0]! += error;
      gradient[1]! += error * r.top;
      gradient[2]! += error * r.lead;
    }
    w = w.map((v, i) => v - gradient[i]! / rows.length);
  }
  const round = (v: number) => Math.round(v * 100) / 100;
  return { bias: round(w[0]!), top: round(w[1]!), lead: round(w[2]!) };
}

export interface TDecisionFit {
  model: TOutOfScopeModel;
  thresholds: TThresholds | undefined;
  fit: TPolicyFigures | undefined;
  eval: TPolicyFigures | undefined;
}

export function fitShippedDecision(
  fitHalf: readonly TCalibrationSample[],
  evalHalf: readonly TCalibrationSample[],
): TDecisionFit {
  const model = fitOutOfScopeModel(fitHalf);
  const fitted = fitPolicy(scoreSamples(fitHalf, model), FULL_GRID);
  return {
    model,
    thresholds: fitted?.thresholds,
    fit: fitted?.figures,
    eval: fitted && measurePolicy(scoreSamples(evalHalf, model), fitted.thresholds),
  };
}

const pct = (share: number) => `${(100 * share).toFixed(1)} %`;

export function describeFigures(figures: TPolicyFigures): string {
  return (
    `${figures.inScope} in scope: right first ${pct(figures.right)}, within one click ${pct(figures.withinOneClick)}, ` +
    `not understood ${pct(figures.notUnderstood)}; ${figures.outOfScope} out of scope: refused ${pct(figures.refused)}, ` +
    `never answered ${pct(figures.neverAnswered)}; wrong answers ${pct(figures.wrong)} of all`
  );
}
