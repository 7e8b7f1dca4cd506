import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';
import { testWorkers } from '../../scripts/test-engines.mjs';

// PDF rendering is CPU-bound; on a busy 2-core machine a cold render can take seconds. One module
// graph (and one warm render pool) per worker instead of per file (isolate: false).
export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
    isolate: false,
    maxWorkers: testWorkers(availableParallelism()),
    testTimeout: 60_000,
    hookTimeout: 60_000,
  },
});
