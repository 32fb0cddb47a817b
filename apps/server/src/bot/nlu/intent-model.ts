/**
 * The intent classifier: TF-IDF over words, word bigrams and character n-grams feeding a linear
 * multiclass SVM. Out-of-scope training queries become an extra `None` class, and a low-confidence
 * threshold is calibrated on a held-out slice of the training data.
 */
import type { TThresholds } from '@askhr/shared/bot/bot-decision';
import { createRandom } from './linear-trainer';
import { runToEnd, runYielding } from './yielding';
import {
  chooseThreshold,
  stratifiedFolds,
  stratifiedSplit,
  type TCalibration,
  type TLabelled,
} from './calibration';
import {
  columnLookup,
  extractFeatures,
  fitFeaturizer,
  type TEmbeddingOptions,
  type TFeaturizerState,
} from './featurizer';
import { dequantizeRows, quantizeRows } from './model-codec';
import { createModel, featurize, type TIntentModel, type TModelParts } from './model-parts';
import {
  DEFAULT_TRAIN_OPTIONS,
  trainLinear,
  type TLinearWeights,
  type TTrainOptions,
} from './linear-trainer';

export const NONE_INTENT = 'None';
/** Used when the training data is too small to hold some of it out. */
export const DEFAULT_THRESHOLD = 0.3;
const HELD_OUT_SHARE = 0.15;
/** Folds of the cross-validation the decision thresholds are fitted on. */
const DECISION_FOLDS = 3;
/** Held-out out-of-scope queries needed before their recall is trusted to set the threshold. */
const MIN_HELD_OUT_OOS = 20;

/** `weight`: how much the example counts in training (1 when absent; confirmed examples count less). */
export type TIntentExample = { text: string; intent: string; weight?: number };
/** A probe model and the examples it was trained without. */
export type TDecisionFold = { probe: TIntentModel; heldOut: TIntentExample[] };
export type TIntentTrainOptions = {
  outOfScope?: string[];
  /** Skip calibration and use this threshold. */
  threshold?: number;
  /** Scores are multiplied by coverage^coverageWeight (share of the query's features known). */
  coverageWeight?: number;
  /**
   * Held-out out-of-scope recall the calibrated threshold must reach (default 0.6) when at least
   * 40 out-of-scope queries are given, half of which are then held out.
   */
  oosRecallFloor?: number;
  /** With fewer out-of-scope queries: share of held-out in-scope accuracy the threshold may give up. */
  maxInScopeLoss?: number;
  training?: Partial<TTrainOptions>;
  /** Appends the pooled pretrained word vectors of the query as a dense block (off by default). */
  embeddings?: TEmbeddingOptions;
  /**
   * Fits the decision thresholds on probe models, each trained without one fold of the examples,
   * and those folds; the result travels with the model. The single-split calibration of
   * `threshold` is skipped then: the decision replaces it.
   */
  fitDecision?(folds: TDecisionFold[]): Generator<void, TThresholds | undefined>;
};

/** `items.map(fn)` that yields every `chunk` items so long runs do not block the event loop. */
function* mapInChunks<T, U>(items: T[], fn: (item: T, i: number) => U, chunk = 100): Generator<void, U[]> {
  const out: U[] = [];
  for (let i = 0; i < items.length; i++) {
    out.push(fn(items[i]!, i));
    if ((i + 1) % chunk === 0) yield;
  }
  return out;
}

function* fitParts(
  items: TLabelled[],
  classes: number,
  options: TTrainOptions,
  embeddings?: TEmbeddingOptions,
) {
  const documents = yield* mapInChunks(items, (item) => extractFeatures(item.text));
  // on large sets, features seen once are mostly typos and noise
  const featurizer = fitFeaturizer(documents, items.length > 2000 ? 2 : 1);
  yield;
  const lookup = columnLookup(featurizer);
  const maxIdf = featurizer.idf.reduce((a, b) => Math.max(a, b), 0);
  const xs = yield* mapInChunks(
    items,
    (item, i) => featurize(item.text, documents[i]!, lookup, featurizer.idf, maxIdf, embeddings).vector,
  );
  const ys = Int32Array.from(items, (item) => item.label);
  const columns = featurizer.hashes.length + (embeddings?.table.dims ?? 0);
  const weights = items.some((item) => item.weight !== undefined)
    ? Float32Array.from(items, (item) => item.weight ?? 1)
    : undefined;
  const linear = yield* trainLinear(xs, ys, classes, columns, options, weights);
  return { ...featurizer, linear, embeddings };
}

/** The arrays of a model trained on `examples`: `createModel` makes the classifier of them. */
export function* buildModelParts(
  examples: TIntentExample[],
  opts: TIntentTrainOptions,
): Generator<void, TModelParts> {
  const inScope = [...new Set(examples.map((e) => e.intent))].sort();
  const outOfScope = opts.outOfScope ?? [];
  const intents = outOfScope.length > 0 ? [...inScope, NONE_INTENT] : inScope;
  const noneLabel = outOfScope.length > 0 ? inScope.length : -1;
  const labelOf = new Map(inScope.map((intent, i) => [intent, i]));
  const items: TLabelled[] = [
    ...examples.map((e) => ({ text: e.text, label: labelOf.get(e.intent)!, weight: e.weight })),
    ...outOfScope.map((text) => ({ text, label: noneLabel })),
  ];
  const options = { ...DEFAULT_TRAIN_OPTIONS, ...opts.training };
  const coverageWeight = opts.coverageWeight ?? 2;
  const partsOf = (
    fitted: TFeaturizerState & { linear: TLinearWeights; embeddings?: TEmbeddingOptions },
    threshold: number,
    calibration?: TCalibration,
  ) => {
    const quantized = quantizeRows(fitted.linear.weights, intents.length);
    const linear = { ...fitted.linear, weights: dequantizeRows(quantized, intents.length) };
    return { ...fitted, linear, quantized, intents, threshold, coverageWeight, calibration };
  };
  let calibration: TCalibration | undefined;
  let decision: TThresholds | undefined;
  const canCalibrate = inScope.length >= 2 && items.length >= 4 * inScope.length;
  const asExamples = (held: TLabelled[]) =>
    held
      .filter((item) => item.label !== noneLabel)
      .map((item) => ({ text: item.text, intent: intents[item.label]! }));
  if (opts.fitDecision && canCalibrate) {
    // every in-scope example is held out once, by one of the probes trained without it
    const folds: TDecisionFold[] = [];
    for (const heldOut of stratifiedFolds(
      items.filter((item) => item.label !== noneLabel),
      DECISION_FOLDS,
      options.seed,
    )) {
      const held = new Set(heldOut);
      const fit = items.filter((item) => !held.has(item));
      const probe = createModel(partsOf(yield* fitParts(fit, intents.length, options, opts.embeddings), 0));
      folds.push({ probe, heldOut: asExamples(heldOut) });
    }
    decision = yield* opts.fitDecision(folds);
  } else if (opts.threshold === undefined && canCalibrate) {
    const inScopeItems = items.filter((item) => item.label !== noneLabel);
    const { fit, heldOut } = stratifiedSplit(inScopeItems, HELD_OUT_SHARE, options.seed);
    // out-of-scope queries are few and precious: held out only when there are enough to measure
    // recall with, otherwise they all stay in the probe's training data
    const oosItems = items.filter((item) => item.label === noneLabel);
    const oosHeldOut = oosItems.length >= 2 * MIN_HELD_OUT_OOS ? Math.floor(oosItems.length / 2) : 0;
    const random = createRandom(options.seed);
    const shuffledOos = oosItems.map((item) => ({ item, key: random() })).sort((a, b) => a.key - b.key);
    heldOut.push(...shuffledOos.slice(0, oosHeldOut).map((o) => o.item));
    fit.push(...shuffledOos.slice(oosHeldOut).map((o) => o.item));
    const probe = createModel(partsOf(yield* fitParts(fit, intents.length, options, opts.embeddings), 0));
    const results = yield* mapInChunks(heldOut, (item) => {
      const top = probe.classify(item.text)[0]!;
      return { label: item.label, predicted: intents.indexOf(top.intent), score: top.score };
    });
    calibration = chooseThreshold(results, {
      noneLabel,
      oosRecallFloor: opts.oosRecallFloor ?? 0.6,
      minOutOfScope: MIN_HELD_OUT_OOS,
      maxInScopeLoss: opts.maxInScopeLoss ?? 0.002,
      fallback: DEFAULT_THRESHOLD,
    });
  }
  const threshold = opts.threshold ?? calibration?.threshold ?? DEFAULT_THRESHOLD;
  const fitted = yield* fitParts(items, intents.length, options, opts.embeddings);
  return { ...partsOf(fitted, threshold, calibration), decision };
}

/** Trains in one go; fine for tests and scripts, blocks the event loop for the whole run. */
export function train(examples: TIntentExample[], opts: TIntentTrainOptions = {}): TIntentModel {
  return createModel(runToEnd(buildModelParts(examples, opts)));
}

/**
 * Same model as `train`, giving the event loop its turn between chunks of work. The server does not
 * train this way (training-pool.ts): on a busy process the chunks still add up to long waits.
 */
export async function trainAsync(
  examples: TIntentExample[],
  opts: TIntentTrainOptions = {},
): Promise<TIntentModel> {
  return createModel(await runYielding(buildModelParts(examples, opts)));
}
