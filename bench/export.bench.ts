/**
 * A whole shop's data export (issue 33) at 100,000 invoices, against a plain `pg_dump` of the
 * same schema in the same run.
 *
 *   pnpm bench export [-- --invoices 100000 --pdfs --keep --heap-mb 96 --in-process --memory-log]
 *
 * Database: BENCH_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/postgres); the bench
 * creates `gst_bench_export`, seeds one month of `--invoices` invoices with lines, customers,
 * products and a credit/debit note per twenty invoices (bench/returns-seed.ts), then:
 * - the export as a server on PostgreSQL makes it: a process loading the whole server
 *   (bench/export-child.ts) starts the export process the server starts (its V8 heap capped at
 *   --heap-mb, default 96, the server's EXPORT_HEAP_MB) which builds the archive: every record as
 *   JSON Lines and Excel, stored files, and with --pdfs every issued document's PDF. Resident
 *   memory of both sampled every 100 ms. Goal: each process's peak under 300 MB. With
 *   --in-process the server's process builds it (as EXPORT_HEAP_MB=0 does), --heap-mb then
 *   capping that process's heap.
 * - `pg_dump -Fc -n <schema>` of the same schema (custom format, compressed), timed.
 * The archive's invoice count is checked against the seed. Writes bench/results/export.json.
 */
import { spawnSync } from 'node:child_process';
import { rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { openDatabase, rowsOf } from '../packages/db/src/client';
import { migrateAll } from '../packages/db/src/migrate';
import {
  benchDatabaseUrl,
  machine,
  pgAdmin,
  round,
  spawnTs,
  waitReady,
  writeResult,
} from './lib/common';
import { RETURNS_SCHEMA, RETURNS_TENANT, seedReturnsMonth } from './returns-seed';

const { values } = parseArgs({
  options: {
    invoices: { type: 'string', default: '100000' },
    pdfs: { type: 'boolean', default: false },
    keep: { type: 'boolean', default: false },
    /** The export process's V8 heap cap (EXPORT_HEAP_MB); with --in-process, the server's. */
    'heap-mb': { type: 'string', default: '' },
    'in-process': { type: 'boolean', default: false },
    /** The export process prints its heap figures every 10 s (where the memory goes). */
    'memory-log': { type: 'boolean', default: false },
  },
});
const inProcess = values['in-process'];
const heapMb = Number(values['heap-mb'] || (inProcess ? 0 : 96));
if (inProcess && heapMb > 0) process.env.BENCH_HOST_NODE_ARGS = `--max-old-space-size=${heapMb}`;
const invoices = Number(values.invoices);
const notes = Math.round(invoices / 20);
const DB_NAME = 'gst_bench_export';
const GOAL_MIB = 300;

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
const count = async (q: string) => Number(rowsOf<{ n: string }>(await db.execute(q))[0]?.n ?? 0);
const have = await count(
  `select count(*) as n from information_schema.tables where table_schema = '${RETURNS_SCHEMA}' and table_name = 'invoices'`,
).then((n) => (n ? count(`select count(*) as n from ${RETURNS_SCHEMA}.invoices`) : 0));
if (values.keep && have === invoices) {
  console.log(`reusing ${invoices} invoices in ${DB_NAME}`);
} else {
  const seed = await seedReturnsMonth(db, { invoices, notes, seed: 33 });
  console.log(
    `seeded ${seed.invoices} invoices (${seed.lines} lines), ${seed.notes} notes, ` +
      `${seed.customers} customers in ${(seed.ms / 1000).toFixed(1)} s`,
  );
}
const rows = await count(
  `select sum(n_live_tup) as n from pg_stat_user_tables where schemaname = '${RETURNS_SCHEMA}'`,
);
await database.close();

// ---- the export, in its own process -------------------------------------------------------
const archive = join(tmpdir(), `gst-bench-export-${process.pid}.zip`);
rmSync(archive, { force: true });
type ChildFigures = {
  ms: number;
  sizeBytes: number;
  rssAtStartMiB: number;
  peakRssMiB: number;
  invoicesInArchive: number;
  pdfs: number;
  entries: number;
  exportProcess: { heapMb: number; peakRssMiB: number; peakSumMiB: number } | null;
};
const child = spawnTs('../../bench/export-child.ts', {
  BENCH_URL: urls.bench,
  EXPORT_PATH: archive,
  EXPORT_TENANT: RETURNS_TENANT,
  EXPORT_PDFS: values.pdfs ? '1' : '0',
  EXPORT_IN_PROCESS: inProcess ? '1' : '0',
  EXPORT_MEMORY_LOG: values['memory-log'] ? '1' : '0',
  EXPORT_HEAP_MB: String(heapMb),
});
const exported = await waitReady<ChildFigures>(child, 6 * 60 * 60 * 1000);
await new Promise((resolve) => child.once('exit', resolve));
rmSync(archive, { force: true });
if (exported.invoicesInArchive !== invoices) {
  throw new Error(`the archive holds ${exported.invoicesInArchive} invoices, not ${invoices}`);
}

// ---- pg_dump of the same schema -----------------------------------------------------------
const dumpFile = join(tmpdir(), `gst-bench-export-${process.pid}.dump`);
const dumpStarted = performance.now();
const dump = spawnSync('pg_dump', ['-Fc', '-n', RETURNS_SCHEMA, '-f', dumpFile, urls.bench], {
  stdio: 'inherit',
});
const dumpMs = performance.now() - dumpStarted;
if (dump.status !== 0) throw new Error(`pg_dump failed (${dump.status})`);
const dumpBytes = statSync(dumpFile).size;
rmSync(dumpFile, { force: true });
if (!values.keep) await admin.drop(DB_NAME);
await admin.end();

const mib = (b: number) => round(b / 1024 ** 2, 1);
const result = {
  machine: machineAtStart,
  invoices,
  notes,
  rows,
  includePdfs: values.pdfs,
  builtIn: inProcess ? 'server process' : 'export process',
  heapCapMb: heapMb || null,
  export: {
    seconds: round(exported.ms / 1000, 1),
    archiveMiB: mib(exported.sizeBytes),
    entries: exported.entries,
    pdfs: exported.pdfs,
    rssAtStartMiB: exported.rssAtStartMiB,
    peakRssMiB: exported.peakRssMiB,
    exportProcess: exported.exportProcess,
  },
  pgDump: { seconds: round(dumpMs / 1000, 1), dumpMiB: mib(dumpBytes) },
  ratioExportToPgDump: round(exported.ms / dumpMs, 1),
  goal: {
    peakRssMiB: GOAL_MIB,
    met: exported.peakRssMiB < GOAL_MIB && (exported.exportProcess?.peakRssMiB ?? 0) < GOAL_MIB,
  },
};
console.log(`
${invoices} invoices, ${rows} rows in the schema${values.pdfs ? `, ${exported.pdfs} PDFs` : ', no PDFs'}, built in the ${result.builtIn}${heapMb ? ` (heap capped at ${heapMb} MB)` : ''}
  export   ${String(result.export.seconds).padStart(8)} s  ${String(result.export.archiveMiB).padStart(8)} MiB  server peak RSS ${exported.peakRssMiB} MiB (at start ${exported.rssAtStartMiB})${
    exported.exportProcess
      ? `\n           export process peak RSS ${exported.exportProcess.peakRssMiB} MiB, both together at most ${exported.exportProcess.peakSumMiB} MiB`
      : ''
  }
  pg_dump  ${String(result.pgDump.seconds).padStart(8)} s  ${String(result.pgDump.dumpMiB).padStart(8)} MiB
  export / pg_dump: ${result.ratioExportToPgDump}×   memory goal < ${GOAL_MIB} MiB: ${result.goal.met ? 'met' : 'NOT MET'}`);
writeResult('export', result);
process.exit(result.goal.met ? 0 : 1);
