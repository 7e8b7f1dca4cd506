import { eq, sql } from 'drizzle-orm';
import { provisionRestoredTenant, TenantExistsError } from '@gst/db/provision';
import { tenantMigrationCount } from '@gst/db/migrate';
import { rowsOf, type Tx } from '@gst/db/client';
import { tenants } from '@gst/db/schema';
import { AppError } from '../../errors';
import { writeAudit } from '../../infra/audit';
import type { FileStorageConfig } from '../../config';
import type { FileStore } from '../../infra/files/file-store';
import type { MasterServiceCtx } from '../context';
import {
  ARCHIVE_FORMAT,
  ARCHIVE_VERSION,
  ZChecksums,
  ZManifest,
  type Manifest,
  type TShopRestoreQuery,
} from './shop-export.schema';
import { BYTES_COLUMNS, tenantTables, type TableInfo } from './shop-export.tables';
import {
  DAMAGED,
  digestEntry,
  entryLines,
  openArchive,
  readEntry,
  type ArchiveReader,
} from './shop-export.unzip';

/**
 * A shop made from an export archive by the master operator (issue 33). Two passes over the
 * uploaded file: the first checks everything without touching the database (a ZIP, an export's
 * manifest of a version this server reads, every entry present and matching its SHA-256, every
 * data line a JSON object, the row counts), the second creates the shop and inserts the records
 * in one transaction (provisionRestoredTenant): a refusal or failure leaves nothing behind.
 * Records keep their ids (each shop has its own schema, so they cannot collide); the shop gets a
 * new master row under the id the operator chose. The rollups are rebuilt by the invoice triggers
 * as the invoices and their lines go in; numbering continues from the archived counters.
 */

const META_MAX = 64 * 1024 * 1024;
const FILE_MAX = 256 * 1024 * 1024;
const BATCH_ROWS = 500;

function damaged(detail: string): AppError {
  return new AppError('BAD_REQUEST', `${DAMAGED}: ${detail}`);
}

function parseJson(bytes: Buffer, name: string): unknown {
  try {
    return JSON.parse(bytes.toString('utf8'));
  } catch {
    throw damaged(`${name} is not JSON`);
  }
}

async function readManifest(reader: ArchiveReader): Promise<Manifest> {
  if (!reader.names.has('manifest.json')) {
    throw new AppError(
      'BAD_REQUEST',
      'This ZIP is not a GST Platform shop export (no manifest.json)',
    );
  }
  const raw = parseJson(await readEntry(reader, 'manifest.json', META_MAX), 'manifest.json') as {
    format?: unknown;
    version?: unknown;
    schemaVersion?: unknown;
  };
  if (raw?.format !== ARCHIVE_FORMAT) {
    throw new AppError(
      'BAD_REQUEST',
      'This ZIP is not a GST Platform shop export (unknown format)',
    );
  }
  if (typeof raw.version === 'number' && raw.version > ARCHIVE_VERSION) {
    throw new AppError(
      'UNPROCESSABLE',
      `This archive is of format version ${raw.version}, newer than this server reads (${ARCHIVE_VERSION}): restore it on an up-to-date GST Platform`,
    );
  }
  if (typeof raw.schemaVersion === 'number' && raw.schemaVersion > tenantMigrationCount()) {
    throw new AppError(
      'UNPROCESSABLE',
      `This archive was made by a newer GST Platform (database version ${raw.schemaVersion}; this server has ${tenantMigrationCount()}): upgrade the server first`,
    );
  }
  const parsed = ZManifest.safeParse(raw);
  if (!parsed.success) throw damaged('manifest.json is not a valid manifest');
  return parsed.data;
}

/** Pass one: everything an archive must be, checked before the database is touched. */
export async function checkArchive(reader: ArchiveReader): Promise<Manifest> {
  const manifest = await readManifest(reader);
  if (!reader.names.has('checksums.json')) throw damaged('checksums.json is missing');
  const sums = ZChecksums.safeParse(
    parseJson(await readEntry(reader, 'checksums.json', META_MAX), 'checksums.json'),
  );
  if (!sums.success) throw damaged('checksums.json is not valid');
  const listed = sums.data.entries;
  for (const name of reader.names) {
    if (name !== 'checksums.json' && !listed[name])
      throw damaged(`${name} is not in checksums.json`);
  }
  for (const table of manifest.tables) {
    if (!listed[`data/${table}.jsonl`]) throw damaged(`data/${table}.jsonl is missing`);
  }
  for (const [name, sum] of Object.entries(listed)) {
    if (!reader.names.has(name)) throw damaged(`${name} is missing`);
    const found = await digestEntry(reader, name);
    if (found.sha256 !== sum.sha256 || found.bytes !== sum.bytes) {
      throw damaged(`${name} does not match its checksum`);
    }
    if (name.startsWith('data/')) {
      let rows = 0;
      for await (const line of entryLines(reader, name)) {
        let row: unknown;
        try {
          row = JSON.parse(line);
        } catch {
          throw damaged(`${name} line ${rows + 1} is not JSON`);
        }
        if (row === null || typeof row !== 'object' || Array.isArray(row)) {
          throw damaged(`${name} line ${rows + 1} is not a record`);
        }
        rows++;
      }
      if (sum.rows !== undefined && rows !== sum.rows)
        throw damaged(`${name} has ${rows} rows, not ${sum.rows}`);
    }
  }
  return manifest;
}

async function insertBatch(tx: Tx, table: TableInfo, columns: string[], lines: string[]) {
  const cols = sql.join(
    columns.map((c) => sql.identifier(c)),
    sql`, `,
  );
  const bytesColumn = BYTES_COLUMNS[table.name];
  const extraCol = bytesColumn ? sql`, ${sql.identifier(bytesColumn)}` : sql``;
  const extraVal = bytesColumn ? sql`, '\\x'::bytea` : sql``;
  const overriding = table.identity.length > 0 ? sql`overriding system value` : sql``;
  await tx.execute(sql`
    insert into ${sql.identifier(table.name)} (${cols}${extraCol}) ${overriding}
    select ${cols}${extraVal}
    from json_populate_recordset(null::${sql.identifier(table.name)}, ${`[${lines.join(',')}]`}::json)`);
}

/** One table's records, in batches; the columns are those both the archive and the schema have. */
async function insertTable(tx: Tx, reader: ArchiveReader, table: TableInfo): Promise<number> {
  let columns: string[] | null = null;
  let batch: string[] = [];
  let rows = 0;
  for await (const line of entryLines(reader, `data/${table.name}.jsonl`)) {
    if (!columns) {
      const keys = new Set(Object.keys(JSON.parse(line) as object));
      columns = table.columns.filter((c) => keys.has(c));
    }
    batch.push(line);
    if (batch.length >= BATCH_ROWS) {
      await insertBatch(tx, table, columns, batch);
      rows += batch.length;
      batch = [];
    }
  }
  if (columns && batch.length > 0) {
    await insertBatch(tx, table, columns, batch);
    rows += batch.length;
  }
  // Identity sequences move past the highest id restored. On Citus each node hands out ids from
  // its own range; ids restored from another node's range are past this one's end, and cannot
  // meet the ids this node hands out, so the sequence is left where it is.
  for (const column of table.identity) {
    await tx.execute(sql`
      select setval(x.seq, x.next, false)
      from (select pg_get_serial_sequence(${table.name}, ${column}) as seq,
        coalesce((select max(${sql.identifier(column)}) from ${sql.identifier(table.name)}), 0) + 1 as next) x
      where x.next <= (select max_value from pg_sequences
        where format('%I.%I', schemaname, sequencename) = x.seq)`);
  }
  return rows;
}

/** Stored files' bytes: into their rows, or up to the bucket under the new shop's id. */
async function restoreFileBytes(
  tx: Tx,
  reader: ArchiveReader,
  target: {
    fileStorage: FileStorageConfig;
    fileStore: FileStore;
    tenant: { tenantId: string; schemaName: string };
  },
): Promise<number> {
  const listed = rowsOf<{
    id: string;
    folder: string;
    name: string;
    contentType: string;
    sourceType: string | null;
    sourceId: string | null;
    sourceVersion: string | null;
  }>(
    await tx.execute(sql`
      select id, folder, name, content_type as "contentType", source_type as "sourceType",
        source_id as "sourceId", source_version as "sourceVersion" from files order by id`),
  );
  let copied = 0;
  for (const file of listed) {
    const name = `files/${file.id}`;
    if (!reader.names.has(name)) continue;
    const bytes = await readEntry(reader, name, FILE_MAX);
    if (target.fileStorage.backend === 'database') {
      await tx.execute(sql`update files set content = ${bytes} where id = ${file.id}`);
    } else {
      await target.fileStore.upload(
        target.tenant,
        {
          id: file.id,
          folder: file.folder,
          name: file.name,
          contentType: file.contentType,
          sourceType: file.sourceType ?? '',
          sourceId: file.sourceId ?? '',
          sourceVersion: file.sourceVersion ?? '',
        },
        bytes,
      );
    }
    copied++;
  }
  return copied;
}

export type RestoreResult = {
  tenant: { id: string; tenantId: string; name: string };
  counts: Record<string, number>;
};

/** Restores the archive at `path` as the shop `query.tenantId`; audited in the new shop. */
export async function restoreShop(
  ctx: MasterServiceCtx & { fileStore: FileStore; fileStorage: FileStorageConfig },
  path: string,
  query: TShopRestoreQuery,
): Promise<RestoreResult> {
  const reader = await openArchive(path);
  try {
    const manifest = await checkArchive(reader);
    const [taken] = await ctx.db
      .select({ id: tenants.id })
      .from(tenants)
      .where(eq(tenants.tenantId, query.tenantId));
    if (taken)
      throw new AppError('CONFLICT', `A tenant with Tenant ID '${query.tenantId}' already exists`);
    const name = query.name ?? manifest.shop.name;
    const { tenant, filled } = await provisionRestoredTenant(
      ctx.db,
      {
        tenantId: query.tenantId,
        name,
        gstin: manifest.shop.gstin,
        ownerEmail: manifest.shop.ownerEmail,
      },
      async (tx, row) => {
        const current = await tenantTables(tx);
        const known = new Set(current.map((t) => t.name));
        const unknown = manifest.tables.filter((t) => !known.has(t));
        if (unknown.length > 0) throw damaged(`unknown tables ${unknown.join(', ')}`);
        // A migration may seed rows (the default expense categories): the archive has the
        // shop's own, so what a migration put in the new schema goes first (children first).
        for (const table of [...current].reverse()) {
          if (manifest.tables.includes(table.name)) {
            await tx.execute(sql`delete from ${sql.identifier(table.name)}`);
          }
        }
        const counts: Record<string, number> = {};
        for (const table of current) {
          if (manifest.tables.includes(table.name))
            counts[table.name] = await insertTable(tx, reader, table);
        }
        counts.storedFiles = await restoreFileBytes(tx, reader, {
          fileStorage: ctx.fileStorage,
          fileStore: ctx.fileStore,
          tenant: row,
        });
        await writeAudit(tx, ctx.actor, 'shop.restore', 'shop', row.id, {
          from: manifest.shop.tenantId,
          exportedAt: manifest.exportedAt,
        });
        return counts;
      },
    ).catch((error: unknown) => {
      if (error instanceof TenantExistsError) {
        throw new AppError(
          'CONFLICT',
          `A tenant with Tenant ID '${query.tenantId}' already exists`,
        );
      }
      throw error;
    });
    return {
      tenant: { id: tenant.id, tenantId: tenant.tenantId, name: tenant.name },
      counts: filled,
    };
  } finally {
    reader.close();
    ctx.tenants.forget(query.tenantId);
  }
}
