import { and, eq, isNull } from 'drizzle-orm';
import type { TDb } from '../../db/client';
import { categories, questions, questionTags, tags, trainingUtterances } from '../../db/schema';
import { findConfirmedExamples } from './confirmed-examples.repository';

/**
 * The tenant's questions (not deleted), their training utterances and the examples confirmed by
 * use: what its intent model learns and what the answer assistant ranks a document against.
 * Deleted questions keep their utterances, which are then left out.
 */
export async function findTrainingData(db: TDb, customerId: number) {
  const [questionRows, utteranceRows, confirmedRows] = await Promise.all([
    db
      .select({ id: questions.id, text: questions.text })
      .from(questions)
      .where(and(eq(questions.customerId, customerId), isNull(questions.deletedAt))),
    db
      .select({
        questionId: trainingUtterances.questionId,
        text: trainingUtterances.text,
        utteranceId: trainingUtterances.utteranceId,
      })
      .from(trainingUtterances)
      .where(eq(trainingUtterances.customerId, customerId)),
    findConfirmedExamples(db, customerId),
  ]);
  const live = new Set(questionRows.map((q) => q.id));
  return {
    questions: questionRows,
    utterances: utteranceRows.filter((u) => live.has(u.questionId)),
    confirmed: confirmedRows.filter((c) => live.has(c.questionId)),
  };
}

/** What the tenant wrote about each question beside its text: what lexical search reads. */
export async function findQuestionDetails(db: TDb, customerId: number) {
  const [rows, tagRows] = await Promise.all([
    db
      .select({
        id: questions.id,
        description: questions.description,
        info: questions.info,
        category: categories.name,
      })
      .from(questions)
      .leftJoin(categories, eq(categories.id, questions.categoryId))
      .where(and(eq(questions.customerId, customerId), isNull(questions.deletedAt))),
    db
      .select({ questionId: questionTags.questionId, name: tags.name })
      .from(questionTags)
      .innerJoin(tags, eq(tags.id, questionTags.tagId))
      .where(eq(tags.customerId, customerId)),
  ]);
  const tagsOf = new Map<number, string[]>();
  for (const { questionId, name } of tagRows)
    tagsOf.set(questionId, [...(tagsOf.get(questionId) ?? []), name]);
  return rows.map((row) => ({ ...row, category: row.category ?? '', tags: tagsOf.get(row.id) ?? [] }));
}
