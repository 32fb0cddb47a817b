import { and, eq } from 'drizzle-orm';
import type { TDb } from '../../db/client';
import { outOfScopeExamples, trainingUtterances } from '../../db/schema';

/**
 * What a review taught the bot, linked to its logged message: the training utterance it added to a
 * question, or the out-of-scope example. Undoing the review removes exactly these.
 */
export async function addTrainingUtterance(
  db: TDb,
  customerId: number,
  values: { questionId: number; text: string; utteranceId: number },
) {
  await db.insert(trainingUtterances).values({ customerId, ...values });
}

export async function addOutOfScopeExample(
  db: TDb,
  customerId: number,
  values: { text: string; utteranceId: number },
) {
  await db
    .insert(outOfScopeExamples)
    .values({ customerId, ...values })
    .onConflictDoNothing();
}

/** Removes what the review of one message added; returns how many it removed. */
export async function removeLearned(db: TDb, customerId: number, utteranceId: number) {
  // one after the other: inside a transaction the statements share one connection
  const training = await db
    .delete(trainingUtterances)
    .where(
      and(eq(trainingUtterances.customerId, customerId), eq(trainingUtterances.utteranceId, utteranceId)),
    )
    .returning({ id: trainingUtterances.id });
  const outOfScope = await db
    .delete(outOfScopeExamples)
    .where(
      and(eq(outOfScopeExamples.customerId, customerId), eq(outOfScopeExamples.utteranceId, utteranceId)),
    )
    .returning({ id: outOfScopeExamples.id });
  return training.length + outOfScope.length;
}

/** The tenant's out-of-scope examples: extra background messages when its thresholds are fitted. */
export async function findOutOfScopeExamples(db: TDb, customerId: number) {
  const rows = await db
    .select({ text: outOfScopeExamples.text })
    .from(outOfScopeExamples)
    .where(eq(outOfScopeExamples.customerId, customerId));
  return rows.map((row) => row.text);
}
