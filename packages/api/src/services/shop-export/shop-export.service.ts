import { mkdir, rename, rm, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { and, desc, eq, inArray, isNotNull, ne, sql } from 'drizzle-orm';
import { formatFilterDate } from '@gst/domain';
import { jobDb, withTenant, type Db, type Tx } from '@gst/db/client';
import { shopExports, tenants } from '@gst/db/schema';
import { AppError } from '../../errors';
import { writeAudit } from '../../infra/audit';
import type { ApiDeps, Logger } from '../../context';
import type { RequestScope, UnscopedServiceCtx } from '../context';
import { buildArchive } from './shop-export.build';
import { buildArchiveInProcess } from './shop-export.process';
import type { Progress } from './shop-export.data';
import type { ShopExportJob, TShopExportStart } from './shop-export.schema';

/**
 * The shop's export jobs (issue 33). `start` queues a `master.shop_exports` row and a
 * `shop.export` job on the background-job queue (issue 34; any server process may build it, and
 * one queued before a restart is built after it); a server without a queue (JOBS=off) builds it
 * itself, one export at a time (`queue` below). The archive is built in a capped process
 * of its own when the config says so (PostgreSQL and Citus, shop-export.process.ts), else in this
 * one (the embedded database, which one process alone may open); progress is
 * kept in memory while it runs and written to the row every couple of seconds and at the end.
 * The archive is a file in the configured export directory; a shop keeps its newest one, older
 * files are deleted when a new one is done. Without a queue, a server that stops mid-export marks
 * it failed when it starts again (`failInterruptedExports`); with one, the job runs again.
 */

type ExportRow = typeof shopExports.$inferSelect;
type Ctx = UnscopedServiceCtx & Pick<RequestScope, 'config' | 'log'> & Pick<ApiDeps, 'jobs'>;
/** What building an archive needs: the shop's data, its file store, the config. */
type BuildCtx = Pick<Ctx, 'db' | 'tenant' | 'fileStore' | 'log' | 'config'>;

const live = new Map<string, Progress>();
let queue: Promise<void> = Promise.resolve();

const PERSIST_EVERY_MS = 2000;
export const EXPORT_BUSY_MESSAGE =
  'An export of this shop is already being built; wait for it to finish';
const REPLACED_MESSAGE = 'This export was replaced by a newer one; download the newest export';

function toJob(row: ExportRow): ShopExportJob {
  const progress = live.get(row.id);
  const done = progress?.done ?? row.done;
  const total = progress?.total ?? row.total;
  return {
    id: row.id,
    status: row.status,
    phase: progress?.phase ?? row.phase,
    done,
    total,
    percent:
      row.status === 'done' ? 100 : total > 0 ? Math.min(99, Math.floor((100 * done) / total)) : 0,
    sizeBytes: row.sizeBytes ?? null,
    fileName: row.fileName,
    error: row.status === 'done' && !row.path ? REPLACED_MESSAGE : row.error,
    requestedBy: row.requestedBy,
    includePdfs: row.includePdfs,
    createdAt: row.createdAt.toISOString(),
    finishedAt: row.finishedAt?.toISOString() ?? null,
  };
}

export async function listShopExports(ctx: Pick<Ctx, 'db' | 'tenant'>) {
  const rows = await ctx.db
    .select()
    .from(shopExports)
    .where(eq(shopExports.tenantId, ctx.tenant.id))
    .orderBy(desc(shopExports.createdAt))
    .limit(10);
  return { items: rows.map(toJob) };
}

async function rowOf(ctx: Pick<Ctx, 'db' | 'tenant'>, id: string): Promise<ExportRow> {
  const [row] = await ctx.db
    .select()
    .from(shopExports)
    .where(and(eq(shopExports.id, id), eq(shopExports.tenantId, ctx.tenant.id)));
  if (!row) throw new AppError('NOT_FOUND', 'Export not found');
  return row;
}

export async function getShopExport(ctx: Pick<Ctx, 'db' | 'tenant'>, { id }: { id: string }) {
  return toJob(await rowOf(ctx, id));
}

function isUniqueViolation(error: unknown): boolean {
  for (let e = error, depth = 0; e && depth < 5; depth++) {
    if ((e as { code?: unknown }).code === '23505') return true;
    e = (e as { cause?: unknown }).cause;
  }
  return false;
}

/** Queues an export of the caller's shop; 409 while another is queued or running. */
export async function startShopExport(ctx: Ctx, input: TShopExportStart): Promise<ShopExportJob> {
  const [shop] = await ctx.db.select().from(tenants).where(eq(tenants.id, ctx.tenant.id));
  if (!shop) throw new AppError('NOT_FOUND', 'Shop not found');
  const fileName = `${shop.tenantId}-export-${formatFilterDate(new Date())}.zip`;
  let row: ExportRow | undefined;
  try {
    [row] = await ctx.db
      .insert(shopExports)
      .values({
        tenantId: shop.id,
        fileName,
        includePdfs: input.includePdfs,
        requestedBy: ctx.user?.name ?? '',
        phase: 'Waiting to start',
      })
      .returning();
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError('CONFLICT', EXPORT_BUSY_MESSAGE);
    throw error;
  }
  if (!row) throw new AppError('INTERNAL', 'The export was not queued');
  const queued = row;
  await withTenant(ctx.db, ctx.tenant, (tx: Tx) =>
    writeAudit(tx, ctx.actor, 'shop.export', 'shop-export', queued.id, {
      includePdfs: input.includePdfs,
    }),
  );
  const facts = {
    tenantId: shop.tenantId,
    name: shop.name,
    domain: shop.domain,
    gstin: shop.gstin,
    ownerEmail: shop.ownerEmail,
  };
  if (ctx.jobs) {
    try {
      await ctx.jobs.shopExport(queued.id, shop.id);
    } catch (error) {
      // Never leave a queued row no job will build: it would hold the shop's one export slot.
      ctx.log.error({ err: error, exportId: queued.id }, 'shop export not queued');
      await ctx.db
        .update(shopExports)
        .set({ status: 'failed', error: 'The export could not be queued; try again' })
        .where(eq(shopExports.id, queued.id));
      throw new AppError('UNAVAILABLE', 'The export could not be queued; try again');
    }
    return toJob(queued);
  }
  const job = () => runExport(ctx, queued, facts);
  queue = queue.then(job, job);
  return toJob(queued);
}

/**
 * The `shop.export` job's handler (jobs/api-jobs.ts): builds export `exportId` unless it is
 * finished already (a second delivery of the job). One whose try died with its process is still
 * `running`: it is built again from the start.
 */
export async function runQueuedExport(
  deps: Pick<ApiDeps, 'db' | 'config' | 'fileStore'>,
  log: Logger,
  exportId: string,
): Promise<void> {
  const [row] = await deps.db.select().from(shopExports).where(eq(shopExports.id, exportId));
  if (!row || (row.status !== 'queued' && row.status !== 'running')) return;
  const [shop] = await deps.db.select().from(tenants).where(eq(tenants.id, row.tenantId));
  if (!shop) {
    await deps.db
      .update(shopExports)
      .set({ status: 'failed', error: 'The shop is gone', finishedAt: new Date() })
      .where(eq(shopExports.id, row.id));
    return;
  }
  const tenant = {
    id: shop.id,
    tenantId: shop.tenantId,
    schemaName: shop.schemaName,
    name: shop.name,
    status: shop.status,
  };
  await runExport({ ...deps, log, tenant }, row, {
    tenantId: shop.tenantId,
    name: shop.name,
    domain: shop.domain,
    gstin: shop.gstin,
    ownerEmail: shop.ownerEmail,
  });
}

async function runExport(
  ctx: BuildCtx,
  row: ExportRow,
  shop: Parameters<typeof buildArchive>[0]['shop'],
) {
  const dir = join(ctx.config.exportDir, ctx.tenant.tenantId);
  const path = join(dir, `${row.id}.zip`);
  const partial = `${path}.part`;
  let persistedAt = 0;
  let persisting = false;
  const report = (progress: Progress) => {
    live.set(row.id, progress);
    if (persisting || Date.now() - persistedAt < PERSIST_EVERY_MS) return;
    persisting = true;
    persistedAt = Date.now();
    // Not awaited: on PGlite this waits for the export's snapshot to end, which is fine.
    void ctx.db
      .update(shopExports)
      .set({ phase: progress.phase, done: progress.done, total: progress.total })
      .where(eq(shopExports.id, row.id))
      .catch((error: unknown) => ctx.log.warn({ err: error }, 'export progress not saved'))
      .finally(() => (persisting = false));
  };
  try {
    await ctx.db.update(shopExports).set({ status: 'running' }).where(eq(shopExports.id, row.id));
    await mkdir(dir, { recursive: true });
    const now = new Date();
    const size = ctx.config.exportProcess
      ? await buildArchiveInProcess(
          ctx.config.exportProcess,
          {
            fileStorage: ctx.config.fileStorage,
            tenant: ctx.tenant,
            shop,
            includePdfs: row.includePdfs,
            now: now.toISOString(),
            path: partial,
          },
          report,
        )
      : // The long-jobs connections: no request timeouts on the snapshot's reads.
        await buildArchive(
          { ...ctx, db: jobDb(ctx.db), shop, includePdfs: row.includePdfs, now },
          partial,
          report,
        );
    await rename(partial, path);
    const last = live.get(row.id);
    await ctx.db
      .update(shopExports)
      .set({
        status: 'done',
        phase: 'Done',
        done: last?.total ?? 0,
        total: last?.total ?? 0,
        path,
        sizeBytes: size,
        finishedAt: new Date(),
      })
      .where(eq(shopExports.id, row.id));
    await dropOlderArchives(ctx.db, ctx.tenant.id, row.id, ctx.log);
  } catch (error) {
    ctx.log.error({ err: error, exportId: row.id }, 'shop export failed');
    await rm(partial, { force: true }).catch(() => undefined);
    const message = error instanceof AppError ? error.message : 'The export failed; try again';
    await ctx.db
      .update(shopExports)
      .set({ status: 'failed', error: message, finishedAt: new Date() })
      .where(eq(shopExports.id, row.id))
      .catch(() => undefined);
  } finally {
    live.delete(row.id);
  }
}

/** A shop keeps its newest archive; older ones' files go (their rows stay, as history). */
async function dropOlderArchives(db: Db, tenantRowId: string, keepId: string, log: Logger) {
  const older = await db
    .select({ id: shopExports.id, path: shopExports.path })
    .from(shopExports)
    .where(
      and(
        eq(shopExports.tenantId, tenantRowId),
        ne(shopExports.id, keepId),
        isNotNull(shopExports.path),
      ),
    );
  for (const { path } of older) {
    if (path)
      await rm(path, { force: true }).catch((err: unknown) =>
        log.warn({ err }, 'old export not removed'),
      );
  }
  if (older.length > 0) {
    await db
      .update(shopExports)
      .set({ path: null })
      .where(
        inArray(
          shopExports.id,
          older.map((o) => o.id),
        ),
      );
  }
}

/** The archive of a finished export, for the download route; audited. */
export async function openShopExport(ctx: Ctx, { id }: { id: string }) {
  const row = await rowOf(ctx, id);
  if (row.status !== 'done') throw new AppError('CONFLICT', 'This export is not finished yet');
  if (!row.path) throw new AppError('NOT_FOUND', REPLACED_MESSAGE);
  const size = await stat(row.path).then(
    (s) => s.size,
    () => null,
  );
  if (size === null)
    throw new AppError('NOT_FOUND', 'The archive file is gone; start a new export');
  await withTenant(ctx.db, ctx.tenant, (tx: Tx) =>
    writeAudit(tx, ctx.actor, 'shop.export-download', 'shop-export', row.id, { bytes: size }),
  );
  return { path: row.path, fileName: row.fileName, size };
}

/** At startup: exports this server was building when it stopped will never finish. */
export async function failInterruptedExports(db: Db): Promise<number> {
  const rows = await db
    .update(shopExports)
    .set({
      status: 'failed',
      error: 'The server stopped before the export finished; start a new export',
      finishedAt: sql`now()`,
    })
    .where(inArray(shopExports.status, ['queued', 'running']))
    .returning({ id: shopExports.id });
  return rows.length;
}

/** Tests and benches: wait until every queued export has finished. */
export function shopExportsSettled(): Promise<void> {
  return queue;
}
