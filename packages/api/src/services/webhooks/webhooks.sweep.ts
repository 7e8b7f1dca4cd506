import { and, eq, lt } from 'drizzle-orm';
import { z } from 'zod';
import { withTenantRead } from '@gst/db/client';
import { tenants, webhookDeliveries } from '@gst/db/schema';
import type { JobQueue } from '@gst/jobs';
import type { Logger } from '../../context';
import { sendDeliveries, type DispatchDeps } from './webhooks.dispatch';

/**
 * The outbox's safety net (issue 34): a delivery is committed with its action and sent by a
 * watcher in the process that made it; if that process died in between (a crash, a deploy), the
 * row waits, pending with no attempt. Every 15 minutes (India time, one run for all processes:
 * a cron schedule on the queue) each active shop's deliveries that are pending, never tried and
 * older than two minutes are sent again. A second send of one still in flight costs nothing: the
 * handler's claim lets one attempt through.
 */
export const WEBHOOK_SWEEP_JOB = 'webhook.sweep';
const NEVER_TRIED_FOR_MS = 2 * 60 * 1000;
const PER_SHOP = 500;

export async function sweepWebhookDeliveries(deps: DispatchDeps): Promise<number> {
  const shops = await deps.db
    .select({ id: tenants.id, schemaName: tenants.schemaName })
    .from(tenants)
    .where(eq(tenants.status, 'active'));
  const before = new Date(Date.now() - NEVER_TRIED_FOR_MS);
  let sent = 0;
  for (const shop of shops) {
    const stuck = await withTenantRead(deps.db, shop, (tx) =>
      tx
        .select({ id: webhookDeliveries.id })
        .from(webhookDeliveries)
        .where(
          and(
            eq(webhookDeliveries.status, 'pending'),
            eq(webhookDeliveries.attempts, 0),
            lt(webhookDeliveries.createdAt, before),
          ),
        )
        .limit(PER_SHOP),
    );
    if (!stuck.length) continue;
    await sendDeliveries(
      deps,
      shop.id,
      stuck.map((r) => r.id),
    );
    sent += stuck.length;
  }
  if (sent) deps.log.warn({ sent }, 'webhook deliveries never tried were sent by the sweep');
  return sent;
}

/** Defines the sweep's job on the queue (jobs/api-jobs.ts). */
export function defineWebhookSweep(queue: JobQueue, deps: Omit<DispatchDeps, 'log'>, log: Logger) {
  queue.defineJob(
    WEBHOOK_SWEEP_JOB,
    z.object({}),
    async () => {
      await sweepWebhookDeliveries({ ...deps, log });
    },
    { retryLimit: 1, retryDelay: 60, expireInSeconds: 15 * 60 },
  );
}

/** Its schedule, once the queue has started: every 15 minutes. */
export async function scheduleWebhookSweep(queue: JobQueue): Promise<void> {
  await queue.schedule(WEBHOOK_SWEEP_JOB, '*/15 * * * *', {}, { tz: 'Asia/Kolkata' });
}
