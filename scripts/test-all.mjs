#!/usr/bin/env node
// Runs every test the project has and ends with one line: "N passed, N failed".
//  1. typecheck + lint (turbo, cached)
//  2. unit + integration tests on the embedded PGlite engine
//  3. the database-backed suites again on PostgreSQL when TEST_DATABASE_URL is set
//  3b. and a third time on a Citus cluster when TEST_CITUS_URL is set
//  3c. the server logs those runs wrote (.cache/test-logs) scanned for the passwords, session
//      cookies and API keys the tests used: one more test, failed when any secret is in a log
//  4. Playwright in Chromium against the built app (skipped, with a notice, if no Chromium)
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { scanLogs } from './log-scan.mjs';

const root = new URL('..', import.meta.url).pathname;
const reports = join(root, '.cache', 'test-reports');
rmSync(reports, { recursive: true, force: true });
mkdirSync(reports, { recursive: true });
// The server test harness appends every log line here (apps/server/test/helpers.ts).
const testLogs = join(root, '.cache', 'test-logs');
rmSync(testLogs, { recursive: true, force: true });

let passed = 0;
let failed = 0;
let skipped = 0;
const problems = [];

function run(label, command, args, env = {}) {
  console.log(`\n=== ${label}`);
  const result = spawnSync(command, args, {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, ...env },
  });
  if (result.status !== 0) problems.push(`${label} exited with ${result.status}`);
  return result.status === 0;
}

function countVitest(file) {
  if (!existsSync(file)) return;
  const report = JSON.parse(readFileSync(file, 'utf8'));
  passed += report.numPassedTests ?? 0;
  failed += report.numFailedTests ?? 0;
  skipped += (report.numPendingTests ?? 0) + (report.numTodoTests ?? 0);
}

const VITEST_PACKAGES = [
  ['@gst/domain', 'packages/domain', false],
  ['@gst/db', 'packages/db', true],
  ['@gst/documents', 'packages/documents', false],
  ['@gst/api', 'packages/api', true],
  ['@gst/server', 'apps/server', true],
  ['@gst/web', 'apps/web', false],
];

function vitestRound(engine, env) {
  for (const [name, dir, usesDb] of VITEST_PACKAGES) {
    if (engine !== 'pglite' && !usesDb) continue;
    if (!existsSync(join(root, dir, 'package.json'))) continue;
    const out = join(reports, `${engine}-${name.replace('@gst/', '')}.json`);
    run(
      `${name} tests on ${engine}`,
      'pnpm',
      [
        '--filter',
        name,
        'exec',
        'vitest',
        'run',
        '--passWithNoTests',
        '--reporter=default',
        '--reporter=json',
        `--outputFile.json=${out}`,
      ],
      env,
    );
    countVitest(out);
  }
}

run('typecheck', 'pnpm', ['typecheck']);
run('lint', 'pnpm', ['lint']);

vitestRound('pglite', { TEST_DATABASE_URL: '' });
if (process.env.TEST_DATABASE_URL) {
  vitestRound('postgres', { TEST_DATABASE_URL: process.env.TEST_DATABASE_URL });
  // Load tests (50 virtual users on a real server process, about a minute) and the PostgreSQL
  // restart test, which restarts a private cluster of its own (never the one at
  // TEST_DATABASE_URL); set LOAD_SKIP_RESTART=1 to leave it out.
  const loadOut = join(reports, 'load.json');
  run(
    'load tests on postgres (pnpm test:load)',
    'pnpm',
    ['test:load', '--reporter=default', '--reporter=json', `--outputFile.json=${loadOut}`],
    { TEST_DATABASE_URL: process.env.TEST_DATABASE_URL },
  );
  countVitest(loadOut);
} else {
  console.log('\n(TEST_DATABASE_URL is not set: the PostgreSQL round is skipped; .ci/run sets it)');
}
// Issue 18: the database suites a third time on a Citus cluster (coordinator + 2 workers started
// by infra/citus/cluster.sh; .ci/run starts a fresh one and sets TEST_CITUS_URL).
if (process.env.TEST_CITUS_URL) {
  vitestRound('citus', { TEST_DATABASE_URL: process.env.TEST_CITUS_URL });
} else {
  console.log(
    '\n(TEST_CITUS_URL is not set: the Citus round is skipped; .ci/run starts a cluster with infra/citus/cluster.sh)',
  );
}

// Issue 19: no password, cookie or API key the suites used may appear in the server's logs.
{
  console.log('\n=== log scan (secrets in the server logs of the database suites)');
  const scan = scanLogs(testLogs);
  console.log(`${scan.logs} log files, ${scan.lines} lines, ${scan.secrets} secrets looked for`);
  for (const f of scan.findings.slice(0, 50))
    console.log(`  secret ${f.secret} in ${f.log}:${f.line}`);
  if (scan.findings.length === 0 && scan.logs > 0) passed += 1;
  else {
    failed += 1;
    problems.push(
      scan.logs === 0
        ? 'log scan: the server tests wrote no logs to .cache/test-logs'
        : `log scan: ${scan.findings.length} secret occurrences in the server logs`,
    );
  }
}

const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
if (existsSync(chromium)) {
  run('build web', 'pnpm', ['--filter', '@gst/web', 'build']);
  // Each spec file gets its own server and freshly seeded embedded database (its own port and
  // data dir), so one flow's invoices and sold serials never change what another flow sees.
  const specs = readdirSync(join(root, 'e2e', 'tests'))
    .filter((f) => f.endsWith('.spec.ts'))
    .sort();
  specs.forEach((spec, index) => {
    const out = join(reports, `e2e-${spec.replace(/\.spec\.ts$/, '')}.json`);
    run(
      `e2e ${spec} (Playwright, Chromium)`,
      'pnpm',
      ['--filter', '@gst/e2e', 'exec', 'playwright', 'test', `tests/${spec}`],
      {
        CHROMIUM_PATH: chromium,
        PLAYWRIGHT_JSON_OUTPUT_NAME: out,
        E2E_PORT: String(3310 + index * 2),
      },
    );
    if (existsSync(out)) {
      const stats = JSON.parse(readFileSync(out, 'utf8')).stats ?? {};
      passed += (stats.expected ?? 0) + (stats.flaky ?? 0);
      failed += stats.unexpected ?? 0;
      skipped += stats.skipped ?? 0;
    }
  });
} else {
  console.log(
    `\n(no Chromium at ${chromium}: e2e skipped; install it with apt-get install -y chromium or set CHROMIUM_PATH)`,
  );
}

if (problems.length) console.log(`\nProblems:\n  ${problems.join('\n  ')}`);
if (problems.length && failed === 0) failed = problems.length;
console.log(`\n${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`);
process.exit(failed > 0 || problems.length > 0 ? 1 : 0);
