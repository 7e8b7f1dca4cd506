import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';
import { testWorkers } from '../../scripts/test-engines.mjs';

// Pure functions: one module graph per worker (isolate: false) instead of one per file, which
// took 38.8 CPU-s against 16.6 for the same 833 tests.
export default defineConfig({
  test: { isolate: false, maxWorkers: testWorkers(availableParallelism()) },
});
