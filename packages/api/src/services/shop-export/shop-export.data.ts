import { sql } from 'drizzle-orm';
import { rowsOf, withTenantSnapshot, type Db, type Tx } from '@gst/db/client';
import { tenantMigrationCount } from '@gst/db/migrate';
import { writeWorkbook } from '@gst/documents/xlsx';
import type { ResolvedTenant } from '../../infra/tenant-resolver';
import type { ArchivePdfKind } from '../documents/archive-pdfs';
import {
  ARCHIVE_FORMAT,
  ARCHIVE_VERSION,
  EXCEL_ROWS_PER_BOOK,
  type Manifest,
} from './shop-export.schema';
import { tenantTables, type TableInfo } from './shop-export.tables';
import type { ArchiveWriter } from './shop-export.zip';

/**
 * The data part of an export (issue 33): in ONE read-only snapshot of the shop, `manifest.json`,
 * then every table as `data/<table>.jsonl` (one row per line, as PostgreSQL's `row_to_json`
 * writes it, timestamps in UTC) and as Excel workbooks of at most EXCEL_ROWS_PER_BOOK rows in
 * `excel/<table>/`. Rows come through a cursor a thousand at a time, so memory holds one batch
 * and one workbook's rows, whatever the shop's size. It also collects what the later phases
 * need: the issued documents to print and the stored files to copy.
 */

const BATCH_ROWS = 1000;
/** Excel refuses a longer cell; a longer text (a frozen snapshot) is cut, the JSON keeps it. */
const EXCEL_CELL_MAX = 32_000;

export type Progress = { phase: string; done: number; total: number };

export type DataResult = {
  documents: { kind: ArchivePdfKind; id: string }[];
  fileIds: string[];
  counts: Record<string, number>;
};

type ShopFacts = Manifest['shop'];

async function countRows(tx: Tx, tables: readonly TableInfo[]): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  for (const table of tables) {
    const [row] = rowsOf<{ n: number }>(
      await tx.execute(sql`select count(*)::int as n from ${sql.identifier(table.name)}`),
    );
    counts[table.name] = row?.n ?? 0;
  }
  return counts;
}

/**
 * A row of the JSON as an Excel row: the flat columns only. Nested values (an issued document's
 * frozen particulars, its e-invoice record) stay in `data/` alone: as text in a cell they are no
 * use to a reader, and they would make a workbook many times larger to build in memory.
 */
function excelRow(row: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(row)) {
    if (value !== null && typeof value === 'object') continue;
    out[key] =
      typeof value === 'string' && value.length > EXCEL_CELL_MAX
        ? `${value.slice(0, EXCEL_CELL_MAX)}… (cut; the full text is in data/)`
        : value;
  }
  return out;
}

const COLLECTED = new Set(['invoices', 'quotes', 'payments', 'refunds', 'notes', 'files']);

/** What the later phases take from a row: documents to print, files to copy. */
function collect(table: string, row: Record<string, unknown>, result: DataResult): void {
  const id = String(row.id);
  if (table === 'invoices') result.documents.push({ kind: 'invoice', id });
  else if (table === 'quotes') result.documents.push({ kind: 'quote', id });
  else if (table === 'payments') result.documents.push({ kind: 'receipt', id });
  else if (table === 'refunds') result.documents.push({ kind: 'refund', id });
  else if (table === 'notes') {
    result.documents.push({ kind: row.kind === 'debit' ? 'debit-note' : 'credit-note', id });
  } else if (table === 'files') result.fileIds.push(id);
}

/** The table's rows through a cursor, a batch at a time, in key order. */
async function* tableRows(tx: Tx, table: TableInfo): AsyncGenerator<{ j: string }[]> {
  const cols = sql.join(
    table.columns.map((c) => sql.identifier(c)),
    sql`, `,
  );
  const order = sql.join(
    table.key.map((c) => sql`x.${sql.identifier(c)}`),
    sql`, `,
  );
  await tx.execute(
    sql`declare shop_export_rows no scroll cursor for
      select row_to_json(x)::text as j
      from (select ${cols} from ${sql.identifier(table.name)}) x order by ${order}`,
  );
  try {
    for (;;) {
      const batch = rowsOf<{ j: string }>(
        await tx.execute(sql.raw(`fetch ${BATCH_ROWS} from shop_export_rows`)),
      );
      if (batch.length === 0) break;
      yield batch;
    }
  } finally {
    await tx.execute(sql`close shop_export_rows`);
  }
}

/**
 * A table's JSON Lines, then (a second read of the same snapshot) its Excel workbooks: the ZIP
 * takes one entry at a time, so a workbook cannot be written while the JSON entry is open.
 */
async function writeTable(
  tx: Tx,
  table: TableInfo,
  archive: ArchiveWriter,
  result: DataResult,
  tick: (n: number) => void,
): Promise<void> {
  const data = archive.entry(`data/${table.name}.jsonl`);
  let rows = 0;
  for await (const batch of tableRows(tx, table)) {
    await data.write(batch.map((r) => r.j).join('\n') + '\n');
    if (COLLECTED.has(table.name)) {
      for (const { j } of batch) {
        collect(table.name, JSON.parse(j) as Record<string, unknown>, result);
      }
    }
    rows += batch.length;
    tick(batch.length);
  }
  await data.finish(rows);
  let book: Record<string, unknown>[] = [];
  let books = 0;
  const nested = new Set<string>();
  const flushBook = async () => {
    books++;
    const name = `excel/${table.name}/${table.name}-${String(books).padStart(4, '0')}.xlsx`;
    const columns = table.columns.filter((c) => !nested.has(c));
    await archive.add(name, writeWorkbook(book, table.name.slice(0, 31), columns), false);
    book = [];
  };
  for await (const batch of tableRows(tx, table)) {
    for (const { j } of batch) {
      const row = JSON.parse(j) as Record<string, unknown>;
      for (const [key, value] of Object.entries(row)) {
        if (value !== null && typeof value === 'object') nested.add(key);
      }
      book.push(excelRow(row));
      if (book.length >= EXCEL_ROWS_PER_BOOK) await flushBook();
    }
  }
  // An empty table still gets one workbook, with its column headings.
  if (book.length > 0 || books === 0) await flushBook();
}

/**
 * Writes the manifest and every table; returns the work of the later phases. `report` is told the
 * progress (rows written of rows in the shop) and the grand total the later phases add to.
 */
export async function writeData(
  deps: { db: Db; tenant: ResolvedTenant; shop: ShopFacts; includePdfs: boolean; now: Date },
  archive: ArchiveWriter,
  report: (p: Progress) => void,
): Promise<DataResult> {
  return withTenantSnapshot(deps.db, deps.tenant, async (tx) => {
    await tx.execute(sql`set local timezone = 'UTC'`);
    const tables = await tenantTables(tx);
    const counts = await countRows(tx, tables);
    const rowsTotal = Object.values(counts).reduce((a, b) => a + b, 0);
    const documents = ['invoices', 'quotes', 'payments', 'refunds', 'notes'];
    const later =
      (deps.includePdfs ? documents.reduce((n, t) => n + (counts[t] ?? 0), 0) : 0) +
      (counts.files ?? 0);
    const total = rowsTotal + later;
    const manifest: Manifest = {
      format: ARCHIVE_FORMAT,
      version: ARCHIVE_VERSION,
      exportedAt: deps.now.toISOString(),
      schemaVersion: tenantMigrationCount(),
      shop: deps.shop,
      includePdfs: deps.includePdfs,
      tables: tables.map((t) => t.name),
    };
    await archive.add('manifest.json', JSON.stringify(manifest, null, 2) + '\n');
    const result: DataResult = { documents: [], fileIds: [], counts };
    let done = 0;
    for (const table of tables) {
      const phase = `Records: ${table.name}`;
      report({ phase, done, total });
      await writeTable(tx, table, archive, result, (n) => {
        done += n;
        report({ phase, done, total });
      });
    }
    if (!deps.includePdfs) result.documents = [];
    return result;
  });
}
