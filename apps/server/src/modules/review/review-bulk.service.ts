import { RATINGS, REVIEW_STATES } from '@askhr/shared/bot/bot.constants';
import {
  REVIEW_BULK_MESSAGES,
  type TReviewBulkState,
  type TReviewBulkStateResult,
} from '@askhr/shared/review/review-groups.schemas';
import type { TDb } from '../../db/client';
import { badRequest } from '../../lib/errors';
import { findReviewStates, updateReviewStates } from './review-actions.repository';
import { lessonOf, relearn, sameLesson } from './review-save.service';

type TStateRow = Awaited<ReturnType<typeof findReviewStates>>[number];

/** Why rows cannot take the state without being reviewed one by one; empty when all can. */
function refusalOf(rows: readonly TStateRow[], state: number): string | null {
  const list = (bad: TStateRow[], message: string) =>
    bad.length === 0 ? null : `${message}: ${bad.map((row) => row.id).join(', ')}`;
  if (state === REVIEW_STATES.trainingRequest)
    return list(
      rows.filter((row) => row.reviewQuestionId === null || !row.modelUtterance),
      REVIEW_BULK_MESSAGES.trainingWithoutUtterance,
    );
  if (state === REVIEW_STATES.outOfScope)
    return list(
      rows.filter((row) => row.reviewQuestionId !== null),
      REVIEW_BULK_MESSAGES.outOfScopeWithQuestion,
    );
  return null;
}

/**
 * Sets one state on many of the tenant's rows in one transaction, teaching the bot as saving each
 * row would (review-save.service.ts): Out of Scope stores the messages as out-of-scope examples,
 * leaving Training Request or Out of Scope removes what the rows taught. A row that could only
 * take the state with fields of its own (a Training Request without a question and utterance)
 * refuses the whole request with a 400 naming the rows. Ids of no row of the tenant (under
 * Feedback/, of no Not Helpful row) are counted, not touched.
 */
export async function setReviewStates(
  db: TDb,
  customerId: number,
  body: TReviewBulkState,
  onKnowledgeChanged: (customerId: number) => void,
  { isFeedback = false }: { isFeedback?: boolean } = {},
): Promise<TReviewBulkStateResult> {
  const ids = [...new Set(body.ids)];
  const result = await db.transaction(async (tx) => {
    const rows = await findReviewStates(tx, customerId, ids, isFeedback ? RATINGS.notHelpful : undefined);
    const refusal = refusalOf(rows, body.state);
    if (refusal)
      throw badRequest(`These rows cannot be set to this state together. ${refusal}.`, { ids: [refusal] });
    if (rows.length > 0)
      await updateReviewStates(
        tx,
        customerId,
        rows.map((row) => row.id),
        body.state,
      );
    let hasChanged = false;
    // one after the other: inside a transaction the statements share one connection
    for (const row of rows) {
      const next = lessonOf({ ...row, state: body.state });
      if (sameLesson(lessonOf(row), next)) continue;
      await relearn(tx, customerId, row.id, next);
      hasChanged = true;
    }
    return { updated: rows.length, notFound: ids.length - rows.length, hasChanged };
  });
  if (result.hasChanged) onKnowledgeChanged(customerId);
  return { updated: result.updated, notFound: result.notFound };
}
