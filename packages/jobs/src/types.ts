import type { PGlite } from '@electric-sql/pglite';
import type { z } from 'zod';

/** The database engines the product runs on (packages/db's `DATABASE_URL` choices). */
export type JobEngine = 'pglite' | 'postgres' | 'citus';

/** A pino-style logger: the server's logger fits as it is. */
export type JobLogger = {
  info(fields: object, message: string): void;
  warn(fields: object, message: string): void;
  error(fields: object, message: string): void;
};

export type JobQueueOptions = {
  engine: JobEngine;
  /** The embedded database (engine `pglite`): the queue runs over this instance, in-process. */
  pglite?: PGlite;
  /** postgres://… (engines `postgres` and `citus`; on Citus, the coordinator). */
  url?: string;
  /** The schema holding the queue's tables; default `gst_jobs`. */
  schema?: string;
  log: JobLogger;
  /** Connections of the queue's own pool (server engines); default 4. */
  poolMax?: number;
  /**
   * How often idle workers look for due jobs (default 2 s, at least 0.5), how many jobs one fetch
   * takes (default 5), and how often expired active jobs are looked for (default 60 s, at least 1):
   * a process killed mid-job leaves its jobs active until their `expireInSeconds` has passed and
   * the next supervision pass retries them.
   */
  pollingIntervalSeconds?: number;
  batchSize?: number;
  superviseIntervalSeconds?: number;
  /** false: send, schedule and the admin view only, no workers (e.g. a process that only enqueues). */
  work?: boolean;
};

export type DefineJobOptions = {
  /** Retries after the first try; default 2 (three tries in all). */
  retryLimit?: number;
  /** Seconds before a retry; default 0 (with backoff, 1). */
  retryDelay?: number;
  /** Exponential backoff with jitter: about retryDelay × 2^retryCount. */
  retryBackoff?: boolean;
  /** Cap on the backoff delay, seconds. */
  retryDelayMax?: number;
  /** How long one try may stay active before it counts as failed; default 15 minutes. */
  expireInSeconds?: number;
  /**
   * A try whose process died is retried this many seconds after its last sign of life (checked on
   * the supervise interval), however long `expireInSeconds` allows a live try: workers refresh
   * the heartbeat by themselves every half of it. Integer, at least 10; unset = no heartbeat.
   */
  heartbeatSeconds?: number;
  /**
   * pg-boss's queue policy, fixed when the queue is first created: `standard` (default), `short`
   * (one waiting job), `singleton` (one active), `stately` (one of each), `exclusive` (one waiting
   * or active); with a `singletonKey`, per key.
   */
  policy?: 'standard' | 'short' | 'singleton' | 'stately' | 'exclusive';
};

/** What a handler learns about the job besides its payload. */
export type JobContext = {
  /** Stable across retries: key idempotent effects on it. */
  id: string;
  name: string;
  tenantId: string | null;
  /** 0 on the first try. */
  retryCount: number;
  /** Aborted when the try expired or the queue is stopping. */
  signal: AbortSignal;
};

export type JobHandler<T> = (payload: T, job: JobContext) => Promise<void>;

/** The handle `defineJob` returns: `send(definition, payload)` is typed by its schema. */
export type JobDefinition<S extends z.ZodType> = {
  readonly name: string;
  readonly schema: S;
};

export type SendOptions = {
  /**
   * A duplicate is dropped (send gives null): with `singletonSeconds`, one job per key in each slot
   * of that many seconds (e.g. one reminder per invoice per day); on a queue whose policy is
   * `short`, `singleton`, `stately` or `exclusive`, the policy's limit applies per key.
   */
  singletonKey?: string;
  singletonSeconds?: number;
  /** Not before this moment (a Date) or this many seconds from now. */
  startAfter?: Date | number;
  /** The shop the job is for: kept in its own column, counted per shop by `counts()`. */
  tenantId?: string;
};

export type ScheduleOptions = {
  /** IANA time zone the cron expression is read in, e.g. `Asia/Kolkata`. */
  tz: string;
  /** Several schedules of one job (e.g. one per shop) are told apart by key. */
  key?: string;
  tenantId?: string;
  /** Occurrences missed while no process ran: `skip` (default) or `once` (the latest one, once). */
  missed?: 'skip' | 'once';
};

export type JobState = 'created' | 'retry' | 'active' | 'completed' | 'cancelled' | 'failed';

export type JobCount = { queue: string; state: JobState; tenantId: string | null; count: number };

export type FailedJob = {
  id: string;
  queue: string;
  tenantId: string | null;
  payload: unknown;
  retryCount: number;
  failedAt: Date | null;
  lastError: string | null;
};

export type ScheduleInfo = {
  queue: string;
  key: string;
  cron: string;
  timezone: string;
  payload: unknown;
  tenantId: string | null;
};
