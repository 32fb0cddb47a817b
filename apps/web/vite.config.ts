import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

// The dev server only serves the SPA; everything else belongs to the API server on its default port.
const apiServer = 'http://localhost:3000';

export default defineConfig({
  plugins: [react()],
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
    rolldownOptions: {
      output: {
        // libraries change far less often than the app: separate chunks stay cached across releases
        codeSplitting: {
          groups: [
            { name: 'react', test: /node_modules[\\/](react|react-dom|react-router|scheduler)[\\/]/ },
            { name: 'mantine', test: /node_modules[\\/]@mantine[\\/]/ },
            { name: 'vendor', test: /node_modules[\\/]/ },
          ],
        },
      },
    },
  },
});
