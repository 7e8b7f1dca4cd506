import type { PgBoss } from 'pg-boss';
import type { FailedJob, JobCount, JobState, ScheduleInfo } from './types';

/**
 * The admin view (the master panel's queue page) reads pg-boss's job table, through pg-boss's own
 * connection (its pool, or the PGlite adapter), so it works the same on every engine. The shop a
 * job is for is its `group_id` (pg-boss's group column, set by `send(…, { tenantId })`).
 * Internal queues (pg-boss's `__pgboss…`) are left out.
 */
const OWN_QUEUES = `name NOT LIKE '\\_\\_pgboss%'`;

type CountRow = { queue: string; state: JobState; tenant_id: string | null; count: number };
type FailedRow = {
  id: string;
  queue: string;
  tenant_id: string | null;
  data: unknown;
  retry_count: number;
  completed_on: Date | string | null;
  output: unknown;
};

export async function countJobs(
  boss: PgBoss,
  schema: string,
  filter: { tenantId?: string } = {},
): Promise<JobCount[]> {
  const byTenant = filter.tenantId !== undefined;
  const { rows } = await boss.getDb().executeSql(
    `SELECT name AS queue, state::text AS state, group_id AS tenant_id, count(*)::int AS count
       FROM ${schema}.job
      WHERE ${OWN_QUEUES} ${byTenant ? 'AND group_id = $1' : ''}
      GROUP BY name, state, group_id
      ORDER BY name, state, group_id NULLS FIRST`,
    byTenant ? [filter.tenantId] : [],
  );
  return (rows as CountRow[]).map((r) => ({
    queue: r.queue,
    state: r.state,
    tenantId: r.tenant_id,
    count: Number(r.count),
  }));
}

export async function failedJobs(
  boss: PgBoss,
  schema: string,
  options: { limit?: number; tenantId?: string } = {},
): Promise<FailedJob[]> {
  const limit = Math.max(1, Math.min(options.limit ?? 50, 1000));
  const byTenant = options.tenantId !== undefined;
  const { rows } = await boss.getDb().executeSql(
    `SELECT id::text AS id, name AS queue, group_id AS tenant_id, data, retry_count, completed_on, output
       FROM ${schema}.job
      WHERE state = 'failed' AND ${OWN_QUEUES} ${byTenant ? 'AND group_id = $2' : ''}
      ORDER BY completed_on DESC NULLS LAST, id
      LIMIT $1`,
    byTenant ? [limit, options.tenantId] : [limit],
  );
  return (rows as FailedRow[]).map((r) => ({
    id: r.id,
    queue: r.queue,
    tenantId: r.tenant_id,
    payload: r.data,
    retryCount: Number(r.retry_count),
    failedAt: r.completed_on === null ? null : new Date(r.completed_on),
    lastError: errorMessage(r.output),
  }));
}

/** The message of a failed job's output: what the handler threw, or pg-boss's own reason. */
export function errorMessage(output: unknown): string | null {
  if (output === null || output === undefined) return null;
  if (typeof output === 'string') return output;
  if (typeof output === 'object') {
    // What a handler threw ({ name, message }), or pg-boss's own reason ({ value: { message } }:
    // "job timed out").
    const inner: unknown = 'value' in output ? output.value : output;
    if (inner && typeof inner === 'object' && 'message' in inner && typeof inner.message === 'string') {
      return inner.message;
    }
  }
  return JSON.stringify(output);
}

/** A failed (or cancelled) job back to the queue for another round of tries. */
export async function retryJob(boss: PgBoss, schema: string, jobId: string): Promise<boolean> {
  const { rows } = await boss
    .getDb()
    .executeSql(`SELECT name FROM ${schema}.job WHERE id::text = $1`, [jobId]);
  const row = (rows as { name: string }[])[0];
  if (!row) return false;
  // pg-boss's CommandResponse is declared empty; at run time it carries `affected`.
  const result = (await boss.retry(row.name, jobId)) as { affected?: number };
  return (result.affected ?? 0) > 0;
}

export async function listSchedules(boss: PgBoss): Promise<ScheduleInfo[]> {
  const schedules = await boss.getSchedules();
  return schedules.map((s) => ({
    queue: s.name,
    key: s.key,
    cron: s.cron,
    timezone: s.timezone,
    payload: s.data ?? null,
    tenantId: s.options?.group?.id ?? null,
  }));
}
