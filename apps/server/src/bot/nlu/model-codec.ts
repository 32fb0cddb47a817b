/** JSON form of a trained model: typed arrays travel as base64 so the round trip is bit-exact. */
import { deflateRawSync, inflateRawSync } from 'node:zlib';
import { z } from 'zod';

export const ZSerializedIntentModel = z.object({
  format: z.literal('askhr-nlu'),
  /**
   * 2: skip-bigrams and a heavier character block; a version 1 model would score differently.
   * 3: the same model, its `codes` deflated.
   */
  version: z.union([z.literal(2), z.literal(3)]),
  intents: z.array(z.string()),
  threshold: z.number(),
  coverageWeight: z.number(),
  hashes: z.string(),
  idf: z.string(),
  /** Int8 weights, row-major [feature][intent], and one Float32 scale per feature. */
  codes: z.string(),
  rowScale: z.string(),
  bias: z.string(),
  /**
   * Present when the model was trained with a dense block of pooled word vectors: its rows follow
   * the vocabulary's, and the same embedding table must be given back to deserialize it.
   */
  embedding: z.object({ weight: z.number(), columns: z.number() }).optional(),
  /** The tenant's answer / ask-back / not-understood thresholds, fitted when the model was trained. */
  decision: z
    .object({
      high: z.number(),
      closeMargin: z.number(),
      hedge: z.number(),
      hedgeMargin: z.number(),
      outOfScope: z.number(),
      refusalMargin: z.number(),
    })
    .optional()
    // thresholds of an earlier decision rule are not these: the defaults stand until a retrain
    .catch(undefined),
});
export type TSerializedIntentModel = z.infer<typeof ZSerializedIntentModel>;

export function encodeArray(array: Float32Array | Int32Array): string {
  return Buffer.from(array.buffer, array.byteOffset, array.byteLength).toString('base64');
}

function decodeBytes(text: string): ArrayBuffer {
  const bytes = Buffer.from(text, 'base64');
  if (bytes.byteLength % 4 !== 0) throw new Error('Corrupt model array');
  // copy into a fresh buffer: Node's pooled Buffers are not 4-byte aligned
  const out = new ArrayBuffer(bytes.byteLength);
  new Uint8Array(out).set(bytes);
  return out;
}

export const decodeFloat32 = (text: string) => new Float32Array(decodeBytes(text));
export const decodeInt32 = (text: string) => new Int32Array(decodeBytes(text));

export type TQuantizedRows = { codes: Int8Array; rowScale: Float32Array };

/**
 * 8-bit weights with one scale per feature row: a quarter of the size for a change in the scores
 * well below the threshold step. The model answers with the dequantized weights, so a stored model
 * scores exactly like the one that was trained.
 */
export function quantizeRows(weights: Float32Array, width: number): TQuantizedRows {
  const rows = width === 0 ? 0 : weights.length / width;
  const codes = new Int8Array(weights.length);
  const rowScale = new Float32Array(rows);
  for (let r = 0; r < rows; r++) {
    let max = 0;
    for (let c = 0; c < width; c++) max = Math.max(max, Math.abs(weights[r * width + c]!));
    rowScale[r] = max / 127;
    const scale = rowScale[r]!;
    for (let c = 0; c < width; c++)
      codes[r * width + c] = scale === 0 ? 0 : Math.round(weights[r * width + c]! / scale);
  }
  return { codes, rowScale };
}

export function dequantizeRows({ codes, rowScale }: TQuantizedRows, width: number): Float32Array {
  const weights = new Float32Array(codes.length);
  for (let i = 0; i < codes.length; i++) weights[i] = codes[i]! * rowScale[Math.floor(i / width)]!;
  return weights;
}

export const encodeInt8 = (array: Int8Array) =>
  Buffer.from(array.buffer, array.byteOffset, array.byteLength).toString('base64');
export const decodeInt8 = (text: string) => new Int8Array(Buffer.from(text, 'base64'));

/**
 * Most weights quantize to 0 (a demo tenant's: 82 %), so the codes deflate to a quarter: the stored
 * model is a third of the size, and so is the time the database (PGlite: the event loop) takes to
 * write and read it. Inflating a model's codes takes a few milliseconds.
 */
export const encodeCodes = (codes: Int8Array) =>
  deflateRawSync(Buffer.from(codes.buffer, codes.byteOffset, codes.byteLength)).toString('base64');
export function decodeCodes(text: string, version: TSerializedIntentModel['version']): Int8Array {
  if (version === 2) return decodeInt8(text);
  const bytes = inflateRawSync(Buffer.from(text, 'base64'));
  return new Int8Array(bytes.buffer, bytes.byteOffset, bytes.byteLength);
}
