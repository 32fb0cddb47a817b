/**
 * One intent model per customer (tenant). The first `get` loads the stored model, when it was
 * trained on exactly the tenant's current training data, or trains one; `retrain` trains in the
 * background (on the trainer given: the server's training threads) while the current model keeps
 * answering, then swaps it in with a single assignment.
 * Retrains asked for while one runs are coalesced into one follow-up run, which starts after the
 * current one so it sees every change made meanwhile.
 */
import { createHash } from 'node:crypto';
import type { TIntentExample } from './intent-model';
import type { TEmbeddingOptions } from './featurizer';
import type { TSerializedIntentModel } from './model-codec';
import { deserialize, type TIntentModel } from './model-parts';
import { trainInThread, type TTrainedModel, type TTrainer, type TTrainingData } from './tenant-training';

export type TStoredModel = { fingerprint: string; model: unknown };

export type TModelStore = {
  load(customerId: string): Promise<TStoredModel | null | undefined>;
  save(customerId: string, stored: TStoredModel & { model: TSerializedIntentModel }): Promise<void>;
  /**
   * Where several processes share the store: takes (or renews) this process's lease on training the
   * tenant's model for these data; false while another process holds it. Without it, every process
   * that finds no matching model trains one.
   */
  claimTraining?(customerId: string, fingerprint: string): Promise<boolean>;
  /** Gives the lease up once the model is stored (or the run failed). */
  releaseTraining?(customerId: string): Promise<void>;
};

export type TTrainedInfo = { customerId: string; examples: number; milliseconds: number };

export type TModelRegistryOptions = {
  loadExamples(customerId: string): Promise<TIntentExample[] | TTrainingData>;
  store?: TModelStore;
  onTrained?(trained: TTrainedModel, info: TTrainedInfo): void;
  onError?(error: unknown, customerId: string): void;
  /** Word vectors for new models (and needed to load models trained with them). */
  embeddings?(): Promise<TEmbeddingOptions | undefined>;
  /** How often a process waiting on another's training looks for the stored model (ms). */
  leasePollMs?: number;
  /** Where models train: on this thread unless given (the server gives its training threads). */
  train?: TTrainer;
  /**
   * Readies what answers beside a new model (its knowledge search) before the model is swapped in,
   * so that the messages of that moment do not wait for it. A failure does not hold the swap back.
   */
  prepare?(model: TIntentModel, customerId: string): Promise<unknown>;
};

export type TModelRegistry = {
  /** The current model, training (or loading) it on first use. */
  get(customerId: string): Promise<TIntentModel>;
  /** Resolves with the model that includes every change made before the call. */
  retrain(customerId: string): Promise<TIntentModel>;
  /**
   * Takes the stored model when it matches the current training data (another process trained it),
   * else retrains; the current model answers meanwhile.
   */
  refresh(customerId: string): Promise<TIntentModel>;
  /** Whether a training run is under way for the customer. */
  isTraining(customerId: string): boolean;
};

/** A process waiting on another's training looks for the stored model this often. */
const LEASE_POLL_MS = 500;
/** The lease lasts TRAINING_LEASE_SECONDS (see the store) and is renewed this often while training. */
const LEASE_RENEW_MS = 10_000;

/**
 * Models stored before this revision lack what the current one keeps (decision thresholds of the
 * rule with hedged answers, fitted on the tenant's evidence).
 */
const MODEL_REVISION = 4;

/** Identifies training data regardless of row order, so an unchanged knowledge base reuses its model. */
export function trainingFingerprint(data: TTrainingData): string {
  const lines = data.examples
    .map((e) => `${e.intent}\t${e.text}` + (e.weight === undefined ? '' : `\t${e.weight}`))
    .sort();
  const outOfScope = [...(data.outOfScope ?? [])].sort();
  const revision = MODEL_REVISION;
  return createHash('sha256').update(JSON.stringify({ lines, outOfScope, revision })).digest('base64url');
}

/** A model is reused only for the same data and the same use of word vectors. */
const modelFingerprint = (data: TTrainingData, embeddings?: TEmbeddingOptions) =>
  embeddings ? `${trainingFingerprint(data)}+words${embeddings.table.index.size}` : trainingFingerprint(data);

const asTrainingData = (loaded: TIntentExample[] | TTrainingData): TTrainingData =>
  Array.isArray(loaded) ? { examples: loaded } : loaded;

type TEntry = {
  model?: TIntentModel;
  first?: Promise<TIntentModel>;
  running?: Promise<TIntentModel>;
  queued?: Promise<TIntentModel>;
};

export function createModelRegistry(options: TModelRegistryOptions): TModelRegistry {
  const entries = new Map<string, TEntry>();
  const trainer = options.train ?? trainInThread;
  const entryOf = (customerId: string) => {
    let entry = entries.get(customerId);
    if (!entry) entries.set(customerId, (entry = {}));
    return entry;
  };

  async function trainNow(customerId: string, given?: TTrainingData): Promise<TIntentModel> {
    const started = performance.now();
    const data = given ?? asTrainingData(await options.loadExamples(customerId));
    const embeddings = await options.embeddings?.();
    const trained = await trainer(data, embeddings);
    const { model } = trained;
    await options.prepare?.(model, customerId).catch(() => undefined);
    entryOf(customerId).model = model; // the swap: readers see the old or the new model, never a mix
    await options.store?.save(customerId, {
      fingerprint: modelFingerprint(data, embeddings),
      model: trained.serialized,
    });
    const milliseconds = performance.now() - started;
    options.onTrained?.(trained, { customerId, examples: data.examples.length, milliseconds });
    return model;
  }

  function startRun(customerId: string, data?: TTrainingData): Promise<TIntentModel> {
    const entry = entryOf(customerId);
    const run = trainNow(customerId, data).finally(() => {
      if (entry.running === run) entry.running = undefined;
    });
    entry.running = run;
    run.catch((error: unknown) => options.onError?.(error, customerId));
    return run;
  }

  function retrain(customerId: string): Promise<TIntentModel> {
    const entry = entryOf(customerId);
    if (entry.queued) return entry.queued;
    const previous = entry.running ?? entry.first;
    if (!previous) return startRun(customerId);
    const queued = previous
      .catch(() => undefined)
      .then(() => {
        entry.queued = undefined;
        return startRun(customerId);
      });
    entry.queued = queued;
    queued.catch(() => undefined); // errors reach onError and whoever awaits; no unhandled rejection
    return queued;
  }

  /** The stored model if it was trained on the current data and still reads; else undefined. */
  async function storedModel(customerId: string, data: TTrainingData) {
    const stored = await options.store?.load(customerId);
    const embeddings = await options.embeddings?.();
    if (!stored || stored.fingerprint !== modelFingerprint(data, embeddings)) return undefined;
    try {
      return deserialize(stored.model, embeddings?.table);
    } catch (error) {
      options.onError?.(error, customerId); // an older format: train a new one
      return undefined;
    }
  }

  /**
   * The first model of a tenant in this process: the stored one when it matches the data, else one
   * trained here, unless another process holds the lease on training it: then its stored model,
   * once it is there (or the lease, once it lapses).
   */
  async function loadOrTrain(customerId: string): Promise<TIntentModel> {
    const { store } = options;
    if (!store) return startRun(customerId);
    const data = asTrainingData(await options.loadExamples(customerId));
    for (;;) {
      const model = await storedModel(customerId, data);
      if (model) {
        entryOf(customerId).model = model;
        return model;
      }
      if (!store.claimTraining) return startRun(customerId, data);
      const fingerprint = modelFingerprint(data, await options.embeddings?.());
      if (await store.claimTraining(customerId, fingerprint))
        return trainLeased(customerId, data, fingerprint);
      await new Promise((resolve) => setTimeout(resolve, options.leasePollMs ?? LEASE_POLL_MS));
    }
  }

  /** Trains under the lease, renewed while the run lasts and given up when it ends. */
  function trainLeased(customerId: string, data: TTrainingData, fingerprint: string) {
    const store = options.store!;
    const renew = setInterval(() => {
      store.claimTraining!(customerId, fingerprint).catch(() => undefined);
    }, LEASE_RENEW_MS);
    renew.unref();
    return startRun(customerId, data).finally(() => {
      clearInterval(renew);
      store.releaseTraining?.(customerId).catch(() => undefined);
    });
  }

  function get(customerId: string): Promise<TIntentModel> {
    const entry = entryOf(customerId);
    if (entry.model) return Promise.resolve(entry.model);
    const pending = entry.running ?? entry.queued;
    if (pending) return pending;
    if (!entry.first) {
      entry.first = loadOrTrain(customerId);
      entry.first.catch(() => {
        entry.first = undefined; // let the next request try again
      });
    }
    return entry.first;
  }

  return {
    get,
    retrain,
    async refresh(customerId) {
      const entry = entryOf(customerId);
      if (!entry.model && !entry.first) return get(customerId);
      if (entry.running || entry.queued) return retrain(customerId);
      const data = asTrainingData(await options.loadExamples(customerId));
      const model = await storedModel(customerId, data);
      if (!model) return retrain(customerId);
      await options.prepare?.(model, customerId).catch(() => undefined);
      entry.model = model;
      return model;
    },
    isTraining: (customerId) => Boolean(entries.get(customerId)?.running),
  };
}
