import { and, asc, count, desc, eq, ilike, isNotNull, or, sql } from 'drizzle-orm';
import { todayIN } from '@gst/domain';
import { nextRunDate } from '@gst/domain/contracts';
import { customers, recurringProfiles, recurringRuns } from '@gst/db/schema';
import { auditChange } from '../../infra/audit';
import { AppError } from '../../errors';
import type { ServiceCtx } from '../context';
import { pageOf } from '../shared/paging';
import { checkRecurringTemplate } from './recurring.checks';
import { lockProfile, type RecurringProfileRow } from './recurring.run';
import type {
  TRecurringInput,
  TRecurringListInput,
  TRecurringTemplate,
  TRecurringUpdate,
} from './recurring.schema';

/**
 * Recurring invoice profiles (issue 34): listed, made, changed for future runs (past runs and
 * their invoices stay as they were), paused and resumed, deleted while no run issued an invoice
 * (else ended: its invoices keep naming it). The runs themselves are recurring.run.ts (the
 * queue's) and recurring.runs.ts (a draft's or failed run's Issue and Skip).
 */
type Ctx = Pick<ServiceCtx, 'tx'>;

export type RecurringProfileView = Omit<RecurringProfileRow, 'template'> & {
  template: TRecurringTemplate;
  customerName: string;
  /** Runs that issued an invoice. */
  invoicesIssued: number;
  /** The next few dates (a preview; paused or ended: none). */
  upcoming: string[];
};

const ISSUED = sql<number>`(select count(*) from recurring_runs r
  where r.profile_id = recurring_profiles.id and r.invoice_id is not null)::int`;

function viewOf(
  row: RecurringProfileRow,
  customerName: string,
  issued: number,
): RecurringProfileView {
  const schedule = { ...row, frequency: row.frequency };
  const upcoming: string[] = [];
  let after = row.nextRunDate;
  if (after && (row.status === 'active' || row.status === 'blocked')) {
    upcoming.push(after);
    while (upcoming.length < 3) {
      const next: string | null = nextRunDate(schedule, after, row.runCount + upcoming.length);
      if (!next) break;
      upcoming.push(next);
      after = next;
    }
  }
  return {
    ...row,
    template: row.template as TRecurringTemplate,
    customerName,
    invoicesIssued: Number(issued),
    upcoming,
  };
}

const SELECTION = { profile: recurringProfiles, customerName: customers.name, issued: ISSUED };

export async function listRecurringProfiles({ tx }: Ctx, input: TRecurringListInput) {
  const term = input.search ? `%${input.search.replace(/[\\%_]/g, (c) => `\\${c}`)}%` : undefined;
  const where = and(
    input.status ? eq(recurringProfiles.status, input.status) : undefined,
    term ? or(ilike(recurringProfiles.name, term), ilike(customers.name, term)) : undefined,
  );
  const rows = tx
    .select(SELECTION)
    .from(recurringProfiles)
    .innerJoin(customers, eq(customers.id, recurringProfiles.customerId))
    .where(where)
    .orderBy(
      asc(recurringProfiles.name),
      desc(recurringProfiles.createdAt),
      asc(recurringProfiles.id),
    )
    .$dynamic();
  const total = tx
    .select({ total: count() })
    .from(recurringProfiles)
    .innerJoin(customers, eq(customers.id, recurringProfiles.customerId))
    .where(where);
  return pageOf(input, rows, total, (r) => viewOf(r.profile, r.customerName, r.issued));
}

export async function getRecurringProfile({ tx }: Ctx, { id }: { id: string }) {
  const [row] = await tx
    .select(SELECTION)
    .from(recurringProfiles)
    .innerJoin(customers, eq(customers.id, recurringProfiles.customerId))
    .where(eq(recurringProfiles.id, id));
  if (!row) throw new AppError('NOT_FOUND', 'Recurring profile not found');
  return viewOf(row.profile, row.customerName, row.issued);
}

export async function createRecurringProfile(ctx: ServiceCtx, input: TRecurringInput) {
  await checkRecurringTemplate(ctx.tx, input.customerId, input.template);
  const next = nextRunDate({ ...input }, null, 0);
  const [row] = await ctx.tx
    .insert(recurringProfiles)
    .values({
      ...input,
      template: input.template as Record<string, unknown>,
      nextRunDate: next,
      status: next ? 'active' : 'ended',
      createdBy: ctx.user?.id ?? null,
    })
    .returning({ id: recurringProfiles.id });
  if (!row) throw new AppError('INTERNAL', 'Recurring profile was not saved');
  const after = await getRecurringProfile(ctx, row);
  await auditChange(ctx.tx, ctx.actor, 'recurring-profile.create', 'recurring-profile', row.id, {
    after,
  });
  return after;
}

/** The date of the profile's last run (null: none yet). */
async function lastRunDate({ tx }: Ctx, profileId: string): Promise<string | null> {
  const [last] = await tx
    .select({ runDate: recurringRuns.runDate })
    .from(recurringRuns)
    .where(eq(recurringRuns.profileId, profileId))
    .orderBy(desc(recurringRuns.runDate))
    .limit(1);
  return last?.runDate ?? null;
}

/**
 * A change for future runs. The next date is worked out again from the (new) schedule after the
 * last run; the start date is fixed once a run was made. An ended profile given more dates (a
 * later end date, a larger count) is active again.
 */
export async function updateRecurringProfile(
  ctx: ServiceCtx,
  { id, ...changes }: TRecurringUpdate,
) {
  const existing = await lockProfile(ctx.tx, id);
  const before = await getRecurringProfile(ctx, { id });
  if (changes.startDate && changes.startDate !== existing.startDate && existing.runCount > 0) {
    throw new AppError(
      'CONFLICT',
      `Profile '${existing.name}' has made ${existing.runCount} run(s): its start date cannot change; change the frequency or the end instead, or make a new profile`,
    );
  }
  const merged = { ...existing, ...changes };
  if (merged.endDate && merged.maxRuns != null) {
    throw new AppError('BAD_REQUEST', 'Give an end date or a number of invoices, not both');
  }
  if (merged.endDate && merged.endDate < merged.startDate) {
    throw new AppError('BAD_REQUEST', 'End date must be on or after the start date');
  }
  await checkRecurringTemplate(
    ctx.tx,
    merged.customerId,
    (changes.template ?? existing.template) as TRecurringTemplate,
  );
  const schedule = { ...merged, frequency: merged.frequency };
  const last = await lastRunDate(ctx, id);
  let next = nextRunDate(schedule, last, existing.runCount);
  // Paused or blocked dates that passed are not made later (see resume): from today on.
  if (existing.status !== 'active') {
    while (next && next < todayIN()) next = nextRunDate(schedule, next, existing.runCount);
  }
  const status = next === null ? 'ended' : existing.status === 'ended' ? 'active' : existing.status;
  await ctx.tx
    .update(recurringProfiles)
    .set({
      ...changes,
      ...(changes.template ? { template: changes.template } : {}),
      nextRunDate: next,
      status,
      statusReason: status === existing.status ? existing.statusReason : '',
      updatedAt: new Date(),
    })
    .where(eq(recurringProfiles.id, id));
  const after = await getRecurringProfile(ctx, { id });
  await auditChange(ctx.tx, ctx.actor, 'recurring-profile.update', 'recurring-profile', id, {
    before,
    after,
  });
  return after;
}

/** No run is made while paused; a blocked profile may be paused too. */
export async function pauseRecurringProfile(ctx: ServiceCtx, { id }: { id: string }) {
  const row = await lockProfile(ctx.tx, id);
  if (row.status === 'ended') {
    throw new AppError('CONFLICT', `Profile '${row.name}' has ended; edit its end to go on`);
  }
  if (row.status === 'paused') return getRecurringProfile(ctx, { id });
  await ctx.tx
    .update(recurringProfiles)
    .set({ status: 'paused', statusReason: '', updatedAt: new Date() })
    .where(eq(recurringProfiles.id, id));
  await auditChange(
    ctx.tx,
    ctx.actor,
    'recurring-profile.pause',
    'recurring-profile',
    id,
    { before: { status: row.status }, after: { status: 'paused' } },
    { name: row.name },
  );
  return getRecurringProfile(ctx, { id });
}

/**
 * Active again (from paused or blocked). Dates that passed while it was stopped are not made
 * (a pause is the shop's choice; a blocked date stays refused): it goes on from the first date of
 * its schedule on or after today, so a resume never issues a backlog at once.
 */
export async function resumeRecurringProfile(ctx: ServiceCtx, { id }: { id: string }) {
  const row = await lockProfile(ctx.tx, id);
  if (row.status === 'active') return getRecurringProfile(ctx, { id });
  const schedule = { ...row, frequency: row.frequency };
  const today = todayIN();
  let next = row.nextRunDate;
  while (next && next < today) next = nextRunDate(schedule, next, row.runCount);
  if (!next) {
    throw new AppError('CONFLICT', `Profile '${row.name}' has no date left; edit its end to go on`);
  }
  await ctx.tx
    .update(recurringProfiles)
    .set({ status: 'active', statusReason: '', nextRunDate: next, updatedAt: new Date() })
    .where(eq(recurringProfiles.id, id));
  await auditChange(
    ctx.tx,
    ctx.actor,
    'recurring-profile.resume',
    'recurring-profile',
    id,
    {
      before: { status: row.status, nextRunDate: row.nextRunDate },
      after: { status: 'active', nextRunDate: next },
    },
    { name: row.name },
  );
  return getRecurringProfile(ctx, { id });
}

/**
 * Removes a profile none of whose runs issued an invoice (its runs go with it). One that issued
 * invoices is ended instead: no further run, and its runs stay listed with their invoices.
 */
export async function deleteRecurringProfile(ctx: ServiceCtx, { id }: { id: string }) {
  const row = await lockProfile(ctx.tx, id);
  const before = await getRecurringProfile(ctx, { id });
  const [issued] = await ctx.tx
    .select({ n: count() })
    .from(recurringRuns)
    .where(and(eq(recurringRuns.profileId, id), isNotNull(recurringRuns.invoiceId)));
  if (issued && issued.n > 0) {
    await ctx.tx
      .update(recurringProfiles)
      .set({
        status: 'ended',
        nextRunDate: null,
        statusReason: `Ended on ${todayIN()}: it issued ${issued.n} invoice(s), so it is kept with its runs`,
        updatedAt: new Date(),
      })
      .where(eq(recurringProfiles.id, id));
    const after = await getRecurringProfile(ctx, { id });
    await auditChange(ctx.tx, ctx.actor, 'recurring-profile.end', 'recurring-profile', id, {
      before,
      after,
    });
    return { id, deleted: false, ended: true };
  }
  await ctx.tx.delete(recurringProfiles).where(eq(recurringProfiles.id, row.id));
  await auditChange(ctx.tx, ctx.actor, 'recurring-profile.delete', 'recurring-profile', id, {
    before,
  });
  return { id, deleted: true, ended: false };
}
