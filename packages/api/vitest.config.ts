import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import { databaseSuiteOptions } from '../../scripts/vitest-database.mjs';

// Database tests open a database per file (a copy of a snapshot or template; see
// @gst/db/testing); files whose header says `// @engines pglite` skip the other engines' rounds.
export default defineConfig({
  test: databaseSuiteOptions(fileURLToPath(new URL('.', import.meta.url))),
});
