import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { precompressPlugin } from './build/precompress.js';

// The dev server forwards API calls to the Fastify server (VITE_API_TARGET overrides the default port).
const apiTarget = process.env.VITE_API_TARGET ?? 'http://localhost:3000';

export default defineConfig({
  // precompressPlugin: brotli and gzip copies of the built files, which the server sends as they are.
  plugins: [react(), precompressPlugin()],
  server: {
    proxy: {
      '/api': { target: apiTarget, changeOrigin: false },
      '/healthz': { target: apiTarget, changeOrigin: false },
    },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // scripts/report-bundle.mjs reads the manifest to measure what a first visit downloads.
    manifest: true,
    target: 'es2022',
    // Small chunks are fine over HTTP/2; do not inline assets into the JS we measure.
    assetsInlineLimit: 0,
    // The first-visit chunk is one file on purpose (below); scripts/report-bundle.mjs guards its size in gzip.
    chunkSizeWarningLimit: 600,
    rolldownOptions: {
      output: {
        codeSplitting: {
          // Everything the first page needs in one chunk: lazy routes sharing a few of its modules would
          // otherwise split it into many small chunks, which compress worse and cost more requests.
          groups: [{ name: 'shell', tags: ['$initial'] }],
        },
      },
    },
  },
});
