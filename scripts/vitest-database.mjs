// The vitest options every database suite shares (db, api, server): its test files minus those
// this engine skips (scripts/test-engines.mjs), workers sized for the machine, one module graph
// per worker, and timeouts for databases on a busy 2-core machine.
import { availableParallelism } from 'node:os';
import { configDefaults } from 'vitest/config';
import { excludedOnThisEngine, testWorkers } from './test-engines.mjs';

/** `root`: the package's folder; its tests are in `test/`. */
export function databaseSuiteOptions(root) {
  return {
    exclude: [...configDefaults.exclude, ...excludedOnThisEngine(root, 'test')],
    maxWorkers: testWorkers(availableParallelism()),
    // One module graph per worker instead of per file: half the CPU (the server's imports are
    // most of a small file's cost). Test files keep no state in modules; each opens its own
    // database (and server).
    isolate: false,
    testTimeout: 60_000,
    hookTimeout: 120_000,
  };
}
