import { inArray } from 'drizzle-orm';
import { tenants } from '@gst/db/schema';
import type { ApiDeps, Logger } from '../../context';
import { AppError } from '../../errors';
import type { FailedJobView, JobShopCounts, JobsOverview, TJobRetryInput } from './jobs.schema';

/**
 * The background-job queue as the operator sees it (issue 34): per shop, the jobs waiting
 * (created or due for a retry), running, failed and completed; the latest failed jobs with their
 * last error; and a retry. Read through the queue (`@gst/jobs` admin view), the shops' names
 * from `master.tenants`.
 */
type Ctx = Pick<ApiDeps, 'db' | 'jobs'> & { log: Logger };

const FAILED_SHOWN = 50;
export const JOBS_OFF_MESSAGE =
  'This server runs without a job queue (JOBS=off): background work runs in the process that asks for it';

async function shopsById(ctx: Ctx, ids: string[]) {
  if (!ids.length) return new Map<string, { tenantId: string; name: string }>();
  const rows = await ctx.db
    .select({ id: tenants.id, tenantId: tenants.tenantId, name: tenants.name })
    .from(tenants)
    .where(inArray(tenants.id, ids));
  return new Map(rows.map((r) => [r.id, r]));
}

export async function jobsOverview(ctx: Ctx): Promise<JobsOverview> {
  if (!ctx.jobs) return { enabled: false, shops: [], failed: [] };
  const { queue } = ctx.jobs;
  const [counts, failed] = await Promise.all([
    queue.counts(),
    queue.failed({ limit: FAILED_SHOWN }),
  ]);
  const ids = [
    ...new Set(
      [...counts, ...failed].map((r) => r.tenantId).filter((id): id is string => id !== null),
    ),
  ];
  const known = await shopsById(
    ctx,
    ids.filter((id) => /^[0-9a-f-]{36}$/i.test(id)),
  );
  const shops = new Map<string | null, JobShopCounts>();
  for (const row of counts) {
    const shop = row.tenantId ? known.get(row.tenantId) : undefined;
    const entry = shops.get(row.tenantId) ?? {
      tenantRowId: row.tenantId,
      tenantId: shop?.tenantId ?? null,
      name: shop?.name ?? null,
      waiting: 0,
      running: 0,
      failed: 0,
      completed: 0,
    };
    if (row.state === 'created' || row.state === 'retry') entry.waiting += row.count;
    else if (row.state === 'active') entry.running += row.count;
    else if (row.state === 'failed') entry.failed += row.count;
    else if (row.state === 'completed') entry.completed += row.count;
    shops.set(row.tenantId, entry);
  }
  const failedViews: FailedJobView[] = failed.map((job) => {
    const shop = job.tenantId ? known.get(job.tenantId) : undefined;
    return {
      id: job.id,
      queue: job.queue,
      tenantId: shop?.tenantId ?? null,
      name: shop?.name ?? null,
      retryCount: job.retryCount,
      failedAt: job.failedAt ? job.failedAt.toISOString() : null,
      lastError: job.lastError,
    };
  });
  return {
    enabled: true,
    // Shops with failed jobs first, then by waiting work, then by name.
    shops: [...shops.values()].sort(
      (a, b) =>
        b.failed - a.failed ||
        b.waiting - a.waiting ||
        (a.tenantId ?? '').localeCompare(b.tenantId ?? ''),
    ),
    failed: failedViews,
  };
}

/** Queues a failed job again (the page's Retry). */
export async function retryFailedJob(ctx: Ctx, { id }: TJobRetryInput) {
  if (!ctx.jobs) throw new AppError('CONFLICT', JOBS_OFF_MESSAGE);
  const done = await ctx.jobs.queue.retry(id);
  if (!done) throw new AppError('NOT_FOUND', 'No failed job with this id');
  ctx.log.info({ jobId: id }, 'job retried by the operator');
  return { message: 'Job queued again' };
}
