import { z } from 'zod';
import type { JobQueue } from '@gst/jobs';
import type { ApiDeps, ApiJobs, Logger } from '../context';
import { runQueuedExport } from '../services/shop-export/shop-export.service';
import { runWebhookDeliveryJob } from '../services/webhooks/webhooks.delivery';
import { defineWebhookSweep, scheduleWebhookSweep } from '../services/webhooks/webhooks.sweep';
import { MAIL_JOB_RETRIES, runMailJob } from '../services/mail/mail.deliver';
import { runRemindersForAllShops } from '../services/mail/mail.reminders';
import { defineRecurringJobs, scheduleRecurring } from '../services/recurring/recurring.queue';

export type { ApiJobs };

/**
 * The API's background jobs on the product's queue (issue 34, `@gst/jobs` on pg-boss): defined
 * once per process before the queue starts, sent by the services through `deps.jobs`. A job's
 * handler gets the job id, stable across retries, and must be safe to run twice.
 *
 * - `shop.export` (issue 33): builds a queued shop export. Any server process on the database may
 *   take it, and one queued before a restart is built after it. A try that dies with its process
 *   is retried when it expires (4 hours, longer than the largest export measured) or, on
 *   PostgreSQL and Citus, once its heartbeat stops (EXPORT_HEARTBEAT_SECONDS).
 */
export const SHOP_EXPORT_JOB = 'shop.export';
/** The shop export's heartbeat on PostgreSQL and Citus: a dead try is retried after about this. */
export const EXPORT_HEARTBEAT_SECONDS = 30;

/** Issue 34: one queued mail (mail/mail.deliver.ts) and the daily payment reminders (09:00 IST). */
export const MAIL_SEND_JOB = 'mail.send';
/** mail.send's heartbeat on PostgreSQL and Citus (as the shop export's). */
const MAIL_HEARTBEAT_SECONDS = 30;
export const MAIL_REMINDERS_JOB = 'mail.reminders';

/**
 * Issue 34: one attempt of one webhook delivery (services/webhooks/webhooks.delivery.ts); a
 * retry of the endpoint's answer is a new job after webhookRetryDelaySeconds, a throw (database
 * down) the queue's own retry.
 */
export const WEBHOOK_DELIVER_JOB = 'webhook.deliver';

export function defineApiJobs(queue: JobQueue, deps: ApiDeps, log: Logger): ApiJobs {
  const shopExport = queue.defineJob(
    SHOP_EXPORT_JOB,
    z.strictObject({ exportId: z.uuid() }),
    ({ exportId }) => runQueuedExport(deps, log, exportId),
    {
      retryLimit: 1,
      retryDelay: 30,
      expireInSeconds: 4 * 60 * 60,
      // On the servers a try whose process died is retried about a minute later. Not on PGlite:
      // there one process holds the database, and the export's long read would hold up the
      // heartbeat's write (a live export would be taken for dead).
      ...(queue.engine === 'pglite' ? {} : { heartbeatSeconds: EXPORT_HEARTBEAT_SECONDS }),
    },
  );
  const mailSend = queue.defineJob(
    MAIL_SEND_JOB,
    z.strictObject({ tenantRowId: z.uuid(), messageId: z.uuid() }),
    async (payload, job) => {
      await runMailJob({ ...deps, log }, payload, job);
    },
    {
      retryLimit: MAIL_JOB_RETRIES,
      retryDelay: 30,
      retryBackoff: true,
      expireInSeconds: 300,
      // A try whose process died comes back in about a minute, not when its 5 minutes end.
      ...(queue.engine === 'pglite' ? {} : { heartbeatSeconds: MAIL_HEARTBEAT_SECONDS }),
    },
  );
  queue.defineJob(
    MAIL_REMINDERS_JOB,
    z.object({}),
    async () => {
      await runRemindersForAllShops({ ...deps, log });
    },
    { retryLimit: 2, retryDelay: 300, expireInSeconds: 60 * 60 },
  );
  const webhookDeliver = queue.defineJob(
    WEBHOOK_DELIVER_JOB,
    z.strictObject({ tenantRowId: z.uuid(), deliveryId: z.uuid() }),
    (payload) => runWebhookDeliveryJob(deps, log, payload),
    { retryLimit: 3, retryDelay: 30, retryBackoff: true, expireInSeconds: 120 },
  );
  // Issue 34: deliveries a crashed process never sent, every 15 minutes (webhooks.sweep.ts).
  defineWebhookSweep(queue, deps, log);
  // Issue 34: recurring invoices (services/recurring/recurring.queue.ts).
  const recurring = defineRecurringJobs(queue, deps, log);
  return {
    queue,
    ...recurring,
    webhookDeliver: async (deliveryId, tenantRowId, startAfterSeconds) => {
      await queue.send(
        webhookDeliver,
        { tenantRowId, deliveryId },
        { tenantId: tenantRowId, ...(startAfterSeconds ? { startAfter: startAfterSeconds } : {}) },
      );
    },
    mailSend: async (messageId, tenantRowId) => {
      await queue.send(
        mailSend,
        { tenantRowId, messageId },
        { tenantId: tenantRowId, singletonKey: messageId },
      );
    },
    shopExport: async (exportId, tenantRowId) => {
      await queue.send(shopExport, { exportId }, { tenantId: tenantRowId, singletonKey: exportId });
    },
  };
}

/**
 * The API's cron schedules, once the queue has started (issue 34): payment reminders every day at
 * 09:00 India time (one occurrence missed while no server ran is made once when one starts).
 */
export async function scheduleApiJobs(jobs: ApiJobs): Promise<void> {
  await jobs.queue.schedule(
    MAIL_REMINDERS_JOB,
    '0 9 * * *',
    {},
    { tz: 'Asia/Kolkata', missed: 'once' },
  );
  // Issue 34: recurring invoices, daily at 06:00 India time, and once now (a restart catches up).
  await scheduleRecurring(jobs.queue);
  // Issue 34: the webhook outbox's sweep, every 15 minutes.
  await scheduleWebhookSweep(jobs.queue);
}
