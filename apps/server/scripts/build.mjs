#!/usr/bin/env node
// Builds the server for production: apps/server/dist/main.js (with its source map) from src/main.ts
// and the shared package's sources, training-worker.js for the thread that trains intent models,
// sentence-encoder-worker.js for the thread of the local sentence encoder, and
// a chunk beside them for each module the server loads only when first needed (with the npm packages
// only they import); the npm packages stay in node_modules.
import fs from 'node:fs';
import path from 'node:path';
import { build } from 'esbuild';

const serverDir = path.resolve(import.meta.dirname, '..');

/** Bare imports stay imports, except the workspace's own shared package, whose TypeScript is bundled. */
const npmPackagesExternal = {
  name: 'npm-packages-external',
  setup(builder) {
    builder.onResolve({ filter: /^[^./]/ }, (args) =>
      args.path.startsWith('@askhr/') ? undefined : { path: args.path, external: true },
    );
  },
};

// chunk names change with their content: old ones would pile up
fs.rmSync(path.join(serverDir, 'dist'), { recursive: true, force: true });

await build({
  entryPoints: {
    main: path.join(serverDir, 'src/main.ts'),
    // the intent models' training thread, started from its own file beside main.js (training-pool.ts)
    'training-worker': path.join(serverDir, 'src/bot/nlu/training-worker.ts'),
    // the local sentence encoder's thread, likewise (sentence-encoder.ts)
    'sentence-encoder-worker': path.join(serverDir, 'src/bot/nlu/sentence-encoder-worker.ts'),
  },
  outdir: path.join(serverDir, 'dist'),
  // beside main.js, so that a path taken from import.meta.url is the same in any chunk
  chunkNames: '[name]-[hash]',
  bundle: true,
  // a dynamic import() stays one: its module and the packages it imports load on first use
  splitting: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  // keeps the names that logs and errors show
  keepNames: true,
  plugins: [npmPackagesExternal],
  logLevel: 'warning',
});
