import type { TBotKnowledge } from '@askhr/shared/bot/bot-knowledge';
import { REVIEW_SUGGESTIONS_MAX, type TReviewSuggestion } from '@askhr/shared/review/review-groups.schemas';
import { effectiveVersion } from '@askhr/shared/versioned-values/versioned-values';
import type { TDb } from '../../db/client';
import { notFound } from '../../lib/errors';
import { findReviewState } from './review-actions.repository';
import type { TReviewBot } from './review-bot';

/** A question the bot can answer somewhere: not deleted, with a current answer in some country. */
function isEnabled(knowledge: TBotKnowledge, questionId: number, now: Date) {
  if (!knowledge.questions.has(questionId)) return false;
  const versions = knowledge.answers.get(questionId) ?? [];
  return knowledge.countries.some((c) => effectiveVersion(c.id, versions, now).version !== null);
}

/**
 * The questions the bot would rank first for the row's message today, best first: what the reviewer
 * most likely trains it on. Disabled and deleted questions are left out.
 */
export async function reviewSuggestions(
  db: TDb,
  bot: TReviewBot,
  customerId: number,
  id: number,
  now = new Date(),
): Promise<TReviewSuggestion[]> {
  const row = await findReviewState(db, customerId, id);
  if (!row) throw notFound('Review utterance not found.');
  const [ranked, knowledge] = await Promise.all([
    bot.rank(customerId, row.text),
    bot.knowledge(customerId, now),
  ]);
  return [...ranked]
    .sort((a, b) => b.score - a.score)
    .filter((r) => isEnabled(knowledge, r.questionId, now))
    .slice(0, REVIEW_SUGGESTIONS_MAX)
    .map((r) => ({ id: r.questionId, text: knowledge.questions.get(r.questionId)!.text, score: r.score }));
}
