import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'shared',
          include: ['packages/shared/src/**/*.test.ts'],
        },
      },
      {
        test: {
          name: 'server',
          include: ['apps/server/src/**/*.test.ts'],
          globalSetup: ['apps/server/src/test/global-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
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
      {
        test: {
          name: 'web',
          include: ['apps/web/src/**/*.test.{ts,tsx}'],
          environment: 'jsdom',
          setupFiles: ['apps/web/src/test/setup.ts'],
          // a whole page rendered and clicked through in jsdom takes seconds on a busy 2-core machine
          testTimeout: 20_000,
          // loading jsdom and the portal's modules is most of a file's time: two files at once on
          // 2 cores (the default is one fewer than the cores); a project of its own worker count
          // runs in a group of its own, after the others, whose files stay one at a time
          maxWorkers: 2,
          sequence: { groupOrder: 1 },
        },
      },
    ],
  },
});
