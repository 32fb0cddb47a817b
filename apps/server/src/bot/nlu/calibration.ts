/**
 * Chooses the low-confidence threshold on a held-out slice of the TRAINING data: the threshold that
 * maximises the mean of in-scope accuracy and out-of-scope recall (Larson et al. 2019) there.
 */
import { createRandom } from './linear-trainer';

export type TLabelled = { text: string; label: number };
export type THeldOutResult = { label: number; predicted: number; score: number };

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
 * The highest threshold that costs at most `maxLoss` of held-out in-scope accuracy: answering an
 * employee's real question matters more than catching every out-of-scope one, and this needs no
 * out-of-scope examples in the held-out slice.
 */
export function chooseThreshold(results: THeldOutResult[], maxLoss: number, fallback: number) {
  if (results.length === 0) return fallback;
  const accuracyAt = (t: number) =>
    results.filter((r) => r.predicted === r.label && r.score >= t).length / results.length;
  const floor = accuracyAt(0) - maxLoss;
  let best = 0;
  for (let t = 0.01; t <= 0.95; t += 0.01) {
    if (accuracyAt(t) < floor) break;
    best = t;
  }
  return Math.round(best * 100) / 100;
}
