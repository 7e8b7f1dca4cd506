/**
 * GSTR-1 and GSTR-3B of a month on PostgreSQL (issue 17): the returns service's `periodReturns`
 * (reads the period's invoices and notes, computes both returns in @gst/domain) inside a tenant
 * transaction, timed alternately with the same sections written by hand as ONE SQL statement
 * (bench/returns-hand-sql.ts), in the same process against the same data.
 *
 *   pnpm bench returns [-- --invoices 10000 --notes 500 --runs 15 --keep]
 *
 * Database: BENCH_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/postgres); the bench
 * creates `gst_bench_returns`, seeds October 2025 (bench/returns-seed.ts: 10,000 invoices and 500
 * credit/debit notes by default) and drops the database at the end (--keep leaves it, and a later
 * --keep run reuses it when its size matches). Before timing, the service's answer is checked
 * against the SQL's: every section's totals to the paisa, then the whole document; a difference
 * is printed and the bench exits 1. Besides wall time, each call's CPU time is recorded (this
 * process plus the bench database's backends, from /proc): steadier than wall time on a shared
 * machine. Then, for attribution only: reading the documents, computing both returns in memory,
 * and the whole call on the GET read path (withTenantRead). Writes bench/results/returns.json.
 * Goal: median < 2,000 ms and ratio service / SQL ≤ 1.5 (wall time, medians of the same run).
 */
import { parseArgs } from 'node:util';
import { loadavg } from 'node:os';
import { openDatabase, rowsOf, type Tx } from '../packages/db/src/client';
import { migrateAll } from '../packages/db/src/migrate';
import { withTenant, withTenantRead } from '../packages/db/src/tenant';
import {
  periodDocuments,
  periodReturns,
} from '../packages/api/src/services/returns/returns.sources';
import { computeGstr1, computeGstr3b } from '../packages/domain/src/returns/index';
import {
  benchDatabaseUrl,
  cpuMs,
  machine,
  median,
  pgAdmin,
  round,
  writeResult,
} from './lib/common';
import { firstDifference, sectionTotals } from './lib/returns-check';
import { handWrittenReturns } from './returns-hand-sql';
import {
  RETURNS_DEFAULTS,
  RETURNS_PERIOD,
  RETURNS_SCHEMA,
  SHOP_GSTIN,
  seedReturnsMonth,
  type ReturnsSeedResult,
} from './returns-seed';

const { values } = parseArgs({
  options: {
    invoices: { type: 'string', default: String(RETURNS_DEFAULTS.invoices) },
    notes: { type: 'string', default: String(RETURNS_DEFAULTS.notes) },
    runs: { type: 'string', default: '15' },
    keep: { type: 'boolean', default: false },
  },
});
const invoices = Number(values.invoices);
const notes = Number(values.notes);
const runs = Number(values.runs);
const WARM_UP = 2;
const GOAL = { medianMs: 2000, ratio: 1.5 };
const DB_NAME = 'gst_bench_returns';
const tenant = { schemaName: RETURNS_SCHEMA };

const machineAtStart = machine();
const urls = benchDatabaseUrl(DB_NAME);
const admin = await pgAdmin(urls.server);
const exists = await admin.exists(DB_NAME);
if (exists && !values.keep) await admin.drop(DB_NAME);
if (!exists || !values.keep) await admin.create(DB_NAME);

const database = await openDatabase({ engine: 'postgres', url: urls.bench, poolMax: 4 });
const { db } = database;
const migrated = await migrateAll(db);
if (migrated.failed.length) throw new Error(`migration failed: ${JSON.stringify(migrated.failed)}`);

const count = async (query: string) =>
  Number(rowsOf<{ n: string }>(await db.execute(query))[0]?.n ?? 0);
const schemaExists =
  (await count(
    `select count(*) as n from information_schema.schemata where schema_name = '${RETURNS_SCHEMA}'`,
  )) > 0;
let seed: ReturnsSeedResult | { reused: true; invoices: number; notes: number; ms: null };
if (
  values.keep &&
  schemaExists &&
  (await count(`select count(*) as n from ${RETURNS_SCHEMA}.invoices`)) === invoices &&
  (await count(`select count(*) as n from ${RETURNS_SCHEMA}.notes`)) === notes
) {
  seed = { reused: true, invoices, notes, ms: null };
  console.log(`reusing ${invoices} invoices and ${notes} notes in ${DB_NAME}`);
} else {
  seed = await seedReturnsMonth(db, { ...RETURNS_DEFAULTS, invoices, notes });
  console.log(
    `seeded ${seed.invoices} invoices (${seed.cancelledInvoices} cancelled, ${seed.lines} lines) and ` +
      `${seed.notes} notes (${seed.noteLines} lines) in ${(seed.ms / 1000).toFixed(1)} s; ` +
      `issued invoices by section: ${JSON.stringify(seed.mix)}`,
  );
}

// ---- the two sides ---------------------------------------------------------------------------

type Json = unknown;
const service = () => withTenant(db, tenant, (tx: Tx) => periodReturns(tx, RETURNS_PERIOD));
const handSql = handWrittenReturns(RETURNS_SCHEMA, RETURNS_PERIOD);
async function hand(): Promise<{ gstr1: Json; gstr3b: Json }> {
  const [row] = rowsOf<{ returns: unknown }>(await db.execute(handSql));
  const value = row?.returns;
  return (typeof value === 'string' ? JSON.parse(value) : value) as { gstr1: Json; gstr3b: Json };
}

// ---- cross-check: section totals to the paisa (lib/returns-check.ts), then the whole document

const fromService = await service();
const fromSql = await hand();
const serviceTotals = sectionTotals(fromService);
const sqlTotals = sectionTotals(fromSql);
const mismatches: string[] = [];
const rupees = (p: number) => (p / 100).toFixed(2);
console.log('\nsection totals (service = hand-written SQL, in rupees):');
for (const key of new Set([...Object.keys(serviceTotals), ...Object.keys(sqlTotals)])) {
  const a = serviceTotals[key];
  const b = sqlTotals[key];
  const same = JSON.stringify(a) === JSON.stringify(b);
  if (!same) mismatches.push(`${key}: service ${JSON.stringify(a)} vs SQL ${JSON.stringify(b)}`);
  const show = (t: any) =>
    t === undefined
      ? 'missing'
      : 'txval' in t
        ? `${String(t.n).padStart(5)} entries  txval ${rupees(t.txval).padStart(16)}  igst ${rupees(t.iamt).padStart(14)}  cgst ${rupees(t.camt).padStart(13)}  sgst ${rupees(t.samt).padStart(13)}` +
          (t.val ? `  value ${rupees(t.val).padStart(16)}` : '') +
          (t.qty !== undefined ? `  qty ${(t.qty / 1000).toFixed(3)}` : '')
        : `${t.n} issued, ${t.cancel} cancelled, net ${t.net}`;
  console.log(
    `  ${same ? ' ' : '✗'} ${key.padEnd(14)} ${show(a)}${same ? '' : `\n      SQL: ${show(b)}`}`,
  );
}
const difference = firstDifference(fromService, fromSql);
if (mismatches.length || difference) {
  console.error('\nMISMATCH between periodReturns and the hand-written SQL:');
  for (const m of mismatches) console.error(`  ${m}`);
  if (difference) console.error(`  first difference in the documents: ${difference}`);
  await database.close();
  if (!values.keep) await admin.drop(DB_NAME);
  await admin.end();
  process.exit(1);
}
console.log('every section equal to the paisa, and the whole GSTR-1 and GSTR-3B JSON equal\n');

// ---- timing ------------------------------------------------------------------------------------

const time = async (fn: () => Promise<unknown>) => {
  const t = performance.now();
  await fn();
  return performance.now() - t;
};
const p90 = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.max(0, Math.ceil(0.9 * s.length) - 1)] ?? 0;
};
const stats = (xs: number[]) => ({
  medianMs: round(median(xs), 1),
  p90Ms: round(p90(xs), 1),
  minMs: round(Math.min(...xs), 1),
});

// CPU time as well as wall time: the machine is shared, and the CPU a call costs (this process
// plus the PostgreSQL backends of the bench database, read from /proc) moves much less with the
// load than its wall time. Backends are listed before each round, outside the timing.
const backendPids = async () =>
  rowsOf<{ pid: number }>(
    await db.execute(
      `select pid from pg_stat_activity where datname = current_database() and backend_type = 'client backend'`,
    ),
  ).map((r) => Number(r.pid));
const backendsCpu = (pids: number[]) =>
  pids.reduce((sum, pid) => {
    try {
      return sum + cpuMs(pid);
    } catch {
      return sum; // gone since listed
    }
  }, 0);
async function measure(fn: () => Promise<unknown>, pids: number[]) {
  const backends = backendsCpu(pids);
  const own = process.cpuUsage();
  const started = performance.now();
  await fn();
  const wall = performance.now() - started;
  const ownUsed = process.cpuUsage(own);
  const cpu = (ownUsed.user + ownUsed.system) / 1000 + backendsCpu(pids) - backends;
  return { wall, cpu };
}

const serviceMs: number[] = [];
const sqlMs: number[] = [];
const serviceCpuMs: number[] = [];
const sqlCpuMs: number[] = [];
for (let i = 0; i < runs + WARM_UP; i++) {
  // Alternate, and alternate who goes first, so both see the same machine load.
  const pids = await backendPids();
  let a: { wall: number; cpu: number };
  let s: { wall: number; cpu: number };
  if (i % 2) [s, a] = [await measure(hand, pids), await measure(service, pids)];
  else [a, s] = [await measure(service, pids), await measure(hand, pids)];
  if (i >= WARM_UP) {
    serviceMs.push(a.wall);
    sqlMs.push(s.wall);
    serviceCpuMs.push(a.cpu);
    sqlCpuMs.push(s.cpu);
  }
}
const ratio = round(median(serviceMs) / median(sqlMs), 2);
const cpuRatio = round(median(serviceCpuMs) / median(sqlCpuMs), 2);

// Where the service's time goes (not part of the goal): reading the documents in the tenant
// transaction, computing both returns from them in memory, and the whole call on the read path
// GET handlers use (withTenantRead: a pinned connection, no BEGIN/COMMIT).
const documents = await withTenant(db, tenant, (tx: Tx) => periodDocuments(tx, RETURNS_PERIOD));
const readMs: number[] = [];
const computeMs: number[] = [];
const readPathMs: number[] = [];
for (let i = 0; i < runs + WARM_UP; i++) {
  const r = await time(() =>
    withTenant(db, tenant, (tx: Tx) => periodDocuments(tx, RETURNS_PERIOD)),
  );
  const c = await time(async () => {
    computeGstr1({ gstin: SHOP_GSTIN, period: RETURNS_PERIOD, documents });
    computeGstr3b({ documents });
  });
  const p = await time(() =>
    withTenantRead(db, tenant, (tx: Tx) => periodReturns(tx, RETURNS_PERIOD)),
  );
  if (i >= WARM_UP) [readMs.push(r), computeMs.push(c), readPathMs.push(p)];
}

const result = {
  bench: 'returns',
  date: new Date().toISOString(),
  machine: { ...machineAtStart, loadAverageAtEnd: loadavg().map((l) => round(l)) },
  database: { server: 'PostgreSQL (BENCH_DATABASE_URL)', version: await admin.version() },
  period: RETURNS_PERIOD,
  seed,
  documents: {
    invoices: documents.filter((d) => d.kind === 'invoice').length,
    notes: documents.filter((d) => d.kind !== 'invoice').length,
    lines: documents.reduce((n, d) => n + d.lines.length, 0),
  },
  runs,
  warmUp: WARM_UP,
  goal: { ...GOAL, what: 'service median < medianMs and service / SQL ≤ ratio' },
  headline: {
    serviceMedianMs: round(median(serviceMs), 1),
    sqlMedianMs: round(median(sqlMs), 1),
    ratio,
    cpuRatio,
    seedMs: seed.ms,
    pass: median(serviceMs) < GOAL.medianMs && ratio <= GOAL.ratio,
  },
  service: {
    ...stats(serviceMs),
    what: 'withTenant(db, tenant, tx => periodReturns(tx, period))',
    runsMs: serviceMs.map((x) => round(x, 1)),
    cpuMedianMs: round(median(serviceCpuMs), 1),
  },
  sql: {
    ...stats(sqlMs),
    what: 'one hand-written statement, db.execute, JSON parsed',
    runsMs: sqlMs.map((x) => round(x, 1)),
    cpuMedianMs: round(median(sqlCpuMs), 1),
  },
  cpu: {
    what: 'CPU per call: this process (process.cpuUsage) + the bench database backends (/proc)',
    serviceMedianMs: round(median(serviceCpuMs), 1),
    sqlMedianMs: round(median(sqlCpuMs), 1),
    ratio: cpuRatio,
  },
  breakdown: {
    readDocuments: stats(readMs),
    computeBothReturns: stats(computeMs),
    serviceOnReadPath: stats(readPathMs),
  },
  crossCheck: { equal: true, sections: serviceTotals },
};
console.log(
  `periodReturns (tenant transaction) median ${result.service.medianMs} ms, p90 ${result.service.p90Ms} ms\n` +
    `hand-written SQL                   median ${result.sql.medianMs} ms, p90 ${result.sql.p90Ms} ms\n` +
    `ratio = service / sql = ${ratio}   (CPU per call: ${result.cpu.serviceMedianMs} vs ${result.cpu.sqlMedianMs} ms, ratio ${cpuRatio})\n` +
    `  breakdown: read documents ${result.breakdown.readDocuments.medianMs} ms, compute GSTR-1 + 3B ` +
    `${result.breakdown.computeBothReturns.medianMs} ms; whole call on the read path (withTenantRead) ` +
    `${result.breakdown.serviceOnReadPath.medianMs} ms\n` +
    `goal median < ${GOAL.medianMs} ms: ${median(serviceMs) < GOAL.medianMs ? 'met' : 'NOT met'}; ` +
    `goal ratio ≤ ${GOAL.ratio}: ${ratio <= GOAL.ratio ? 'met' : 'NOT met'} ` +
    `(load average ${machineAtStart.loadAverageAtStart.join(' ')} → ${result.machine.loadAverageAtEnd.join(' ')})`,
);
writeResult('returns', result);

await database.close();
if (!values.keep) await admin.drop(DB_NAME);
await admin.end();
