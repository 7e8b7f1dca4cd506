import { defineConfig } from 'vitest/config';

// The web unit tests cover pure functions only, so they run in plain node (no DOM).
export default defineConfig({
  // test/: checks over a production build (the public bundle budget), slower than unit tests.
  test: {
    environment: 'node',
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    testTimeout: 30_000,
  },
});
