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
        },
      },
    ],
  },
});
