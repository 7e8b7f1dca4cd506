import { and, desc, eq, sql } from 'drizzle-orm';
import { isCitus, schemaNodes, workerLoads, type NodeName } from './citus';
import { rowsOf, type Db } from './client';
import { tenantMoves, tenants } from './schema/master/index';

/**
 * Moving a tenant's schema to another Citus worker while its shop keeps working (issue 18), with
 * Citus's own shard move (`citus_schema_move`, logical replication): the shop's reads and writes
 * go on against the old placement while its tables are copied and caught up; writes wait only for
 * the short final switch-over. One `master.tenant_moves` row per move records it.
 */

export type TenantMoveRow = typeof tenantMoves.$inferSelect;

export type MoveProgress = {
  /** Citus's status of the running shard moves (e.g. "Copying Data", "Catching Up"). */
  phase: string;
  copiedBytes: number;
  totalBytes: number;
  /** 0–100, by bytes copied to the target. */
  percent: number;
};

/** A move refused before it started: `input` for a bad request, `state` for a conflict. */
export class TenantMoveRefused extends Error {
  constructor(
    message: string,
    readonly kind: 'input' | 'state' = 'state',
  ) {
    super(message);
  }
}

/**
 * Citus's final catch-up waits for the source worker's WAL write position (`pg_current_wal_lsn`).
 * With `synchronous_commit` off there, a commit already acknowledged to the app can still be
 * unwritten at that moment: the move switches over without it and the write is lost with the old
 * placement (CI saw 2 of 196 acknowledged invoices go). So a move needs it on at both ends, as a
 * new connection to this database sees it (server, database and role settings).
 */
async function assertCommitsAreWritten(db: Db, nodes: NodeName[]): Promise<void> {
  const rows = rowsOf<{ node: string; value: string }>(
    await db.execute(sql`
      select nodename || ':' || nodeport as node, result as value
      from run_command_on_workers($$select current_setting('synchronous_commit')$$)`),
  );
  const off = rows.filter((r) => nodes.includes(r.node) && r.value === 'off');
  if (off.length > 0) {
    throw new TenantMoveRefused(
      `synchronous_commit is off on ${off.map((r) => r.node).join(', ')}: a move could lose ` +
        'writes made during its switch-over. Turn it on there (see infra/README.md) and try again',
    );
  }
}

/** Every move of every tenant, newest first (the master panel's history). */
export async function listTenantMoves(db: Db, tenantRowId?: string): Promise<TenantMoveRow[]> {
  return db
    .select()
    .from(tenantMoves)
    .where(tenantRowId ? eq(tenantMoves.tenantId, tenantRowId) : undefined)
    .orderBy(desc(tenantMoves.startedAt))
    .limit(100);
}

/** Progress of a running move of `schemaName`, from Citus's `get_rebalance_progress()`. */
export async function tenantMoveProgress(db: Db, schemaName: string): Promise<MoveProgress | null> {
  // During the switch-over Citus can briefly fail to read the moving shards' sizes ("could not find
  // valid entry for shard"): no figure for that moment, not an error for the operator.
  const result = await db
    .execute(
      sql`
      select string_agg(distinct p.status, ', ') as phase,
        sum(p.target_shard_size)::text as copied, sum(p.source_shard_size)::text as total
      from get_rebalance_progress() p
      join pg_class c on c.oid = p.table_name
      join pg_namespace n on n.oid = c.relnamespace
      where n.nspname = ${schemaName}`,
    )
    .catch(() => undefined);
  if (!result) return null;
  const rows = rowsOf<{ phase: string | null; copied: string | null; total: string | null }>(
    result,
  );
  const row = rows[0];
  if (!row?.total) return null;
  const copiedBytes = Number(row.copied ?? 0);
  const totalBytes = Number(row.total);
  return {
    phase: row.phase ?? '',
    copiedBytes,
    totalBytes,
    percent: totalBytes > 0 ? Math.min(100, Math.round((100 * copiedBytes) / totalBytes)) : 0,
  };
}

/**
 * Starts moving a tenant to `target` (`host:port` of an active worker). Refuses, with a message
 * for the operator, when the database is not Citus, the node is unknown or already the tenant's,
 * or a move of this tenant is running. Returns the new `running` row at once, and `done`, which
 * settles when the move ended (the row then `done` or `failed` with Citus's error).
 */
export async function startTenantMove(
  db: Db,
  tenantRowId: string,
  target: NodeName,
): Promise<{ move: TenantMoveRow; done: Promise<TenantMoveRow> }> {
  if (!(await isCitus(db))) {
    throw new TenantMoveRefused(
      'Moving a tenant needs a Citus cluster (see infra/README.md)',
      'input',
    );
  }
  const [tenant] = await db.select().from(tenants).where(eq(tenants.id, tenantRowId));
  if (!tenant) throw new TenantMoveRefused('Tenant not found');
  const source = (await schemaNodes(db)).get(tenant.schemaName);
  if (!source) throw new TenantMoveRefused(`Tenant '${tenant.tenantId}' is not on a worker`);
  const worker = (await workerLoads(db)).find((w) => w.node === target);
  if (!worker) throw new TenantMoveRefused(`'${target}' is not an active worker node`, 'input');
  if (target === source) {
    throw new TenantMoveRefused(`Tenant '${tenant.tenantId}' is already on ${target}`);
  }
  await assertCommitsAreWritten(db, [source, target]);
  const [move] = await db
    .insert(tenantMoves)
    .values({ tenantId: tenant.id, source, target })
    .onConflictDoNothing()
    .returning();
  if (!move) {
    throw new TenantMoveRefused(`A move of tenant '${tenant.tenantId}' is already running`);
  }
  const finish = async (status: 'done' | 'failed', error: string | null) => {
    const [row] = await db
      .update(tenantMoves)
      .set({ status, error, finishedAt: new Date() })
      .where(and(eq(tenantMoves.id, move.id), eq(tenantMoves.status, 'running')))
      .returning();
    return row ?? move;
  };
  const done = db
    .execute(
      sql`select citus_schema_move(${tenant.schemaName}, ${worker.host}, ${worker.port}, 'auto')`,
    )
    .then(
      () => finish('done', null),
      // drizzle wraps the database's error ("Failed query: …"); the operator needs Citus's reason.
      (error: unknown) =>
        finish('failed', ((error as { cause?: Error }).cause ?? (error as Error)).message),
    );
  return { move, done };
}
