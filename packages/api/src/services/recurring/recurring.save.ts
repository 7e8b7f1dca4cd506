import { todayIN } from '@gst/domain';
import { withTenant } from '@gst/db/client';
import type { ApiDeps, Logger } from '../../context';
import type { ServiceCtx, UnscopedServiceCtx } from '../context';
import { dispatchQueuedMail } from '../mail/mail.send';
import { runDueProfile } from './recurring.jobs';
import { issueRecurringRun } from './recurring.runs';
import type { TRecurringRunRef } from './recurring.schema';
import { getRecurringProfile, type RecurringProfileView } from './recurring.service';

/**
 * A profile saved with a date already due (made starting today or earlier, resumed, edited) is
 * run at once, not at the next daily sweep: after its transaction has committed, its job is
 * queued (JOBS=work or send), or without a queue (JOBS=off) its due runs are made here, in their
 * own transactions. The save stands whatever the run does: a run's refusal is recorded on the run.
 */
export type SaveCtx = UnscopedServiceCtx & Pick<ApiDeps, 'jobs' | 'config'> & { log: Logger };

export function savedThenRun<I>(
  verb: (ctx: ServiceCtx, input: I) => Promise<RecurringProfileView>,
) {
  return async (ctx: SaveCtx, input: I): Promise<RecurringProfileView> => {
    const saved = await withTenant(ctx.db, ctx.tenant, (tx) => verb({ ...ctx, tx }, input));
    if (saved.status !== 'active' || !saved.nextRunDate || saved.nextRunDate > todayIN()) {
      return saved;
    }
    try {
      if (ctx.jobs) {
        await ctx.jobs.recurringProfile(ctx.tenant.id, saved.id);
        return saved;
      }
      await runDueProfile(ctx, ctx.tenant, saved.id, { log: ctx.log });
    } catch (error) {
      ctx.log.warn(
        { err: error, profileId: saved.id },
        'recurring profile saved, its run not made',
      );
      return saved;
    }
    return withTenant(ctx.db, ctx.tenant, (tx) => getRecurringProfile({ tx }, saved));
  };
}

/**
 * A draft or failed run issued by hand (recurring.runs.ts), then, once committed, its invoice's
 * e-mail handed to the queue (or sent here without one) when the profile e-mails on issue.
 */
export async function issueRunThenMail(ctx: SaveCtx, ref: TRecurringRunRef) {
  const issued = await withTenant(ctx.db, ctx.tenant, (tx) =>
    issueRecurringRun({ ...ctx, tx }, ref, ctx.log),
  );
  if (issued.mailMessageId) {
    await dispatchQueuedMail(ctx, ctx.tenant, issued.mailMessageId).catch((error: unknown) => {
      ctx.log.warn({ err: error, runId: ref.runId }, 'the invoice mail was not dispatched');
    });
  }
  return issued;
}
