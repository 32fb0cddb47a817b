import type { TRankedIntent } from '@askhr/shared/bot/bot-decision';
import type { TRankingSignals } from '../../config';
import { asQuestions } from '../core/intent-ranker';
import type { TDenseHit } from './dense-index';
import { fuseWithDense } from './dense-fusion';
import type { TKnowledgeSearch, TSearchHit } from './knowledge-search';
import { detectLanguage, guessLanguage } from '../../lib/language';
import { glossaryWords, hasGlossaryWord, readInEnglish } from './workplace-glossary';

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

/** How messages are ranked: by which signals, and whether with the workplace glossary. */
export interface TRanking {
  signals: TRankingSignals;
  glossary: boolean;
}

/**
 * The message as it is ranked: in another language than English, read in the glossary's English
 * where the tenant did not write its words (`readInEnglish`); without a knowledge search, the
 * glossary's English joins the message.
 */
export function withGlossary(text: string, search: TKnowledgeSearch | undefined): string {
  if (!hasGlossaryWord(text)) return text;
  const language = detectLanguage(text) ?? guessLanguage(text);
  if (search) return readInEnglish(text, language, search.knows);
  const english = glossaryWords(text, language);
  return english.length > 0 ? `${text} ${english.join(' ')}` : text;
}

/**
 * A message ranked as the bot ranks it, by the tenant's model and (unless only the classifier
 * ranks) its knowledge search, and the sentence embeddings' `dense` hits when there are: for
 * answering, and for fitting the tenant's thresholds alike.
 */
export function rankMessage(
  model: { classify(text: string): readonly { intent: string; score: number }[] },
  search: TKnowledgeSearch | undefined,
  text: string,
  { signals, glossary }: TRanking,
  dense?: readonly TDenseHit[],
): TRankedIntent[] {
  const asked = glossary ? withGlossary(text, search) : text;
  const classified = signals === 'search' ? [] : asQuestions(model.classify(asked));
  if (signals === 'classifier' || !search) return classified;
  return fuseRankings(classified, search.search(asked), signals, dense);
}
