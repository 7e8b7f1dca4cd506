import { defineConfig } from 'vitest/config';

// The service tests (test/services, test/service-harness.test.ts) open a database per file.
export default defineConfig({ test: { testTimeout: 60_000, hookTimeout: 120_000 } });
