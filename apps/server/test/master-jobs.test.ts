// @engines pglite postgres
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { SHOP_EXPORT_JOB } from '@gst/api';
import { loadConfig } from '../src/config';
import { TEST_DATABASE } from './harness';
import { expectRestError, ownerSuite, trpcData } from './helpers';

/**
 * The master panel's Background Jobs (issue 34): the queue per shop (waiting, running, failed,
 * completed), the failed jobs with their last error and a retry, for the operator alone; and a
 * server without a queue says so.
 */
const suite = ownerSuite(
  { DATABASE_URL: TEST_DATABASE, JOBS: 'work', JOBS_POLL_SECONDS: '0.5' },
  async (h) => ({ operator: await h.masterLogin() }),
);

type Overview = {
  enabled: boolean;
  shops: {
    tenantId: string | null;
    name: string | null;
    waiting: number;
    running: number;
    failed: number;
    completed: number;
  }[];
  failed: { id: string; queue: string; tenantId: string | null; lastError: string | null }[];
};

async function overview(): Promise<Overview> {
  const reply = await suite.h.rest('GET', '/api/master/jobs', { cookie: suite.operator });
  expect(reply.status, reply.text).toBe(200);
  return reply.body.data as Overview;
}

describe('the job queue in the master panel', () => {
  it("lists a shop's failed job with its error, and queues it again on Retry", async () => {
    const { h } = suite;
    // A job that failed for shop alpha: its export row is gone, so a retry completes at once.
    const [failed] = await h.sql<{ id: string }>(
      `insert into gst_jobs.job (name, data, state, output, group_id, completed_on, retry_count)
       values ('${SHOP_EXPORT_JOB}', '{"exportId":"${randomUUID()}"}', 'failed',
               '{"name":"Error","message":"the disk is full"}', '${h.a.id}', now(), 1)
       returning id::text as id`,
    );
    const before = await overview();
    expect(before.enabled).toBe(true);
    expect(before.shops.find((s) => s.tenantId === 'alpha')).toMatchObject({
      name: h.a.name,
      failed: 1,
    });
    expect(before.failed).toEqual([
      expect.objectContaining({
        id: failed?.id,
        queue: SHOP_EXPORT_JOB,
        tenantId: 'alpha',
        lastError: 'the disk is full',
      }),
    ]);
    const retried = await h.rest('POST', `/api/master/jobs/${failed?.id}/retry`, {
      cookie: suite.operator,
    });
    expect(retried.status, retried.text).toBe(200);
    expect(retried.body).toEqual({ message: 'Job queued again' });
    // The worker runs it again: no export row, nothing to build, completed.
    const end = Date.now() + 20_000;
    let state = '';
    while (Date.now() < end) {
      const [row] = await h.sql<{ state: string }>(
        `select state from gst_jobs.job where id = '${failed?.id}'`,
      );
      state = row?.state ?? '';
      if (state === 'completed') break;
      await new Promise((r) => setTimeout(r, 200));
    }
    expect(state).toBe('completed');
    const after = await overview();
    expect(after.failed).toEqual([]);
    expect(after.shops.find((s) => s.tenantId === 'alpha')).toMatchObject({ failed: 0 });
    // A job that is not there (or not failed): 404.
    expectRestError(
      await h.rest('POST', `/api/master/jobs/${randomUUID()}/retry`, { cookie: suite.operator }),
      404,
      'No failed job with this id',
    );
    expectRestError(
      await h.rest('POST', '/api/master/jobs/not-a-uuid/retry', { cookie: suite.operator }),
      400,
    );
  });

  it('is for the operator alone: a shop owner and a stranger are refused', async () => {
    const { h } = suite;
    expect((await h.rest('GET', '/api/master/jobs', {})).status).toBe(401);
    const owner = await h.rest('GET', '/api/master/jobs', { cookie: suite.cookie });
    expect(owner.status).toBe(401);
    const trpc = await h.trpcQuery('master.jobs.overview', undefined, { cookie: suite.cookie });
    expect(trpc.status).toBe(401);
  });
});

const noQueue = ownerSuite({}, async (h) => ({ operator: await h.masterLogin() }));

describe('a server without a job queue (JOBS=off)', () => {
  it('says so to the operator and refuses a retry with the reason', async () => {
    const data = trpcData<Overview>(
      await noQueue.h.trpcQuery('master.jobs.overview', undefined, { cookie: noQueue.operator }),
    );
    expect(data).toEqual({ enabled: false, shops: [], failed: [] });
    expectRestError(
      await noQueue.h.rest('POST', `/api/master/jobs/${randomUUID()}/retry`, {
        cookie: noQueue.operator,
      }),
      409,
      'This server runs without a job queue (JOBS=off): background work runs in the process that asks for it',
    );
  });
});

describe('JOBS', () => {
  it('is work by default, off under NODE_ENV=test unless set, and refuses other values', () => {
    expect(loadConfig({}).jobs).toBe('work');
    expect(loadConfig({ NODE_ENV: 'production' }).jobs).toBe('work');
    expect(loadConfig({ NODE_ENV: 'test' }).jobs).toBe('off');
    expect(loadConfig({ NODE_ENV: 'test', JOBS: 'send' }).jobs).toBe('send');
    expect(() => loadConfig({ JOBS: 'sometimes' })).toThrow(/JOBS/);
  });
});
