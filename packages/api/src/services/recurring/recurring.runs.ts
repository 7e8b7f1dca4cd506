import { and, desc, eq } from 'drizzle-orm';
import { ZInvoiceCreate } from '@gst/domain/contracts';
import { invoices, recurringProfiles, recurringRuns } from '@gst/db/schema';
import { writeAudit } from '../../infra/audit';
import { AppError } from '../../errors';
import type { ServiceCtx } from '../context';
import { createInvoice } from '../invoices/invoices.service';
import type { Logger } from '../../context';
import { lockProfile, queueRunMail, runInput } from './recurring.run';
import type { TRecurringRunRef } from './recurring.schema';

/**
 * A profile's runs (issue 34): every run listed with its invoice; a draft run (the profile's
 * `draft` mode: the product has no draft invoices, the run is the draft) or a failed run is
 * issued by hand, dated the run's date, with the rules of any invoice (a date in a filed period
 * is refused), or skipped.
 */
type Ctx = Pick<ServiceCtx, 'tx'>;

export async function listRecurringRuns({ tx }: Ctx, { id }: { id: string }) {
  await profileExists(tx, id);
  const rows = await tx
    .select({
      run: recurringRuns,
      invoiceNumber: invoices.invoiceNumber,
      invoiceStatus: invoices.status,
      invoiceTotal: invoices.totalAmount,
    })
    .from(recurringRuns)
    .leftJoin(invoices, eq(invoices.id, recurringRuns.invoiceId))
    .where(eq(recurringRuns.profileId, id))
    .orderBy(desc(recurringRuns.runDate));
  return rows.map(({ run, ...invoice }) => ({
    ...run,
    invoiceNumber: invoice.invoiceNumber,
    invoiceStatus: invoice.invoiceStatus,
    invoiceTotal: invoice.invoiceTotal,
  }));
}

/** A profile of this shop, or a 404 (the runs of another shop's profile are never listed). */
async function profileExists(tx: ServiceCtx['tx'], id: string) {
  const [row] = await tx
    .select({ id: recurringProfiles.id })
    .from(recurringProfiles)
    .where(eq(recurringProfiles.id, id));
  if (!row) throw new AppError('NOT_FOUND', 'Recurring profile not found');
}

async function lockRun(ctx: ServiceCtx, { id, runId }: TRecurringRunRef) {
  const profile = await lockProfile(ctx.tx, id);
  const [run] = await ctx.tx
    .select()
    .from(recurringRuns)
    .where(and(eq(recurringRuns.id, runId), eq(recurringRuns.profileId, id)))
    .for('update');
  if (!run) throw new AppError('NOT_FOUND', 'Recurring run not found');
  if (run.status !== 'draft' && run.status !== 'failed') {
    throw new AppError(
      'CONFLICT',
      `The run of ${run.runDate} is ${run.status}: only a draft or failed run can be issued or skipped`,
    );
  }
  return { profile, run };
}

/**
 * Issues a draft or failed run now, dated the run's date: the draft's prepared input, or for a
 * failed run the profile's current invoice. The invoice's audit row names the user who issued it.
 */
export async function issueRecurringRun(
  ctx: ServiceCtx,
  ref: TRecurringRunRef,
  log: Logger = { info: () => {}, warn: () => {}, error: () => {} },
) {
  const { profile, run } = await lockRun(ctx, ref);
  const input = run.draft
    ? ZInvoiceCreate.parse({ ...run.draft, invoiceDate: run.runDate })
    : runInput(profile, run.runDate);
  const invoice = await createInvoice(ctx, input);
  const mail = profile.emailOnIssue
    ? await queueRunMail(ctx, log, invoice.id)
    : { messageId: null, note: '' };
  await ctx.tx
    .update(recurringRuns)
    .set({ status: 'issued', invoiceId: invoice.id, error: mail.note, updatedAt: new Date() })
    .where(eq(recurringRuns.id, run.id));
  await writeAudit(
    ctx.tx,
    ctx.actor,
    'recurring-profile.issue-run',
    'recurring-profile',
    profile.id,
    {
      name: profile.name,
      runDate: run.runDate,
      was: run.status,
      invoiceId: invoice.id,
      invoiceNumber: invoice.invoiceNumber,
    },
  );
  return {
    ...run,
    status: 'issued' as const,
    invoiceId: invoice.id,
    invoiceNumber: invoice.invoiceNumber,
    error: mail.note,
    mailMessageId: mail.messageId,
  };
}

/** Skips a draft or failed run: no invoice for its date; the profile goes on. */
export async function skipRecurringRun(ctx: ServiceCtx, ref: TRecurringRunRef) {
  const { profile, run } = await lockRun(ctx, ref);
  await ctx.tx
    .update(recurringRuns)
    .set({ status: 'skipped', updatedAt: new Date() })
    .where(eq(recurringRuns.id, run.id));
  await writeAudit(
    ctx.tx,
    ctx.actor,
    'recurring-profile.skip-run',
    'recurring-profile',
    profile.id,
    {
      name: profile.name,
      runDate: run.runDate,
      was: run.status,
    },
  );
  return { ...run, status: 'skipped' as const, invoiceNumber: null };
}
