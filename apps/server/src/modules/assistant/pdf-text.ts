import { Worker } from 'node:worker_threads';
import { z } from 'zod';
import { AppError, badRequest } from '../../lib/errors';
import { serverPath } from '../../server-dir';

const PDF_MAGIC = Buffer.from('%PDF-', 'latin1');
/** Readers accept the header anywhere in the first kilobyte (some producers prepend bytes). */
const MAGIC_WINDOW = 1024;

export function isPdf(bytes: Buffer): boolean {
  return bytes.subarray(0, MAGIC_WINDOW + PDF_MAGIC.length).includes(PDF_MAGIC);
}

export const unreadablePdf = () =>
  badRequest('The PDF could not be read: it may be damaged or protected by a password.', {
    file: ['Unreadable PDF'],
  });

/**
 * What reading one PDF may cost. A file of 150 KB can inflate to 48 MB of page content: seconds of
 * work and hundreds of MB of memory, so reading happens in a worker thread held to these limits.
 */
export type TPdfLimits = {
  /** wall clock from the worker's start; the worker is stopped when it is up */
  timeLimitMs: number;
  /** the worker's old-generation heap: a worker that needs more is stopped by V8 */
  maxHeapMb: number;
  /**
   * growth of the process's resident memory while the PDF is read. The heap limit does not cover
   * buffers, where the reader keeps inflated streams: a 1 MB PDF of compressed spaces grows them
   * to 2 GB in 10 s. Process-wide, so another PDF read at the same time counts too.
   */
  maxMemoryMb: number;
  /** characters kept over all pages; reading stops there and the rest is left out */
  maxChars: number;
};

/** 200,000 characters is some 100 pages of dense text, more than the passages ranking needs. */
export const PDF_LIMITS: TPdfLimits = {
  timeLimitMs: 10_000,
  maxHeapMb: 256,
  maxMemoryMb: 512,
  maxChars: 200_000,
};
/** Workers running at once: a burst of uploads queues instead of taking every core. */
const MAX_WORKERS = 2;
/** Room for the reader's short-lived objects; the old generation is the limit that matters. */
const YOUNG_GENERATION_MB = 32;
const MEMORY_CHECK_MS = 100;
const MB = 1024 * 1024;
// plain JavaScript, so tsx, Vitest and node load it alike; a build that compiles the server must
// copy it beside pdf-text.js
const WORKER_URL = serverPath('src/modules/assistant/pdf-text.worker.mjs');

export type TPdfText = { pages: string[]; isTruncated: boolean };
const ZWorkerReply = z.object({
  text: z.object({ pages: z.array(z.string()), isTruncated: z.boolean() }).optional(),
});

const tooComplex = (reason: string, field: string) =>
  badRequest(`This PDF is too complex to read: ${reason}.`, { file: [field] });

/**
 * The text of each page, in page order, cut at `maxChars`. Throws 415 for a file that is not a PDF,
 * 400 for a broken one or one that exceeds the time or memory limit. When `bytes` owns its memory,
 * the memory moves to the worker and `bytes` is empty afterwards.
 */
export async function readPdfPages(bytes: Buffer, limits: Partial<TPdfLimits> = {}): Promise<TPdfText> {
  if (!isPdf(bytes)) throw new AppError(415, 'Only PDF files can be read: this file is not a PDF.');
  const text = await withWorkerSlot(() => readInWorker(bytes, { ...PDF_LIMITS, ...limits }));
  if (!text.pages.some((page) => /[\p{L}\p{N}]/u.test(page)))
    throw badRequest('The PDF has no readable text (a scanned document needs text recognition first).', {
      file: ['No text found'],
    });
  return text;
}

function readInWorker(bytes: Buffer, limits: TPdfLimits): Promise<TPdfText> {
  // moved rather than copied, unless the buffer is a view into memory shared with other data
  const isOwned = bytes.byteOffset === 0 && bytes.byteLength === bytes.buffer.byteLength;
  const data =
    isOwned && bytes.buffer instanceof ArrayBuffer ? new Uint8Array(bytes.buffer) : new Uint8Array(bytes);
  const worker = new Worker(WORKER_URL, {
    workerData: { bytes: data, maxChars: limits.maxChars },
    transferList: [data.buffer],
    resourceLimits: {
      maxOldGenerationSizeMb: limits.maxHeapMb,
      maxYoungGenerationSizeMb: YOUNG_GENERATION_MB,
    },
  });
  const rssAtStart = process.memoryUsage.rss();
  const tooMuchMemory = () => tooComplex('it needs too much memory', 'Needs too much memory to read');
  return new Promise((resolve, reject) => {
    let isSettled = false;
    // the slot is free only once the worker is gone, so MAX_WORKERS holds
    const settle = (finish: () => void) => {
      if (isSettled) return;
      isSettled = true;
      clearTimeout(timer);
      clearInterval(memoryWatch);
      void worker.terminate().finally(finish);
    };
    const timer = setTimeout(
      () => settle(() => reject(tooComplex('it took too long', 'Took too long to read'))),
      limits.timeLimitMs,
    );
    const memoryWatch = setInterval(() => {
      if (process.memoryUsage.rss() - rssAtStart > limits.maxMemoryMb * MB)
        settle(() => reject(tooMuchMemory()));
    }, MEMORY_CHECK_MS);
    worker.once('message', (message: unknown) => {
      const reply = ZWorkerReply.safeParse(message);
      settle(() => {
        if (!reply.success) reject(reply.error);
        else if (reply.data.text) resolve(reply.data.text);
        else reject(unreadablePdf());
      });
    });
    worker.once('error', (err: Error & { code?: string }) =>
      settle(() => reject(err.code === 'ERR_WORKER_OUT_OF_MEMORY' ? tooMuchMemory() : err)),
    );
    worker.once('exit', (code) =>
      settle(() => reject(new Error(`The PDF reader stopped without an answer (exit code ${code}).`))),
    );
  });
}

let activeWorkers = 0;
const waitingForWorker: (() => void)[] = [];

async function withWorkerSlot<T>(work: () => Promise<T>): Promise<T> {
  if (activeWorkers < MAX_WORKERS) activeWorkers += 1;
  else await new Promise<void>((resolve) => waitingForWorker.push(resolve));
  try {
    return await work();
  } finally {
    // a finishing worker hands its slot straight to the next in line
    const next = waitingForWorker.shift();
    if (next) next();
    else activeWorkers -= 1;
  }
}
