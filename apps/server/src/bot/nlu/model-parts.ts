/**
 * A trained intent model as its arrays, and the classifier they make: built by the trainer
 * (intent-model.ts), read back from the model's JSON form, or handed over by the training thread,
 * which moves the arrays instead of copying or encoding them.
 */
import type { TThresholds } from '@askhr/shared/bot/bot-decision';
import type { TCalibration } from './calibration';
import {
  columnLookup,
  embedText,
  extractFeatures,
  vectorize,
  type TEmbeddingOptions,
  type TEmbeddingTable,
  type TFeaturizerState,
} from './featurizer';
import { softmaxScores, type TLinearWeights } from './linear-trainer';
import {
  decodeCodes,
  decodeFloat32,
  decodeInt32,
  dequantizeRows,
  encodeArray,
  encodeCodes,
  type TQuantizedRows,
  ZSerializedIntentModel,
  type TSerializedIntentModel,
} from './model-codec';

const TOP_K = 5;

export type TIntentScore = { intent: string; score: number };
export type TIntentModel = {
  /** Classes the model can answer, `None` included when out-of-scope queries were given. */
  readonly intents: readonly string[];
  /** Below this top score the answer should be treated as Low Confidence / None Intent. */
  readonly threshold: number;
  /** How the threshold was chosen; absent on a deserialized model. */
  readonly calibration?: TCalibration;
  /** The decision thresholds fitted by `fitDecision` at training time, kept when serialized. */
  readonly decision?: TThresholds;
  classify(text: string): TIntentScore[];
  serialize(): TSerializedIntentModel;
};

export type TModelParts = TFeaturizerState & {
  quantized: TQuantizedRows;
  intents: string[];
  /** the dequantized weights the model answers with, so that a stored model scores the same */
  linear: TLinearWeights;
  threshold: number;
  coverageWeight: number;
  calibration?: TCalibration;
  embeddings?: TEmbeddingOptions;
  decision?: TThresholds;
};

/** Sparse vector of `text`, with the dense embedding block when the model has one. */
export function featurize(
  text: string,
  features: Map<number, number>,
  lookup: Map<number, number>,
  idf: Float32Array,
  maxIdf: number,
  embeddings?: TEmbeddingOptions,
) {
  const dense = embeddings ? embedText(text, embeddings, lookup, idf, maxIdf) : undefined;
  return vectorize(features, lookup, idf, dense);
}

export function createModel(parts: TModelParts): TIntentModel {
  const lookup = columnLookup(parts);
  const scores = new Float32Array(parts.intents.length);
  const order = parts.intents.map((_, i) => i);
  const maxIdf = parts.idf.reduce((a, b) => Math.max(a, b), 0);
  const classify = (text: string): TIntentScore[] => {
    if (parts.intents.length === 0) return [];
    const features = extractFeatures(text);
    const { vector, coverage } = featurize(text, features, lookup, parts.idf, maxIdf, parts.embeddings);
    softmaxScores(parts.linear, vector, scores);
    const factor = Math.pow(coverage, parts.coverageWeight);
    return [...order]
      .sort((a, b) => scores[b]! - scores[a]!)
      .slice(0, TOP_K)
      .map((i) => ({ intent: parts.intents[i]!, score: scores[i]! * factor }));
  };
  return {
    intents: parts.intents,
    threshold: parts.threshold,
    calibration: parts.calibration,
    decision: parts.decision,
    classify,
    serialize: () => serializeParts(parts),
  };
}

export function serializeParts(parts: TModelParts): TSerializedIntentModel {
  return {
    format: 'askhr-nlu',
    version: 3,
    intents: parts.intents,
    threshold: parts.threshold,
    coverageWeight: parts.coverageWeight,
    hashes: encodeArray(parts.hashes),
    idf: encodeArray(parts.idf),
    codes: encodeCodes(parts.quantized.codes),
    rowScale: encodeArray(parts.quantized.rowScale),
    bias: encodeArray(parts.linear.bias),
    ...(parts.embeddings && {
      embedding: { weight: parts.embeddings.weight, columns: parts.embeddings.table.dims },
    }),
    ...(parts.decision && { decision: parts.decision }),
  };
}

/** `table` is needed (and used) only for a model trained with word embeddings. */
export function deserialize(json: unknown, table?: TEmbeddingTable): TIntentModel {
  const data = ZSerializedIntentModel.parse(json);
  if (data.embedding && !table) throw new Error('Serialized model needs its word embedding table');
  const embeddings = data.embedding && table && { table, ...data.embedding };
  if (embeddings && embeddings.table.dims !== data.embedding!.columns) {
    throw new Error('Word embedding table does not match the serialized model');
  }
  const hashes = decodeInt32(data.hashes);
  const columns = hashes.length + (data.embedding?.columns ?? 0);
  const quantized = {
    codes: decodeCodes(data.codes, data.version),
    rowScale: decodeFloat32(data.rowScale),
  };
  const bias = decodeFloat32(data.bias);
  const isConsistent =
    bias.length === data.intents.length &&
    quantized.rowScale.length === columns &&
    quantized.codes.length === columns * bias.length;
  if (!isConsistent) throw new Error('Serialized model has inconsistent dimensions');
  const weights = dequantizeRows(quantized, bias.length);
  return createModel({
    intents: data.intents,
    threshold: data.threshold,
    coverageWeight: data.coverageWeight,
    hashes,
    idf: decodeFloat32(data.idf),
    quantized,
    linear: { classes: bias.length, features: columns, weights, bias },
    embeddings,
    decision: data.decision,
  });
}

/** The parts as another thread receives them: the word vectors' table is opened there, not sent. */
export type TMovedParts = Omit<TModelParts, 'embeddings'> & { embeddingWeight?: number };

/**
 * The parts to post to another thread, and the memory that moves with them: a model's arrays are
 * megabytes, which a copy would spend the receiving thread's time on. The sender must not use the
 * parts afterwards.
 */
export function partsToMove(parts: TModelParts): { moved: TMovedParts; transfer: ArrayBuffer[] } {
  const { embeddings, ...rest } = parts;
  const arrays = [parts.hashes, parts.idf, parts.quantized.codes, parts.quantized.rowScale];
  const buffers = new Set<ArrayBuffer>();
  for (const array of [...arrays, parts.linear.weights, parts.linear.bias]) {
    // a view into a larger buffer is copied: moving the buffer would take its other contents along
    if (array.byteOffset === 0 && array.byteLength === array.buffer.byteLength)
      buffers.add(array.buffer as ArrayBuffer);
  }
  return { moved: { ...rest, embeddingWeight: embeddings?.weight }, transfer: [...buffers] };
}

/** The model of parts posted by another thread; `table` as for `deserialize`. */
export function modelOfMovedParts({ embeddingWeight, ...parts }: TMovedParts, table?: TEmbeddingTable) {
  if (embeddingWeight !== undefined && !table) throw new Error('The model needs its word embedding table');
  const embeddings = embeddingWeight === undefined ? undefined : { table: table!, weight: embeddingWeight };
  return createModel({ ...parts, embeddings });
}
