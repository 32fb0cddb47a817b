#!/usr/bin/env node
// Writes x.br and x.gz beside every text file of the built portal, at the highest levels: compressed
// once here, the server sends them as they are (@fastify/static preCompressed) instead of compressing
// each response. Source maps are left out: only developer tools fetch them.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import zlib from 'node:zlib';

// index.html is not among them: the server renders it per request, with the client configuration
const COMPRESSIBLE = /\.(js|mjs|css|svg|json|txt|webmanifest)$/;
const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

function* textFiles(dir) {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    // .vite holds the build manifest, which only scripts read
    if (entry.name.startsWith('.')) continue;
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* textFiles(full);
    else if (COMPRESSIBLE.test(entry.name)) yield full;
  }
}

/** Compresses the portal built in `distDir`; returns the files and their three sizes. */
export async function precompress(distDir) {
  return Promise.all(
    [...textFiles(distDir)].map(async (file) => {
      const content = fs.readFileSync(file);
      const [br, gz] = await Promise.all([
        brotli(content, {
          params: {
            [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
            [zlib.constants.BROTLI_PARAM_SIZE_HINT]: content.length,
          },
        }),
        gzip(content, { level: zlib.constants.Z_BEST_COMPRESSION }),
      ]);
      fs.writeFileSync(`${file}.br`, br);
      fs.writeFileSync(`${file}.gz`, gz);
      return { file: path.relative(distDir, file), raw: content.length, br: br.length, gzip: gz.length };
    }),
  );
}

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) {
  const distDir = path.resolve(process.argv[2] ?? path.join(import.meta.dirname, '..', 'dist'));
  const started = Date.now();
  const files = await precompress(distDir);
  const sum = (key) => files.reduce((total, f) => total + f[key], 0);
  const kb = (bytes) => `${(bytes / 1000).toFixed(1)} kB`;
  console.log(
    `precompressed ${files.length} files in ${Date.now() - started} ms: ${kb(sum('raw'))} -> ` +
      `${kb(sum('br'))} brotli, ${kb(sum('gzip'))} gzip`,
  );
}
