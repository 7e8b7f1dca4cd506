/**
 * Purchases and stock (issue 31): entering a 200-line purchase bill with serial numbers through
 * the purchases service, and the stock report over 100,000 stock movements through the stock
 * service, each timed alternately with ONE hand-written SQL statement doing the same work
 * (bench/purchases-hand-sql.ts), in the same process against the same data.
 *
 *   pnpm bench purchases [-- --engine pglite|postgres|both --movements 100000 --lines 200
 *                             --serials 5 --runs 10 --report-runs 15]
 *
 * Engines: PGlite (default; a data dir under the OS temp dir, as the server keeps it, removed at
 * the end) and PostgreSQL (BENCH_DATABASE_URL, default postgres://postgres@127.0.0.1:5432/postgres;
 * the bench creates `gst_bench_purchases` and drops it at the end). Each engine gets a new shop
 * (bench/purchases-seed.ts: 240 products, a supplier in the shop's state, N movements over
 * FY 2024-25 and 2025-26 written set-based).
 *
 * 1. The bill: `createPurchaseBill` (what tenant.purchases.create calls) with the input parsed by
 *    ZPurchaseBillInput, in a tenant transaction (withTenant, as the procedure ladder opens it),
 *    against `handWrittenBill`, one statement. Each run enters a new bill on each side (200 lines
 *    of distinct serial-numbered products, 5 units and 5 new serials a line: 1,000 items, 200
 *    movements, 200 products' stock). Before timing, both sides enter the SAME bill from the same
 *    state, each in a transaction that is rolled back, and everything they wrote is compared:
 *    the bill row, its lines, items with where they came from, movements, the products' stock,
 *    the counter and the audit row (ids and timestamps aside).
 * 2. The stock report for FY 2025-26: `stockReport` (tenant.stock.report) on the read path GET
 *    handlers use (withTenantRead) with ZStockReportInput, against `handWrittenStockReport`.
 *    Before timing, every row of the two answers must be equal, and each product's closing
 *    quantity and value must equal its product_stock row (the seed's ledger identity).
 *
 * The bill is in bench/purchases-bill.ts, the report in bench/purchases-report.ts, the timing and
 * comparing in bench/purchases-compare.ts. A mismatch is printed and the bench exits 1. Wall time and CPU time per call (this process,
 * plus the bench database's backends on PostgreSQL, from /proc) are recorded; the ratios are
 * service / SQL medians of the same run. Writes bench/results/purchases.json.
 * Goals: bill ratio ≤ 1.5 by time; stock report median < 500 ms (its ratio printed).
 */
import { rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { openDatabase, rowsOf, type Database } from '../packages/db/src/client';
import { migrateAll } from '../packages/db/src/migrate';
import { benchDatabaseUrl, machine, pgAdmin, round, writeResult } from './lib/common';
import { benchBill } from './purchases-bill';
import { benchReport } from './purchases-report';
import { seedPurchasesShop } from './purchases-seed';

const { values } = parseArgs({
  options: {
    engine: { type: 'string', default: 'pglite' },
    movements: { type: 'string', default: '100000' },
    lines: { type: 'string', default: '200' },
    serials: { type: 'string', default: '5' },
    runs: { type: 'string', default: '10' },
    'report-runs': { type: 'string', default: '15' },
    seed: { type: 'string', default: '31' },
  },
});
const MOVEMENTS = Number(values.movements);
const LINES = Number(values.lines);
const SERIALS = Number(values.serials);
const BILL_RUNS = Number(values.runs);
const REPORT_RUNS = Number(values['report-runs']);
const WARM_UP = 2;
const GOAL = { billRatio: 1.5, reportMs: 500 };
const REPORT = { from: '2025-04-01', to: '2026-03-31' };
const BILL_DATE = '2026-10-15';
const DB_NAME = 'gst_bench_purchases';
const engines: ('pglite' | 'postgres')[] =
  values.engine === 'both'
    ? ['pglite', 'postgres']
    : values.engine === 'postgres'
      ? ['postgres']
      : ['pglite'];
if (LINES > 200) throw new Error('--lines: the shop has 200 serial-numbered products');

const machineAtStart = machine();
// ---- one engine -------------------------------------------------------------------------------

async function runEngine(engine: 'pglite' | 'postgres') {
  console.log(`\n== purchases on ${engine === 'pglite' ? 'PGlite' : 'PostgreSQL'}`);
  let database: Database;
  let cleanup: () => Promise<void>;
  let version = '';
  if (engine === 'pglite') {
    const dataDir = join(tmpdir(), 'gst-bench-purchases-pglite');
    rmSync(dataDir, { recursive: true, force: true });
    database = await openDatabase({ engine: 'pglite', dataDir });
    cleanup = async () => rmSync(dataDir, { recursive: true, force: true });
  } else {
    const urls = benchDatabaseUrl(DB_NAME);
    const admin = await pgAdmin(urls.server);
    await admin.drop(DB_NAME);
    await admin.create(DB_NAME);
    version = await admin.version();
    database = await openDatabase({ engine: 'postgres', url: urls.bench, poolMax: 4 });
    cleanup = async () => {
      await admin.drop(DB_NAME);
      await admin.end();
    };
  }
  try {
    const { db } = database;
    if (!version) {
      version = String(
        rowsOf<{ v: string }>(await db.execute(`select current_setting('server_version') as v`))[0]
          ?.v ?? '?',
      );
    }
    const migrated = await migrateAll(db);
    if (migrated.failed.length)
      throw new Error(`migration failed: ${JSON.stringify(migrated.failed)}`);
    const seed = await seedPurchasesShop(db, { movements: MOVEMENTS, seed: Number(values.seed) });
    console.log(
      `  seeded ${seed.movements} movements of ${seed.products.length} products in ${(seed.ms / 1000).toFixed(1)} s ` +
        `(${Object.entries(seed.byKind)
          .map(([k, n]) => `${k} ${n}`)
          .join(', ')})`,
    );
    const report = await benchReport(database, engine, seed, {
      range: REPORT,
      runs: REPORT_RUNS,
      warmUp: WARM_UP,
      goalMs: GOAL.reportMs,
    });
    const bill = report.mismatches.length
      ? undefined
      : await benchBill(database, engine, seed, {
          lines: LINES,
          serials: SERIALS,
          runs: BILL_RUNS,
          warmUp: WARM_UP,
          billDate: BILL_DATE,
          goalRatio: GOAL.billRatio,
        });
    const mismatches = [...report.mismatches, ...(bill?.mismatches ?? [])];
    if (mismatches.length) {
      console.error(`\nMISMATCH between the services and the hand-written SQL on ${engine}:`);
      for (const m of mismatches) console.error(`  ${m}`);
      return { mismatches };
    }
    const r = report.result!;
    const b = bill!.result!;
    console.log(
      `  bill (${LINES} lines, ${LINES * SERIALS} serials): createPurchaseBill median ${b.apiMedianMs} ms (p90 ${b.apiP90Ms}), ` +
        `hand SQL ${b.sqlMedianMs} ms (p90 ${b.sqlP90Ms}); ratio ${b.ratio} (CPU ${b.cpuApiMedianMs} vs ${b.cpuSqlMedianMs} ms, ${b.cpuRatio}); ` +
        `goal ≤ ${GOAL.billRatio}: ${b.met ? 'met' : 'NOT met'}\n` +
        `  stock report (${seed.movements} movements): stockReport median ${r.apiMedianMs} ms (p90 ${r.apiP90Ms}), ` +
        `hand SQL ${r.sqlMedianMs} ms (p90 ${r.sqlP90Ms}); ratio ${r.ratio} (CPU ${r.cpuApiMedianMs} vs ${r.cpuSqlMedianMs} ms, ${r.cpuRatio}); ` +
        `goal < ${GOAL.reportMs} ms: ${r.met ? 'met' : 'NOT met'}`,
    );
    return {
      mismatches,
      result: {
        version,
        seed: {
          movements: seed.movements,
          products: seed.products.length,
          byKind: seed.byKind,
          ms: seed.ms,
        },
        bill: b,
        stockReport: r,
      },
    };
  } finally {
    await database.close();
    await cleanup();
  }
}

const results: Record<string, unknown> = {};
let failed = false;
for (const engine of engines) {
  const { mismatches, result } = await runEngine(engine);
  if (mismatches.length) failed = true;
  if (result) results[engine] = result;
}
writeResult('purchases', {
  bench: 'purchases',
  date: new Date().toISOString(),
  machine: { ...machineAtStart, loadAverageAtEnd: loadavg().map((l) => round(l)) },
  settings: {
    movements: MOVEMENTS,
    lines: LINES,
    serialsPerLine: SERIALS,
    billRuns: BILL_RUNS,
    reportRuns: REPORT_RUNS,
    warmUp: WARM_UP,
  },
  goal: {
    bill: `service / SQL ≤ ${GOAL.billRatio} (wall-time medians of the same run)`,
    stockReport: `service median < ${GOAL.reportMs} ms`,
  },
  engines: results,
  crossCheck: failed ? 'MISMATCH' : 'equal',
});
console.log(
  `load average ${machineAtStart.loadAverageAtStart.join(' ')} → ${loadavg()
    .map((l) => round(l))
    .join(' ')}`,
);
process.exit(failed ? 1 : 0);
