import { dirname, resolve } from 'node:path';
import { defineConfig } from '@playwright/test';

const PORT = Number(process.env.E2E_PORT ?? 3210);
// One data dir per port: engineers (and CI jobs) running suites side by side never share one.
const dataDir = resolve(`.cache/e2e-data-${PORT}`);
// scripts/test-all.mjs seeds the demo shop once (scripts/e2e-seed.mjs) and names that dir here:
// each server then starts on a copy of it. Without it the server seeds its own on first start.
const seedDir = process.env.E2E_SEED_DIR;
const freshData = seedDir
  ? `rm -rf ${dataDir} && mkdir -p ${dirname(dataDir)} && cp -a ${seedDir} ${dataDir}`
  : `rm -rf ${dataDir}`;
const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
// The GSTIN lookup calls a fake provider that tests/catalogue.spec.ts starts on this port.
const FAKE_GSTIN_PORT = PORT + 1000;

export default defineConfig({
  testDir: './tests',
  // Per port: two runs side by side (test-all's lanes) must not wipe each other's traces.
  outputDir: `test-results/port-${PORT}`,
  // CI runs these beside the database rounds on 2 cores, where a step takes 3-4 times as long as
  // on an idle machine (stop 40's reconciliation.spec ran out of 60 s there): twice the time on
  // CI. Tests that set their own (longer) timeout keep it.
  timeout: process.env.CI ? 120_000 : 60_000,
  expect: { timeout: process.env.CI ? 30_000 : 15_000 },
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  reporter: [['list'], ['json']],
  use: {
    baseURL: `http://demo.localhost:${PORT}`,
    launchOptions: {
      executablePath: chromium,
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
    // Recording a trace (DOM snapshots and screencast frames at every action) costs every test
    // CPU; on CI only a retry records one: a failure is retried once, traced.
    trace: process.env.CI ? 'on-first-retry' : 'retain-on-failure',
  },
  webServer: {
    // The real production server on a fresh embedded database, seeded with the demo shop.
    command: `${freshData} && cd ../apps/server && NODE_ENV=production DATA_DIR=${dataDir} PORT=${PORT} LOG_LEVEL=warn GSTIN_API_BASE_URL=http://127.0.0.1:${FAKE_GSTIN_PORT} GSTIN_API_KEY=e2e-fake-key node --import tsx src/main.ts`,
    url: `http://localhost:${PORT}/healthz`,
    timeout: 120_000,
    reuseExistingServer: false,
    stdout: 'pipe',
  },
});
