#!/usr/bin/env node
// The portal's shell: the JavaScript index.html loads before any route chunk (the entry and its static
// imports, read from the build manifest). `node apps/web/scripts/shell-size.mjs` fails above the budget.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import zlib from 'node:zlib';

/** Bytes of shell JavaScript, gzipped, a first visit may download (kB as Vite prints them: 1000 bytes). */
export const SHELL_BUDGET_GZIP = 250_000;

/**
 * The files of the entry chunk and, transitively, of its static imports; dynamic imports (the lazy
 * routes) are left out.
 * @param {Record<string, { file: string; isEntry?: boolean; imports?: string[] }>} manifest
 */
export function shellFiles(manifest) {
  const entryKey = Object.keys(manifest).find((key) => manifest[key].isEntry);
  if (!entryKey) throw new Error('the build manifest has no entry');
  const seen = new Set();
  const files = [];
  const visit = (key) => {
    if (seen.has(key)) return;
    seen.add(key);
    const chunk = manifest[key];
    if (!chunk) throw new Error(`the build manifest has no chunk ${key}`);
    files.push(chunk.file);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  visit(entryKey);
  return files;
}

/** Raw, gzip and brotli sizes of the shell of the portal built in `distDir`. */
export function measureShell(distDir) {
  const manifestPath = path.join(distDir, '.vite', 'manifest.json');
  if (!fs.existsSync(manifestPath)) throw new Error(`no build manifest at ${manifestPath}: build the portal`);
  const manifest = JSON.parse(fs.readFileSync(manifestPath, 'utf8'));
  const files = shellFiles(manifest).map((file) => {
    const content = fs.readFileSync(path.join(distDir, file));
    return {
      file,
      raw: content.length,
      gzip: zlib.gzipSync(content, { level: 9 }).length,
      brotli: zlib.brotliCompressSync(content).length,
    };
  });
  const sum = (key) => files.reduce((total, f) => total + f[key], 0);
  return { files, raw: sum('raw'), gzip: sum('gzip'), brotli: sum('brotli') };
}

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) {
  const distDir = path.resolve(process.argv[2] ?? path.join(import.meta.dirname, '..', 'dist'));
  const shell = measureShell(distDir);
  const kb = (bytes) => `${(bytes / 1000).toFixed(1)} kB`;
  for (const f of shell.files)
    console.log(`  ${f.file.padEnd(48)} ${kb(f.raw).padStart(10)} ${kb(f.gzip).padStart(10)} gzip`);
  const verdict = shell.gzip <= SHELL_BUDGET_GZIP ? 'within' : 'OVER';
  console.log(
    `shell JavaScript: ${kb(shell.gzip)} gzipped (${kb(shell.raw)} raw), ${verdict} the budget of ${kb(SHELL_BUDGET_GZIP)}`,
  );
  if (shell.gzip > SHELL_BUDGET_GZIP) process.exit(1);
}
