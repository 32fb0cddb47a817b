#!/usr/bin/env node
// `npm start`: builds the portal and the server when their builds are missing or older than their
// sources, then runs the built server, which serves the portal, the API and the sign-in provider on
// one port.
import { execSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');

function newestMtime(dir) {
  let newest = 0;
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name === 'dist') continue;
    const full = path.join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestMtime(full) : fs.statSync(full).mtimeMs);
  }
  return newest;
}

/** Runs `command` when `built` is missing or older than any file of `sources`. */
function buildWhenStale(name, built, sources, command) {
  const newest = Math.max(...sources.map((dir) => newestMtime(path.join(root, dir))));
  const file = path.join(root, built);
  if (fs.existsSync(file) && fs.statSync(file).mtimeMs >= newest) return;
  console.log(`Building the ${name}…`);
  execSync(command, { stdio: 'inherit', cwd: root });
}

buildWhenStale(
  'portal',
  'apps/web/dist/index.html',
  ['apps/web', 'packages/shared'],
  'npm run build -w apps/web',
);
buildWhenStale(
  'server',
  'apps/server/dist/main.js',
  ['apps/server/src', 'apps/server/scripts', 'packages/shared'],
  'npm run build -w apps/server',
);
/**
 * glibc's malloc raises its mmap threshold after each large block it frees, so the many large
 * buffers of a start (the database's, the models') land in its heap afterwards and stay there,
 * fragmented: fixed thresholds give them back (the first start with the demo settles at about 300 MB
 * instead of 380). What the environment sets wins.
 */
const MALLOC_DEFAULTS = { MALLOC_MMAP_THRESHOLD_: '131072', MALLOC_TRIM_THRESHOLD_: '131072' };

/**
 * V8 collects its young generation each time a semi-space (16 MB by default) fills: the answer cards
 * of a question allocate 0.6 MB, so every twentieth request met a 4–5 ms collection. At 64 MB a
 * quarter as many requests do (cards p95 6.2 -> 3.7 ms in-process, Direct Line 511 -> 533
 * messages/s); the settled memory is the same on PGlite and 20 MB more on PostgreSQL. The bench
 * (`npm run bench`) runs with the same flag.
 */
const SERVER_NODE_FLAGS = ['--enable-source-maps', '--max-semi-space-size=64'];

const server = spawn(
  process.execPath,
  [...SERVER_NODE_FLAGS, 'apps/server/dist/main.js', ...process.argv.slice(2)],
  { stdio: 'inherit', cwd: root, env: { ...MALLOC_DEFAULTS, ...process.env } },
);
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));
