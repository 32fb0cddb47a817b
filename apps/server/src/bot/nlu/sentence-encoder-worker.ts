/**
 * The sentence encoder's thread, started by sentence-encoder.ts. onnxruntime computes on the thread
 * that calls it, so the model's work never touches the event loop that answers requests. It loads the
 * model from the data directory, or fetches it there first, then encodes the texts it is sent, one
 * job at a time (the other thread decides which job comes next).
 *
 * onnxruntime-node is 1.25.1 (the overrides of the root package.json), the first whose binding loads
 * in more than one thread of a process: 1.21, which transformers.js 3.8 asks for, loads in one thread
 * per process only, and a second encoder thread (a test's, or one started after another stopped)
 * failed with "Module did not self-register".
 */
import { parentPort, threadId, workerData } from 'node:worker_threads';
import { env, pipeline, type FeatureExtractionPipeline } from '@huggingface/transformers';
import type { TEncoderJob, TEncoderReply, TEncoderThreadSettings } from './sentence-encoder';
import {
  dropDownload,
  ENCODER_DTYPE,
  finishDownload,
  isModelPresent,
  startDownload,
} from './sentence-encoder-files';

// transformers.js writes hints and progress to the console: the server's log says what matters
for (const method of ['log', 'info', 'warn', 'error', 'debug'] as const) console[method] = () => undefined;

const settings = workerData as TEncoderThreadSettings;
/** `pipeline` for this one task: its overloads over every task are more than TypeScript can check. */
const featureExtraction = pipeline as unknown as (
  task: 'feature-extraction',
  model: string,
  options: object,
) => Promise<FeatureExtractionPipeline>;
const post = (reply: TEncoderReply, transfer: ArrayBuffer[] = []) => parentPort!.postMessage(reply, transfer);

/** Why the model cannot be had, as one line: the error and its cause (a refused connection, say). */
function reasonOf(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  const cause = error.cause instanceof Error ? error.cause.message : undefined;
  return cause && !error.message.includes(cause) ? `${error.message} (${cause})` : error.message;
}

/**
 * Node's fetch with a bound: a connection that gives no answer, or stops sending the body, for
 * `timeoutMs` is dropped, so a black-holed network ends the attempt instead of holding it forever.
 */
function boundedFetch(plain: typeof fetch, timeoutMs: number): typeof fetch {
  return async (input, init) => {
    const controller = new AbortController();
    const timer = setTimeout(
      () => controller.abort(new Error(`no answer from the server for ${timeoutMs / 1000} s`)),
      timeoutMs,
    );
    timer.unref();
    const response = await plain(input, { ...init, signal: controller.signal }).catch((error: unknown) => {
      clearTimeout(timer);
      throw error;
    });
    if (!response.ok || !response.body) {
      clearTimeout(timer);
      return response;
    }
    // each chunk of the body restarts the clock: a slow link is fine, a silent one is not
    const watched = response.body.pipeThrough(
      new TransformStream<Uint8Array, Uint8Array>({
        transform(chunk, controller) {
          timer.refresh();
          controller.enqueue(chunk);
        },
        flush: () => clearTimeout(timer),
      }),
    );
    return new Response(watched, { status: response.status, headers: response.headers });
  };
}

async function load(): Promise<{ extractor: FeatureExtractionPipeline; source: 'local' | 'fetched' }> {
  const options = {
    dtype: ENCODER_DTYPE,
    device: 'cpu',
    session_options: { intraOpNumThreads: settings.threads, interOpNumThreads: 1, logSeverityLevel: 3 },
  } as const;
  const { model, dir } = settings;
  env.localModelPath = dir;
  if (isModelPresent(dir, model)) {
    Object.assign(env, { allowLocalModels: true, allowRemoteModels: false, useFSCache: false });
    try {
      return { extractor: await featureExtraction('feature-extraction', model, options), source: 'local' };
    } catch (error) {
      throw new Error(`could not load it from ${dir}: ${reasonOf(error)}`);
    }
  }
  if (!settings.allowFetch) throw new Error(`it is not in ${dir}`);
  const download = startDownload(dir);
  const remoteHost = settings.remoteHost ?? env.remoteHost;
  // the fetched files land in the download's folder, read from there by this first load
  Object.assign(env, { allowLocalModels: false, allowRemoteModels: true, useFSCache: true, remoteHost });
  env.cacheDir = download;
  const plainFetch = globalThis.fetch;
  globalThis.fetch = boundedFetch(plainFetch, settings.fetchTimeoutMs);
  try {
    const extractor = await featureExtraction('feature-extraction', model, options);
    finishDownload(download, dir, model);
    return { extractor, source: 'fetched' };
  } catch (error) {
    dropDownload(download);
    throw new Error(`could not fetch it from ${remoteHost}: ${reasonOf(error)}`);
  } finally {
    globalThis.fetch = plainFetch;
  }
}

async function encode(extractor: FeatureExtractionPipeline, { id, texts }: TEncoderJob) {
  try {
    const output = await extractor(
      texts.map((text) => settings.prefix + text),
      { pooling: 'mean', normalize: true },
    );
    const vectors = Float32Array.from(output.data as Float32Array);
    post({ type: 'vectors', id, vectors, dimensions: output.dims.at(-1)! }, [vectors.buffer]);
  } catch (error) {
    // the error alone: the texts are employees' words
    post({ type: 'failed', id, message: reasonOf(error) });
  }
}

const started = performance.now();
try {
  const { extractor, source } = await load();
  const [probe] = (await extractor('probe', { pooling: 'mean', normalize: true })).dims.slice(-1);
  parentPort!.on('message', (job: TEncoderJob) => void encode(extractor, job));
  const milliseconds = Math.round(performance.now() - started);
  post({ type: 'ready', source, dimensions: probe ?? 0, milliseconds, threadId });
} catch (error) {
  post({ type: 'unavailable', reason: reasonOf(error) });
}
