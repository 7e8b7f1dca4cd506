import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

const API_TARGET = process.env.GST_API_TARGET ?? 'http://localhost:3000';

// Everything the server owns; the browser's Host header is kept (changeOrigin: false) so the
// tenant sub-domain (demo.localhost) reaches the server unchanged.
const proxied = ['/trpc', '/api', '/auth', '/public', '/files', '/healthz', '/master/auth'];
const proxy = Object.fromEntries(
  proxied.map((path) => [path, { target: API_TARGET, changeOrigin: false }]),
);

export default defineConfig({
  plugins: [react()],
  server: { proxy, allowedHosts: true },
  preview: { proxy, allowedHosts: true },
  // The public shell is React, the router and Mantine core; every public page, the back-office
  // and the master panel (with React Query, tRPC, modals, toasts) are lazy chunks.
  // manifest: scripts/public-bundle.mjs reads it to hold the public routes to 150 kB gzip.
  build: { outDir: 'dist', emptyOutDir: true, chunkSizeWarningLimit: 600, manifest: true },
});
