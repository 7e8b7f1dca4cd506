#!/usr/bin/env node
// `pnpm bench`: runs every bench/*.bench.ts one after another (node --import tsx, from apps/server
// where tsx is installed), then prints a summary of bench/results/*.json and writes
// bench/results/summary.json. Benches need PostgreSQL at 127.0.0.1:5432 (BENCH_DATABASE_URL
// overrides the server) and are not run in CI.
//
//   pnpm bench                        every bench
//   pnpm bench api-ceiling tenants    only these (file names without .bench.ts)
//   pnpm bench tenants -- --tenants 100   extra arguments go to every selected bench
//   pnpm bench api-ceiling tenants -- --engine citus   PostgreSQL and the Citus cluster side by side
//   pnpm bench --summary              only the summary of the results already there
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, totalmem } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const benchDir = dirname(fileURLToPath(import.meta.url));
const root = join(benchDir, '..');
const serverDir = join(root, 'apps', 'server');
const resultsDir = join(benchDir, 'results');

const argv = process.argv.slice(2);
const dash = argv.indexOf('--');
const names = (dash === -1 ? argv : argv.slice(0, dash)).filter((a) => !a.startsWith('-'));
const passThrough = dash === -1 ? [] : argv.slice(dash + 1);

const files = readdirSync(benchDir)
  .filter((f) => f.endsWith('.bench.ts'))
  .filter((f) => !names.length || names.includes(f.replace(/\.bench\.ts$/, '')))
  .sort();
if (!files.length) {
  console.error(`no bench matches ${names.join(', ')}`);
  process.exit(1);
}

const summaryOnly = argv.includes('--summary');
const ran = [];
for (const file of summaryOnly ? [] : files) {
  const name = file.replace(/\.bench\.ts$/, '');
  console.log(`\n######## ${name}`);
  const started = Date.now();
  const result = spawnSync(
    process.execPath,
    ['--import', 'tsx', join('..', '..', 'bench', file), ...passThrough],
    { cwd: serverDir, stdio: 'inherit', env: process.env },
  );
  ran.push({ name, status: result.status, seconds: Math.round((Date.now() - started) / 100) / 10 });
}

const readResult = (name) => {
  const file = join(resultsDir, `${name}.json`);
  if (!existsSync(file)) return undefined;
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    return undefined;
  }
};

/** One readable line per known result; other files are listed with their top-level numbers. */
function describe(name, r) {
  if (!r) return 'no result';
  // `--engine citus`: PostgreSQL then Citus in one run, "PostgreSQL / Citus (Citus/PostgreSQL)".
  const pair = (get, unit = '') => {
    const pg = get(r.engines?.postgres);
    const citus = get(r.engines?.citus);
    const ratio =
      typeof pg === 'number' && typeof citus === 'number' && pg !== 0 ? citus / pg : NaN;
    return `${pg} / ${citus}${unit} (${Number.isFinite(ratio) ? ratio.toFixed(2) : '-'})`;
  };
  if (name === 'api-ceiling-citus') {
    return (
      `PostgreSQL / Citus (Citus/PG): req/s ceiling ${pair((e) => e?.ceiling?.reqPerSec)}, ` +
      `tRPC ${pair((e) => e?.trpc?.reqPerSec)}, REST ${pair((e) => e?.rest?.reqPerSec)}; ` +
      `tRPC p50 ${pair((e) => e?.trpc?.p50, ' ms')}, p99 ${pair((e) => e?.trpc?.p99, ' ms')}; ` +
      `server CPU/req tRPC ${pair((e) => e?.trpc?.cpuUsPerRequest, ' µs')}`
    );
  }
  if (name === 'tenants-citus') {
    return (
      `${r.settings?.tenants} tenants, PostgreSQL / Citus (Citus/PG): ` +
      `provisioning median ${pair((e) => e?.provisioning?.medianMs, ' ms')}; ` +
      `migrateAll up to date ${pair((e) => e?.migration?.upToDate?.ms, ' ms')}, ` +
      `every tenant visited ${pair((e) => e?.migration?.everyTenantVisited?.ms, ' ms')}; ` +
      `server RSS plateau ${pair((e) => e?.memory?.plateauMiB?.pass2SecondHalf, ' MiB')}, ` +
      `DB backends ${pair((e) => e?.memory?.pgBackendsPrivateMiB?.afterPass2, ' MiB')} ` +
      `(levels off: ${r.engines?.postgres?.memory?.leveledOff ? 'yes' : 'no'} / ${r.engines?.citus?.memory?.leveledOff ? 'yes' : 'no'})`
    );
  }
  if (name.startsWith('api-ceiling')) {
    return (
      `ceiling ${r.ceiling?.reqPerSec} req/s (p50 ${r.ceiling?.p50} / p99 ${r.ceiling?.p99} ms); ` +
      `tRPC ${r.trpc?.reqPerSec} req/s = ${r.trpc?.ratio}; REST ${r.rest?.reqPerSec} req/s = ${r.rest?.ratio} ` +
      `(goal ${r.goal?.ratio})`
    );
  }
  if (name === 'tenants') {
    return (
      `${r.settings?.tenants} tenants: provisioning median ${r.provisioning?.medianMs} ms; ` +
      `migrateAll up to date ${r.migration?.upToDate?.ms} ms, every tenant visited ${r.migration?.everyTenantVisited?.ms} ms; ` +
      `RSS +${r.memory?.growthMiB?.firstHalf} / +${r.memory?.growthMiB?.secondHalf} / +${r.memory?.growthMiB?.secondPass} MiB ` +
      `(${r.memory?.leveledOff ? 'levels off' : 'does not level off'})`
    );
  }
  if (r.engines && typeof r.engines === 'object') {
    return Object.entries(r.engines)
      .map(([engine, parts]) =>
        Object.entries(parts)
          .filter(([, v]) => v && typeof v === 'object' && 'apiMedianMs' in v)
          .map(([part, v]) => `${engine} ${part} ${v.apiMedianMs} ms (ratio ${v.ratio})`)
          .join(', '),
      )
      .join('; ');
  }
  const numbers = Object.entries(r)
    .filter(([, v]) => typeof v === 'number' || typeof v === 'boolean')
    .map(([k, v]) => `${k} ${v}`);
  const headline = r.headline ?? r.summary;
  const extra =
    headline && typeof headline === 'object'
      ? Object.entries(headline)
          .filter(
            ([, v]) => typeof v === 'number' || typeof v === 'boolean' || typeof v === 'string',
          )
          .map(([k, v]) => `${k} ${v}`)
      : [];
  return [...numbers, ...extra].slice(0, 12).join(', ') || 'see the file';
}

mkdirSync(resultsDir, { recursive: true });
const results = readdirSync(resultsDir)
  .filter((f) => f.endsWith('.json') && f !== 'summary.json')
  .map((f) => f.replace(/\.json$/, ''))
  .sort();
const summary = {
  at: new Date().toISOString(),
  machine: {
    cores: cpus().length,
    cpu: cpus()[0]?.model,
    ramGiB: Math.round((totalmem() / 2 ** 30) * 10) / 10,
    node: process.version,
    loadAverage: loadavg().map((l) => Math.round(l * 100) / 100),
  },
  ran,
  results: Object.fromEntries(results.map((name) => [name, readResult(name)])),
};
writeFileSync(join(resultsDir, 'summary.json'), `${JSON.stringify(summary, null, 2)}\n`);

console.log('\n######## summary (bench/results/summary.json)');
for (const r of ran) console.log(`  ran ${r.name}: exit ${r.status}, ${r.seconds} s`);
for (const name of results) console.log(`  ${name}: ${describe(name, readResult(name))}`);
process.exit(ran.some((r) => r.status !== 0) ? 1 : 0);
