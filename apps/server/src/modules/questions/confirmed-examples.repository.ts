import { and, eq, isNull, sql } from 'drizzle-orm';
import { REASONS } from '@askhr/shared/bot/bot.constants';
import type { TDb } from '../../db/client';
import { confirmedExamples, questions, utterances } from '../../db/schema';

/**
 * Stores an employee's message as an example of one of the tenant's questions (not deleted): once
 * per question and text, whatever the number of confirmations. Returns whether it is new.
 */
export async function confirmExample(
  db: TDb,
  customerId: number,
  example: { questionId: number; text: string; utteranceId: number | null },
): Promise<boolean> {
  const text = example.text.trim();
  if (text === '') return false;
  const [question] = await db
    .select({ id: questions.id })
    .from(questions)
    .where(
      and(
        eq(questions.id, example.questionId),
        eq(questions.customerId, customerId),
        isNull(questions.deletedAt),
      ),
    );
  if (!question) return false;
  const inserted = await db
    .insert(confirmedExamples)
    .values({ customerId, questionId: question.id, text, utteranceId: example.utteranceId })
    .onConflictDoNothing()
    .returning({ id: confirmedExamples.id });
  return inserted.length > 0;
}

/**
 * The tenant's confirmed examples, by question, and whether the bot was unsure of the message that
 * taught each (it offered options, or answered with a hedge): a pick or a Helpful rating there says
 * where the line between answering and asking lies, one on a sure answer says little of it.
 */
export async function findConfirmedExamples(db: TDb, customerId: number) {
  return db
    .select({
      id: confirmedExamples.id,
      questionId: confirmedExamples.questionId,
      text: confirmedExamples.text,
      unsure: sql<boolean>`coalesce(${utterances.hedged} or ${utterances.reasonId} in (${REASONS.lowConfidence}, ${REASONS.closeMatch}), false)`,
    })
    .from(confirmedExamples)
    .leftJoin(
      utterances,
      and(eq(utterances.id, confirmedExamples.utteranceId), eq(utterances.customerId, customerId)),
    )
    .where(eq(confirmedExamples.customerId, customerId));
}

/** Removes one confirmed example of the tenant; false when it has none with that id. */
export async function removeConfirmedExample(db: TDb, customerId: number, id: number): Promise<boolean> {
  const removed = await db
    .delete(confirmedExamples)
    .where(and(eq(confirmedExamples.customerId, customerId), eq(confirmedExamples.id, id)))
    .returning({ id: confirmedExamples.id });
  return removed.length > 0;
}
