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
    // Every e-invoice and e-way bill the server builds in a test is checked against NIC's schema
    // and the bulk format in ../shared/refs/gst (issue 30; packages/domain/test/support).
    setupFiles: [
      fileURLToPath(new URL('../../packages/domain/test/support/edocs-guard.ts', import.meta.url)),
    ],
  },
});
