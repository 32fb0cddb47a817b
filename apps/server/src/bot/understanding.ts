import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { TDb } from '../db/client';
import type { TNotifications } from '../db/notifications';
import { classifiedIntents, type TIntentRanker } from './core/intent-ranker';
import type { TEmbeddingOptions } from './nlu/featurizer';
import type { TRankingSignals } from '../config';
import { createDenseSignal } from './nlu/dense-signal';
import type { TEmbeddingsClient } from './nlu/embeddings-client';
import { fuseRankings } from './nlu/hybrid-ranking';
import { createKnowledgeSearch, type TKnowledgeSearch } from './nlu/knowledge-search';
import {
  databaseModelStore,
  findTenantsWithQuestions,
  loadSearchDocuments,
  loadTrainingExamples,
} from './nlu/nlu.repository';
import { createModelRegistry } from './nlu/tenant-models';

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
 * With `sentenceEmbeddings`, the combined rankings (`search`, `both`) also compare the message with
 * the knowledge through that endpoint.
 */
export function createUnderstanding(
  db: TDb,
  log: FastifyBaseLogger,
  notifications?: TNotifications,
  openWordVectors?: () => Promise<TEmbeddingOptions | undefined>,
  signals: TRankingSignals = 'classifier',
  sentenceEmbeddings?: TEmbeddingsClient,
): TUnderstanding {
  const processToken = randomUUID();
  const dense =
    sentenceEmbeddings && signals !== 'classifier'
      ? createDenseSignal(db, sentenceEmbeddings, log)
      : undefined;
  if (sentenceEmbeddings && !dense)
    log.warn('EMBEDDINGS_URL is set but NLU_SIGNALS=classifier ranks with the classifier alone');
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

  // one search index per trained model: built from the same read of the knowledge, replaced with it
  const searches = new WeakMap<object, Promise<TKnowledgeSearch>>();
  const searchFor = (model: object, customerId: number) => {
    let search = searches.get(model);
    if (!search) {
      search = loadSearchDocuments(db, customerId).then(createKnowledgeSearch);
      searches.set(model, search);
      search.catch(() => searches.delete(model));
    }
    return search;
  };

  return {
    ranker: {
      async rank(customerId, text) {
        const model = await registry.get(String(customerId));
        const similar = dense?.search(model, customerId, text);
        const classified = signals === 'search' ? [] : await classifiedIntents(model, text);
        if (signals === 'classifier') return classified;
        const search = await searchFor(model, customerId);
        return fuseRankings(classified, search.search(text), signals, await similar);
      },
    },
    knowledgeChanged(customerId) {
      registry
        .retrain(String(customerId))
        .catch((err) => log.error({ err, customerId }, 'retraining failed'));
    },
    async warmUp() {
      const started = performance.now();
      const tenants = await findTenantsWithQuestions(db);
      for (const customerId of tenants) {
        await registry
          .get(String(customerId))
          .then((model) => dense?.prepare(model, customerId))
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
