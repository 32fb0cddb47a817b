import type { TRankedIntent } from '@askhr/shared/bot/bot-decision';
import type { TRankingSignals } from '../../config';
import type { TDenseHit } from './dense-index';
import { fuseWithDense } from './dense-fusion';
import type { TSearchHit } from './knowledge-search';

/**
 * One confidence per question from the trained classifier's probability and the lexical search:
 * the search's part is the share of the message the question explains (coverage), scaled by how its
 * BM25 score compares with the best hit's, so a question that explains the words about as well as
 * the best one but ranks far below it counts less. The two are averaged: a question both signals
 * back comes first, and one that only one of them backs stays below the answer threshold unless
 * that signal is sure. With `dense` hits (sentence embeddings), they join the average.
 */
export function fuseRankings(
  classified: readonly TRankedIntent[],
  hits: readonly TSearchHit[],
  signals: TRankingSignals = 'both',
  dense?: readonly TDenseHit[],
): TRankedIntent[] {
  if (signals === 'classifier') return [...classified];
  const best = hits[0]?.score ?? 0;
  const lexical = new Map(hits.map((h) => [h.questionId, best > 0 ? h.coverage * (h.score / best) : 0]));
  if (dense) return fuseWithDense(signals === 'search' ? null : classified, lexical, dense);
  if (signals === 'search')
    return [...lexical]
      .map(([questionId, score]) => ({ questionId, score }))
      .sort((a, b) => b.score - a.score);
  const ids = new Set([...classified.map((c) => c.questionId), ...lexical.keys()]);
  const probability = new Map(classified.map((c) => [c.questionId, c.score]));
  return [...ids]
    .map((questionId) => ({
      questionId,
      score: ((probability.get(questionId) ?? 0) + (lexical.get(questionId) ?? 0)) / 2,
    }))
    .sort((a, b) => b.score - a.score);
}
