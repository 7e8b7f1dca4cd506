import { and, asc, eq, lte } from 'drizzle-orm';
import { todayIN } from '@gst/domain';
import { withTenant, type Db } from '@gst/db/client';
import { recurringProfiles, tenants } from '@gst/db/schema';
import type { ApiDeps, Logger } from '../../context';
import type { ResolvedTenant } from '../../infra/tenant-resolver';
import { dispatchQueuedMail } from '../mail/mail.send';
import { runNextDue, type RunOutcome } from './recurring.run';

/**
 * Recurring invoices on the job queue (issue 34; jobs/api-jobs.ts wires these):
 * - `recurring.sweep`, scheduled daily at 06:00 India time (a missed occurrence runs once when a
 *   server is back) and sent once when a server starts: one `recurring.shop` job per active shop.
 * - `recurring.shop`: one `recurring.profile` job per profile of the shop due today.
 * - `recurring.profile`: makes every due run of the profile, oldest date first, one transaction
 *   each (recurring.run.ts), so a process killed mid-way leaves whole runs behind and the job's
 *   next try (or the next sweep) goes on from the next date. Two processes on one profile queue
 *   on its row lock; a run is never made twice.
 * Without a queue (JOBS=off) `runDueRecurring` does the same in the calling process.
 */
const QUIET: Logger = { info: () => {}, warn: () => {}, error: () => {} };

type Deps = Pick<ApiDeps, 'db' | 'fileStore' | 'config' | 'jobs'>;

/** What a run reports after its transaction has committed (e-mail an issued invoice). */
export type AfterRun = (
  tenant: ResolvedTenant,
  profileId: string,
  outcome: RunOutcome,
) => Promise<void>;

export async function activeShops(db: Db): Promise<ResolvedTenant[]> {
  return db
    .select({
      id: tenants.id,
      tenantId: tenants.tenantId,
      schemaName: tenants.schemaName,
      name: tenants.name,
      status: tenants.status,
    })
    .from(tenants)
    .where(eq(tenants.status, 'active'))
    .orderBy(asc(tenants.tenantId));
}

export async function shopById(db: Db, tenantRowId: string): Promise<ResolvedTenant | undefined> {
  const [shop] = await db
    .select({
      id: tenants.id,
      tenantId: tenants.tenantId,
      schemaName: tenants.schemaName,
      name: tenants.name,
      status: tenants.status,
    })
    .from(tenants)
    .where(eq(tenants.id, tenantRowId));
  return shop;
}

/** The ids of the shop's active profiles with a run due on `today`, the oldest due first. */
export async function dueProfileIds(db: Db, tenant: ResolvedTenant, today = todayIN()) {
  const rows = await withTenant(db, tenant, (tx) =>
    tx
      .select({ id: recurringProfiles.id })
      .from(recurringProfiles)
      .where(and(eq(recurringProfiles.status, 'active'), lte(recurringProfiles.nextRunDate, today)))
      .orderBy(asc(recurringProfiles.nextRunDate), asc(recurringProfiles.id)),
  );
  return rows.map((r) => r.id);
}

/**
 * Every due run of one profile, each in its own transaction; the runs made. Stops at a blocked
 * run (the profile stops there) and when nothing more is due.
 */
export async function runDueProfile(
  deps: Deps,
  tenant: ResolvedTenant,
  profileId: string,
  options: { today?: string; afterRun?: AfterRun; log?: Logger } = {},
): Promise<RunOutcome[]> {
  const today = options.today ?? todayIN();
  const log = options.log ?? QUIET;
  const made: RunOutcome[] = [];
  for (;;) {
    const outcome = await withTenant(deps.db, tenant, (tx) =>
      runNextDue(
        { tx, tenant, user: null, sessionId: null, fileStore: deps.fileStore },
        profileId,
        today,
        log,
      ),
    );
    if (!outcome) return made;
    made.push(outcome);
    if (outcome.mailMessageId) {
      await dispatchQueuedMail({ ...deps, log }, tenant, outcome.mailMessageId).catch(
        (error: unknown) => {
          // Left queued: the daily mail run sends it (dispatchStaleQueued).
          log.warn({ err: error, profileId }, 'recurring run: the invoice mail was not dispatched');
        },
      );
    }
    if (options.afterRun) {
      await options.afterRun(tenant, profileId, outcome).catch((error: unknown) => {
        log.warn({ err: error, profileId }, 'recurring run: after-run step failed');
      });
    }
    if (outcome.run.status === 'blocked') return made;
  }
}

/** The `recurring.profile` job: the shop by its row id (a shop gone or deactivated: nothing). */
export async function runQueuedProfile(
  deps: Deps,
  tenantRowId: string,
  profileId: string,
  options: { afterRun?: AfterRun; log?: Logger } = {},
) {
  const shop = await shopById(deps.db, tenantRowId);
  if (!shop || shop.status !== 'active') return [];
  return runDueProfile(deps, shop, profileId, options);
}

/** Without a queue: every due run of every profile of the shop, in this process. */
export async function runDueRecurring(
  deps: Deps,
  tenant: ResolvedTenant,
  options: { today?: string; afterRun?: AfterRun; log?: Logger } = {},
) {
  const made: RunOutcome[] = [];
  for (const id of await dueProfileIds(deps.db, tenant, options.today)) {
    made.push(...(await runDueProfile(deps, tenant, id, options)));
  }
  return made;
}
