/**
 * The local sentence encoder: a small multilingual model (config.ts says which and why) run by
 * transformers.js on onnxruntime's CPU backend, as a `TEmbeddingsClient`, so the dense signal
 * (dense-signal.ts) uses it as it uses an endpoint. The model is fetched once into DATA_DIR
 * (sentence-encoder-files.ts), in the background, and read from there afterwards; where it cannot be
 * had, one warning says so and messages are ranked without it, until a later start tries again.
 *
 * It runs on a thread of its own (sentence-encoder-worker.ts): onnxruntime computes on the calling
 * thread, and encoding a tenant's knowledge takes seconds. Messages go first: the knowledge is sent in
 * chunks of a few texts and a message that arrives meanwhile goes before the next chunk, so it waits
 * at most for the chunk under way, never for the rest of the knowledge.
 */
import os from 'node:os';
import { Worker } from 'node:worker_threads';
import type { FastifyBaseLogger } from 'fastify';
import type { TConfig } from '../../config';
import type { TEmbeddingsClient } from './embeddings-client';
import { ENCODER_DTYPE, sentenceEncodersDir } from './sentence-encoder-files';
import { workerEntry } from '../../lib/worker-entry';

/** An employee waits for the message's vector; past this the message is ranked without it. */
const MESSAGE_TIMEOUT_MS = 3_000;
/**
 * What a chunk of the knowledge may cost, in characters of its padded batch (the longest text's
 * length times the texts): what a message may have to wait for, about 256 tokens' work. Texts are
 * counted up to 512 characters, about the 128 tokens the default model reads.
 */
const KNOWLEDGE_CHUNK_CHARACTERS = 1_024;
const KNOWLEDGE_CHUNK_TEXTS = 16;
const COUNTED_CHARACTERS = 512;
/** Messages that arrived together are encoded together. */
const MESSAGE_BATCH = 8;
/** Longer texts are cut before they cost tokenizing: the model reads 128 tokens (e5: 512). */
const MAX_TEXT_LENGTH = 2_000;
/** A fetch that gets no answer or no bytes for this long is given up. */
const FETCH_TIMEOUT_MS = 30_000;
/**
 * onnxruntime's threads for one encoding: on 2 cores one, the other core stays with the event loop,
 * as the training threads leave it (training-pool.ts).
 */
const DEFAULT_THREADS = Math.max(1, Math.min(4, os.availableParallelism() - 1));

export type TEncoderThreadSettings = {
  model: string;
  dir: string;
  allowFetch: boolean;
  remoteHost?: string;
  fetchTimeoutMs: number;
  threads: number;
  /** what every text is prefixed with: e5 models read "query: " on both sides of a comparison */
  prefix: string;
};
export type TEncoderJob = { id: number; texts: string[] };
export type TEncoderReply =
  | { type: 'ready'; source: 'local' | 'fetched'; dimensions: number; milliseconds: number; threadId: number }
  | { type: 'unavailable'; reason: string }
  | { type: 'vectors'; id: number; vectors: Float32Array; dimensions: number }
  | { type: 'failed'; id: number; message: string };

export interface TSentenceEncoderSettings {
  /** a Hugging Face model id, also its folder under `dir` */
  model: string;
  /** where models are kept: DATA_DIR/nlu/sentence-encoders */
  dir: string;
  /** fetch the model when it is not in `dir` (default) */
  allowFetch?: boolean;
  /** replaceable for tests: where models are fetched from (default the Hugging Face Hub) */
  remoteHost?: string;
  fetchTimeoutMs?: number;
  messageTimeoutMs?: number;
  threads?: number;
  workerUrl?: URL;
}

export type TEncoderStatus = {
  state: 'idle' | 'loading' | 'ready' | 'unavailable' | 'closed';
  /** once ready: whether the model was read from the data directory or fetched into it */
  source?: 'local' | 'fetched';
  /** once ready: the encoder's thread (never the main thread's 0) */
  threadId?: number;
};

export interface TSentenceEncoder {
  /**
   * Starts the thread, which loads (or fetches) the model, once; resolves with the client when it is
   * ready, or with nothing when the model cannot be had (then one warning was logged).
   */
  start(): Promise<TEmbeddingsClient | undefined>;
  status(): TEncoderStatus;
  close(): Promise<void>;
}

type TLog = Pick<FastifyBaseLogger, 'info' | 'warn'>;
type TBatch = { failed: boolean };
type TItem = {
  text: string;
  resolve(vector: Float32Array): void;
  reject(error: Error): void;
  batch?: TBatch;
};

/** The thread's entry module, built or from the sources (lib/worker-entry.ts). */
const defaultWorkerUrl = () => workerEntry('sentence-encoder-worker', import.meta.url);

/** The local encoder of the configuration; none with an endpoint, with `off` or when the classifier ranks alone. */
export function sentenceEncoderOf(config: TConfig, log: TLog): TSentenceEncoder | undefined {
  const model = config.embeddings.localModel;
  if (!model || config.nluSignals === 'classifier') return undefined;
  return createSentenceEncoder({ model, dir: sentenceEncodersDir(config.dataDir) }, log);
}

export function createSentenceEncoder(settings: TSentenceEncoderSettings, log: TLog): TSentenceEncoder {
  const messages: TItem[] = [];
  let knowledge: TItem[] = [];
  let running: { id: number; items: TItem[] } | undefined;
  let worker: Worker | undefined;
  let status: TEncoderStatus = { state: 'idle' };
  let started: Promise<TEmbeddingsClient | undefined> | undefined;
  let settle: (client: TEmbeddingsClient | undefined) => void = () => undefined;
  let nextId = 1;

  const failAll = (error: Error) => {
    const items = [...(running?.items ?? []), ...messages.splice(0), ...knowledge.splice(0)];
    running = undefined;
    for (const item of items) item.reject(error);
  };

  function unavailable(reason: string) {
    if (status.state === 'closed' || status.state === 'unavailable') return;
    const wasReady = status.state === 'ready';
    status = { state: 'unavailable' };
    if (wasReady)
      log.warn({ model: settings.model, reason }, 'sentence encoder stopped: messages are ranked without it');
    else
      log.warn(
        { model: settings.model, reason },
        'sentence encoder unavailable: messages are ranked without it; the next start tries again',
      );
    settle(undefined);
    failAll(new Error('the sentence encoder is unavailable'));
    void worker?.terminate();
  }

  /** As many queued knowledge texts as fit the chunk's budget, one at least. */
  function knowledgeChunk() {
    let count = 0;
    let longest = 0;
    while (count < Math.min(knowledge.length, KNOWLEDGE_CHUNK_TEXTS)) {
      const length = Math.max(longest, Math.min(knowledge[count]!.text.length, COUNTED_CHARACTERS));
      if (count > 0 && length * (count + 1) > KNOWLEDGE_CHUNK_CHARACTERS) break;
      longest = length;
      count++;
    }
    return knowledge.splice(0, count);
  }

  /** The next job: waiting messages first, else the next chunk of the knowledge. */
  function pump() {
    if (running || status.state !== 'ready' || !worker) return;
    const items = messages.length > 0 ? messages.splice(0, MESSAGE_BATCH) : knowledgeChunk();
    if (items.length === 0) {
      // an idle thread keeps no process alive
      worker.unref();
      return;
    }
    running = { id: nextId++, items };
    worker.ref();
    worker.postMessage({ id: running.id, texts: items.map((item) => item.text) } satisfies TEncoderJob);
  }

  function onReply(reply: TEncoderReply) {
    if (reply.type === 'ready') {
      if (status.state !== 'loading') return;
      const { source, threadId, milliseconds, dimensions } = reply;
      status = { state: 'ready', source, threadId };
      log.info({ model: settings.model, source, milliseconds, dimensions }, 'sentence encoder ready');
      settle(client);
      return pump();
    }
    if (reply.type === 'unavailable') return unavailable(reply.reason);
    const job = running;
    if (job?.id !== reply.id) return;
    running = undefined;
    if (reply.type === 'failed') {
      const error = new Error(`the sentence encoder failed: ${reply.message}`);
      for (const item of job.items) item.reject(error);
    } else {
      const { vectors, dimensions } = reply;
      job.items.forEach((item, i) => item.resolve(vectors.slice(i * dimensions, (i + 1) * dimensions)));
    }
    pump();
  }

  function startThread() {
    status = { state: 'loading' };
    const threadSettings: TEncoderThreadSettings = {
      model: settings.model,
      dir: settings.dir,
      allowFetch: settings.allowFetch ?? true,
      remoteHost: settings.remoteHost,
      fetchTimeoutMs: settings.fetchTimeoutMs ?? FETCH_TIMEOUT_MS,
      threads: settings.threads ?? DEFAULT_THREADS,
      prefix: /(^|[/-])e5-/i.test(settings.model) ? 'query: ' : '',
    };
    try {
      worker = new Worker(settings.workerUrl ?? defaultWorkerUrl(), { workerData: threadSettings });
    } catch (error) {
      return unavailable((error as Error).message);
    }
    let crash: Error | undefined;
    worker.on('message', onReply);
    worker.on('error', (error) => (crash = error));
    worker.on('exit', (code) => unavailable(crash?.message ?? `its thread stopped (exit code ${code})`));
  }

  function enqueue(queue: TItem[], text: string, batch?: TBatch) {
    let item!: TItem;
    const vector = new Promise<Float32Array>((resolve, reject) => {
      item = { text: text.slice(0, MAX_TEXT_LENGTH), resolve, reject, batch };
    });
    queue.push(item);
    return { item, vector };
  }

  const client: TEmbeddingsClient = {
    // the key of the cached vectors: another build of the model gives other vectors
    model: `${settings.model}:${ENCODER_DTYPE}`,
    async embedMessage(text) {
      if (status.state !== 'ready') throw new Error('the sentence encoder is not ready');
      const { item, vector } = enqueue(messages, text);
      pump();
      let timer: NodeJS.Timeout | undefined;
      const timeout = new Promise<never>((_, reject) => {
        timer = setTimeout(() => {
          // still waiting: it is not sent at all; under way: its vector is dropped
          if (messages.includes(item)) messages.splice(messages.indexOf(item), 1);
          reject(new Error('the sentence encoder took too long'));
        }, settings.messageTimeoutMs ?? MESSAGE_TIMEOUT_MS);
      });
      try {
        return await Promise.race([vector, timeout]);
      } finally {
        clearTimeout(timer);
      }
    },
    async embedKnowledge(texts) {
      if (status.state !== 'ready') throw new Error('the sentence encoder is not ready');
      const batch: TBatch = { failed: false };
      // shortest first: a chunk's texts are padded to its longest, so texts of a length go together
      const byLength = texts.map((_, i) => i).sort((a, b) => texts[a]!.length - texts[b]!.length);
      const pending = new Array<Promise<Float32Array>>(texts.length);
      for (const i of byLength) pending[i] = enqueue(knowledge, texts[i]!, batch).vector;
      const vectors = Promise.all(pending);
      pump();
      return vectors.catch((error: unknown) => {
        // the rest of a failed batch is not encoded
        batch.failed = true;
        knowledge = knowledge.filter((item) => !item.batch?.failed);
        throw error;
      });
    },
  };

  return {
    start() {
      started ??= new Promise((resolve) => {
        settle = resolve;
        startThread();
      });
      return started;
    },
    status: () => status,
    async close() {
      status = { state: 'closed' };
      settle(undefined);
      failAll(new Error('the sentence encoder is closed'));
      await worker?.terminate();
    },
  };
}
