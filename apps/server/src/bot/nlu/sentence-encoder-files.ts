/**
 * Where the local sentence encoder's model lives: `DATA_DIR/nlu/sentence-encoders/<model id>/`, laid
 * out as transformers.js reads a local model (config.json, tokenizer.json, tokenizer_config.json,
 * onnx/model_quantized.onnx). A fetch writes into a folder of its own under `.download/` and moves the
 * model into place whole once it has loaded, so that a fetch cut short (a stopped server, a lost
 * connection) never leaves a half-written model that later starts would take for one.
 */
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { TConfig } from '../../config';

/** 8-bit weights: a quarter of the download and memory of the float model, for the same ranking use. */
export const ENCODER_DTYPE = 'q8';
const MODEL_FILES = ['config.json', 'tokenizer.json', 'tokenizer_config.json', 'onnx/model_quantized.onnx'];
const DOWNLOADS = '.download';
/** A download that wrote nothing for this long was cut short: its folder is left over. */
const STALE_DOWNLOAD_MS = 60 * 60_000;

export const sentenceEncodersDir = (dataDir: string) => path.join(dataDir, 'nlu', 'sentence-encoders');

/** Whether every file the encoder reads is in place (a model moved in whole, or copied by hand). */
export const isModelPresent = (dir: string, model: string) =>
  MODEL_FILES.every((file) => fs.existsSync(path.join(dir, model, file)));

export type TLocalEncoderStatus =
  | { state: 'off' }
  | { state: 'endpoint'; model: string }
  /** not in the data directory: the next start fetches it, where the network allows */
  | { state: 'missing'; model: string; dir: string }
  | { state: 'present'; model: string; dir: string };

/**
 * Whether the dense signal can be had from this configuration: an endpoint, the local model present
 * in the data directory, the local model missing there, or neither (EMBEDDINGS_MODEL=off, or
 * NLU_SIGNALS=classifier, which ranks without it).
 */
export function localEncoderStatus(config: TConfig): TLocalEncoderStatus {
  const { baseUrl, model, localModel } = config.embeddings;
  if (config.nluSignals === 'classifier') return { state: 'off' };
  if (baseUrl && model) return { state: 'endpoint', model };
  if (!localModel) return { state: 'off' };
  const dir = sentenceEncodersDir(config.dataDir);
  return { state: isModelPresent(dir, localModel) ? 'present' : 'missing', model: localModel, dir };
}

/** A fresh folder for one fetch; folders of fetches cut short earlier are removed first. */
export function startDownload(dir: string): string {
  const downloads = path.join(dir, DOWNLOADS);
  fs.mkdirSync(downloads, { recursive: true });
  for (const entry of fs.readdirSync(downloads)) {
    const folder = path.join(downloads, entry);
    if (Date.now() - newestChange(folder) > STALE_DOWNLOAD_MS)
      fs.rmSync(folder, { recursive: true, force: true });
  }
  const folder = path.join(downloads, randomUUID());
  fs.mkdirSync(folder);
  return folder;
}

/**
 * Moves the fetched model into place. Another process that fetched it meanwhile keeps its copy: both
 * are the same files.
 */
export function finishDownload(download: string, dir: string, model: string) {
  const target = path.join(dir, model);
  fs.mkdirSync(path.dirname(target), { recursive: true });
  try {
    if (!isModelPresent(dir, model)) {
      fs.rmSync(target, { recursive: true, force: true });
      fs.renameSync(path.join(download, model), target);
    }
  } finally {
    dropDownload(download);
  }
}

export const dropDownload = (download: string) => fs.rmSync(download, { recursive: true, force: true });

function newestChange(entry: string): number {
  const stat = fs.statSync(entry, { throwIfNoEntry: false });
  if (!stat) return 0;
  if (!stat.isDirectory()) return stat.mtimeMs;
  const children = fs.readdirSync(entry).map((child) => newestChange(path.join(entry, child)));
  return Math.max(stat.mtimeMs, ...children);
}
