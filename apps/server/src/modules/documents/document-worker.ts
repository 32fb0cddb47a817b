import { Worker } from 'node:worker_threads';
import { z } from 'zod';
import type { TDocumentNesting } from '@askhr/shared/documents/document-html';
import { serverPath } from '../../server-dir';

/**
 * A save's sanitising and a download's Word file take up to a second of CPU for a long document
 * (18,000 paragraphs), so they run in worker threads, kept for the next job while there is work.
 */
// plain JavaScript, so tsx, Vitest and node load it alike; the compiled server loads it from the
// sources too, as it does the PDF reader's
const WORKER_URL = serverPath('src/modules/documents/documents.worker.mjs');
/** Threads at once: a burst of downloads queues instead of taking every core from the requests. */
const MAX_WORKERS = 2;
/** An idle thread ends after this; the next job pays its start again (about 0.1 s). */
const IDLE_MS = 60_000;
/** Many times what the longest document a save takes needs; a job still running is stopped. */
const TIME_LIMIT_MS = 30_000;
/** A thread's old generation: the longest document a save takes builds in well under 100 MB. */
const MAX_HEAP_MB = 512;

type TJob = { kind: 'clean'; html: string } | { kind: 'docx'; html: string; title: string };

const ZCleanReply = z.object({
  clean: z.object({
    content: z.string(),
    hasText: z.boolean(),
    nesting: z.object({ lists: z.number(), marks: z.number(), elements: z.number() }),
  }),
});
const ZDocxReply = z.object({ docx: z.instanceof(Uint8Array) });
const ZFailure = z.object({ failure: z.string() });

type TThread = { worker: Worker; idleTimer?: NodeJS.Timeout; isRetired: boolean };

const idle: TThread[] = [];
const waiting: ((thread: TThread) => void)[] = [];
let threads = 0;

function start(): TThread {
  threads += 1;
  const thread: TThread = {
    worker: new Worker(WORKER_URL, { resourceLimits: { maxOldGenerationSizeMb: MAX_HEAP_MB } }),
    isRetired: false,
  };
  // a thread that waits for work does not keep the process alive
  thread.worker.unref();
  // an 'error' without a listener would throw in this thread; the job in flight hears of it too
  thread.worker.on('error', () => retire(thread)).on('exit', () => retire(thread));
  return thread;
}

function retire(thread: TThread) {
  if (thread.isRetired) return;
  thread.isRetired = true;
  clearTimeout(thread.idleTimer);
  const at = idle.indexOf(thread);
  if (at !== -1) idle.splice(at, 1);
  threads -= 1;
  void thread.worker.terminate();
  const next = waiting.shift();
  if (next) next(start());
}

async function take(): Promise<TThread> {
  const thread = idle.pop();
  if (thread) {
    clearTimeout(thread.idleTimer);
    return thread;
  }
  if (threads < MAX_WORKERS) return start();
  return new Promise((resolve) => waiting.push(resolve));
}

function giveBack(thread: TThread) {
  const next = waiting.shift();
  if (next) return next(thread);
  thread.idleTimer = setTimeout(() => retire(thread), IDLE_MS).unref();
  idle.push(thread);
}

/** The worker's reply to one job; a thread that fails, crashes or overruns is replaced. */
async function run(job: TJob): Promise<unknown> {
  const thread = await take();
  const { worker } = thread;
  return new Promise((resolve, reject) => {
    const finish = (isBroken: boolean, settle: () => void) => {
      clearTimeout(timer);
      worker.off('message', onMessage).off('error', onError).off('exit', onExit);
      worker.unref();
      if (isBroken) retire(thread);
      else giveBack(thread);
      settle();
    };
    const onMessage = (reply: unknown) => {
      const failure = ZFailure.safeParse(reply);
      finish(false, () => (failure.success ? reject(new Error(failure.data.failure)) : resolve(reply)));
    };
    const onError = (err: Error) => finish(true, () => reject(err));
    const onExit = (code: number) =>
      finish(true, () => reject(new Error(`The documents' worker stopped (exit code ${code}).`)));
    const timer = setTimeout(
      () => finish(true, () => reject(new Error(`A ${job.kind} job ran past ${TIME_LIMIT_MS} ms.`))),
      TIME_LIMIT_MS,
    );
    worker.on('message', onMessage).on('error', onError).on('exit', onExit);
    // the process stays up while a caller waits for the reply
    worker.ref();
    worker.postMessage(job);
  });
}

export type TCleanDocument = { content: string; hasText: boolean; nesting: TDocumentNesting };

/**
 * The HTML a save keeps (what the editor produces and nothing else), whether it has any text and
 * how deep it nests.
 */
export async function cleanDocumentHtml(html: string): Promise<TCleanDocument> {
  return ZCleanReply.parse(await run({ kind: 'clean', html })).clean;
}

/** A real .docx of the document's HTML (placeholders already filled, links checked). */
export async function documentToDocx(html: string, title: string): Promise<Buffer> {
  const { docx } = ZDocxReply.parse(await run({ kind: 'docx', html, title }));
  return Buffer.from(docx.buffer, docx.byteOffset, docx.byteLength);
}
