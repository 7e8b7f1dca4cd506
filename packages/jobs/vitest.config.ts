import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';
import { testWorkers } from '../../scripts/test-engines.mjs';

// Each file opens its own databases (a PGlite instance, or schemas of its own on the PostgreSQL and
// Citus servers); the tests mostly wait on pg-boss's polling. TEST_WORKERS overrides the workers.
export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
    maxWorkers: testWorkers(availableParallelism()),
    testTimeout: 60_000,
    hookTimeout: 60_000,
  },
});
