#!/usr/bin/env node
// Builds the server for production: one ES module, apps/server/dist/main.js (with its source map),
// from src/main.ts and the shared package's sources; the npm packages stay in node_modules.
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

await build({
  entryPoints: [path.join(serverDir, 'src/main.ts')],
  outfile: path.join(serverDir, 'dist/main.js'),
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  // keeps the names that logs and errors show
  keepNames: true,
  plugins: [npmPackagesExternal],
  logLevel: 'warning',
});
