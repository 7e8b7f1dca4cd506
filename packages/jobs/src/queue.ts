import type { Job, JobResult, PgBoss } from 'pg-boss';
import { z } from 'zod';
import { countJobs, failedJobs, listSchedules, retryJob } from './admin';
import { assertSchemaName, createBoss, createLocalCitusSchema } from './engine';
import type {
  FailedJob,
  JobContext,
  JobCount,
  JobDefinition,
  JobHandler,
  JobQueueOptions,
  DefineJobOptions,
  ScheduleInfo,
  ScheduleOptions,
  SendOptions,
} from './types';

type Registered = {
  name: string;
  schema: z.ZodType;
  handler: JobHandler<unknown>;
  retry: DefineJobOptions;
};

export type JobQueue = ReturnType<typeof createJobQueue>;

/** Job names: pg-boss queue names (letters, digits, `_ . - /`), e.g. `mail.invoice`. */
function assertJobName(name: string) {
  if (!/^[\w.\-/]{1,100}$/.test(name) || name.startsWith('__')) {
    throw new Error(`Invalid job name "${name}"`);
  }
}

/**
 * The product's background-job queue: pg-boss on the engine's PostgreSQL (see README.md). Define
 * jobs, then `start()`; jobs are rows in the database, so they outlive the process, and each is
 * claimed by one worker at a time (`FOR UPDATE SKIP LOCKED`) however many processes run.
 */
export function createJobQueue(options: JobQueueOptions) {
  const schema = assertSchemaName(options.schema ?? 'gst_jobs');
  const { log } = options;
  const boss: PgBoss = createBoss(options, schema);
  const jobs = new Map<string, Registered>();
  let state: 'new' | 'started' | 'stopped' = 'new';

  boss.on('error', (error) => log.error({ err: error, schema }, 'job queue error'));
  boss.on('warning', (warning) =>
    log.warn({ data: warning.data, schema }, `job queue warning: ${warning.message}`),
  );

  function validated(name: string, payload: unknown): unknown {
    const job = jobs.get(name);
    return job ? job.schema.parse(payload) : payload;
  }

  async function runOne(job: Registered, claimed: Job<unknown>): Promise<JobResult> {
    const context: JobContext = {
      id: claimed.id,
      name: claimed.name,
      tenantId: claimed.groupId ?? null,
      retryCount: claimed.retryCount,
      signal: claimed.signal,
    };
    const parsed = job.schema.safeParse(claimed.data);
    if (!parsed.success) {
      // No try can succeed with this payload: failed at once, retries skipped (pg-boss's
      // `deadletter` result, with no dead-letter queue configured: failed terminally).
      const message = `Invalid payload for ${job.name}: ${z.prettifyError(parsed.error)}`;
      log.warn({ jobId: claimed.id, queue: job.name, tenantId: context.tenantId }, message);
      return { id: claimed.id, status: 'deadletter', output: { name: 'ZodError', message } };
    }
    try {
      await job.handler(parsed.data, context);
      return { id: claimed.id, status: 'completed' };
    } catch (error) {
      const err = error instanceof Error ? error : new Error(String(error));
      log.warn(
        {
          jobId: claimed.id,
          queue: job.name,
          tenantId: context.tenantId,
          retryCount: claimed.retryCount,
          err,
        },
        `job failed: ${err.message}`,
      );
      return { id: claimed.id, status: 'failed', output: { name: err.name, message: err.message } };
    }
  }

  async function register(job: Registered) {
    const queueOptions = {
      retryLimit: job.retry.retryLimit ?? 2,
      retryDelay: job.retry.retryDelay ?? (job.retry.retryBackoff ? 1 : 0),
      retryBackoff: job.retry.retryBackoff ?? false,
      expireInSeconds: job.retry.expireInSeconds ?? 15 * 60,
      ...(job.retry.retryDelayMax !== undefined ? { retryDelayMax: job.retry.retryDelayMax } : {}),
      ...(job.retry.heartbeatSeconds !== undefined
        ? { heartbeatSeconds: job.retry.heartbeatSeconds }
        : {}),
    };
    // Every process defines the same jobs: the first creates the queue, later ones (or a newer
    // release with other retry settings) update it.
    if (await boss.getQueue(job.name)) await boss.updateQueue(job.name, queueOptions);
    else
      await boss.createQueue(job.name, { ...queueOptions, policy: job.retry.policy ?? 'standard' });
    if (options.work === false) return;
    await boss.work(
      job.name,
      {
        batchSize: options.batchSize ?? 5,
        pollingIntervalSeconds: options.pollingIntervalSeconds ?? 2,
        // A full batch means more are due: fetch again at once instead of after the interval.
        burstWhenBatchFull: true,
        perJobResults: true,
      },
      async (batch) => Promise.all(batch.map((claimed) => runOne(job, claimed))),
    );
  }

  return {
    schema,
    engine: options.engine,

    /**
     * A job type: its payload schema, its handler, its retry policy. Call before `start()`; every
     * process that runs the queue defines the same jobs.
     */
    defineJob<S extends z.ZodType>(
      name: string,
      payloadSchema: S,
      handler: JobHandler<z.output<S>>,
      retry: DefineJobOptions = {},
    ): JobDefinition<S> {
      assertJobName(name);
      if (state !== 'new') throw new Error(`defineJob("${name}") after start()`);
      if (jobs.has(name)) throw new Error(`Job "${name}" is defined twice`);
      jobs.set(name, {
        name,
        schema: payloadSchema,
        handler: handler as JobHandler<unknown>,
        retry,
      });
      return { name, schema: payloadSchema };
    },

    async start() {
      if (state !== 'new') throw new Error(`The job queue was ${state} already`);
      state = 'started';
      if (options.engine === 'citus') await createLocalCitusSchema(options.url ?? '', schema);
      await boss.start();
      for (const job of jobs.values()) await register(job);
      log.info({ schema, engine: options.engine, jobs: [...jobs.keys()] }, 'job queue started');
    },

    /**
     * Stops fetching, waits up to `timeoutMs` for the jobs in hand, closes the queue's pool (a
     * PGlite instance stays open: its owner closes it). A job still running at the timeout stays
     * active until it expires, then runs again: handlers are idempotent on `job.id`.
     */
    async stop({ timeoutMs = 10_000 }: { timeoutMs?: number } = {}) {
      if (state !== 'started') return;
      state = 'stopped';
      await boss.stop({ graceful: true, timeout: timeoutMs });
    },

    /** Enqueues one job; its id, or null when a job with the same `singletonKey` is waiting. */
    async send<S extends z.ZodType>(
      job: JobDefinition<S> | string,
      payload: z.input<S>,
      sendOptions: SendOptions = {},
    ): Promise<string | null> {
      const name = typeof job === 'string' ? job : job.name;
      assertJobName(name);
      const data = typeof job === 'string' ? validated(name, payload) : job.schema.parse(payload);
      return boss.send(name, data as object, {
        ...(sendOptions.singletonKey !== undefined
          ? { singletonKey: sendOptions.singletonKey }
          : {}),
        ...(sendOptions.singletonSeconds !== undefined
          ? { singletonSeconds: sendOptions.singletonSeconds }
          : {}),
        ...(sendOptions.startAfter !== undefined ? { startAfter: sendOptions.startAfter } : {}),
        ...(sendOptions.tenantId !== undefined ? { group: { id: sendOptions.tenantId } } : {}),
      });
    },

    /** A cron schedule (five fields) read in `tz`; each occurrence enqueues one job. */
    async schedule<S extends z.ZodType>(
      job: JobDefinition<S> | string,
      cron: string,
      payload: z.input<S>,
      scheduleOptions: ScheduleOptions,
    ): Promise<void> {
      const name = typeof job === 'string' ? job : job.name;
      assertJobName(name);
      const data = typeof job === 'string' ? validated(name, payload) : job.schema.parse(payload);
      await boss.schedule(name, cron, data as object, {
        tz: scheduleOptions.tz,
        ...(scheduleOptions.key !== undefined ? { key: scheduleOptions.key } : {}),
        ...(scheduleOptions.missed !== undefined ? { missed: scheduleOptions.missed } : {}),
        ...(scheduleOptions.tenantId !== undefined
          ? { group: { id: scheduleOptions.tenantId } }
          : {}),
      });
    },

    async unschedule(name: string, key?: string) {
      await boss.unschedule(name, key);
    },

    schedules: (): Promise<ScheduleInfo[]> => listSchedules(boss),

    /** The next occurrences of a cron expression in a time zone (for the panel, and tests). */
    nextRuns: (cron: string, tz: string, count = 3): Date[] =>
      boss.previewSchedule(cron, { tz, count }),

    /** Jobs per queue, state and shop (rows; absent means zero). */
    counts: (filter: { tenantId?: string } = {}): Promise<JobCount[]> =>
      countJobs(boss, schema, filter),

    /** Failed jobs, latest first, each with the last error. */
    failed: (failedOptions: { limit?: number; tenantId?: string } = {}): Promise<FailedJob[]> =>
      failedJobs(boss, schema, failedOptions),

    /** A failed job queued again (its tries start over); false when there is no such job. */
    retry: (jobId: string): Promise<boolean> => retryJob(boss, schema, jobId),
  };
}
