/**
 * The server's side of `pnpm bench export` (bench/export.bench.ts), in a process of its own: it
 * loads the whole server (apps/server/src/app.ts, as a server on PostgreSQL holds it), opens the
 * bench database as the server does, and builds the shop's archive as the server does: by default
 * in the export process the server starts (buildArchiveInProcess, heap capped at EXPORT_HEAP_MB),
 * or with EXPORT_IN_PROCESS=1 in this process (buildArchive). It samples the resident memory
 * (VmRSS) of itself and of the export process every 100 ms, reads the archive's checksums back,
 * and prints `READY {json}` with the figures.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';
import type { ChildProcess } from 'node:child_process';
import { openDatabase, rowsOf } from '../packages/db/src/client';
import { closeDocumentRenderer } from '../packages/api/src/services/documents/documents.service';
import { createFileStore } from '../packages/api/src/infra/files/create-file-store';
import { buildArchive } from '../packages/api/src/services/shop-export/shop-export.build';
import { buildArchiveInProcess } from '../packages/api/src/services/shop-export/shop-export.process';
// The rest of the server, so this process's memory is a server's.
import '../apps/server/src/app';
import { openArchive, readEntry } from '../packages/api/src/services/shop-export/shop-export.unzip';

const url = process.env.BENCH_URL ?? '';
const path = process.env.EXPORT_PATH ?? '';
const tenantId = process.env.EXPORT_TENANT ?? '';
const includePdfs = process.env.EXPORT_PDFS === '1';
const inProcess = process.env.EXPORT_IN_PROCESS === '1';
const heapMb = Number(process.env.EXPORT_HEAP_MB ?? 96);

const rssMiB = (pid: number | 'self' = 'self') => {
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024;
  } catch {
    return 0; // the export process has ended
  }
};
let peak = rssMiB();
const atStart = peak;
let exporter: ChildProcess | undefined;
let exporterPeak = 0;
let sumPeak = peak;
const sample = () => {
  const own = rssMiB();
  const theirs = exporter?.pid ? rssMiB(exporter.pid) : 0;
  peak = Math.max(peak, own);
  exporterPeak = Math.max(exporterPeak, theirs);
  sumPeak = Math.max(sumPeak, own + theirs);
};
const sampler = setInterval(sample, 100);

const database = await openDatabase({ engine: 'postgres', url, poolMax: 4 });
const { db } = database;
const [row] = rowsOf<{
  id: string;
  tenantId: string;
  schemaName: string;
  name: string;
  gstin: string;
  ownerEmail: string;
}>(
  await db.execute(
    `select id, tenant_id as "tenantId", schema_name as "schemaName", name, gstin,
      owner_email as "ownerEmail" from master.tenants where tenant_id = '${tenantId.replace(/'/g, "''")}'`,
  ),
);
if (!row) throw new Error(`no tenant ${tenantId}`);
const log = { info: () => {}, warn: console.warn, error: console.error, debug: () => {} };
let lastPrint = 0;
const started = performance.now();
const shop = {
  tenantId: row.tenantId,
  name: row.name,
  domain: '',
  gstin: row.gstin,
  ownerEmail: row.ownerEmail,
};
const tenant = { ...row, status: 'active' as const };
const progress = (p: { phase: string; done: number; total: number }) => {
  if (performance.now() - lastPrint < 5000) return;
  lastPrint = performance.now();
  const child = exporter?.pid ? `, export process ${Math.round(rssMiB(exporter.pid))} MiB` : '';
  console.log(`${p.phase}: ${p.done} of ${p.total} (server ${Math.round(rssMiB())} MiB${child})`);
};
const fromServer = createRequire(new URL('../apps/server/package.json', import.meta.url));
const tsLoader = ['--import', pathToFileURL(fromServer.resolve('tsx')).href];
const size = inProcess
  ? await buildArchive(
      {
        db,
        tenant,
        fileStore: createFileStore({ backend: 'database' }, db),
        log: log as never,
        shop,
        includePdfs,
        now: new Date(),
      },
      path,
      progress,
    )
  : await buildArchiveInProcess(
      {
        databaseUrl: url,
        heapMb,
        execArgv: tsLoader,
        memoryLog: process.env.EXPORT_MEMORY_LOG === '1',
      },
      {
        fileStorage: { backend: 'database' },
        tenant,
        shop,
        includePdfs,
        now: new Date().toISOString(),
        path,
      },
      progress,
      (child) => (exporter = child),
    );
const ms = performance.now() - started;
clearInterval(sampler);
sample();
const reader = await openArchive(path);
const sums = JSON.parse((await readEntry(reader, 'checksums.json', 1 << 28)).toString('utf8')) as {
  entries: Record<string, { rows?: number }>;
};
reader.close();
await closeDocumentRenderer();
await database.close();
const names = Object.keys(sums.entries);
console.log(
  `READY ${JSON.stringify({
    ms: Math.round(ms),
    sizeBytes: size,
    rssAtStartMiB: Math.round(atStart),
    peakRssMiB: Math.round(peak),
    exportProcess: inProcess
      ? null
      : { heapMb, peakRssMiB: Math.round(exporterPeak), peakSumMiB: Math.round(sumPeak) },
    invoicesInArchive: sums.entries['data/invoices.jsonl']?.rows ?? 0,
    pdfs: names.filter((n) => n.startsWith('pdf/')).length,
    entries: names.length + 1,
  })}`,
);
process.exit(0);
