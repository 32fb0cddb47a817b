/**
 * Trains tenants' models on threads of their own (training-worker.ts), so that a retrain holds no
 * process's event loop: training, the fit of the decision thresholds and the encoding of the model
 * take seconds of CPU, and given out in chunks on the event loop they still made every request of
 * a busy process wait. Runs queue for the pool's threads; the model comes back as its arrays, moved
 * rather than copied, and its stored form. A thread that dies fails its run and is replaced at the
 * next one; a failed run leaves the caller's current model as it is.
 */
import os from 'node:os';
import { Worker } from 'node:worker_threads';
import type { TDecisionCalibration } from './tenant-decision';
import type { TEmbeddingOptions } from './featurizer';
import type { TSerializedIntentModel } from './model-codec';
import { modelOfMovedParts, type TMovedParts } from './model-parts';
import { trainInThread, type TTrainer, type TTrainingData } from './tenant-training';
import { workerEntry } from '../../lib/worker-entry';

export type TTrainingJob = {
  id: number;
  data: TTrainingData;
  /** the table's file, which the thread opens itself: the table is not sent */
  embeddings?: { file: string; weight: number };
};
export type TTrainingReply =
  | { id: number; parts: TMovedParts; serialized: TSerializedIntentModel; decisionFit?: TDecisionCalibration }
  | { id: number; error: { name: string; message: string; stack?: string } };

export type TTrainingPool = { train: TTrainer; close(): Promise<void> };

export type TTrainingPoolOptions = {
  /** at most this many runs at once (default: one thread per core beyond the first, one or two) */
  threads?: number;
  /** a thread with nothing to do ends after this long, giving its memory back (ms) */
  idleMs?: number;
  /** replaceable for tests */
  workerUrl?: URL;
};

/**
 * On a 2-core machine one thread: the other core stays with the event loop, which answers everyone.
 * More would only slow each other down on fewer cores.
 */
const DEFAULT_THREADS = Math.min(2, Math.max(1, os.availableParallelism() - 1));
/** Retrains come in bursts while an administrator edits: a thread waits that long for the next. */
const IDLE_MS = 60_000;

/** The thread's entry module, built or from the sources (lib/worker-entry.ts). */
const defaultWorkerUrl = () => workerEntry('training-worker', import.meta.url);

type TRun = {
  job: TTrainingJob;
  table?: TEmbeddingOptions['table'];
  resolve(trained: Awaited<ReturnType<TTrainer>>): void;
  reject(error: Error): void;
};
type TThread = { worker: Worker; run?: TRun; idle?: NodeJS.Timeout; crash?: Error };

/** An error of the thread as the log shows it: its message and where it was thrown. */
function threadError({ name, message, stack }: { name: string; message: string; stack?: string }) {
  const error = new Error(message);
  error.name = name;
  if (stack) error.stack = stack;
  return error;
}

export function createTrainingPool(options: TTrainingPoolOptions = {}): TTrainingPool {
  const size = options.threads ?? DEFAULT_THREADS;
  const threads = new Set<TThread>();
  const queue: TRun[] = [];
  let nextId = 1;
  let isClosed = false;

  function finish(thread: TThread, settle: (run: TRun) => void) {
    const { run } = thread;
    thread.run = undefined;
    if (run) settle(run);
    next();
  }

  function start(): TThread {
    const worker = new Worker(options.workerUrl ?? defaultWorkerUrl());
    const thread: TThread = { worker };
    threads.add(thread);
    worker.on('message', (reply: TTrainingReply) => {
      finish(thread, (run) => {
        if ('error' in reply) return run.reject(threadError(reply.error));
        try {
          const model = modelOfMovedParts(reply.parts, run.table);
          run.resolve({ model, serialized: reply.serialized, decisionFit: reply.decisionFit });
        } catch (error) {
          run.reject(error as Error);
        }
      });
    });
    // an uncaught error ends the thread: its 'exit' fails the run it had
    worker.on('error', (error) => (thread.crash = error));
    worker.on('exit', (code) => {
      threads.delete(thread);
      clearTimeout(thread.idle);
      const stopped = new Error(`The training thread stopped (exit code ${code})`, { cause: thread.crash });
      finish(thread, (run) => run.reject(stopped));
    });
    return thread;
  }

  function next() {
    if (isClosed) return;
    for (const thread of threads) if (!thread.run) assign(thread);
    while (queue.length > 0 && threads.size < size) {
      let thread: TThread;
      try {
        thread = start();
      } catch (error) {
        for (const run of queue.splice(0)) run.reject(error as Error);
        return;
      }
      assign(thread);
    }
  }

  function assign(thread: TThread) {
    const run = queue.shift();
    clearTimeout(thread.idle);
    if (!run) {
      // an idle thread keeps no process alive, and ends after a while (taking no run meanwhile)
      thread.worker.unref();
      thread.idle = setTimeout(() => {
        threads.delete(thread);
        void thread.worker.terminate();
      }, options.idleMs ?? IDLE_MS);
      thread.idle.unref();
      return;
    }
    thread.run = run;
    thread.worker.ref();
    try {
      thread.worker.postMessage(run.job);
    } catch (error) {
      thread.run = undefined;
      run.reject(error as Error);
      assign(thread);
    }
  }

  const train: TTrainer = (data, embeddings) => {
    if (isClosed) return Promise.reject(new Error('The training pool is closed'));
    const file = embeddings?.table.file;
    // a table built in memory (tests, scripts) cannot be opened by the thread
    if (embeddings && !file) return trainInThread(data, embeddings);
    return new Promise((resolve, reject) => {
      const job = { id: nextId++, data, embeddings: file ? { file, weight: embeddings!.weight } : undefined };
      queue.push({ job, table: embeddings?.table, resolve, reject });
      next();
    });
  };

  return {
    train,
    async close() {
      isClosed = true;
      for (const run of queue.splice(0)) run.reject(new Error('The training pool is closed'));
      await Promise.all([...threads].map((thread) => thread.worker.terminate()));
    },
  };
}

let shared: TTrainingPool | undefined;

/** The process's training threads, started on the first run. */
export const trainInWorker: TTrainer = (data, embeddings) =>
  (shared ??= createTrainingPool()).train(data, embeddings);
