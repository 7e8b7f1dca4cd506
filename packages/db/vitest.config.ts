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
    // One module graph per worker instead of per file: half the CPU (the server's imports are
    // most of a small file's cost). Test files keep no state in modules; each opens its own
    // database and server.
    isolate: false,
    testTimeout: 60_000,
    hookTimeout: 120_000,
  },
});
