// Vite build of the web application: web/ → web/dist, served by the service at / (see src/web/static-routes.ts).
import path from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const root = path.dirname(new URL(import.meta.url).pathname);

export default defineConfig({
  root,
  base: '/',
  plugins: [react()],
  publicDir: path.join(root, 'public'),
  build: {
    outDir: path.join(root, 'dist'),
    emptyOutDir: true,
    // The service's Content-Security-Policy allows scripts from 'self' only: nothing may be inlined.
    assetsInlineLimit: 0,
    sourcemap: false,
    chunkSizeWarningLimit: 800,
  },
  server: {
    // `npx vite --config web/vite.config.ts` during development, with the service on :8080.
    proxy: { '/app/api': 'http://127.0.0.1:8080', '/rest': 'http://127.0.0.1:8080', '/docs': 'http://127.0.0.1:8080' },
  },
});
