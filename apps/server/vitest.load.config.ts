import { defineConfig } from 'vitest/config';

// `pnpm test:load`: load and fault tests against a real server process on PostgreSQL
// (127.0.0.1:5432 unless LOAD_DATABASE_URL / TEST_DATABASE_URL says otherwise). Not part of the
// normal `vitest run`, whose config includes test/** only. The PostgreSQL restart test and the
// postgres.js tests make a private cluster of their own (load/cluster.ts: root and the Debian
// PostgreSQL binaries, else they are skipped with a notice; LOAD_SKIP_RESTART=1 skips the restart
// test). One file at a time: the machine is small and the timings matter.
export default defineConfig({
  test: {
    include: ['load/**/*.test.ts'],
    testTimeout: 600_000,
    hookTimeout: 300_000,
    fileParallelism: false,
  },
});
