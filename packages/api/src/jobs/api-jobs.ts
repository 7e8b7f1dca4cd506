import { z } from 'zod';
import type { JobQueue } from '@gst/jobs';
import type { ApiDeps, ApiJobs, Logger } from '../context';
import { runQueuedExport } from '../services/shop-export/shop-export.service';

export type { ApiJobs };

/**
 * The API's background jobs on the product's queue (issue 34, `@gst/jobs` on pg-boss): defined
 * once per process before the queue starts, sent by the services through `deps.jobs`. A job's
 * handler gets the job id, stable across retries, and must be safe to run twice.
 *
 * - `shop.export` (issue 33): builds a queued shop export. Any server process on the database may
 *   take it, and one queued before a restart is built after it. A try that dies with its process
 *   is retried when it expires (4 hours, longer than the largest export measured).
 */
export const SHOP_EXPORT_JOB = 'shop.export';

export function defineApiJobs(queue: JobQueue, deps: ApiDeps, log: Logger): ApiJobs {
  const shopExport = queue.defineJob(
    SHOP_EXPORT_JOB,
    z.strictObject({ exportId: z.uuid() }),
    ({ exportId }) => runQueuedExport(deps, log, exportId),
    { retryLimit: 1, retryDelay: 30, expireInSeconds: 4 * 60 * 60 },
  );
  return {
    queue,
    shopExport: async (exportId, tenantRowId) => {
      await queue.send(shopExport, { exportId }, { tenantId: tenantRowId, singletonKey: exportId });
    },
  };
}
