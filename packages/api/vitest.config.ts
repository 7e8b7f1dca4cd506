import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import { databaseSuiteOptions } from '../../scripts/vitest-database.mjs';

// Database tests open a database per file (a copy of a snapshot or template; see
// @gst/db/testing); files whose header says `// @engines pglite` skip the other engines' rounds.
export default defineConfig({
  test: {
    ...databaseSuiteOptions(fileURLToPath(new URL('.', import.meta.url))),
    // Every e-invoice and e-way bill a service builds in a test is checked against NIC's schema
    // and the bulk format in ../shared/refs/gst (issue 30; packages/domain/test/support).
    setupFiles: [
      fileURLToPath(new URL('../../packages/domain/test/support/edocs-guard.ts', import.meta.url)),
    ],
  },
});
