import { sql } from 'drizzle-orm';
import { rowsOf, type Db, type Tx } from '@gst/db/client';
import type { ApiConfig } from '../../config';
import type { ApiJobs, Logger } from '../../context';
import type { ResolvedTenant } from '../../infra/tenant-resolver';
import { runWebhookDelivery } from './webhooks.delivery';

/**
 * Sending webhook deliveries once the transaction that recorded them has committed (issue 34).
 *
 * The verb's transaction belongs to its caller (the tRPC procedure opens and commits it), so
 * "after commit" is learnt from the database itself: the recording transaction's id
 * (`pg_current_xact_id()`) is read inside it, and a watcher on another connection asks
 * `pg_xact_status()` until it says committed (send) or aborted (nothing to send: the rows are gone
 * with it). On PostgreSQL the first ask usually answers; on PGlite the ask waits for the one
 * session to be free, which is after the transaction ended. The watcher is not awaited: the
 * request answers as soon as its transaction commits.
 *
 * Each delivery then becomes a `webhook.deliver` job on the queue (jobs/api-jobs.ts). A server
 * without a queue (JOBS=off) delivers in its own process instead, retrying on timers with the same
 * delays; those retries do not survive a restart (the row stays pending; "Redeliver" sends it).
 */
export type DispatchDeps = { db: Db; config: ApiConfig; jobs?: ApiJobs; log: Logger };

/** How long a watcher waits for the recording transaction to end (a long import, a lock). */
const WATCH_LIMIT_MS = 10 * 60 * 1000;

async function transactionId(tx: Tx): Promise<string> {
  const [row] = rowsOf<{ xid: string }>(
    await tx.execute(sql`select pg_current_xact_id()::text as xid`),
  );
  if (!row) throw new Error('No transaction id');
  return row.xid;
}

/** True once transaction `xid` has committed, false when it rolled back (or the wait ran out). */
async function whenCommitted(db: Db, xid: string): Promise<boolean> {
  const started = Date.now();
  for (let wait = 2; Date.now() - started < WATCH_LIMIT_MS; wait = Math.min(wait * 2, 1000)) {
    const [row] = rowsOf<{ status: string | null }>(
      await db.execute(sql`select pg_xact_status(${xid}::xid8) as status`),
    );
    if (row?.status === 'committed') return true;
    if (row?.status !== 'in progress') return false;
    await new Promise((resolve) => setTimeout(resolve, wait));
  }
  return false;
}

/**
 * Called inside the recording transaction with the delivery rows it wrote: sends them once it has
 * committed. A caller without the server's deps (the demo seeding path) leaves them pending.
 */
export async function dispatchAfterCommit(
  ctx: { tx: Tx; tenant: ResolvedTenant } & Partial<DispatchDeps>,
  deliveryIds: readonly string[],
): Promise<void> {
  const { db, config, log } = ctx;
  if (!db || !config || !log) return;
  const deps: DispatchDeps = { db, config, log, jobs: ctx.jobs };
  const xid = await transactionId(ctx.tx);
  const tenantRowId = ctx.tenant.id;
  void whenCommitted(db, xid)
    .then((committed) => (committed ? sendDeliveries(deps, tenantRowId, deliveryIds) : undefined))
    .catch((error: unknown) => {
      log.error({ err: error, deliveryIds }, 'webhook deliveries not sent; they stay pending');
    });
}

/** Queues committed deliveries, or (no queue) delivers them in this process. */
export async function sendDeliveries(
  deps: DispatchDeps,
  tenantRowId: string,
  deliveryIds: readonly string[],
): Promise<void> {
  for (const deliveryId of deliveryIds) {
    if (deps.jobs) await deps.jobs.webhookDeliver(deliveryId, tenantRowId);
    else deliverInProcess(deps, tenantRowId, deliveryId);
  }
}

/** JOBS=off: one attempt now, the next on a timer when it is worth retrying. */
function deliverInProcess(deps: DispatchDeps, tenantRowId: string, deliveryId: string): void {
  runWebhookDelivery(deps, deps.log, { tenantRowId, deliveryId })
    .then((outcome) => {
      if (outcome?.retryInSeconds == null) return;
      setTimeout(
        () => deliverInProcess(deps, tenantRowId, deliveryId),
        outcome.retryInSeconds * 1000,
      ).unref();
    })
    .catch((error: unknown) => {
      deps.log.error({ err: error, deliveryId }, 'webhook delivery failed in process');
    });
}
