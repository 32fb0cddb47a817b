import { fileURLToPath } from 'node:url';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { PORTAL_STYLES_ATTRIBUTE } from './src/lib/portal-styles';

// The dev server only serves the SPA; everything else belongs to the API server on its default port.
const apiServer = 'http://localhost:3000';

/**
 * The built page preloads its stylesheets instead of linking them: the loading screen, styled inline,
 * paints while they and the scripts download, and src/lib/portal-styles.ts applies them before the
 * portal's first render.
 */
function preloadedStyles(): Plugin {
  return {
    name: 'askhr:preloaded-styles',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler: (html) =>
        html.replace(
          /<link rel="stylesheet"( crossorigin)? href="([^"]+\.css)">/g,
          `<link rel="preload" as="style"$1 href="$2" ${PORTAL_STYLES_ATTRIBUTE}>`,
        ),
    },
  };
}

export default defineConfig({
  plugins: [react(), preloadedStyles()],
  resolve: {
    // every schema, the shared ones too, builds on zod configured for a strict CSP (no eval probe)
    alias: [
      { find: /^zod$/, replacement: fileURLToPath(new URL('src/lib/zod-jitless.ts', import.meta.url)) },
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
        // React changes far less often than the app: its own chunk stays cached across releases. Other
        // libraries are split by rolldown with the lazy routes that use them, so the shell stays small
        // (a group catching all of @mantine put charts, dates and dropzone into the shell)
        codeSplitting: {
          groups: [{ name: 'react', test: /node_modules[\\/](react|react-dom|react-router|scheduler)[\\/]/ }],
        },
      },
    },
  },
});
