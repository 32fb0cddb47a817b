import os from 'node:os';
import path from 'node:path';
import fs from 'node:fs';
import { defineConfig } from '@playwright/test';
import { CHROMIUM_FLAGS, findChromium } from './scripts/chromium.mjs';

// another port lets a second run go on beside one already running
const port = Number(process.env.E2E_PORT ?? 3210);
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'askhr-e2e-'));

export default defineConfig({
  testDir: 'apps/web/e2e',
  testMatch: '*.spec.ts',
  outputDir: 'test-results',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: 60_000,
  reporter: [['list']],
  use: {
    baseURL: `http://localhost:${port}`,
    viewport: { width: 1366, height: 850 },
    launchOptions: {
      executablePath: findChromium(),
      args: CHROMIUM_FLAGS,
    },
  },
  webServer: {
    command: 'node --enable-source-maps apps/server/dist/main.js',
    url: `http://localhost:${port}/ready`,
    timeout: 120_000,
    reuseExistingServer: false,
    env: {
      PORT: String(port),
      PUBLIC_URL: `http://localhost:${port}`,
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      SEED_DEMO: 'true',
      // the journeys sign in dozens of times a minute, all from this machine
      SIGN_IN_RATE_LIMIT: '1000',
      // no journey ranks with sentence embeddings: no model is fetched for them
      EMBEDDINGS_MODEL: 'off',
      // a Slack app id, so that IT Admin offers the install (the journey never reaches Slack)
      SLACK_CLIENT_ID: 'e2e-client-id',
      SLACK_CLIENT_SECRET: 'e2e-client-secret',
    },
  },
});
