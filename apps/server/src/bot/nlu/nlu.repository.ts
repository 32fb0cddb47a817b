import { eq, isNull, sql } from 'drizzle-orm';
import type { TDb } from '../../db/client';
import { intentModels, questions } from '../../db/schema';
import { findQuestionDetails, findTrainingData } from '../../modules/questions/training-data.repository';
import { findTenantVersions } from '../../modules/versioned-values/versioned-values.repository';
import type { TQuestionDocument } from './knowledge-search';
import type { TIntentExample } from './intent-model';
import type { TModelStore } from './tenant-models';

/** The tenant's questions and their training utterances, as examples of intents (question ids). */
export async function loadTrainingExamples(db: TDb, customerId: number): Promise<TIntentExample[]> {
  const { questions, utterances } = await findTrainingData(db, customerId);
  return [
    ...questions.map((q) => ({ text: q.text, intent: String(q.id) })),
    ...utterances.map((u) => ({ text: u.text, intent: String(u.questionId) })),
  ];
}

/** Trained models kept in the database, so that a restart or another process need not retrain. */
export function databaseModelStore(db: TDb): TModelStore {
  return {
    async load(customerId) {
      const [row] = await db
        .select({ fingerprint: intentModels.fingerprint, model: intentModels.model })
        .from(intentModels)
        .where(eq(intentModels.customerId, Number(customerId)));
      return row;
    },
    async save(customerId, { fingerprint, model }) {
      const values = { fingerprint, model, trainedAt: new Date() };
      await db
        .insert(intentModels)
        .values({ customerId: Number(customerId), ...values })
        .onConflictDoUpdate({ target: intentModels.customerId, set: values });
    },
  };
}

/** The tenants that have questions, in id order: the ones whose models a warm-up prepares. */
export async function findTenantsWithQuestions(db: TDb): Promise<number[]> {
  const rows = await db
    .selectDistinct({ customerId: questions.customerId })
    .from(questions)
    .where(isNull(questions.deletedAt))
    .orderBy(sql`1`);
  return rows.map((r) => r.customerId);
}

/** Every question of the tenant with all that was written about it, for lexical search. */
export async function loadSearchDocuments(db: TDb, customerId: number): Promise<TQuestionDocument[]> {
  const [training, details, versions] = await Promise.all([
    findTrainingData(db, customerId),
    findQuestionDetails(db, customerId),
    findTenantVersions(db, customerId),
  ]);
  const join = <T>(rows: readonly T[], id: number, of: (row: T) => number, text: (row: T) => string) =>
    rows
      .filter((row) => of(row) === id)
      .map(text)
      .join('\n');
  const answers = versions.filter((v) => v.kind === 'answer' && v.active);
  return training.questions.map((q) => {
    const detail = details.find((d) => d.id === q.id);
    return {
      id: q.id,
      text: q.text,
      description: detail?.description ?? '',
      info: detail?.info ?? '',
      category: detail?.category ?? '',
      tags: detail?.tags.join('\n') ?? '',
      utterances: join(
        training.utterances,
        q.id,
        (u) => u.questionId,
        (u) => u.text,
      ),
      answers: join(
        answers,
        q.id,
        (v) => v.itemId,
        (v) => v.text,
      ),
    };
  });
}
