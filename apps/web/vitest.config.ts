import { defineConfig } from 'vitest/config';

// The web unit tests cover pure functions only, so they run in plain node (no DOM).
export default defineConfig({
  test: { environment: 'node', include: ['src/**/*.test.ts'] },
});
