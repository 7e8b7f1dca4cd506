#!/usr/bin/env node
// Runs every test the project has and ends with one line: "N passed, N failed". Each stage prints
// its time, and a table of them comes before the last line (issue 27: CI in 20 minutes on 2 cores).
//  1. typecheck + lint (one TypeScript program per package for both: scripts/typecheck-lint.mjs,
//     cached in CHECK_CACHE_DIR), beside the pure suites (domain, documents, web) and the web
//     build the browser tests use, then the demo shop seeded once for them
//  2. the load tests on PostgreSQL (when TEST_DATABASE_URL is set), with nothing beside them
//  3. side by side:
//     - the database suites on PGlite (every test file), then on PostgreSQL when
//       TEST_DATABASE_URL is set beside Citus when TEST_CITUS_URL is set (each runs only the
//       files whose `// @engines` header names it: scripts/test-engines.mjs, CONVENTIONS.md)
//     - Playwright in Chromium against the built app (skipped, with a notice, if no Chromium):
//       each spec file's server starts on its own copy of the seeded data dir, E2E_LANES spec
//       files at a time (default 2)
//  4. the server logs those runs wrote (.cache/test-logs) scanned for the passwords, session
//     cookies and API keys the tests used: one more test, failed when any secret is in a log
import { spawn } from 'node:child_process';
import {
  createWriteStream,
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  rmSync,
} from 'node:fs';
import { availableParallelism } from 'node:os';
import { join } from 'node:path';
import { scanLogs } from './log-scan.mjs';
import { seedE2eDataDir } from './e2e-seed.mjs';

const root = new URL('..', import.meta.url).pathname;
const reports = join(root, '.cache', 'test-reports');
rmSync(reports, { recursive: true, force: true });
mkdirSync(reports, { recursive: true });
// The server test harness appends every log line here (apps/server/test/harness-log.ts).
const testLogs = join(root, '.cache', 'test-logs');
rmSync(testLogs, { recursive: true, force: true });

let passed = 0;
let failed = 0;
let skipped = 0;
const problems = [];
/** The last lines of each failed quiet stage's log, printed again at the very end (CI keeps the tail). */
const failureTails = [];
const timings = [];
const started = Date.now();
const cpuAtStart = machineCpu();
const seconds = (ms) => (ms / 1000).toFixed(1);

/**
 * Runs a command; with `quiet`, its output goes to a log file printed whole when it ends (so
 * stages running side by side do not interleave). Resolves to true on exit code 0.
 */
function run(label, command, args, env = {}, { quiet = false } = {}) {
  const begin = Date.now();
  const cpuBefore = machineCpu();
  if (!quiet) console.log(`\n=== ${label}`);
  const logPath = join(reports, `${label.replace(/[^\w.-]+/g, '_')}.log`);
  return new Promise((resolve) => {
    const child = spawn(command, args, {
      cwd: root,
      stdio: quiet ? ['ignore', 'pipe', 'pipe'] : 'inherit',
      env: { ...process.env, ...env },
    });
    if (quiet) {
      const log = createWriteStream(logPath);
      child.stdout.pipe(log);
      child.stderr.pipe(log);
    }
    child.on('close', (code) => {
      const took = Date.now() - begin;
      timings.push([label, took, busyCores(cpuBefore, machineCpu())]);
      if (quiet) {
        console.log(`\n=== ${label}`);
        process.stdout.write(readFileSync(logPath, 'utf8'));
      }
      console.log(`--- ${label}: ${seconds(took)} s${code === 0 ? '' : ` (exit ${code})`}`);
      if (code !== 0) {
        problems.push(`${label} exited with ${code}`);
        if (quiet) failureTails.push([label, tailOf(logPath, 60)]);
      }
      resolve(code === 0);
    });
  });
}

/** The last `count` lines of a log, without the app server's own start-up lines. */
function tailOf(logPath, count) {
  try {
    const lines = readFileSync(logPath, 'utf8')
      .split('\n')
      .filter((line) => !line.startsWith('[WebServer]'));
    return lines.slice(-count).join('\n');
  } catch {
    return '(no log)';
  }
}

/** The machine's CPU counters (/proc/stat, in clock ticks): all and idle, over every core. */
function machineCpu() {
  try {
    const fields = readFileSync('/proc/stat', 'utf8').split('\n')[0].trim().split(/\s+/).slice(1);
    const ticks = fields.map(Number);
    return { total: ticks.reduce((a, b) => a + b, 0), idle: ticks[3] + (ticks[4] ?? 0) };
  } catch {
    return undefined;
  }
}

/** How many cores the whole machine kept busy between two readings (whoever used them). */
function busyCores(before, after) {
  if (!before || !after || after.total === before.total) return undefined;
  const busy = 1 - (after.idle - before.idle) / (after.total - before.total);
  return busy * availableParallelism();
}

function countVitest(file) {
  if (!existsSync(file)) return;
  const report = JSON.parse(readFileSync(file, 'utf8'));
  passed += report.numPassedTests ?? 0;
  failed += report.numFailedTests ?? 0;
  skipped += (report.numPendingTests ?? 0) + (report.numTodoTests ?? 0);
}

const PURE_PACKAGES = [
  ['@gst/domain', 'packages/domain'],
  ['@gst/documents', 'packages/documents'],
  ['@gst/web', 'apps/web'],
  ['@gst/client', 'packages/client'],
];
const DB_PACKAGES = [
  ['@gst/db', 'packages/db'],
  ['@gst/api', 'packages/api'],
  ['@gst/server', 'apps/server'],
  ['@gst/jobs', 'packages/jobs'],
];

async function vitest(engine, [name, dir], env, options) {
  if (!existsSync(join(root, dir, 'package.json'))) return;
  const out = join(reports, `${engine}-${name.replace('@gst/', '')}.json`);
  await run(
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
    { TEST_ENGINE: engine, ...env },
    options,
  );
  countVitest(out);
}

async function inSequence(steps) {
  for (const step of steps) await step();
}

/** Waits for .ci/run's background Citus start (CITUS_READY_FILE), if it is still going. */
async function citusReady() {
  const ready = process.env.CITUS_READY_FILE;
  if (!ready) return true;
  const begin = Date.now();
  while (!existsSync(ready)) {
    if (Date.now() - begin > 30 * 60_000) break;
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
  const status = existsSync(ready) ? readFileSync(ready, 'utf8').trim() : 'timed out';
  console.log(`\n(Citus cluster: ${status}, waited ${seconds(Date.now() - begin)} s)`);
  if (status !== 'ready') problems.push(`Citus cluster did not start: ${status}`);
  return status === 'ready';
}

const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const e2e = existsSync(chromium);

// The longest specs first, so that the lanes end together; the rest by name.
const SLOW_SPECS = ['a11y-backoffice', 'a11y', 'public-site', 'new-user', 'users-settings', 'catalogue', 'billing'];
const specRank = (spec) => {
  const rank = SLOW_SPECS.indexOf(spec.replace(/\.spec\.ts$/, ''));
  return rank === -1 ? SLOW_SPECS.length : rank;
};

// 1. Static checks beside the pure suites and the web build (then the e2e seed): no shared state.
let seeded = false;
const seedDir = join(root, '.cache', 'e2e-seed');
await Promise.all([
  inSequence([
    // `pnpm lint` is sherif, the dependency rules and turbo's `eslint src` per package; the last
    // is done with the typecheck, on the program it builds (the lint is type-aware: the two
    // commands type-checked every package twice).
    () =>
      run(
        'lint: sherif, dependency rules',
        'sh',
        ['-c', 'sherif && node scripts/check-dependencies.mjs'],
        {},
        { quiet: true },
      ),
    () => run('typecheck + lint', 'node', ['scripts/typecheck-lint.mjs'], {}, { quiet: true }),
  ]),
  inSequence(
    PURE_PACKAGES.map(
      (pkg) => () => vitest('pglite', pkg, { TEST_DATABASE_URL: '' }, { quiet: true }),
    ),
  ),
  e2e
    ? inSequence([
        () => run('build web', 'pnpm', ['--filter', '@gst/web', 'build'], {}, { quiet: true }),
        async () => (seeded = await seedE2e()),
      ])
    : Promise.resolve(),
]);

// 2. The load tests alone: 50 virtual users on a real server process, and the PostgreSQL restart
// test (a private cluster of its own, never the one at TEST_DATABASE_URL; LOAD_SKIP_RESTART=1
// leaves it out). They count failures and recovery times, so nothing else runs beside them.
if (process.env.TEST_DATABASE_URL) {
  const loadOut = join(reports, 'load.json');
  await run(
    'load tests on postgres (pnpm test:load)',
    'pnpm',
    ['test:load', '--reporter=default', '--reporter=json', `--outputFile.json=${loadOut}`],
    { TEST_DATABASE_URL: process.env.TEST_DATABASE_URL, TEST_ENGINE: 'postgres' },
    { quiet: true },
  );
  countVitest(loadOut);
}

// 3. Two things side by side: the database suites on each engine, and the browser tests
// (E2E_LANES spec files at a time, default 2). A spec mostly waits on its browser (a11y: ~80
// CPU-seconds in 6 minutes), so the lanes fit beside the database rounds, which need the cores.
const browserDone =
  e2e && seeded ? browserTests() : new Promise((resolve) => setTimeout(resolve, 0));
await Promise.all([databaseRounds(), browserDone]);
if (!e2e) {
  console.log(
    `\n(no Chromium at ${chromium}: e2e skipped; install it with apt-get install -y chromium or set CHROMIUM_PATH)`,
  );
}

/**
 * PGlite (every test file, two at a time), then PostgreSQL and Citus side by side (one file at a
 * time in each). Both server rounds spend much of their time waiting on their database, and
 * since the Citus round runs only the files where Citus can differ (scripts/test-engines.mjs) it
 * no longer waits for the browser tests: waiting left the machine at 1.4 busy cores for the
 * Citus round's 10 minutes at the end of the run (CI, 2026-11-28).
 */
async function databaseRounds() {
  for (const pkg of DB_PACKAGES) {
    await vitest('pglite', pkg, { TEST_DATABASE_URL: '' }, { quiet: true });
  }
  const postgresRound = engineRound('postgres', process.env.TEST_DATABASE_URL);
  // Issue 18: a third time on a Citus cluster (coordinator + 2 workers started by
  // infra/citus/cluster.sh; .ci/run starts a fresh one in the background and sets TEST_CITUS_URL).
  const citusRound = process.env.TEST_CITUS_URL
    ? citusReady().then((ready) =>
        ready ? engineRound('citus', process.env.TEST_CITUS_URL) : undefined,
      )
    : engineRound('citus', undefined);
  await Promise.all([postgresRound, citusRound]);
}

/**
 * The database suites on a server engine: only the files that need it (the others' header says
 * `// @engines pglite`: scripts/test-engines.mjs, docs/CONVENTIONS.md "Engines"), one file at a
 * time: two at a time, the concurrency suites (200 invoices at once, 100 notes, 100 tenants
 * placed on Citus) spend minutes waiting on each other on this 2-core machine.
 */
async function engineRound(engine, url) {
  if (!url) {
    const how =
      engine === 'citus'
        ? 'TEST_CITUS_URL is not set: the Citus round is skipped; .ci/run starts a cluster with infra/citus/cluster.sh'
        : 'TEST_DATABASE_URL is not set: the PostgreSQL round is skipped; .ci/run sets it';
    console.log(`\n(${how})`);
    return;
  }
  for (const pkg of DB_PACKAGES) {
    await vitest(engine, pkg, { TEST_WORKERS: '1', TEST_DATABASE_URL: url }, { quiet: true });
  }
}

/** The demo shop seeded once into .cache/e2e-seed; each spec's server starts on a copy of it. */
async function seedE2e() {
  const begin = Date.now();
  try {
    await seedE2eDataDir({ root, dataDir: seedDir, port: 3298 });
    timings.push(['e2e seed', Date.now() - begin]);
    console.log(`--- e2e seed: ${seconds(Date.now() - begin)} s`);
    return true;
  } catch (error) {
    problems.push(`e2e seed failed: ${error.message}`);
    return false;
  }
}

/** Playwright in Chromium: each spec file on its own server, E2E_LANES files at a time. */
async function browserTests() {
  const specs = readdirSync(join(root, 'e2e', 'tests'))
    .filter((f) => f.endsWith('.spec.ts'))
    .sort((a, b) => specRank(a) - specRank(b) || a.localeCompare(b));
  const lanes = Number(process.env.E2E_LANES ?? 2);
  let next = 0;
  const lane = async (laneIndex) => {
    while (next < specs.length) {
      const spec = specs[next++];
      const out = join(reports, `e2e-${spec.replace(/\.spec\.ts$/, '')}.json`);
      await run(
        `e2e ${spec} (Playwright, Chromium)`,
        'pnpm',
        ['--filter', '@gst/e2e', 'exec', 'playwright', 'test', `tests/${spec}`],
        {
          CHROMIUM_PATH: chromium,
          PLAYWRIGHT_JSON_OUTPUT_NAME: out,
          E2E_PORT: String(3310 + laneIndex * 2),
          E2E_SEED_DIR: seedDir,
        },
        { quiet: true },
      );
      if (existsSync(out)) {
        const stats = JSON.parse(readFileSync(out, 'utf8')).stats ?? {};
        passed += (stats.expected ?? 0) + (stats.flaky ?? 0);
        failed += stats.unexpected ?? 0;
        skipped += stats.skipped ?? 0;
      }
    }
  };
  const begin = Date.now();
  await Promise.all(Array.from({ length: lanes }, (_, i) => lane(i)));
  timings.push([`e2e, ${specs.length} spec files in ${lanes} lanes`, Date.now() - begin]);
}

// 4. Issue 19: no password, cookie or API key the suites used may appear in the server's logs.
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

console.log('\nStage times (stages in the same phase ran side by side):');
console.log("  (cores: how many of the machine's cores were busy meanwhile, by anything)");
for (const [label, took, cores] of timings) {
  const load = cores === undefined ? '' : ` ${cores.toFixed(1)} cores`;
  console.log(`  ${seconds(took).padStart(7)} s ${load.padStart(11)}  ${label}`);
}
{
  const cores = busyCores(cpuAtStart, machineCpu());
  const load = cores === undefined ? '' : ` ${cores.toFixed(1)} cores`;
  console.log(
    `  ${seconds(Date.now() - started).padStart(7)} s ${load.padStart(11)}  all of test:all`,
  );
}

for (const [label, tail] of failureTails) console.log(`\n--- the end of ${label}'s output:\n${tail}`);
if (problems.length) console.log(`\nProblems:\n  ${problems.join('\n  ')}`);
if (problems.length && failed === 0) failed = problems.length;
console.log(`\n${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`);
process.exit(failed > 0 || problems.length > 0 ? 1 : 0);
