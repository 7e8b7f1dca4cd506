import { z } from 'zod';
import type { JobQueue } from '@gst/jobs';
import type { ApiDeps, ApiJobs, Logger } from '../../context';
import {
  activeShops,
  dueProfileIds,
  runQueuedProfile,
  shopById,
  type AfterRun,
} from './recurring.jobs';

/**
 * Recurring invoices' jobs (issue 34), defined by jobs/api-jobs.ts before the queue starts:
 * - `recurring.sweep` (daily 06:00 India time, and once when a working server starts): one
 *   `recurring.shop` job per active shop.
 * - `recurring.shop`: one `recurring.profile` job per profile of the shop with a run due today.
 * - `recurring.profile`: every due run of the profile, one transaction each; safe to run twice
 *   or in two processes at once (the profile row is locked, a date is run once).
 * A try that dies with its process is retried when it expires (5 minutes); whatever it had
 * committed stays, and the retry goes on from the next date.
 */
export const RECURRING_SWEEP_JOB = 'recurring.sweep';
export const RECURRING_SHOP_JOB = 'recurring.shop';
export const RECURRING_PROFILE_JOB = 'recurring.profile';
/** Daily at 06:00 in India. */
export const RECURRING_CRON = '0 6 * * *';

export function defineRecurringJobs(
  queue: JobQueue,
  deps: ApiDeps,
  log: Logger,
  afterRun?: AfterRun,
): Pick<ApiJobs, 'recurringProfile'> {
  const profileJob = queue.defineJob(
    RECURRING_PROFILE_JOB,
    z.strictObject({ tenantRowId: z.uuid(), profileId: z.uuid() }),
    async ({ tenantRowId, profileId }) => {
      await runQueuedProfile(deps, tenantRowId, profileId, {
        log,
        ...(afterRun ? { afterRun } : {}),
      });
    },
    { retryLimit: 3, retryDelay: 30, retryBackoff: true, expireInSeconds: 300 },
  );
  const shopJob = queue.defineJob(
    RECURRING_SHOP_JOB,
    z.strictObject({ tenantRowId: z.uuid() }),
    async ({ tenantRowId }) => {
      const shop = await shopById(deps.db, tenantRowId);
      if (!shop || shop.status !== 'active') return;
      for (const profileId of await dueProfileIds(deps.db, shop)) {
        await queue.send(profileJob, { tenantRowId, profileId }, { tenantId: tenantRowId });
      }
    },
    { retryLimit: 3, retryDelay: 60, expireInSeconds: 300 },
  );
  queue.defineJob(
    RECURRING_SWEEP_JOB,
    z.object({}),
    async () => {
      for (const shop of await activeShops(deps.db)) {
        await queue.send(shopJob, { tenantRowId: shop.id }, { tenantId: shop.id });
      }
    },
    { retryLimit: 3, retryDelay: 300, expireInSeconds: 60 * 60 },
  );
  return {
    recurringProfile: async (tenantRowId, profileId) => {
      await queue.send(profileJob, { tenantRowId, profileId }, { tenantId: tenantRowId });
    },
  };
}

/**
 * The daily sweep's schedule, and one sweep now: a server that starts after a day it missed (or
 * after a crash mid-way) makes the missed runs at once, dated as they should have been. Several
 * servers starting together each send one; the runs are made once all the same (recurring.run.ts).
 */
export async function scheduleRecurring(queue: JobQueue) {
  await queue.schedule(
    RECURRING_SWEEP_JOB,
    RECURRING_CRON,
    {},
    {
      tz: 'Asia/Kolkata',
      missed: 'once',
    },
  );
  await queue.send(RECURRING_SWEEP_JOB, {});
}
