import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import { databaseSuiteOptions } from '../../scripts/vitest-database.mjs';

// Every test file opens its own database (a copy of a provisioned PGlite snapshot or PostgreSQL
// template; built afresh on Citus) and shares one server across its tests. Files whose header
// says `// @engines pglite` (the HTTP edge, validation, rendering) skip the other engines' rounds.
export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
    ...databaseSuiteOptions(fileURLToPath(new URL('.', import.meta.url))),
  },
});
