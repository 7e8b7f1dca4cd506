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
    testTimeout: 60_000,
    hookTimeout: 120_000,
  },
});
