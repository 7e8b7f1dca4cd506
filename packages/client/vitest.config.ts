import { defineConfig } from 'vitest/config';

// Regenerating the schema loads the API package's module graph (openApiDocument) once.
export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
    testTimeout: 60_000,
  },
});
