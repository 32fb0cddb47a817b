import { configDefaults, defineConfig, type TestProjectInlineConfiguration } from 'vitest/config';

const web: TestProjectInlineConfiguration['test'] = {
  include: ['apps/web/src/**/*.test.{ts,tsx}'],
  environment: 'jsdom',
  setupFiles: ['apps/web/src/test/setup.ts'],
  // a whole page rendered and clicked through in jsdom takes seconds on a busy 2-core machine
  testTimeout: 20_000,
  // the portal's files run after the server's, in a group of their own, so that jsdom and the
  // servers' databases do not share the two cores at once
  sequence: { groupOrder: 1 },
};
const serverOwnProcess = ['apps/server/src/modules/assistant/pdf-text.test.ts'];
/**
 * The product runs on PGlite by default: with PostgreSQL given (`TEST_DATABASE_URL`), the code whose
 * behaviour depends on the database engine runs on PGlite as well (migrations, the rollup triggers
 * of the reports and Review, the job queue, the Direct Line store's notifications and its queue of
 * unanswered messages, the demo seed, a push send across a worker restart). The rest is plain SQL
 * through the same client.
 */
const engineSensitive = [
  'db',
  'jobs',
  'app-jobs.test.ts',
  'bot/channels/directline/pg-activity-store.test.ts',
  'bot/channels/directline/pg-answer-queue.test.ts',
  'modules/reports',
  'modules/review',
  'modules/retention',
  'modules/employee-data',
  'demo/seed/demo.test.ts',
  'modules/push/push-restart.test.ts',
].map((path) => `apps/server/src/${path}${path.endsWith('.ts') ? '' : '/**/*.test.ts'}`);
/**
 * The portal's files share one module graph (isolate: false), a third of the time of one graph per
 * file; a file that replaces a module with vi.mock gets a graph of its own.
 */
const webMocking = [
  'apps/web/src/app/routes/it-admin-slack.test.tsx',
  'apps/web/src/features/reports/components/custom-range-input.test.tsx',
];

const server: TestProjectInlineConfiguration['test'] = {
  exclude: [...configDefaults.exclude, ...serverOwnProcess],
  globalSetup: ['apps/server/src/test/global-setup.ts'],
  // the files share one module graph: the server's dependencies load once instead of once per file,
  // most of the project's time; each file still builds its own app and database, and no file may
  // replace a module with vi.mock
  isolate: false,
  testTimeout: 30_000,
  hookTimeout: 60_000,
};

export default defineConfig({
  test: {
    // two files at once on 2 cores (the default is one fewer than the cores): a server file waits
    // on its database and a portal file on jsdom's loading much of its time
    maxWorkers: 2,
    projects: [
      {
        test: {
          name: 'shared',
          include: ['packages/shared/src/**/*.test.ts'],
        },
      },
      { test: { ...server, name: 'server', include: ['apps/server/src/**/*.test.ts'] } },
      ...(process.env.TEST_DATABASE_URL
        ? [{ test: { ...server, name: 'server-pglite', include: engineSensitive } }]
        : []),
      // the PDF reader's memory limit watches the growth of the process's memory: in a process that
      // has run other files, freed memory is reused and the growth may not show
      { test: { name: 'server-own-process', include: serverOwnProcess, testTimeout: 30_000 } },
      {
        // the repository's own rules (lint layers)
        test: {
          name: 'repo',
          include: ['scripts/**/*.test.ts'],
          testTimeout: 60_000,
        },
      },
      {
        // the portal's build scripts (precompression, the shell's size budget) run in Node
        test: {
          name: 'web-build',
          include: ['apps/web/scripts/**/*.test.ts'],
        },
      },
      { test: { ...web, name: 'web', exclude: [...configDefaults.exclude, ...webMocking], isolate: false } },
      { test: { ...web, name: 'web-isolated', include: webMocking } },
    ],
  },
});
