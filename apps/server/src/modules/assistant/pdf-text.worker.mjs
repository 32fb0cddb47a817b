// Reads a PDF's text in a worker thread started by pdf-text.ts, which holds it to time and memory
// limits. Plain JavaScript, so the same file runs under tsx, Vitest and compiled JavaScript.
import { parentPort, workerData } from 'node:worker_threads';
import { getDocumentProxy } from 'unpdf';

/** @type {{ bytes: Uint8Array, maxChars: number }} */
const { bytes, maxChars } = workerData;

/** The text of each page, in page order, until `maxChars` characters in all. */
async function readPages() {
  // verbosity 0: the reader's warnings about damaged files are not ours to log
  const document = await getDocumentProxy(bytes, { verbosity: 0 });
  try {
    const pages = [];
    let total = 0;
    for (let number = 1; number <= document.numPages; number++) {
      if (total >= maxChars) return { pages, isTruncated: true };
      const page = await document.getPage(number);
      // streamed, not page.getTextContent(): one page can hold millions of text items, and the
      // cap has to stop the reader before it builds them all
      const reader = page.streamTextContent().getReader();
      let text = '';
      for (;;) {
        const { value, done } = await reader.read();
        if (done) break;
        for (const item of value.items) if (item.str != null) text += item.str + (item.hasEOL ? '\n' : '');
        if (total + text.length > maxChars) {
          await reader.cancel(new Error('Text cap reached'));
          pages.push(text.slice(0, maxChars - total));
          return { pages, isTruncated: true };
        }
      }
      pages.push(text);
      total += text.length;
    }
    return { pages, isTruncated: false };
  } finally {
    await document.destroy();
  }
}

try {
  parentPort.postMessage({ text: await readPages() });
} catch {
  parentPort.postMessage({ isUnreadable: true });
}
