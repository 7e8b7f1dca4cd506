import { permittedOutsideTx, router } from '../../../trpc';
import { permittedOn, ZById } from '../../crud';
import {
  ZRecurringInput,
  ZRecurringListInput,
  ZRecurringRunRef,
  ZRecurringUpdate,
} from '../../../services/recurring/recurring.schema';
import {
  createRecurringProfile,
  deleteRecurringProfile,
  getRecurringProfile,
  listRecurringProfiles,
  pauseRecurringProfile,
  resumeRecurringProfile,
  updateRecurringProfile,
} from '../../../services/recurring/recurring.service';
import { listRecurringRuns, skipRecurringRun } from '../../../services/recurring/recurring.runs';
import { issueRunThenMail, savedThenRun } from '../../../services/recurring/recurring.save';

const PAGE = 'manage-recurring-invoice';
const can = permittedOn(PAGE);

/**
 * Recurring invoice profiles (issue 34). Saving a profile (create, edit, resume) commits first
 * and then runs whatever is due at once (its job is queued, or without a queue it runs here), so
 * those three run outside the request's transaction.
 */
export const recurringRouter = router({
  list: can.view(ZRecurringListInput, listRecurringProfiles),
  get: can.view(ZById, getRecurringProfile),
  runs: can.view(ZById, listRecurringRuns),
  create: permittedOutsideTx([[PAGE, 'create']])
    .input(ZRecurringInput)
    .mutation(({ ctx, input }) => savedThenRun(createRecurringProfile)(ctx, input)),
  update: permittedOutsideTx([[PAGE, 'edit']])
    .input(ZRecurringUpdate)
    .mutation(({ ctx, input }) => savedThenRun(updateRecurringProfile)(ctx, input)),
  pause: can.edit(ZById, pauseRecurringProfile),
  resume: permittedOutsideTx([[PAGE, 'edit']])
    .input(ZById)
    .mutation(({ ctx, input }) => savedThenRun(resumeRecurringProfile)(ctx, input)),
  /** Removes a profile that issued no invoice; ends one that did (its runs stay listed). */
  delete: can.delete(ZById, deleteRecurringProfile),
  /** Issues a draft or failed run now, dated the run's date (the invoice page's 'create'). */
  issueRun: permittedOutsideTx([[PAGE, 'create']])
    .input(ZRecurringRunRef)
    .mutation(({ ctx, input }) => issueRunThenMail(ctx, input)),
  skipRun: can.edit(ZRecurringRunRef, skipRecurringRun),
});
