import { defineConfig } from 'vitest/config';

// Two projects: the pure-function unit tests (*.test.ts) run in plain node; the component tests
// of the shared pieces (*.test.tsx, Testing Library) run in happy-dom with Mantine's provider.
// test/: checks over a production build (the public bundle budget), slower than unit tests.
export default defineConfig({
  test: {
    testTimeout: 30_000,
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          environment: 'node',
          // Pure functions: one module graph per worker instead of per file.
          isolate: false,
          include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
        },
      },
      {
        extends: true,
        test: {
          name: 'components',
          environment: 'happy-dom',
          include: ['src/**/*.test.tsx'],
          setupFiles: ['./test/setup-dom.ts'],
        },
      },
    ],
  },
});
