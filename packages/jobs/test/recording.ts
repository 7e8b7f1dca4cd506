// The job the restart and two-process tests run: it records every try and, once, its effect.
import { z } from 'zod';
import type { DefineJobOptions, JobHandler } from '../src';

export const recordingPayload = z.object({ n: z.number().int() });

/** The tables the job writes, in the queue's schema (after the queue has created it). */
export const recordingTables = (schema: string) => [
  `create table if not exists ${schema}.attempts (
     id bigserial primary key, job_id uuid not null, n int not null, pid int not null,
     at timestamptz not null default clock_timestamp())`,
  `create table if not exists ${schema}.runs (
     job_id uuid primary key, n int not null, pid int not null)`,
];

export function recordingJob(
  name: string,
  schema: string,
  exec: (text: string, params: unknown[]) => Promise<void>,
  delayMs: number,
  expireInSeconds: number,
  heartbeatSeconds?: number,
): {
  name: string;
  schema: typeof recordingPayload;
  handler: JobHandler<z.output<typeof recordingPayload>>;
  options: DefineJobOptions;
} {
  return {
    name,
    schema: recordingPayload,
    handler: async ({ n }, job) => {
      await exec(`insert into ${schema}.attempts (job_id, n, pid) values ($1, $2, $3)`, [
        job.id,
        n,
        process.pid,
      ]);
      if (delayMs > 0) await new Promise((resolve) => setTimeout(resolve, delayMs));
      // Idempotent on the job id: a job retried after its effect landed adds nothing.
      await exec(
        `insert into ${schema}.runs (job_id, n, pid) values ($1, $2, $3) on conflict (job_id) do nothing`,
        [job.id, n, process.pid],
      );
    },
    options: {
      retryLimit: 5,
      expireInSeconds,
      ...(heartbeatSeconds !== undefined ? { heartbeatSeconds } : {}),
    },
  };
}
