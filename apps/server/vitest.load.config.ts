import { defineConfig } from 'vitest/config';

// `pnpm test:load`: load and fault tests against a real server process on PostgreSQL
// (127.0.0.1:5432 unless LOAD_DATABASE_URL / TEST_DATABASE_URL says otherwise). Not part of the
// normal `vitest run`, whose config includes test/** only. One file at a time: the fault test
// restarts PostgreSQL.
export default defineConfig({
  test: {
    include: ['load/**/*.test.ts'],
    testTimeout: 600_000,
    hookTimeout: 300_000,
    fileParallelism: false,
  },
});
