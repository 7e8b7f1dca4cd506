import { masterProcedure, router } from '../../../trpc';
import { ZJobRetryInput } from '../../../services/jobs/jobs.schema';
import { jobsOverview, retryFailedJob } from '../../../services/jobs/jobs.service';

/** The master panel's Background Jobs page (issue 34): the queue per shop, failed jobs, retry. */
export const masterJobsRouter = router({
  overview: masterProcedure.query(({ ctx }) => jobsOverview(ctx)),
  retry: masterProcedure
    .input(ZJobRetryInput)
    .mutation(({ ctx, input }) => retryFailedJob(ctx, input)),
});
