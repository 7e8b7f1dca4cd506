import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import { configDefaults, defineConfig } from 'vitest/config';
import { excludedOnThisEngine, testWorkers } from '../../scripts/test-engines.mjs';

const root = fileURLToPath(new URL('.', import.meta.url));

// Every test file opens its own database (a copy of a provisioned PGlite snapshot or PostgreSQL
// template; built afresh on Citus) and shares one server across its tests. Files whose header
// says `// @engines pglite` (the HTTP edge, validation, rendering) skip the other engines' rounds.
export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
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
