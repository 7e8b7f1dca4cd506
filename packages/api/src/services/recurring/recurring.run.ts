import { and, eq } from 'drizzle-orm';
import { ZodError } from 'zod';
import { todayIN } from '@gst/domain';
import { nextRunDate, ZInvoiceCreate } from '@gst/domain/contracts';
import type { Tx } from '@gst/db/client';
import { recurringProfiles, recurringRuns } from '@gst/db/schema';
import type { Actor } from '../../infra/audit';
import { writeAudit } from '../../infra/audit';
import { AppError } from '../../errors';
import type { Logger } from '../../context';
import type { ServiceCtx } from '../context';
import { createInvoice } from '../invoices/invoices.service';
import { assertPeriodsOpen } from '../shared/return-periods';
import { queueDocumentMail } from '../mail/mail.send';
import { checkRecurringTemplate } from './recurring.checks';
import { ZRecurringTemplate } from './recurring.schema';

/**
 * One run of a recurring profile (issue 34): the invoice of one due date, made in the same
 * transaction as its run row and the profile's advance, so a run is all there or not at all.
 *
 * - The profile row is locked first: two processes (or a retried job) running one profile queue
 *   up, and the second finds the date already run and the profile moved on. The unique
 *   (profile, run date) index is the backstop.
 * - `issue` mode makes the invoice with `createInvoice`, so numbering, stock, the legal
 *   particulars, the period lock and the audit trail apply as to any invoice; it is dated the run's
 *   date, also when the run is made late (a server that was down).
 * - `draft` mode records the prepared invoice input on the run, for the shop to issue or skip.
 * - The invoice is made in a savepoint: a refusal rolls it back and the run is recorded `blocked`
 *   (its date is in a filed period: the profile stops, `blocked`, with the reason) or `failed`
 *   (any other refusal, with its message; the profile stays active and goes on to the next
 *   date, and the failed run can be issued by hand once its cause is fixed). An error that is no
 *   refusal (the database went away) rolls the whole transaction back and the job is retried.
 */
export type RecurringProfileRow = typeof recurringProfiles.$inferSelect;
export type RecurringRunRow = typeof recurringRuns.$inferSelect;

/** Who issues a queued run's invoice: the profile, named in every audit row it writes. */
export function recurringActor(profileId: string): Actor {
  return { type: 'system', id: `recurring-profile:${profileId}` };
}

/** The invoice-create input of a profile's run on `runDate`. */
export function runInput(
  profile: Pick<RecurringProfileRow, 'template' | 'customerId'>,
  runDate: string,
) {
  const template = ZRecurringTemplate.parse(profile.template);
  return ZInvoiceCreate.parse({ ...template, billToId: profile.customerId, invoiceDate: runDate });
}

/** Why an invoice was refused, or undefined when the error is no refusal (retry the job). */
export function refusalOf(error: unknown): { blocked: boolean; message: string } | undefined {
  if (error instanceof ZodError) {
    return { blocked: false, message: error.issues.map((i) => i.message).join('; ') };
  }
  if (!(error instanceof AppError)) return undefined;
  if (error.httpStatus >= 500) return undefined;
  return { blocked: error.details?.reason === 'PERIOD_FILED', message: error.message };
}

export async function lockProfile(tx: Tx, id: string) {
  const [row] = await tx
    .select()
    .from(recurringProfiles)
    .where(eq(recurringProfiles.id, id))
    .for('update');
  if (!row) throw new AppError('NOT_FOUND', 'Recurring profile not found');
  return row;
}

/** The profile after a run on `runDate`: the next date, or ended; blocked with its reason. */
async function advance(tx: Tx, profile: RecurringProfileRow, runDate: string, blockedBy?: string) {
  const runCount = profile.runCount + 1;
  const next = nextRunDate({ ...profile, frequency: profile.frequency }, runDate, runCount);
  await tx
    .update(recurringProfiles)
    .set({
      runCount,
      nextRunDate: next,
      status: blockedBy ? 'blocked' : next ? profile.status : 'ended',
      statusReason: blockedBy ?? (next ? profile.statusReason : ''),
      updatedAt: new Date(),
    })
    .where(eq(recurringProfiles.id, profile.id));
}

export type RunOutcome = {
  run: RecurringRunRow;
  invoiceId: string | null;
  invoiceNumber: string | null;
  /** The invoice's e-mail, queued in the run's transaction: dispatch it after the commit. */
  mailMessageId: string | null;
};

/**
 * The issued invoice's e-mail to the customer (the profile's `emailOnIssue`), queued in the run's
 * transaction, in a savepoint of its own: a mail that cannot be queued leaves the invoice issued
 * and says why on the run. A customer without an e-mail address is skipped, with the reason.
 */
export async function queueRunMail(
  ctx: ServiceCtx,
  log: Logger,
  invoiceId: string,
): Promise<{ messageId: string | null; note: string }> {
  try {
    const queued = await ctx.tx.transaction((sp) =>
      queueDocumentMail({ ...ctx, tx: sp }, { log }, { kind: 'invoice', documentId: invoiceId }),
    );
    return queued.status === 'queued'
      ? { messageId: queued.messageId, note: '' }
      : { messageId: null, note: `Not e-mailed: ${queued.reason}` };
  } catch (error) {
    const refusal = refusalOf(error);
    if (!refusal) throw error;
    return { messageId: null, note: `Not e-mailed: ${refusal.message}` };
  }
}

/**
 * Makes the profile's next run if it is due on `today` (India date) and the profile is active;
 * null when there is nothing to do. Runs in the caller's transaction (`ctx.tx`).
 */
export async function runNextDue(
  ctx: Omit<ServiceCtx, 'actor'>,
  profileId: string,
  today: string = todayIN(),
  log: Logger = { info: () => {}, warn: () => {}, error: () => {} },
): Promise<RunOutcome | null> {
  const { tx } = ctx;
  const profile = await lockProfile(tx, profileId);
  const runDate = profile.nextRunDate;
  if (profile.status !== 'active' || !runDate || runDate > today) return null;
  const [already] = await tx
    .select({ id: recurringRuns.id })
    .from(recurringRuns)
    .where(and(eq(recurringRuns.profileId, profile.id), eq(recurringRuns.runDate, runDate)));
  if (already) {
    // A date already run (a profile edited back over it): pass it, make nothing twice.
    await advance(tx, { ...profile, runCount: profile.runCount - 1 }, runDate);
    return null;
  }
  const actor = recurringActor(profile.id);
  const runCtx: ServiceCtx = { ...ctx, actor };
  let made: Pick<RecurringRunRow, 'status' | 'invoiceId' | 'draft' | 'error'>;
  let invoiceNumber: string | null = null;
  let blockedBy: string | undefined;
  try {
    made = await tx.transaction(async (sp) => {
      const spCtx = { ...runCtx, tx: sp };
      await checkRecurringTemplate(
        sp,
        profile.customerId,
        ZRecurringTemplate.parse(profile.template),
      );
      const input = runInput(profile, runDate);
      if (profile.mode === 'draft') {
        await assertPeriodsOpen(sp, 'invoice', [runDate]);
        return { status: 'draft' as const, invoiceId: null, draft: input, error: '' };
      }
      const invoice = await createInvoice(spCtx, input);
      invoiceNumber = invoice.invoiceNumber;
      return { status: 'issued' as const, invoiceId: invoice.id, draft: null, error: '' };
    });
  } catch (error) {
    const refusal = refusalOf(error);
    if (!refusal) throw error;
    if (refusal.blocked) {
      blockedBy = `The run of ${runDate} was not made: ${refusal.message}. Resume the profile to go on from the next date.`;
    }
    made = {
      status: refusal.blocked ? 'blocked' : 'failed',
      invoiceId: null,
      draft: null,
      error: refusal.message,
    };
  }
  let mailMessageId: string | null = null;
  if (made.status === 'issued' && made.invoiceId && profile.emailOnIssue) {
    const mail = await queueRunMail(runCtx, log, made.invoiceId);
    mailMessageId = mail.messageId;
    made = { ...made, error: mail.note };
  }
  const [run] = await tx
    .insert(recurringRuns)
    .values({ profileId: profile.id, runDate, sequence: profile.runCount + 1, ...made })
    .returning();
  if (!run) throw new AppError('INTERNAL', 'Recurring run was not recorded');
  await advance(tx, profile, runDate, blockedBy);
  await writeAudit(tx, actor, 'recurring-profile.run', 'recurring-profile', profile.id, {
    name: profile.name,
    runDate,
    status: run.status,
    invoiceId: run.invoiceId,
    invoiceNumber,
    error: run.error,
  });
  return { run, invoiceId: run.invoiceId, invoiceNumber, mailMessageId };
}
