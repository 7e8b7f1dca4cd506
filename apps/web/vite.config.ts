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
  // The public entry is ~170 kB gzip (React, router, Mantine core, query + tRPC client); the
  // back-office and master panel are separate lazy chunks.
  build: { outDir: 'dist', emptyOutDir: true, chunkSizeWarningLimit: 600 },
});
