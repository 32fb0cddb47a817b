// The documents' CPU work, off the event loop that answers requests: a save's sanitising and a
// download's Word file. Started and fed one job at a time by document-worker.ts. Plain JavaScript,
// so the same file runs under tsx, Vitest and the compiled server.
import { parentPort } from 'node:worker_threads';
import { cleanDocumentHtml } from './document-clean.mjs';
import { documentToDocx } from './document-docx.mjs';

/** @param {{ kind: 'clean', html: string } | { kind: 'docx', html: string, title: string }} job */
async function run(job) {
  if (job.kind === 'clean') return { clean: cleanDocumentHtml(job.html) };
  // copied into memory of its own, so that it moves to the caller rather than being copied again
  const docx = new Uint8Array(await documentToDocx(job.html, job.title));
  return { docx };
}

parentPort.on('message', async (job) => {
  try {
    const reply = await run(job);
    parentPort.postMessage(reply, reply.docx ? [reply.docx.buffer] : []);
  } catch (err) {
    parentPort.postMessage({ failure: err instanceof Error ? err.message : String(err) });
  }
});
