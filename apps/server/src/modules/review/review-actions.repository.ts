import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { TDb } from '../../db/client';
import { questions, utterances } from '../../db/schema';

/** The review fields of one of the tenant's rows; undefined when it has none with that id. */
export async function findReviewState(db: TDb, customerId: number, id: number) {
  const [row] = await db
    .select({
      id: utterances.id,
      text: utterances.text,
      state: utterances.reviewStateId,
      reviewQuestionId: utterances.reviewQuestionId,
      modelUtterance: utterances.modelUtterance,
    })
    .from(utterances)
    .where(and(eq(utterances.customerId, customerId), eq(utterances.id, id)));
  return row;
}

/** Whether the tenant has this question (not deleted): the only questions a review may name. */
export async function isOwnQuestion(db: TDb, customerId: number, questionId: number) {
  const [row] = await db
    .select({ id: questions.id })
    .from(questions)
    .where(
      and(eq(questions.id, questionId), eq(questions.customerId, customerId), isNull(questions.deletedAt)),
    );
  return row !== undefined;
}

export interface TReviewFields {
  state: number;
  observations: string;
  customerObservations: string;
  reviewQuestionId: number | null;
  modelUtterance: string | null;
}

export async function updateReview(db: TDb, customerId: number, id: number, fields: TReviewFields) {
  await db
    .update(utterances)
    .set({
      reviewStateId: fields.state,
      observations: fields.observations,
      customerObservations: fields.customerObservations,
      reviewQuestionId: fields.reviewQuestionId,
      modelUtterance: fields.modelUtterance,
    })
    .where(and(eq(utterances.customerId, customerId), eq(utterances.id, id)));
}

/** Deletes the tenant's rows among `ids`; returns how many it had. */
export async function deleteReviewRows(db: TDb, customerId: number, ids: number[]) {
  const removed = await db
    .delete(utterances)
    .where(and(eq(utterances.customerId, customerId), inArray(utterances.id, ids)))
    .returning({ id: utterances.id });
  return removed.length;
}

/** The review fields of the tenant's rows among `ids`; with `rating`, only the rows rated so. */
export async function findReviewStates(db: TDb, customerId: number, ids: number[], rating?: number) {
  return db
    .select({
      id: utterances.id,
      text: utterances.text,
      state: utterances.reviewStateId,
      reviewQuestionId: utterances.reviewQuestionId,
      modelUtterance: utterances.modelUtterance,
    })
    .from(utterances)
    .where(
      and(
        eq(utterances.customerId, customerId),
        inArray(utterances.id, ids),
        rating === undefined ? undefined : eq(utterances.rating, rating),
      ),
    )
    .orderBy(utterances.id)
    .for('update');
}

export async function updateReviewStates(db: TDb, customerId: number, ids: number[], state: number) {
  await db
    .update(utterances)
    .set({ reviewStateId: state })
    .where(and(eq(utterances.customerId, customerId), inArray(utterances.id, ids)));
}
