#!/usr/bin/env node
// Runs the browser journeys in Debian's Chromium. Without a Chromium on this machine they are
// skipped with a notice, unless E2E_REQUIRED is set (CI), where a missing browser is a failure.
import { execSync, spawnSync } from 'node:child_process';
import { findChromium } from './chromium.mjs';

const chromium = findChromium();
if (!chromium) {
  const message = 'Chromium not found (apt-get install -y chromium, or set CHROMIUM_PATH)';
  if (process.env.E2E_REQUIRED) {
    console.error(`browser journeys required but ${message}`);
    process.exit(1);
  }
  console.warn(`\n!! Skipping the browser journeys: ${message}.\n`);
  process.exit(0);
}
// the journeys run the production build of both: the portal and the compiled server
execSync('npm run build', { stdio: 'inherit' });
// the shell's JavaScript budget: fails when the shell outgrows it
execSync('node apps/web/scripts/shell-size.mjs', { stdio: 'inherit' });
const result = spawnSync('npx', ['playwright', 'test', ...process.argv.slice(2)], {
  stdio: 'inherit',
  env: { ...process.env, CHROMIUM_PATH: chromium },
});
process.exit(result.status ?? 1);
