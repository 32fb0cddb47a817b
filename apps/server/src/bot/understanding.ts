import { randomUUID } from 'node:crypto';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { TDb } from '../db/client';
import type { TNotifications } from '../db/notifications';
import { intentModels, questions, trainingUtterances } from '../db/schema';
import { rankerFromRegistry, type TIntentRanker } from './core/intent-ranker';
import type { TEmbeddingOptions } from './nlu/featurizer';
import type { TIntentExample } from './nlu/intent-model';
import { createModelRegistry, type TModelStore } from './nlu/tenant-models';

/**
 * The tenant's questions and their training utterances, as examples of intents (question ids);
 * deleted questions keep their utterances but are no longer learnt.
 */
export async function loadTrainingExamples(db: TDb, customerId: number): Promise<TIntentExample[]> {
  const [texts, utterances] = await Promise.all([
    db
      .select({ id: questions.id, text: questions.text })
      .from(questions)
      .where(and(eq(questions.customerId, customerId), isNull(questions.deletedAt))),
    db
      .select({ questionId: trainingUtterances.questionId, text: trainingUtterances.text })
      .from(trainingUtterances)
      .where(eq(trainingUtterances.customerId, customerId)),
  ]);
  const live = new Set(texts.map((q) => q.id));
  return [
    ...texts.map((q) => ({ text: q.text, intent: String(q.id) })),
    ...utterances
      .filter((u) => live.has(u.questionId))
      .map((u) => ({ text: u.text, intent: String(u.questionId) })),
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

export interface TUnderstanding {
  ranker: TIntentRanker;
  /** the knowledge base of a tenant changed: retrain in the background, answering goes on meanwhile */
  knowledgeChanged(customerId: number): void;
  /** Loads (or trains) every tenant's model one after the other, so first messages need not wait. */
  warmUp(): Promise<{ tenants: number; milliseconds: number }>;
  /** Stops listening to the other processes. */
  close(): Promise<void>;
}

/** Where a process says it stored a new model of a tenant: `${customerId} ${process token}`. */
const MODEL_CHANNEL = 'intent_models';

/**
 * One model per tenant, stored in the database: loaded on first use or by the warm-up after start
 * (trained when the stored one no longer matches the tenant's questions), and retrained in the
 * background when the tenant's questions change. With `notifications`, a process that stored a new
 * model tells the others, which take it from the database instead of answering with the old one.
 */
export function createUnderstanding(
  db: TDb,
  log: FastifyBaseLogger,
  notifications?: TNotifications,
  openWordVectors?: () => Promise<TEmbeddingOptions | undefined>,
): TUnderstanding {
  const processToken = randomUUID();
  let wordVectors: Promise<TEmbeddingOptions | undefined> | undefined;
  const embeddings = () =>
    (wordVectors ??= (openWordVectors?.() ?? Promise.resolve(undefined)).catch((err: unknown) => {
      log.warn({ err }, 'word vectors unavailable: intent models are trained without them');
      return undefined;
    }));
  const registry = createModelRegistry({
    embeddings,
    loadExamples: (customerId) => loadTrainingExamples(db, Number(customerId)),
    store: databaseModelStore(db),
    onTrained(_model, info) {
      log.info(info, 'intent model trained');
      notifications
        ?.notify(MODEL_CHANNEL, `${info.customerId} ${processToken}`)
        .catch((err: unknown) => log.warn({ err }, 'could not announce the new intent model'));
    },
    onError: (err, customerId) =>
      log.warn({ err, customerId }, 'intent model could not be trained or loaded'),
  });
  const refresh = (customerId: string) =>
    registry
      .refresh(customerId)
      .catch((err: unknown) => log.error({ err, customerId }, 'model refresh failed'));
  const listening = notifications?.listen(MODEL_CHANNEL, (payload) => {
    const [customerId, from] = payload.split(' ');
    if (customerId && from !== processToken) void refresh(customerId);
  });
  listening?.catch((err: unknown) => log.error({ err }, 'cannot listen for new intent models'));

  return {
    ranker: rankerFromRegistry({ get: (customerId: number) => registry.get(String(customerId)) }),
    knowledgeChanged(customerId) {
      registry
        .retrain(String(customerId))
        .catch((err) => log.error({ err, customerId }, 'retraining failed'));
    },
    async warmUp() {
      const started = performance.now();
      const tenants = await db
        .selectDistinct({ customerId: questions.customerId })
        .from(questions)
        .where(isNull(questions.deletedAt))
        .orderBy(sql`1`);
      for (const { customerId } of tenants) {
        await registry
          .get(String(customerId))
          .catch((err: unknown) => log.error({ err, customerId }, 'intent model warm-up failed'));
      }
      return { tenants: tenants.length, milliseconds: Math.round(performance.now() - started) };
    },
    async close() {
      const stop = await listening?.catch(() => undefined);
      await stop?.();
    },
  };
}
