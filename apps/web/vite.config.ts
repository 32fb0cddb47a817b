import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import {
  compileHints,
  mantineStableIds,
  pagePreloads,
  precompiledMessages,
  preloadedStyles,
  themeVariables,
} from './vite-plugins';

// The dev server only serves the SPA; everything else belongs to the API server on its default port.
const apiServer = 'http://localhost:3000';

export default defineConfig({
  plugins: [
    react(),
    mantineStableIds(),
    themeVariables(),
    preloadedStyles(),
    pagePreloads(),
    compileHints(),
    precompiledMessages(),
  ],
  resolve: {
    // every schema, the shared ones too, builds on zod configured for a strict CSP (no eval probe)
    alias: [
      { find: /^zod$/, replacement: fileURLToPath(new URL('src/lib/zod-jitless.ts', import.meta.url)) },
      // the catalogues arrive parsed (precompiledMessages): intl-messageformat formats without a parser
      {
        find: /^@formatjs\/icu-messageformat-parser$/,
        replacement: '@formatjs/icu-messageformat-parser/lib/no-parser.js',
      },
    ],
  },
  server: {
    port: 5173,
    strictPort: true,
    proxy: {
      '/api': apiServer,
      '/oidc': apiServer,
      '/logos': apiServer,
      '/health': apiServer,
      '/webchat': apiServer,
      '/v3': { target: apiServer, ws: true },
    },
  },
  preview: { port: 5173, strictPort: true },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: true,
    // dist/.vite/manifest.json: scripts/shell-size.mjs reads which chunks the shell loads
    manifest: true,
    rolldownOptions: {
      output: {
        // React changes far less often than the app: its own chunk stays cached across releases. The rest
        // of what the shell loads (index.html's static imports) is one chunk, not a dozen small ones each
        // costing a request before the portal can start. Other libraries are split by rolldown with the
        // lazy routes that use them, so the shell stays small (a group catching all of @mantine put
        // charts, dates and dropzone into the shell)
        codeSplitting: {
          groups: [
            {
              name: 'react',
              test: /node_modules[\\/](react|react-dom|react-router|scheduler)[\\/]/,
              priority: 2,
            },
            { name: 'shell', tags: ['$initial'], priority: 1 },
          ],
        },
      },
    },
  },
});
