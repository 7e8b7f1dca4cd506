/**
 * Dashboard on PostgreSQL at scale: the median time of the dashboard call (tRPC over HTTP, with
 * session, permission check and tenant transaction) next to the same aggregates written by hand
 * as ONE SQL query, run alternately in the same process against the same data.
 *
 *   pnpm --dir apps/server exec tsx ../../bench/dashboard.bench.ts [--invoices 200000] [--runs 15] [--keep]
 *
 * Database: BENCH_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/postgres); the bench
 * creates `gst_bench_dashboard`, seeds the 'large' tenant (pnpm seed:large's code) and drops the
 * database at the end (--keep leaves it, and a later --keep run reuses it when its size matches).
 * Writes bench/results/dashboard.json. Goal: ratio ≤ 1.2 and median < 500 ms.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { createServer } from '../apps/server/src/app';
import { loadConfig } from '../apps/server/src/config';
import { openDatabase, rowsOf } from '../packages/db/src/client';
import { migrateAll } from '../packages/db/src/migrate';
import { LARGE_DEFAULTS, LARGE_OWNER, seedLarge } from '../packages/db/src/seed/large';
import { handWrittenDashboard, type BenchFilters } from './dashboard-hand-sql';

const { values } = parseArgs({
  options: {
    invoices: { type: 'string', default: String(LARGE_DEFAULTS.invoices) },
    runs: { type: 'string', default: '15' },
    keep: { type: 'boolean', default: false },
  },
});
const invoices = Number(values.invoices);
const runs = Number(values.runs);
const DB_NAME = 'gst_bench_dashboard';
const SCHEMA = 'tenant_large';
const serverUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const benchUrl = new URL(serverUrl);
benchUrl.pathname = `/${DB_NAME}`;

// Other work on the machine skews timings; the load average is recorded with the results.
const loadAtStart = loadavg().map((l) => Math.round(l * 100) / 100);
const admin = await openDatabase({ engine: 'postgres', url: serverUrl, poolMax: 1 });
const exists =
  rowsOf(await admin.db.execute(`select 1 from pg_database where datname = '${DB_NAME}'`)).length >
  0;
if (exists && !values.keep) await admin.db.execute(`drop database ${DB_NAME}`);
if (!exists || !values.keep) await admin.db.execute(`create database ${DB_NAME}`);

const database = await openDatabase({ engine: 'postgres', url: benchUrl.toString(), poolMax: 4 });
const { db } = database;
await migrateAll(db);
const count = async (sql: string) =>
  Number(rowsOf<{ n: string }>(await db.execute(sql))[0]?.n ?? 0);
const tenantExists =
  (await count(`select count(*) as n from master.tenants where tenant_id = 'large'`)) > 0;
let seed: { invoices: number; lines: number; ms: number | null };
if (tenantExists && (await count(`select count(*) as n from ${SCHEMA}.invoices`)) === invoices) {
  seed = {
    invoices,
    lines: await count(`select count(*) as n from ${SCHEMA}.invoice_lines`),
    ms: null,
  };
  console.log(`reusing ${invoices} invoices / ${seed.lines} lines in ${DB_NAME}`);
} else {
  const result = await seedLarge(
    db,
    { ...LARGE_DEFAULTS, invoices, reset: true },
    (done, total, lines) =>
      process.stdout.write(`\rseeding ${done}/${total} invoices, ${lines} lines`),
  );
  seed = { invoices: result.invoices, lines: result.lines, ms: result.ms };
  console.log(`\nseeded in ${(result.ms / 1000).toFixed(1)} s`);
}

const app = await createServer({
  config: loadConfig({
    NODE_ENV: 'production',
    LOG_LEVEL: 'silent',
    DATABASE_URL: benchUrl.toString(),
  }),
  database,
  logger: false,
});
await app.ready();
const login = await app.inject({
  method: 'POST',
  url: '/trpc/tenant.auth.login',
  headers: {
    host: 'localhost',
    origin: 'http://localhost',
    'x-tenant-id': 'large',
    'content-type': 'application/json',
  },
  payload: JSON.stringify({ email: LARGE_OWNER.email, password: LARGE_OWNER.password }),
});
const cookie = login.cookies.map((c) => `${c.name}=${c.value}`).join('; ');
if (login.statusCode !== 200 || !cookie) throw new Error(`login failed: ${login.body}`);

async function callApi(filters: BenchFilters) {
  const reply = await app.inject({
    method: 'GET',
    url: `/trpc/tenant.dashboard.get?input=${encodeURIComponent(JSON.stringify(filters))}`,
    headers: { host: 'localhost', 'x-tenant-id': 'large', cookie },
  });
  if (reply.statusCode !== 200) throw new Error(reply.body);
  return (reply.json() as { result: { data: Record<string, unknown> } }).result.data;
}

async function callSql(filters: BenchFilters) {
  const [row] = rowsOf<{ dashboard: Record<string, unknown> | string }>(
    await db.execute(handWrittenDashboard(SCHEMA, filters)),
  );
  const value = row?.dashboard;
  return (typeof value === 'string' ? JSON.parse(value) : value) as Record<string, unknown>;
}

const ids = async (sql: string) => rowsOf<{ id: string }>(await db.execute(sql)).map((r) => r.id);
const products = await ids(`select id from ${SCHEMA}.products order by product_unique_id limit 3`);
const customers = await ids(`select id from ${SCHEMA}.customers order by name limit 50`);
const scenarios: { name: string; filters: BenchFilters }[] = [
  { name: 'no filters (all 3 years)', filters: {} },
  { name: 'one financial year', filters: { startDate: '2025-04-01', endDate: '2026-03-31' } },
  { name: 'one category', filters: { productCategories: ['Mono PERC'] } },
  {
    name: '3 products in a quarter',
    filters: { products, startDate: '2026-04-01', endDate: '2026-06-30' },
  },
  { name: '50 customers', filters: { customers } },
];

const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  const mid = Math.floor(s.length / 2);
  return s.length % 2 ? (s[mid] ?? 0) : ((s[mid - 1] ?? 0) + (s[mid] ?? 0)) / 2;
};
const time = async (fn: () => Promise<unknown>) => {
  const t = performance.now();
  await fn();
  return performance.now() - t;
};

const results = [];
for (const { name, filters } of scenarios) {
  // Same answer both ways, or the comparison means nothing.
  const [api, hand] = [await callApi(filters), await callSql(filters)];
  for (const key of [
    'totalInvoices',
    'totalRevenue',
    'totalGST',
    'averageInvoiceValue',
    'topCustomers',
    'topProducts',
    'salesOverTime',
    'recentInvoices',
    'categoryWiseStockOverview',
  ]) {
    if (JSON.stringify(api[key]) !== JSON.stringify(hand[key]))
      throw new Error(`${name}: ${key} differs between the API and the hand-written SQL`);
  }
  const apiMs: number[] = [];
  const sqlMs: number[] = [];
  for (let i = 0; i < runs + 2; i++) {
    // Alternate, so both see the same machine load; the first two rounds warm caches.
    const a = await time(() => callApi(filters));
    const s = await time(() => callSql(filters));
    if (i >= 2) [apiMs.push(a), sqlMs.push(s)];
  }
  const row = {
    scenario: name,
    filters,
    invoices: api.totalInvoices,
    apiMedianMs: Math.round(median(apiMs) * 10) / 10,
    sqlMedianMs: Math.round(median(sqlMs) * 10) / 10,
    ratio: Math.round((median(apiMs) / median(sqlMs)) * 100) / 100,
  };
  results.push(row);
  console.log(
    `${name.padEnd(28)} api ${String(row.apiMedianMs).padStart(7)} ms   sql ${String(row.sqlMedianMs).padStart(7)} ms   ratio ${row.ratio}`,
  );
}

const headline = results[0];
const summary = {
  bench: 'dashboard',
  date: new Date().toISOString(),
  machine: {
    cpus: cpus().length,
    loadavgAtStart: loadAtStart,
    loadavgAtEnd: loadavg().map((l) => Math.round(l * 100) / 100),
  },
  database: 'PostgreSQL (BENCH_DATABASE_URL)',
  seed,
  runs,
  goal: { ratio: 1.2, medianMs: 500 },
  pass: results.every((r) => r.ratio <= 1.2 && r.apiMedianMs < 500),
  headline,
  scenarios: results,
};
const out = join(dirname(fileURLToPath(import.meta.url)), 'results', 'dashboard.json');
mkdirSync(dirname(out), { recursive: true });
writeFileSync(out, `${JSON.stringify(summary, null, 2)}\n`);
console.log(`goal ratio ≤ 1.2 and < 500 ms: ${summary.pass ? 'met' : 'NOT met'}; wrote ${out}`);

await app.close();
await database.close();
if (!values.keep) await admin.db.execute(`drop database ${DB_NAME}`);
await admin.close();
