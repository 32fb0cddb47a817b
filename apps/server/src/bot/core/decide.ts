import { REASONS } from '@askhr/shared/bot/bot.constants';
import type { TRankedIntent } from './intent-ranker';

export interface TThresholds {
  /** below: None Intent */
  low: number;
  /** from low up to here: Low Confidence; from here on the top intent is taken */
  high: number;
  /** the two best intents closer than this (both at least `low`): Close Match */
  closeMargin: number;
}

/** a gap equal to the margin is not close, whatever floating point makes of 0.7 - 0.6 */
const EPSILON = 1e-9;

export const DEFAULT_THRESHOLDS: TThresholds = { low: 0.3, high: 0.6, closeMargin: 0.1 };

export type TUnderstanding =
  | { kind: 'none'; reasonId: typeof REASONS.noneIntent; top: TRankedIntent | null }
  | { kind: 'orphan'; reasonId: typeof REASONS.orphanIntent; top: TRankedIntent }
  | { kind: 'low'; reasonId: typeof REASONS.lowConfidence; top: TRankedIntent }
  | { kind: 'close'; reasonId: typeof REASONS.closeMatch; top: TRankedIntent; second: TRankedIntent }
  | { kind: 'question'; top: TRankedIntent };

/**
 * Step 2 of DESIGN section 5, before the question itself is looked at: what the ranking says.
 * `isTenantQuestion` tells the tenant's questions from intents that name none (a deleted question,
 * or a foreign id): those are never answered.
 */
export function understand(
  ranked: readonly TRankedIntent[],
  isTenantQuestion: (questionId: number) => boolean,
  thresholds: TThresholds = DEFAULT_THRESHOLDS,
): TUnderstanding {
  const sorted = [...ranked].sort((a, b) => b.score - a.score);
  const top = sorted[0];
  if (!top || top.score < thresholds.low)
    return { kind: 'none', reasonId: REASONS.noneIntent, top: top ?? null };
  if (!isTenantQuestion(top.questionId)) return { kind: 'orphan', reasonId: REASONS.orphanIntent, top };
  const second = sorted.slice(1).find((r) => isTenantQuestion(r.questionId));
  if (second && second.score >= thresholds.low && top.score - second.score < thresholds.closeMargin - EPSILON)
    return { kind: 'close', reasonId: REASONS.closeMatch, top, second };
  if (top.score < thresholds.high) return { kind: 'low', reasonId: REASONS.lowConfidence, top };
  return { kind: 'question', top };
}
