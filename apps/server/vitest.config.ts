import { defineConfig } from 'vitest/config';

// Every test file opens its own database (PGlite in memory, or a fresh database on the server
// named by TEST_DATABASE_URL) and shares one server across its tests.
export default defineConfig({
  test: { include: ['test/**/*.test.ts'], testTimeout: 60_000, hookTimeout: 120_000 },
});
