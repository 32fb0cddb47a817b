import { randomUUID } from 'node:crypto';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { TDb } from '../../db/client';
import { intentModelLeases, intentModels, questions } from '../../db/schema';
import { questionDetails, trainingData } from '../../modules/questions/questions.service';
import { tenantVersions } from '../../modules/versioned-values/versioned-values.service';
import type { TQuestionDocument } from './knowledge-search';
import type { TIntentExample } from './intent-model';
import type { TModelStore } from './tenant-models';

/** A confirmed example counts this much against an administrator's utterance. */
export const CONFIRMED_EXAMPLE_WEIGHT = 0.5;

/**
 * The tenant's questions, their training utterances and the examples confirmed by use, as examples
 * of intents (question ids), and which of them its employees wrote (the evidence its thresholds
 * are fitted on).
 */
export async function loadTrainingData(
  db: TDb,
  customerId: number,
): Promise<{ examples: TIntentExample[]; evidence: string[] }> {
  const { questions, utterances, confirmed } = await trainingData(db, customerId);
  const examples = [
    ...questions.map((q) => ({ text: q.text, intent: String(q.id) })),
    ...utterances.map((u) => ({ text: u.text, intent: String(u.questionId) })),
    ...confirmed.map((c) => ({
      text: c.text,
      intent: String(c.questionId),
      weight: CONFIRMED_EXAMPLE_WEIGHT,
    })),
  ];
  // what employees wrote and the tenant learnt the meaning of where the bot was unsure or missed: a
  // review's Training Request, a pick among the options or alternatives, a hedged answer rated
  // Helpful (sure answers rated Helpful would only tell the fit what is easy)
  const evidence = [
    ...utterances.filter((u) => u.utteranceId !== null),
    ...confirmed.filter((c) => c.unsure),
  ].map((e) => e.text);
  return { examples, evidence };
}

/** The examples alone. */
export async function loadTrainingExamples(db: TDb, customerId: number): Promise<TIntentExample[]> {
  return (await loadTrainingData(db, customerId)).examples;
}

/** How long a training lease lasts unless renewed: a process killed while training holds it no longer. */
const TRAINING_LEASE_SECONDS = 30;

/**
 * Trained models kept in the database, so that a restart or another process need not retrain; the
 * training lease makes processes starting together train each model once.
 */
export function databaseModelStore(db: TDb): TModelStore {
  const holder = randomUUID();
  const leases = intentModelLeases;
  return {
    async claimTraining(customerId, fingerprint) {
      const expiresAt = sql`now() + make_interval(secs => ${TRAINING_LEASE_SECONDS})`;
      // taken when free, lapsed, ours already, or held for other (older) data
      const claimed = await db
        .insert(leases)
        .values({ customerId: Number(customerId), fingerprint, holder, expiresAt })
        .onConflictDoUpdate({
          target: leases.customerId,
          set: { fingerprint, holder, expiresAt },
          setWhere: sql`${leases.holder} = ${holder} or ${leases.expiresAt} < now() or ${leases.fingerprint} <> ${fingerprint}`,
        })
        .returning({ holder: leases.holder });
      return claimed.length > 0;
    },
    async releaseTraining(customerId) {
      await db
        .delete(leases)
        .where(and(eq(leases.customerId, Number(customerId)), eq(leases.holder, holder)));
    },
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
    trainingData(db, customerId),
    questionDetails(db, customerId),
    tenantVersions(db, customerId),
  ]);
  const utterances = textsBy(training.utterances, (u) => u.questionId);
  const confirmed = textsBy(training.confirmed, (c) => c.questionId);
  const answers = textsBy(
    versions.filter((v) => v.kind === 'answer' && v.active),
    (v) => v.itemId,
  );
  const detailOf = new Map(details.map((d) => [d.id, d]));
  return training.questions.map((q) => {
    const detail = detailOf.get(q.id);
    return {
      id: q.id,
      text: q.text,
      description: detail?.description ?? '',
      info: detail?.info ?? '',
      category: detail?.category ?? '',
      tags: detail?.tags.join('\n') ?? '',
      utterances: utterances.get(q.id)?.join('\n') ?? '',
      confirmed: confirmed.get(q.id)?.join('\n') ?? '',
      answers: answers.get(q.id)?.join('\n') ?? '',
    };
  });
}

/** The texts of the rows by the question each belongs to, in one pass. */
function textsBy<T extends { text: string }>(rows: readonly T[], questionOf: (row: T) => number) {
  const texts = new Map<number, string[]>();
  for (const row of rows) {
    const id = questionOf(row);
    const list = texts.get(id);
    if (list) list.push(row.text);
    else texts.set(id, [row.text]);
  }
  return texts;
}
