/**
 * The exporting side of `pnpm bench export` (bench/export.bench.ts), in a process of its own so
 * its memory is the export's alone: opens the bench database as the server does, builds the shop's
 * archive with the server's own code (buildArchive: records, Excel, PDFs, stored files) into
 * EXPORT_PATH, samples its resident memory (VmRSS) every 100 ms, reads the archive's checksums back,
 * and prints `READY {json}` with the figures.
 */
import { readFileSync } from 'node:fs';
import { openDatabase, rowsOf } from '../packages/db/src/client';
import { closeDocumentRenderer } from '../packages/api/src/services/documents/documents.service';
import { createFileStore } from '../packages/api/src/infra/files/create-file-store';
import { buildArchive } from '../packages/api/src/services/shop-export/shop-export.build';
import { openArchive, readEntry } from '../packages/api/src/services/shop-export/shop-export.unzip';

const url = process.env.BENCH_URL ?? '';
const path = process.env.EXPORT_PATH ?? '';
const tenantId = process.env.EXPORT_TENANT ?? '';
const includePdfs = process.env.EXPORT_PDFS === '1';

const rssMiB = () => {
  const status = readFileSync('/proc/self/status', 'utf8');
  return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024;
};
let peak = rssMiB();
const atStart = peak;
const sampler = setInterval(() => (peak = Math.max(peak, rssMiB())), 100);

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
const size = await buildArchive(
  {
    db,
    tenant: { ...row, status: 'active' },
    fileStore: createFileStore({ backend: 'database' }, db),
    log: log as never,
    shop: {
      tenantId: row.tenantId,
      name: row.name,
      domain: '',
      gstin: row.gstin,
      ownerEmail: row.ownerEmail,
    },
    includePdfs,
    now: new Date(),
  },
  path,
  (p) => {
    if (performance.now() - lastPrint < 5000) return;
    lastPrint = performance.now();
    console.log(`${p.phase}: ${p.done} of ${p.total} (${Math.round(rssMiB())} MiB)`);
  },
);
const ms = performance.now() - started;
clearInterval(sampler);
peak = Math.max(peak, rssMiB());
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
    invoicesInArchive: sums.entries['data/invoices.jsonl']?.rows ?? 0,
    pdfs: names.filter((n) => n.startsWith('pdf/')).length,
    entries: names.length + 1,
  })}`,
);
process.exit(0);
