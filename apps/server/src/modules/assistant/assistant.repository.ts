import { and, asc, eq, isNull } from 'drizzle-orm';
import type { TDb } from '../../db/client';
import { placeholders, questions, trainingUtterances } from '../../db/schema';

/** What the assistant searches a document for: the question and how employees phrase it. */
export async function findQuestionForAssistant(db: TDb, customerId: number, questionId: number) {
  const rows = await db
    .select({ id: questions.id, text: questions.text, description: questions.description })
    .from(questions)
    .where(
      and(eq(questions.customerId, customerId), eq(questions.id, questionId), isNull(questions.deletedAt)),
    );
  if (!rows[0]) return undefined;
  const utterances = await db
    .select({ text: trainingUtterances.text })
    .from(trainingUtterances)
    .where(and(eq(trainingUtterances.customerId, customerId), eq(trainingUtterances.questionId, questionId)))
    .orderBy(asc(trainingUtterances.id));
  return { ...rows[0], utterances: utterances.map((u) => u.text) };
}

/** The tenant's placeholders, so that a written answer can use `{{keyWord}}` instead of a value. */
export async function findPlaceholderHints(db: TDb, customerId: number) {
  return db
    .select({ keyWord: placeholders.keyWord, info: placeholders.info })
    .from(placeholders)
    .where(eq(placeholders.customerId, customerId))
    .orderBy(asc(placeholders.keyWord));
}
