import { RATINGS, REVIEW_STATES } from '@askhr/shared/bot/bot.constants';
import type { TReviewSave } from '@askhr/shared/review/review-actions.schemas';
import type { TReviewUtterance } from '@askhr/shared/review/review.schemas';
import type { TDb } from '../../db/client';
import { badRequest, notFound } from '../../lib/errors';
import { findReviewState, isOwnQuestion, updateReview } from './review-actions.repository';
import { addOutOfScopeExample, addTrainingUtterance, removeLearned } from './review-learning.repository';
import { presentReviewRow } from './review-present';
import { findReviewRows } from './review.repository';

/** What a reviewed row teaches the bot: nothing, a question's training utterance, or an out-of-scope example. */
export type TLesson =
  | { kind: 'none' }
  | { kind: 'training'; questionId: number; text: string }
  | { kind: 'outOfScope'; text: string };

export function lessonOf(row: {
  state: number;
  text: string;
  reviewQuestionId: number | null;
  modelUtterance: string | null;
}): TLesson {
  if (row.state === REVIEW_STATES.trainingRequest && row.reviewQuestionId !== null && row.modelUtterance)
    return { kind: 'training', questionId: row.reviewQuestionId, text: row.modelUtterance };
  if (row.state === REVIEW_STATES.outOfScope) return { kind: 'outOfScope', text: row.text };
  return { kind: 'none' };
}

export const sameLesson = (a: TLesson, b: TLesson) => JSON.stringify(a) === JSON.stringify(b);

/** Replaces what the review of one message taught the bot with `lesson`. */
export async function relearn(db: TDb, customerId: number, utteranceId: number, lesson: TLesson) {
  await removeLearned(db, customerId, utteranceId);
  if (lesson.kind === 'training')
    await addTrainingUtterance(db, customerId, {
      questionId: lesson.questionId,
      text: lesson.text,
      utteranceId,
    });
  if (lesson.kind === 'outOfScope')
    await addOutOfScopeExample(db, customerId, { text: lesson.text, utteranceId });
}

/**
 * Saves one reviewed row. A Training Request naming a question and an utterance adds that
 * utterance to the question; Out of Scope stores the message as an out-of-scope example; saving
 * the row into another state (or another question or wording) first removes what it added. When
 * the lesson changed, `onKnowledgeChanged` retrains the tenant's model in the background. From
 * Feedback only a Not Helpful row can be saved; any other is as unknown as another tenant's.
 */
export async function saveReview(
  db: TDb,
  customerId: number,
  body: TReviewSave,
  onKnowledgeChanged: (customerId: number) => void,
  { isFeedback = false }: { isFeedback?: boolean } = {},
): Promise<TReviewUtterance> {
  if (isFeedback && (await findReviewRows(db, customerId, [body.id], [RATINGS.notHelpful])).length === 0)
    throw notFound('Review utterance not found.');
  if (body.reviewQuestionId !== null && !(await isOwnQuestion(db, customerId, body.reviewQuestionId)))
    throw badRequest('The question to train is not one of this tenant.', {
      reviewQuestionId: ['Unknown question'],
    });
  const fields = {
    state: body.state,
    observations: body.observations,
    customerObservations: body.customerObservations,
    reviewQuestionId: body.reviewQuestionId,
    modelUtterance: body.modelUtterance || null,
  };
  const hasChanged = await db.transaction(async (tx) => {
    const before = await findReviewState(tx, customerId, body.id);
    if (!before) throw notFound('Review utterance not found.');
    const previous = lessonOf(before);
    const next = lessonOf({ ...fields, text: before.text });
    await updateReview(tx, customerId, body.id, fields);
    if (sameLesson(previous, next)) return false;
    await relearn(tx, customerId, body.id, next);
    return true;
  });
  if (hasChanged) onKnowledgeChanged(customerId);
  const [saved] = await findReviewRows(db, customerId, [body.id]);
  return presentReviewRow(saved!);
}
