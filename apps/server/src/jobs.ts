import type { FastifyInstance } from 'fastify';
import { defineApiJobs, scheduleApiJobs, type ApiDeps } from '@gst/api';
import { isCitus, type Database } from '@gst/db/client';
import { createJobQueue, type JobQueueOptions } from '@gst/jobs';
import type { ServerConfig } from './config';

/**
 * The background-job queue of this server process (issue 34; `@gst/jobs`, pg-boss): in the
 * embedded database itself on PGlite, in its own schema (`gst_jobs`, coordinator-local on Citus)
 * on PostgreSQL. JOBS=work (default) sends and runs jobs, JOBS=send only sends them (another
 * process runs them), JOBS=off has no queue: background work runs in the process that asked
 * (the default under NODE_ENV=test). The queue stops with the server, jobs in hand finishing for up to 10 s;
 * a job cut short is taken again when its try expires.
 */
export async function startJobQueue(
  app: FastifyInstance,
  config: ServerConfig,
  database: Database,
  deps: ApiDeps,
): Promise<void> {
  const mode = config.jobs;
  if (mode === 'off') return;
  const connection: Pick<JobQueueOptions, 'engine' | 'pglite' | 'url'> =
    database.engine === 'pglite'
      ? { engine: 'pglite', pglite: database.pglite }
      : {
          engine: (await isCitus(database.db)) ? 'citus' : 'postgres',
          url: config.database.engine === 'postgres' ? config.database.url : undefined,
        };
  if (connection.engine !== 'pglite' && !connection.url) {
    throw new Error('The job queue needs DATABASE_URL (or JOBS=off)');
  }
  const queue = createJobQueue({
    ...connection,
    log: app.log,
    work: mode === 'work',
    pollingIntervalSeconds: config.env.JOBS_POLL_SECONDS,
  });
  deps.jobs = defineApiJobs(queue, deps, app.log);
  await queue.start();
  // Issue 34: the cron schedules (payment reminders, recurring invoices; India time), set by a
  // process that runs jobs.
  if (mode === 'work') await scheduleApiJobs(deps.jobs);
  app.addHook('onClose', async () => {
    await queue.stop({ timeoutMs: 10_000 });
  });
}
