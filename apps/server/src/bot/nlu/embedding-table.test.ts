import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { readEmbeddingTable } from './embedding-table';
import { parseEmbeddingTable } from './featurizer';

function tableBytes(words: string[], vectors: number[]) {
  const wordBytes = Buffer.from(words.join('\n'));
  const header = Buffer.alloc(12);
  header.writeUInt32LE(words.length, 0);
  header.writeUInt32LE(vectors.length / words.length, 4);
  header.writeUInt32LE(wordBytes.length, 8);
  const pad = Buffer.alloc((4 - ((12 + wordBytes.length) % 4)) % 4);
  return Buffer.concat([header, wordBytes, pad, Buffer.from(Float32Array.from(vectors).buffer)]);
}

describe('the word vector table read from its file', () => {
  it('reads rows when asked, as the whole table in memory has them, keyed as the tokenizer writes words', () => {
    const bytes = tableBytes(['vacation', 'días', 'two words', 'Vacation'], [1, 2, 3, 4, 5, 6, 7, 8]);
    const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'askhr-vectors-')), 'table.bin');
    fs.writeFileSync(file, bytes);
    const fromFile = readEmbeddingTable(file);
    const inMemory = parseEmbeddingTable(bytes);
    expect(fromFile.dims).toBe(2);
    // accents folded, more than one token left out, the first row of a key kept
    expect([...fromFile.index]).toEqual([
      ['vacation', 0],
      ['dias', 1],
    ]);
    expect([...fromFile.row(1)]).toEqual([3, 4]);
    expect([...fromFile.row(1)]).toEqual([...inMemory.row(1)]);
    expect([...fromFile.row(3)]).toEqual([7, 8]);
    fs.rmSync(path.dirname(file), { recursive: true });
  });

  it('refuses a table cut short', () => {
    const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'askhr-vectors-')), 'table.bin');
    fs.writeFileSync(file, tableBytes(['a', 'b'], [1, 2, 3, 4]).subarray(0, 20));
    expect(() => readEmbeddingTable(file)).toThrow('Corrupt embedding table');
    fs.rmSync(path.dirname(file), { recursive: true });
  });
});
