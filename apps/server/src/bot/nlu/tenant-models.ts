/**
 * One intent model per customer (tenant). The first `get` loads the stored model or trains one;
 * `retrain` trains in the background while the current model keeps answering, then swaps it in with
 * a single assignment. Retrains asked for while one runs are coalesced into one follow-up run, which
 * starts after the current one so it sees every change made meanwhile.
 */
import {
  deserialize,
  trainAsync,
  type TIntentExample,
  type TIntentModel,
  type TIntentTrainOptions,
} from './intent-model';
import type { TSerializedIntentModel } from './model-codec';

export type TTrainingData = { examples: TIntentExample[]; outOfScope?: string[] };

export type TModelStore = {
  load(customerId: string): Promise<TSerializedIntentModel | null | undefined>;
  save(customerId: string, model: TSerializedIntentModel): Promise<void>;
};

export type TTrainedInfo = { customerId: string; examples: number; milliseconds: number };

export type TModelRegistryOptions = {
  loadExamples(customerId: string): Promise<TIntentExample[] | TTrainingData>;
  store?: TModelStore;
  onTrained?(model: TIntentModel, info: TTrainedInfo): void;
  onError?(error: unknown, customerId: string): void;
  /** Replaceable for tests; defaults to the event-loop friendly trainer. */
  train?(examples: TIntentExample[], opts: TIntentTrainOptions): Promise<TIntentModel>;
};

export type TModelRegistry = {
  /** The current model, training (or loading) it on first use. */
  get(customerId: string): Promise<TIntentModel>;
  /** Resolves with the model that includes every change made before the call. */
  retrain(customerId: string): Promise<TIntentModel>;
  /** Whether a training run is under way for the customer. */
  isTraining(customerId: string): boolean;
};

type TEntry = {
  model?: TIntentModel;
  first?: Promise<TIntentModel>;
  running?: Promise<TIntentModel>;
  queued?: Promise<TIntentModel>;
};

export function createModelRegistry(options: TModelRegistryOptions): TModelRegistry {
  const entries = new Map<string, TEntry>();
  const trainer = options.train ?? trainAsync;
  const entryOf = (customerId: string) => {
    let entry = entries.get(customerId);
    if (!entry) entries.set(customerId, (entry = {}));
    return entry;
  };

  async function trainNow(customerId: string): Promise<TIntentModel> {
    const started = performance.now();
    const loaded = await options.loadExamples(customerId);
    const data = Array.isArray(loaded) ? { examples: loaded } : loaded;
    const model = await trainer(data.examples, { outOfScope: data.outOfScope });
    entryOf(customerId).model = model; // the swap: readers see the old or the new model, never a mix
    await options.store?.save(customerId, model.serialize());
    const milliseconds = performance.now() - started;
    options.onTrained?.(model, { customerId, examples: data.examples.length, milliseconds });
    return model;
  }

  function startRun(customerId: string): Promise<TIntentModel> {
    const entry = entryOf(customerId);
    const run = trainNow(customerId).finally(() => {
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

  async function loadOrTrain(customerId: string): Promise<TIntentModel> {
    const stored = await options.store?.load(customerId);
    if (stored) {
      const entry = entryOf(customerId);
      entry.model ??= deserialize(stored);
      return entry.model;
    }
    return startRun(customerId);
  }

  return {
    get(customerId) {
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
    },
    retrain,
    isTraining: (customerId) => Boolean(entries.get(customerId)?.running),
  };
}
