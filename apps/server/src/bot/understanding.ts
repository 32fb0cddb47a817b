import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { TDb } from '../db/client';
import type { TNotifications } from '../db/notifications';
import type { TIntentRanker } from './core/intent-ranker';
import type { TEmbeddingOptions } from './nlu/featurizer';
import type { TRankingSignals } from '../config';
import { understandingDuration } from '../lib/metrics';
import { tracedRanker } from '../lib/tracing-spans';
import { createDenseSignal } from './nlu/dense-signal';
import type { TEmbeddingsClient } from './nlu/embeddings-client';
import { rankMessage } from './nlu/hybrid-ranking';
import { buildKnowledgeSearch, type TKnowledgeSearch } from './nlu/knowledge-search';
import { runYielding } from './nlu/yielding';
import {
  databaseModelStore,
  findTenantsWithQuestions,
  loadSearchDocuments,
  loadTrainingData,
} from './nlu/nlu.repository';
import { outOfScopeExamples } from '../modules/review/review-learning.service';
import { createModelRegistry } from './nlu/tenant-models';
import type { TTrainingData } from './nlu/tenant-training';
import { trainInWorker } from './nlu/training-pool';

export interface TUnderstanding {
  ranker: TIntentRanker;
  /**
   * The knowledge base of a tenant changed: retrain in the background, answering goes on meanwhile.
   * Resolves when the new model answers (or the run failed, which is logged).
   */
  knowledgeChanged(customerId: number): Promise<void>;
  /**
   * Employees confirmed examples: they join at a retrain after a quiet spell, so that a busy hour
   * of picks and ratings costs one training run, not one per click.
   */
  examplesConfirmed(customerId: number): void;
  /** Loads (or trains) every tenant's model one after the other, so first messages need not wait. */
  warmUp(): Promise<{ tenants: number; milliseconds: number }>;
  /**
   * Whether sentence embeddings join the ranking: true with an endpoint, and with the local encoder
   * once it has loaded (starting it when nothing has yet); false when there are none.
   */
  sentenceEmbeddingsReady(): Promise<boolean>;
  /** Stops listening to the other processes. */
  close(): Promise<void>;
}

/** How long confirmed examples wait for more before the tenant's model retrains with them. */
export const CONFIRMED_RETRAIN_DELAY_MS = 10 * 60_000;

/** Where a process says it stored a new model of a tenant: `${customerId} ${process token}`. */
const MODEL_CHANNEL = 'intent_models';

export interface TUnderstandingOptions {
  /** how the processes tell each other of new models */
  notifications?: TNotifications;
  /** the word vectors the classifier is trained with */
  openWordVectors?: () => Promise<TEmbeddingOptions | undefined>;
  /** what ranks a message (NLU_SIGNALS); both by default */
  signals?: TRankingSignals;
  /**
   * an embeddings endpoint (EMBEDDINGS_URL), or how to start the local sentence encoder: started by
   * the warm-up or the first message, it joins the ranking once loaded (nothing while it cannot be had)
   */
  sentenceEmbeddings?: TEmbeddingsClient | (() => Promise<TEmbeddingsClient | undefined>);
  /** whether messages in other languages than English carry the glossary's English words (default) */
  glossary?: boolean;
}

/**
 * One model per tenant, stored in the database: loaded on first use or by the warm-up after start
 * (trained when the stored one no longer matches the tenant's questions), and retrained in the
 * background, on a training thread (nlu/training-pool.ts), when the tenant's questions change. With
 * `notifications`, a process that stored a new model tells the others, which take it from the
 * database instead of answering with the old one.
 * With `sentenceEmbeddings`, the combined rankings (`search`, `both`) also compare the message with
 * the knowledge through that endpoint.
 */
export function createUnderstanding(
  db: TDb,
  log: FastifyBaseLogger,
  options: TUnderstandingOptions = {},
): TUnderstanding {
  const { notifications, openWordVectors, sentenceEmbeddings, signals = 'both' } = options;
  const ranking = { signals, glossary: options.glossary ?? true };
  const processToken = randomUUID();
  const denseOf = (client: TEmbeddingsClient) => {
    if (signals !== 'classifier') return createDenseSignal(db, client, log);
    log.warn('EMBEDDINGS_URL is set but NLU_SIGNALS=classifier ranks with the classifier alone');
  };
  let dense =
    sentenceEmbeddings && typeof sentenceEmbeddings !== 'function' ? denseOf(sentenceEmbeddings) : undefined;
  let denseStarted: Promise<boolean> | undefined;
  /** The local encoder, started once: when it is ready, every tenant's dense index is built in the background. */
  const startDense = () =>
    (denseStarted ??=
      typeof sentenceEmbeddings === 'function'
        ? sentenceEmbeddings().then((client) => {
            dense = client && denseOf(client);
            if (dense)
              forEachTenant((model, customerId) => dense?.prepare(model, customerId)).catch((err: unknown) =>
                log.warn({ err }, 'the dense indexes could not be built: they are built at first use'),
              );
            return Boolean(dense);
          })
        : Promise.resolve(Boolean(dense)));
  /** The tenant's examples, and the fit of its decision thresholds on the knowledge as it is now. */
  async function trainingData(customerId: number): Promise<TTrainingData> {
    const [{ examples, evidence }, documents, outOfScope] = await Promise.all([
      loadTrainingData(db, customerId),
      signals === 'classifier' ? [] : loadSearchDocuments(db, customerId),
      outOfScopeExamples(db, customerId),
    ]);
    return { examples, decision: { documents, ranking, outOfScope, evidence } };
  }
  let wordVectors: Promise<TEmbeddingOptions | undefined> | undefined;
  const embeddings = () =>
    (wordVectors ??= (openWordVectors?.() ?? Promise.resolve(undefined)).catch((err: unknown) => {
      log.warn({ err }, 'word vectors unavailable: intent models are trained without them');
      return undefined;
    }));
  // one search index per trained model: built from the same read of the knowledge, replaced with it
  // (a retrained model's before the model is swapped in)
  const searches = new WeakMap<object, Promise<TKnowledgeSearch>>();
  const searchFor = (model: object, customerId: number) => {
    let search = searches.get(model);
    if (!search) {
      search = loadSearchDocuments(db, customerId).then((documents) =>
        runYielding(buildKnowledgeSearch(documents)),
      );
      searches.set(model, search);
      search.catch(() => searches.delete(model));
    }
    return search;
  };

  const registry = createModelRegistry({
    embeddings,
    loadExamples: (customerId) => trainingData(Number(customerId)),
    store: databaseModelStore(db),
    train: trainInWorker,
    prepare: (model, customerId) =>
      signals === 'classifier' ? Promise.resolve() : searchFor(model, Number(customerId)),
    onTrained({ decisionFit }, info) {
      if (decisionFit)
        log.info({ customerId: info.customerId, ...decisionFit }, 'decision thresholds fitted');
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

  const retrain = (customerId: number): Promise<void> =>
    registry.retrain(String(customerId)).then(
      () => undefined,
      (err: unknown) => log.error({ err, customerId }, 'retraining failed'),
    );
  const pendingRetrains = new Map<number, NodeJS.Timeout>();
  /** Each tenant's model in turn (loaded or trained), and what `then` readies beside it. */
  async function forEachTenant(then: (model: object, customerId: number) => Promise<void> | undefined) {
    const tenants = await findTenantsWithQuestions(db);
    for (const customerId of tenants) {
      await registry
        .get(String(customerId))
        .then((model) => then(model, customerId))
        .catch((err: unknown) => log.error({ err, customerId }, 'intent model warm-up failed'));
    }
    return tenants.length;
  }

  return {
    ranker: tracedRanker({
      async rank(customerId, text) {
        const stopTimer = understandingDuration.startTimer();
        try {
          const model = await registry.get(String(customerId));
          if (signals === 'classifier') return rankMessage(model, undefined, text, ranking);
          void startDense();
          // the sentence embeddings read the message as written: their models are multilingual
          const similar = dense?.search(model, customerId, text);
          const search = await searchFor(model, customerId);
          return rankMessage(model, search, text, ranking, await similar);
        } finally {
          stopTimer();
        }
      },
      async thresholds(customerId) {
        return (await registry.get(String(customerId))).decision;
      },
    }),
    knowledgeChanged: retrain,
    examplesConfirmed(customerId) {
      if (pendingRetrains.has(customerId)) return;
      const timer = setTimeout(() => {
        pendingRetrains.delete(customerId);
        void retrain(customerId);
      }, CONFIRMED_RETRAIN_DELAY_MS);
      timer.unref();
      pendingRetrains.set(customerId, timer);
    },
    async warmUp() {
      const started = performance.now();
      void startDense();
      const tenants = await forEachTenant((model, customerId) => dense?.prepare(model, customerId));
      return { tenants, milliseconds: Math.round(performance.now() - started) };
    },
    sentenceEmbeddingsReady: startDense,
    async close() {
      for (const timer of pendingRetrains.values()) clearTimeout(timer);
      pendingRetrains.clear();
      const stop = await listening?.catch(() => undefined);
      await stop?.();
    },
  };
}
