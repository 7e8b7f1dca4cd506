/**
 * Reconciliation (issue 32): a period of 10,000 purchase bills against a 10,000-document GSTR-2B,
 * through the service the Returns page's reconciliation screen calls, timed alternately with ONE
 * hand-written SQL statement (bench/reconcile-hand-sql.ts) in the same process on the same data.
 *
 *   pnpm bench reconcile [-- --engine pglite|postgres|both --bills 10000 --suppliers 200
 *                             --runs 10 --seed 32]
 *
 * Engines: PGlite (default; a data dir under the OS temp dir, removed at the end) and PostgreSQL
 * (BENCH_DATABASE_URL, default postgres://postgres@127.0.0.1:5432/postgres; the bench creates
 * `gst_bench_reconcile` and drops it at the end). Each engine gets a new shop
 * (bench/reconcile-seed.ts): ~200 suppliers with GSTINs, N bills in October 2025 and the period's
 * active GSTR-2B made from them with perturbations (90 % exact, 3 % restyled numbers, 2 % amounts
 * off beyond the ₹1 tolerance, 2 % within it, 3 % missing in 2B, as many extra 2B documents).
 *
 * - service: `viewReconciliation` (tenant.reconciliation.view: load the books, the active 2B and
 *   the decisions, `reconcile` in the domain, the rows and summary as the screen gets them) with
 *   `ZReconciliationInput.parse({ period })`, on the read path GET handlers use (withTenantRead).
 * - SQL: one statement, a full outer join on GSTIN + type + normalised number with the amounts
 *   compared against the tolerance, one row per pair or lone document. It cannot do the engine's
 *   fuzzy, residual or PAN-level matching, so only what both produce is compared.
 *
 * Before timing: the count per outcome of both sides must agree with each other and with what the
 * seed made, and so must every pair (outcome, bill, 2B document, taxable and tax difference). A
 * mismatch is printed and the bench exits 1. Wall time and CPU time per call (this process, plus
 * the bench database's backends on PostgreSQL, from /proc); ratio = service / SQL medians of the
 * same run. Writes bench/results/reconcile.json. Goals: service median < 2 s, ratio ≤ 1.5.
 */
import { rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { openDatabase, rowsOf, type Database, type Tx } from '../packages/db/src/client';
import { migrateAll } from '../packages/db/src/migrate';
import { withTenantRead } from '../packages/db/src/tenant';
import type { ServiceCtx } from '../packages/api/src/services/context';
import { ZReconciliationInput } from '../packages/api/src/services/reconciliation/reconciliation.schema';
import { viewReconciliation } from '../packages/api/src/services/reconciliation/reconciliation.view';
import { benchDatabaseUrl, machine, pgAdmin, round, writeResult } from './lib/common';
import { race } from './purchases-compare';
import { handWrittenReconciliation } from './reconcile-hand-sql';
import { EXPECTED, PERIOD, RECONCILE_SCHEMA, seedReconcileShop } from './reconcile-seed';

const { values } = parseArgs({
  options: {
    engine: { type: 'string', default: 'pglite' },
    bills: { type: 'string', default: '10000' },
    suppliers: { type: 'string', default: '200' },
    runs: { type: 'string', default: '10' },
    seed: { type: 'string', default: '32' },
  },
});
const BILLS = Number(values.bills);
const SUPPLIERS = Number(values.suppliers);
const RUNS = Number(values.runs);
const WARM_UP = 2;
const GOAL = { ms: 2000, ratio: 1.5 };
const TOLERANCE = '1.00';
const RANGE = { period: PERIOD, from: '2025-10-01', to: '2025-11-01' };
const DB_NAME = 'gst_bench_reconcile';
const engines: ('pglite' | 'postgres')[] =
  values.engine === 'both'
    ? ['pglite', 'postgres']
    : values.engine === 'postgres'
      ? ['postgres']
      : ['pglite'];
const machineAtStart = machine();

type HandRow = {
  outcome: string;
  books_id: string | null;
  portal_id: string | null;
  taxable_difference: string;
  tax_difference: string;
};
const OUTCOMES = ['Exact Match', 'Suggested Match', 'Mismatch', 'Missing in 2B', 'Missing in PR'];
const countOf = (outcomes: string[]) =>
  Object.fromEntries(OUTCOMES.map((o) => [o, outcomes.filter((x) => x === o).length]));

async function runEngine(engine: 'pglite' | 'postgres') {
  console.log(`\n== reconcile on ${engine === 'pglite' ? 'PGlite' : 'PostgreSQL'}`);
  let database: Database;
  let cleanup: () => Promise<void>;
  if (engine === 'pglite') {
    const dataDir = join(tmpdir(), 'gst-bench-reconcile-pglite');
    rmSync(dataDir, { recursive: true, force: true });
    database = await openDatabase({ engine: 'pglite', dataDir });
    cleanup = async () => rmSync(dataDir, { recursive: true, force: true });
  } else {
    const urls = benchDatabaseUrl(DB_NAME);
    const admin = await pgAdmin(urls.server);
    await admin.drop(DB_NAME);
    await admin.create(DB_NAME);
    database = await openDatabase({ engine: 'postgres', url: urls.bench, poolMax: 4 });
    cleanup = async () => {
      await admin.drop(DB_NAME);
      await admin.end();
    };
  }
  try {
    const { db } = database;
    const version = String(
      rowsOf<{ v: string }>(await db.execute(`select current_setting('server_version') as v`))[0]
        ?.v ?? '?',
    );
    const migrated = await migrateAll(db);
    if (migrated.failed.length)
      throw new Error(`migration failed: ${JSON.stringify(migrated.failed)}`);
    const seed = await seedReconcileShop(db, {
      bills: BILLS,
      suppliers: SUPPLIERS,
      seed: Number(values.seed),
    });
    console.log(
      `  seeded ${seed.bills} bills of ${seed.suppliers} suppliers and a ${seed.portalDocuments}-document GSTR-2B ` +
        `in ${(seed.ms / 1000).toFixed(1)} s (${Object.entries(seed.byKind)
          .map(([k, n]) => `${k} ${n}`)
          .join(', ')})`,
    );
    const service = () =>
      withTenantRead(db, seed.tenant, (tx: Tx) =>
        viewReconciliation(
          { tx } as unknown as ServiceCtx,
          ZReconciliationInput.parse({ period: PERIOD, tolerance: TOLERANCE }),
        ),
      );
    const hand = async () =>
      rowsOf<HandRow>(
        await db.execute(handWrittenReconciliation(RECONCILE_SCHEMA, RANGE, TOLERANCE)),
      );

    // ---- the check: counts per outcome and every pair, both sides and the seed
    const a = await service();
    const b = await hand();
    const k = seed.byKind;
    const expected = {
      'Exact Match': k.exact,
      'Suggested Match': k.restyled + k.within,
      Mismatch: k.beyond,
      'Missing in 2B': k.missing,
      'Missing in PR': k.extra,
    };
    const serviceCounts = countOf(a.rows.map((r) => r.outcome));
    const sqlCounts = countOf(b.map((r) => r.outcome));
    const mismatches: string[] = [];
    for (const o of OUTCOMES) {
      const e = expected[o as keyof typeof expected];
      if (serviceCounts[o] !== e || sqlCounts[o] !== e)
        mismatches.push(`${o}: seed ${e}, service ${serviceCounts[o]}, SQL ${sqlCounts[o]}`);
    }
    if (a.rows.length !== b.length)
      mismatches.push(`rows: service ${a.rows.length}, SQL ${b.length}`);
    const pairOf = (o: string, bid: unknown, pid: unknown, t: string, x: string) =>
      `${o}|${bid ?? '-'}|${pid ?? '-'}|${t}|${x}`;
    const fromSql = new Set(
      b.map((r) =>
        pairOf(r.outcome, r.books_id, r.portal_id, r.taxable_difference, r.tax_difference),
      ),
    );
    const different = a.rows
      .map((r) =>
        pairOf(r.outcome, r.books?.id, r.portal?.id, r.taxableDifference, r.taxDifference),
      )
      .filter((p) => !fromSql.has(p));
    if (different.length)
      mismatches.push(
        `${different.length} service rows not in the SQL's, e.g. ${different.slice(0, 3).join('; ')}`,
      );
    console.log(
      `  check: ${OUTCOMES.map((o) => `${o} ${serviceCounts[o]}`).join(', ')} — ` +
        (mismatches.length ? 'MISMATCH' : 'the same counts and pairs on both sides, as seeded'),
    );
    if (mismatches.length) {
      console.error(`\nMISMATCH between the service and the hand-written SQL on ${engine}:`);
      for (const m of mismatches) console.error(`  ${m}`);
      return { mismatches };
    }

    const timed = await race(db, engine, RUNS, WARM_UP, () => ({ service, sql: hand }));
    const met = { ms: timed.apiMedianMs < GOAL.ms, ratio: timed.ratio <= GOAL.ratio };
    return {
      mismatches,
      result: {
        version,
        seed: { ...seed, tenant: undefined },
        counts: serviceCounts,
        ...timed,
        goal: GOAL,
        met,
        what: {
          service:
            'withTenantRead(db, tenant, tx => viewReconciliation({ tx }, ZReconciliationInput.parse({ period, tolerance })))',
          sql: 'one statement (full outer join on GSTIN + type + normalised number, amounts against the tolerance), one row per pair or lone document, db.execute',
        },
      },
    };
  } finally {
    await database.close();
    await cleanup();
  }
}

const results: Record<string, Awaited<ReturnType<typeof runEngine>>['result']> = {};
let failed = false;
for (const engine of engines) {
  const { mismatches, result } = await runEngine(engine);
  if (mismatches.length) failed = true;
  if (result) results[engine] = result;
}

const pad = (s: string, n: number, right = false) => (right ? s.padStart(n) : s.padEnd(n));
console.log(
  `\n${pad('engine', 16)} ${pad('service ms (p90)', 18, true)} ${pad('SQL ms (p90)', 16, true)} ` +
    `${pad('ratio', 6, true)} ${pad('CPU ms svc / SQL', 20, true)} ${pad('CPU ratio', 9, true)}  < 2 s  ≤ 1.5×`,
);
for (const [engine, r] of Object.entries(results)) {
  if (!r) continue;
  console.log(
    `${pad(`${engine === 'pglite' ? 'PGlite' : 'PostgreSQL'} ${r.version.split(' ')[0]}`, 16)} ` +
      `${pad(`${r.apiMedianMs} (${r.apiP90Ms})`, 18, true)} ${pad(`${r.sqlMedianMs} (${r.sqlP90Ms})`, 16, true)} ` +
      `${pad(String(r.ratio), 6, true)} ${pad(`${r.cpuApiMedianMs} / ${r.cpuSqlMedianMs}`, 20, true)} ` +
      `${pad(String(r.cpuRatio), 9, true)}  ${r.met.ms ? 'met ' : 'NOT '}   ${r.met.ratio ? 'met' : 'NOT met'}`,
  );
}

writeResult('reconcile', {
  bench: 'reconcile',
  date: new Date().toISOString(),
  machine: { ...machineAtStart, loadAverageAtEnd: loadavg().map((l) => round(l)) },
  settings: {
    bills: BILLS,
    suppliers: SUPPLIERS,
    runs: RUNS,
    warmUp: WARM_UP,
    tolerance: TOLERANCE,
    period: PERIOD,
  },
  goal: {
    ms: `service median < ${GOAL.ms} ms`,
    ratio: `service / SQL ≤ ${GOAL.ratio} (wall-time medians of the same run)`,
  },
  expected: EXPECTED,
  engines: Object.fromEntries(Object.entries(results).map(([e, r]) => [e, { reconcile: r }])),
  crossCheck: failed ? 'MISMATCH' : 'equal',
});
console.log(
  `load average ${machineAtStart.loadAverageAtStart.join(' ')} → ${loadavg()
    .map((l) => round(l))
    .join(' ')}`,
);
process.exit(failed ? 1 : 0);
