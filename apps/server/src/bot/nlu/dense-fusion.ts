import type { TRankedIntent } from '@askhr/shared/bot/bot-decision';
import type { TDenseHit } from './dense-index';

/**
 * The fused score with the sentence embeddings' signal: the mean of the classifier's probability
 * (with `both`), the lexical score and the dense score, so that a paraphrase sharing no word with
 * what was written about a question can still bring it first, while one signal alone cannot make
 * a question sure.
 */
export function fuseWithDense(
  classified: readonly TRankedIntent[] | null,
  lexical: ReadonlyMap<number, number>,
  dense: readonly TDenseHit[],
): TRankedIntent[] {
  const signals = [
    ...(classified ? [new Map(classified.map((c) => [c.questionId, c.score]))] : []),
    lexical,
    new Map(dense.map((d) => [d.questionId, d.score])),
  ];
  const ids = new Set(signals.flatMap((signal) => [...signal.keys()]));
  return [...ids]
    .map((questionId) => ({
      questionId,
      score: signals.reduce((sum, signal) => sum + (signal.get(questionId) ?? 0), 0) / signals.length,
    }))
    .sort((a, b) => b.score - a.score);
}
