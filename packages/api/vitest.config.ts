import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import { configDefaults, defineConfig } from 'vitest/config';
import { excludedOnThisEngine, testWorkers } from '../../scripts/test-engines.mjs';

const root = fileURLToPath(new URL('.', import.meta.url));

// Database tests open a database per file (a copy of a snapshot or template; see
// @gst/db/testing); files whose header says `// @engines pglite` skip the other engines' rounds.
export default defineConfig({
  test: {
    exclude: [...configDefaults.exclude, ...excludedOnThisEngine(root, 'test')],
    maxWorkers: testWorkers(availableParallelism()),
    testTimeout: 60_000,
    hookTimeout: 120_000,
  },
});
