/**
 * The training thread started by training-pool.ts: it trains one tenant's model at a time, start to
 * end, and posts the model's arrays back (moved, not copied) with its stored form. Its own event loop
 * answers nobody, so nothing here needs to yield.
 */
import os from 'node:os';
import { parentPort } from 'node:worker_threads';
import { readEmbeddingTable } from './embedding-table';
import type { TEmbeddingTable } from './featurizer';
import { partsToMove } from './model-parts';
import { trainTenantModel } from './tenant-training';
import type { TTrainingJob, TTrainingReply } from './training-pool';
import { runToEnd } from './yielding';

/**
 * Where the cores are short, the threads that answer requests go first: a slower training only
 * makes the new model come later, and the old one answers meanwhile. On 2 cores shared with other
 * busy processes, Direct Line at 50 messages a second was answered in ~200 ms (p50) during a retrain
 * at the process's own priority, ~25 ms at nice 10; beside two CPU-bound processes nice 10 made the
 * retrain take 63 s, nice 5 about 20 s, /health answering alike (p99 10-14 ms).
 */
const TRAINING_NICE = 5;
// Linux keeps a nice value per thread, and the call for process 0 sets the calling thread's;
// elsewhere it would slow the whole process
if (process.platform === 'linux') {
  try {
    os.setPriority(TRAINING_NICE);
  } catch {
    // not allowed here: the thread trains at the process's priority
  }
}

/** Opened once per thread: its index of words is most of a second's work and tens of MB. */
const tables = new Map<string, TEmbeddingTable>();
const tableOf = (file: string) => {
  let table = tables.get(file);
  if (!table) tables.set(file, (table = readEmbeddingTable(file)));
  return table;
};

function train({ id, data, embeddings }: TTrainingJob): { reply: TTrainingReply; transfer: ArrayBuffer[] } {
  try {
    const options = embeddings && { table: tableOf(embeddings.file), weight: embeddings.weight };
    const { parts, serialized, decisionFit } = runToEnd(trainTenantModel(data, options));
    const { moved, transfer } = partsToMove(parts);
    return { reply: { id, parts: moved, serialized, decisionFit }, transfer };
  } catch (error) {
    // the message and where it was thrown: errors of training name no employee's words
    const { name, message, stack } = error instanceof Error ? error : new Error(String(error));
    return { reply: { id, error: { name, message, stack } }, transfer: [] };
  }
}

parentPort?.on('message', (job: TTrainingJob) => {
  const { reply, transfer } = train(job);
  parentPort!.postMessage(reply, transfer);
});
