import { defineConfig } from 'vitest/config';

// Each file opens its own databases (a PGlite instance, or schemas of its own on the PostgreSQL and
// Citus servers) and the tests wait on pg-boss's polling, not the CPU: the files run side by side.
export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
    maxWorkers: 3,
    testTimeout: 60_000,
    hookTimeout: 60_000,
  },
});
