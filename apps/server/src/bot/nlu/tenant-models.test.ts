import { describe, expect, it, vi } from 'vitest';
import { train, type TIntentExample } from './intent-model';
import type { TIntentModel } from './model-parts';
import {
  createModelRegistry,
  trainingFingerprint,
  type TModelStore,
  type TStoredModel,
} from './tenant-models';
import type { TTrainingData } from './tenant-training';
import type { TEmbeddingOptions } from './featurizer';

const base: TIntentExample[] = [
  { text: 'how many vacation days do I have', intent: '1' },
  { text: 'book holidays in august', intent: '1' },
  { text: 'when is payday', intent: '2' },
  { text: 'my salary is missing', intent: '2' },
];
const extra: TIntentExample[] = [
  { text: 'I need a work certificate', intent: '3' },
  { text: 'employment certificate please', intent: '3' },
];

function deferred() {
  let release!: () => void;
  const promise = new Promise<void>((resolve) => (release = resolve));
  return { promise, release };
}

const trained = (model: TIntentModel) => ({ model, serialized: model.serialize() });
/** A trainer on this thread, without the fit of decision thresholds. */
const plainTrainer = () => vi.fn(async ({ examples }: TTrainingData) => trained(train(examples)));

/** A trainer whose runs finish only when the test releases them. */
function gatedTrainer() {
  const gates: ReturnType<typeof deferred>[] = [];
  const trainer = vi.fn(async ({ examples }: TTrainingData) => {
    const gate = deferred();
    gates.push(gate);
    await gate.promise;
    return trained(train(examples, { threshold: 0 }));
  });
  return { trainer, gates };
}

function memoryStore() {
  const saved = new Map<string, TStoredModel>();
  const store: TModelStore & { saved: typeof saved } = {
    saved,
    load: async (id) => saved.get(id),
    save: async (id, stored) => void saved.set(id, stored),
  };
  return store;
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('model registry', () => {
  it('trains on first use, once, and caches the model', async () => {
    const loadExamples = vi.fn(async () => base);
    const registry = createModelRegistry({ loadExamples });
    const [a, b] = await Promise.all([registry.get('c1'), registry.get('c1')]);
    expect(a).toBe(b);
    expect(await registry.get('c1')).toBe(a);
    expect(loadExamples).toHaveBeenCalledTimes(1);
    expect(a.classify('vacation days')[0]?.intent).toBe('1');
  });

  it('keeps answering with the old model while retraining, then swaps', async () => {
    let examples = base;
    const { trainer, gates } = gatedTrainer();
    const onTrained = vi.fn();
    const registry = createModelRegistry({ loadExamples: async () => examples, train: trainer, onTrained });
    const first = registry.get('c1');
    await flush();
    gates[0]!.release();
    const oldModel = await first;

    examples = [...base, ...extra];
    const retrained = registry.retrain('c1');
    await flush();
    expect(registry.isTraining('c1')).toBe(true);
    expect(await registry.get('c1')).toBe(oldModel);
    expect(oldModel.intents).toEqual(['1', '2']);

    gates[1]!.release();
    const newModel = await retrained;
    expect(await registry.get('c1')).toBe(newModel);
    expect(newModel.intents).toEqual(['1', '2', '3']);
    expect(registry.isTraining('c1')).toBe(false);
    expect(onTrained).toHaveBeenCalledTimes(2);
    expect(onTrained.mock.calls[1]![1]).toMatchObject({ customerId: 'c1', examples: 6 });
  });

  it('swaps a retrained model in once what answers beside it is ready', async () => {
    let examples = base;
    const searchBuilt = deferred();
    const prepare = vi.fn(async () => {
      if (prepare.mock.calls.length > 1) await searchBuilt.promise;
    });
    const registry = createModelRegistry({ loadExamples: async () => examples, prepare });
    const oldModel = await registry.get('c1');
    examples = [...base, ...extra];
    const retrained = registry.retrain('c1');
    await vi.waitFor(() => expect(prepare).toHaveBeenCalledTimes(2));
    expect(await registry.get('c1')).toBe(oldModel);
    searchBuilt.release();
    const newModel = await retrained;
    expect(prepare.mock.calls[1]).toEqual([newModel, 'c1']);
    expect(await registry.get('c1')).toBe(newModel);
  });

  it('coalesces retrains requested while one runs into a single follow-up', async () => {
    const { trainer, gates } = gatedTrainer();
    const registry = createModelRegistry({ loadExamples: async () => base, train: trainer });
    const first = registry.retrain('c1');
    const second = registry.retrain('c1');
    const third = registry.retrain('c1');
    expect(second).toBe(third);
    await flush();
    gates[0]!.release();
    await first;
    await flush();
    expect(trainer).toHaveBeenCalledTimes(2);
    gates[1]!.release();
    await expect(second).resolves.toBe(await third);
    expect(trainer).toHaveBeenCalledTimes(2);
  });

  it('keeps the old model when a retrain fails and reports the error', async () => {
    let isBroken = false;
    const onError = vi.fn();
    const registry = createModelRegistry({
      loadExamples: async () => {
        if (isBroken) throw new Error('db down');
        return base;
      },
      onError,
    });
    const model = await registry.get('c1');
    isBroken = true;
    await expect(registry.retrain('c1')).rejects.toThrow('db down');
    expect(onError).toHaveBeenCalledWith(expect.any(Error), 'c1');
    expect(await registry.get('c1')).toBe(model);
  });

  it('saves trained models and loads them from the store instead of training', async () => {
    const store = memoryStore();
    const first = await createModelRegistry({ loadExamples: async () => base, store }).get('c1');
    expect(store.saved.get('c1')?.fingerprint).toBe(trainingFingerprint({ examples: base }));
    const trainer = plainTrainer();
    const restored = await createModelRegistry({
      loadExamples: async () => [...base].reverse(), // row order does not matter
      store,
      train: trainer,
    }).get('c1');
    expect(trainer).not.toHaveBeenCalled();
    expect(restored.classify('payday')).toEqual(first.classify('payday'));
  });

  it('retrains instead of loading a model trained on other data or in a format it cannot read', async () => {
    const store = memoryStore();
    await createModelRegistry({ loadExamples: async () => base, store }).get('c1');
    const changed = await createModelRegistry({
      loadExamples: async () => [...base, ...extra],
      store,
    }).get('c1');
    expect(changed.intents).toEqual(['1', '2', '3']);

    const fingerprint = trainingFingerprint({ examples: base });
    store.saved.set('c1', { fingerprint, model: { format: 'something else' } });
    const onError = vi.fn();
    const trainer = plainTrainer();
    const fresh = await createModelRegistry({
      loadExamples: async () => base,
      store,
      train: trainer,
      onError,
    }).get('c1');
    expect(trainer).toHaveBeenCalledTimes(1);
    expect(onError).toHaveBeenCalledTimes(1);
    expect(fresh.intents).toEqual(['1', '2']);
  });

  it('refresh takes the model another process trained, and retrains when none matches', async () => {
    let examples = base;
    const store = memoryStore();
    const here = createModelRegistry({ loadExamples: async () => examples, store });
    const old = await here.get('c1');
    examples = [...base, ...extra];
    const elsewhere = await createModelRegistry({ loadExamples: async () => examples, store }).retrain('c1');

    const trainer = plainTrainer();
    const refreshed = await here.refresh('c1');
    expect(refreshed).not.toBe(old);
    expect(refreshed.intents).toEqual(elsewhere.intents);
    expect(await here.get('c1')).toBe(refreshed);

    examples = base;
    const retrained = await createModelRegistry({
      loadExamples: async () => examples,
      store,
      train: trainer,
    }).refresh('c1');
    expect(retrained.intents).toEqual(['1', '2']);
  });

  it('trains once when processes start together: the others wait for the stored model', async () => {
    const store = memoryStore();
    let holder: string | undefined;
    const leasing = (name: string): TModelStore => ({
      ...store,
      claimTraining: async () => (holder ??= name) === name,
      releaseTraining: async () => void (holder === name && (holder = undefined)),
    });
    const { trainer, gates } = gatedTrainer();
    const waiter = plainTrainer();
    const one = createModelRegistry({
      loadExamples: async () => base,
      store: leasing('one'),
      train: trainer,
    });
    const two = createModelRegistry({
      loadExamples: async () => base,
      store: leasing('two'),
      train: waiter,
      leasePollMs: 5,
    });
    const [trained, loaded] = [one.get('c1'), two.get('c1')];
    while (gates.length === 0) await flush();
    await flush();
    gates[0]!.release();
    expect((await loaded).classify('payday')).toEqual((await trained).classify('payday'));
    expect(trainer).toHaveBeenCalledTimes(1);
    expect(waiter).not.toHaveBeenCalled();
    expect(holder).toBeUndefined();
  });

  it('keeps tenants apart', async () => {
    const registry = createModelRegistry({
      loadExamples: async (id) => (id === 'a' ? base : extra),
    });
    expect((await registry.get('a')).intents).toEqual(['1', '2']);
    expect((await registry.get('b')).intents).toEqual(['3']);
  });
});

describe('model registry with word vectors', () => {
  const table = {
    dims: 2,
    index: new Map([
      ['vacation', 0],
      ['salary', 1],
    ]),
    row: (row: number) => Float32Array.from(row === 0 ? [1, 0] : [0, 1]),
  };
  const embeddings = { table, weight: 1.5 };

  it('trains with them, stores a model that loads back with them, and retrains one made without', async () => {
    const store = memoryStore();
    const plain = createModelRegistry({ loadExamples: async () => base, store });
    await plain.get('c1');
    const withoutVectors = store.saved.get('c1')!;
    expect(withoutVectors.fingerprint).toBe(trainingFingerprint({ examples: base }));

    const trainer = vi.fn(async ({ examples }: TTrainingData, vectors?: TEmbeddingOptions) =>
      trained(train(examples, { embeddings: vectors })),
    );
    const registry = createModelRegistry({
      loadExamples: async () => base,
      store,
      embeddings: async () => embeddings,
      train: trainer,
    });
    const model = await registry.get('c1');
    expect(trainer).toHaveBeenCalledTimes(1);
    expect(trainer.mock.calls[0]![1]).toBe(embeddings);
    expect(store.saved.get('c1')!.fingerprint).not.toBe(withoutVectors.fingerprint);

    const again = createModelRegistry({
      loadExamples: async () => base,
      store,
      embeddings: async () => embeddings,
      train: trainer,
    });
    const loaded = await again.get('c1');
    expect(trainer).toHaveBeenCalledTimes(1);
    expect(loaded.classify('salary please')).toEqual(model.classify('salary please'));
  });
});
