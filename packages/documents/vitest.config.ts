import { defineConfig } from 'vitest/config';

// PDF rendering is CPU-bound; on a busy 2-core machine a cold render can take seconds.
export default defineConfig({
  test: { include: ['test/**/*.test.ts'], testTimeout: 60_000, hookTimeout: 60_000 },
});
