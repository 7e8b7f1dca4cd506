import { eq, inArray } from 'drizzle-orm';
import { isCitus, withTenant, workerLoads } from '@gst/db/client';
import { tenants } from '@gst/db/schema';
import {
  listTenantMoves,
  startTenantMove,
  tenantMoveProgress,
  TenantMoveRefused,
  type MoveProgress,
  type TenantMoveRow,
} from '@gst/db/tenant-move';
import { AppError } from '../../errors';
import { writeAudit } from '../../infra/audit';
import type { MasterServiceCtx } from '../context';
import type { TTenantMoveInput } from './tenants.schema';

/** A tenant move as the master panel and REST show it; dates as ISO text. */
export type TenantMoveRecord = {
  id: string;
  tenantRowId: string;
  tenantId: string;
  source: string;
  target: string;
  status: TenantMoveRow['status'];
  error: string | null;
  startedAt: string;
  finishedAt: string | null;
  /** While running: Citus's progress of the copy. */
  progress: MoveProgress | null;
};

async function toRecords(ctx: MasterServiceCtx, rows: TenantMoveRow[]) {
  const ids = [...new Set(rows.map((r) => r.tenantId))];
  const named = ids.length
    ? await ctx.db
        .select({ id: tenants.id, tenantId: tenants.tenantId, schemaName: tenants.schemaName })
        .from(tenants)
        .where(inArray(tenants.id, ids))
    : [];
  const byId = new Map(named.map((t) => [t.id, t]));
  return Promise.all(
    rows.map(async (row): Promise<TenantMoveRecord> => {
      const tenant = byId.get(row.tenantId);
      return {
        id: row.id,
        tenantRowId: row.tenantId,
        tenantId: tenant?.tenantId ?? '',
        source: row.source,
        target: row.target,
        status: row.status,
        error: row.error,
        startedAt: row.startedAt.toISOString(),
        finishedAt: row.finishedAt?.toISOString() ?? null,
        progress:
          row.status === 'running' && tenant
            ? await tenantMoveProgress(ctx.db, tenant.schemaName)
            : null,
      };
    }),
  );
}

/**
 * The database nodes: on Citus each active worker with its number of shops, and the recent
 * tenant moves with the progress of running ones; on PostgreSQL and PGlite `citus: false` and
 * nothing else (one node).
 */
export async function listNodes(ctx: MasterServiceCtx) {
  if (!(await isCitus(ctx.db))) return { citus: false, workers: [], moves: [] };
  const workers = (await workerLoads(ctx.db)).map(({ node, tenants: count }) => ({
    node,
    tenants: count,
  }));
  return { citus: true, workers, moves: await toRecords(ctx, await listTenantMoves(ctx.db)) };
}

/**
 * Starts moving a tenant's schema to another worker and answers at once with the running move;
 * the copy goes on in the background (the shop keeps working) and the move's row ends `done` or
 * `failed`. Audited when started and when it ends.
 */
export async function moveTenant(
  ctx: MasterServiceCtx,
  { id, node }: TTenantMoveInput,
): Promise<TenantMoveRecord> {
  const [tenant] = await ctx.db.select().from(tenants).where(eq(tenants.id, id));
  if (!tenant) throw new AppError('NOT_FOUND', 'Tenant not found');
  let started: Awaited<ReturnType<typeof startTenantMove>>;
  try {
    started = await startTenantMove(ctx.db, id, node);
  } catch (error) {
    if (error instanceof TenantMoveRefused) {
      throw new AppError(error.kind === 'input' ? 'BAD_REQUEST' : 'CONFLICT', error.message);
    }
    throw error;
  }
  const { move, done } = started;
  // In the tenant's own audit log, as every master action on a tenant.
  await withTenant(ctx.db, tenant, (tx) =>
    writeAudit(tx, ctx.actor, 'tenant.move', 'tenant', id, {
      source: move.source,
      target: move.target,
    }),
  );
  void done.then(
    async (row) => {
      ctx.log.info(
        { tenantId: tenant.tenantId, source: row.source, target: row.target, status: row.status },
        'tenant move ended',
      );
      await withTenant(ctx.db, tenant, (tx) =>
        writeAudit(tx, ctx.actor, `tenant.move.${row.status}`, 'tenant', id, {
          target: row.target,
          ...(row.error ? { error: row.error } : {}),
        }),
      );
    },
    (error: unknown) => ctx.log.error({ err: error }, 'tenant move bookkeeping failed'),
  );
  const [record] = await toRecords(ctx, [move]);
  if (!record) throw new AppError('INTERNAL', 'The move was started but could not be read back');
  return record;
}
