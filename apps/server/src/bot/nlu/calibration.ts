/**
 * Chooses the low-confidence threshold on a held-out slice of the TRAINING data. With enough
 * held-out out-of-scope queries: the lowest threshold (so the best in-scope accuracy) whose
 * out-of-scope recall reaches a floor. Without them: the highest threshold that costs at most a
 * small share of in-scope accuracy.
 */
import { createRandom } from './linear-trainer';

/** `weight`: how much the example counts in training, 1 when absent. */
export type TLabelled = { text: string; label: number; weight?: number };
export type THeldOutResult = { label: number; predicted: number; score: number };

/** How the threshold was chosen, with the held-out figures at that threshold. */
export type TCalibration = {
  rule: 'oos-recall-floor' | 'max-in-scope-loss' | 'fixed' | 'default';
  threshold: number;
  heldOutInScope: number;
  heldOutOutOfScope: number;
  inScopeAccuracy: number;
  oosRecall: number;
};

export type TThresholdRule = {
  /** Out-of-scope label, -1 when there is none. */
  noneLabel: number;
  /** Held-out out-of-scope recall the threshold must reach. */
  oosRecallFloor: number;
  /** Fewer held-out out-of-scope queries than this and the recall is too noisy to aim at. */
  minOutOfScope: number;
  /** Share of held-out in-scope accuracy the fallback rule may give up. */
  maxInScopeLoss: number;
  fallback: number;
};

/** Stratified split: about `share` of each label held out, never the last example of a label. */
export function stratifiedSplit(
  items: TLabelled[],
  share: number,
  seed: number,
): { fit: TLabelled[]; heldOut: TLabelled[] } {
  const byLabel = new Map<number, TLabelled[]>();
  for (const item of items) {
    const group = byLabel.get(item.label) ?? [];
    group.push(item);
    byLabel.set(item.label, group);
  }
  const random = createRandom(seed);
  const fit: TLabelled[] = [];
  const heldOut: TLabelled[] = [];
  for (const group of byLabel.values()) {
    const shuffled = [...group].sort(() => random() - 0.5);
    const take = Math.min(group.length - 1, Math.round(group.length * share));
    heldOut.push(...shuffled.slice(0, take));
    fit.push(...shuffled.slice(take));
  }
  return { fit, heldOut };
}

/**
 * `k` held-out sets for cross-validation: each label's examples dealt round in shuffled order, so
 * each set has about a k-th of every label; a label's only example is never held out.
 */
export function stratifiedFolds(items: readonly TLabelled[], k: number, seed: number): TLabelled[][] {
  const folds: TLabelled[][] = Array.from({ length: k }, () => []);
  const byLabel = new Map<number, TLabelled[]>();
  for (const item of items) byLabel.set(item.label, [...(byLabel.get(item.label) ?? []), item]);
  const random = createRandom(seed);
  let next = 0;
  for (const group of byLabel.values()) {
    if (group.length < 2) continue;
    const shuffled = group.map((item) => ({ item, key: random() })).sort((a, b) => a.key - b.key);
    for (const { item } of shuffled) folds[next++ % k]!.push(item);
  }
  return folds;
}

const CANDIDATES = Array.from({ length: 96 }, (_, i) => i / 100);

export function chooseThreshold(results: THeldOutResult[], rule: TThresholdRule): TCalibration {
  const inScope = results.filter((r) => r.label !== rule.noneLabel);
  const outOfScope = rule.noneLabel < 0 ? [] : results.filter((r) => r.label === rule.noneLabel);
  const accuracyAt = (t: number) =>
    inScope.filter((r) => r.predicted === r.label && r.score >= t).length / (inScope.length || 1);
  const recallAt = (t: number) =>
    outOfScope.filter((r) => r.predicted === rule.noneLabel || r.score < t).length / (outOfScope.length || 1);
  const describe = (name: TCalibration['rule'], threshold: number): TCalibration => ({
    rule: name,
    threshold,
    heldOutInScope: inScope.length,
    heldOutOutOfScope: outOfScope.length,
    inScopeAccuracy: accuracyAt(threshold),
    oosRecall: outOfScope.length === 0 ? NaN : recallAt(threshold),
  });
  if (inScope.length === 0) return describe('default', rule.fallback);
  if (outOfScope.length >= rule.minOutOfScope) {
    // accuracy only falls as the threshold rises, so the lowest threshold reaching the floor wins
    const threshold = CANDIDATES.find((t) => recallAt(t) >= rule.oosRecallFloor);
    if (threshold !== undefined) return describe('oos-recall-floor', threshold);
  }
  const floor = accuracyAt(0) - rule.maxInScopeLoss;
  let best = 0;
  for (const t of CANDIDATES) {
    if (accuracyAt(t) < floor) break;
    best = t;
  }
  return describe('max-in-scope-loss', best);
}
