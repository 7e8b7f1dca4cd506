// @engines pglite postgres
import { describe, expect, it } from 'vitest';
import { unzipSync } from 'fflate';
import { createApiDeps, DEFAULT_API_CONFIG, runQueuedExport, SHOP_EXPORT_JOB } from '@gst/api';
import { createServer } from '../src/app';
import { loadConfig } from '../src/config';
import { TEST_DATABASE, type Harness } from './harness';
import { ownerSuite } from './helpers';
import { enterMonth, jsonLines, type Job } from './shop-export-fixtures';

/**
 * Shop exports on the background-job queue (issues 33 and 34): with JOBS=work the server's queue
 * builds a started export (a `shop.export` job of the shop, completed); with JOBS=send a server
 * only queues it, and another server on the same database builds it, as one started after a
 * restart does. The job's handler builds an export once: a second delivery finds it done.
 */
const worker = ownerSuite(
  { DATABASE_URL: TEST_DATABASE, JOBS: 'work', JOBS_POLL_SECONDS: '0.5' },
  async (h, as) => ({ docs: await enterMonth(h, as) }),
);

async function until<T>(what: string, read: () => Promise<T | undefined>, ms = 60_000) {
  const end = Date.now() + ms;
  for (;;) {
    const value = await read();
    if (value !== undefined) return value;
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 200));
  }
}

async function exportRow(h: Harness, id: string) {
  const [row] = await h.sql<{ status: string; error: string | null }>(
    `select status, error from master.shop_exports where id = '${id}'`,
  );
  return row;
}

async function start(h: Harness, as: { tenant: string; cookie: string }) {
  const started = await h.rest('POST', '/api/export/shop', { ...as, body: { includePdfs: false } });
  expect(started.status, started.text).toBe(202);
  return (started.body as { data: Job }).data;
}

async function finished(h: Harness, id: string) {
  return until(`export ${id}`, async () => {
    const row = await exportRow(h, id);
    return row && (row.status === 'done' || row.status === 'failed') ? row : undefined;
  });
}

describe('shop exports on the job queue', () => {
  it('are built by the queue: the export is done and its job completed for the shop', async () => {
    const { h } = worker;
    const job = await start(h, worker.asOwner());
    expect(await finished(h, job.id)).toMatchObject({ status: 'done', error: null });
    const file = await h.rest('GET', `/api/export/shop/${job.id}/file`, worker.asOwner());
    expect(file.status).toBe(200);
    const entries = unzipSync(new Uint8Array(file.raw.rawPayload));
    expect(
      jsonLines(entries, 'invoices')
        .map((r) => r.invoice_number)
        .sort(),
    ).toEqual([worker.docs.i1, worker.docs.i2].sort());
    const jobs = await h.sql<{ state: string; group_id: string; data: { exportId: string } }>(
      `select state, group_id, data from gst_jobs.job where name = '${SHOP_EXPORT_JOB}'`,
    );
    expect(jobs).toEqual([{ state: 'completed', group_id: h.a.id, data: { exportId: job.id } }]);
  });
});

const sender = ownerSuite({ DATABASE_URL: TEST_DATABASE, JOBS: 'send' });

describe('a queued export and a server restart', () => {
  it('waits in the queue while no server works it, and is built once by the next one', async () => {
    const { h } = sender;
    const job = await start(h, sender.asOwner());
    await new Promise((r) => setTimeout(r, 1500));
    expect(await exportRow(h, job.id)).toMatchObject({ status: 'queued' });
    // A second server on the same database, working jobs: as the server after a restart.
    const next = await createServer({
      config: loadConfig({
        NODE_ENV: 'test',
        JOBS: 'work',
        JOBS_POLL_SECONDS: '0.5',
        ...(h.database.engine === 'postgres' ? { DATABASE_URL: h.database.location } : {}),
      }),
      database: h.database,
      logger: false,
    });
    try {
      expect(await finished(h, job.id)).toMatchObject({ status: 'done', error: null });
      const states = await until('the job completed', async () => {
        const rows = await h.sql<{ state: string }>(
          `select state from gst_jobs.job where name = '${SHOP_EXPORT_JOB}'`,
        );
        return rows.every((r) => r.state === 'completed') ? rows : undefined;
      });
      expect(states).toHaveLength(1);
      // Run again (a second delivery): the finished export is left as it is.
      const before = await h.sql<{ finished_at: string }>(
        `select finished_at::text from master.shop_exports where id = '${job.id}'`,
      );
      const quiet = { info: () => {}, warn: () => {}, error: () => {} };
      await runQueuedExport(createApiDeps(h.database.db, DEFAULT_API_CONFIG), quiet, job.id);
      expect(
        await h.sql<{ finished_at: string }>(
          `select finished_at::text from master.shop_exports where id = '${job.id}'`,
        ),
      ).toEqual(before);
    } finally {
      await next.close();
    }
  });
});
