import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';
import { testWorkers } from '../../scripts/test-engines.mjs';

// Pure functions: one module graph per worker (isolate: false) instead of one per file, which
// took 38.8 CPU-s against 16.6 for the same 833 tests. 30 s per test: the seeded property tests
// (gst-quote-to-invoice) take ~1 s alone and more than vitest's 5 s default while CI runs the
// typecheck, lint and web build beside them.
// The setup file checks every e-invoice and e-way bill a test makes against NIC's schema and the
// bulk format in ../shared/refs/gst (issue 30; the api and server suites load it too).
export default defineConfig({
  test: {
    testTimeout: 30_000,
    isolate: false,
    maxWorkers: testWorkers(availableParallelism()),
    setupFiles: ['test/support/edocs-guard.ts'],
  },
});
