// The queue on each engine (PGlite, PostgreSQL, Citus): a job runs with its typed payload and id,
// a failing handler is retried with backoff, an invalid payload fails at once with zod's message,
// the admin view counts per queue, state and shop and retries a failed job, and a cron schedule is
// kept in India time. Each test has a schema of its own, dropped after it.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createJobQueue, type JobContext, type JobQueueOptions } from '../src';
import {
  engineCases,
  openTestDatabase,
  testLogger,
  uniqueSchema,
  waitFor,
  type EngineCase,
  type TestDatabase,
} from './engines';

const cases = await engineCases();

describe.each(cases)('job queue on $engine', (c: EngineCase) => {
  let database: TestDatabase;
  const made: string[] = [];
  beforeAll(async () => {
    if (!c.skip) database = await openTestDatabase(c);
  });
  afterAll(async () => {
    if (!database) return;
    for (const schema of made) await database.dropSchema(schema);
    await database.close();
  });

  /** A queue in a new schema of this engine's database, with short polling for the tests. */
  function newQueue(extra: Partial<JobQueueOptions> = {}) {
    const schema = extra.schema ?? uniqueSchema();
    if (!made.includes(schema)) made.push(schema);
    const log = testLogger();
    const queue = createJobQueue({
      engine: c.engine,
      ...(c.engine === 'pglite' ? { pglite: database.pglite } : { url: c.url }),
      schema,
      log,
      pollingIntervalSeconds: 0.5,
      superviseIntervalSeconds: 1,
      poolMax: 2,
      ...extra,
    });
    return { queue, log, schema };
  }

  it.skipIf(!!c.skip).concurrent('runs a sent job with its typed payload, id and shop', async () => {
    const { queue } = newQueue();
    const seen: { payload: { invoiceId: number; to: string }; job: JobContext }[] = [];
    const mail = queue.defineJob(
      'mail.invoice',
      z.object({ invoiceId: z.number().int(), to: z.email() }),
      async (payload, job) => {
        seen.push({ payload, job });
      },
    );
    await queue.start();
    try {
      const id = await queue.send(mail, { invoiceId: 7, to: 'buyer@example.com' }, { tenantId: 'shop_a' });
      expect(id).toBeTruthy();
      await waitFor(async () => seen.length === 1, 15_000, 'the mail job');
      expect(seen[0]?.payload).toEqual({ invoiceId: 7, to: 'buyer@example.com' });
      expect(seen[0]?.job).toMatchObject({ id, name: 'mail.invoice', tenantId: 'shop_a', retryCount: 0 });
      await waitFor(
        async () => (await queue.counts()).some((r) => r.state === 'completed'),
        10_000,
        'the job to be completed',
      );
      expect(await queue.counts({ tenantId: 'shop_a' })).toEqual([
        { queue: 'mail.invoice', state: 'completed', tenantId: 'shop_a', count: 1 },
      ]);
      // A payload the schema refuses is never enqueued by a typed send.
      await expect(queue.send(mail, { invoiceId: 1.5, to: 'x' })).rejects.toThrow(z.ZodError);
      // One job per key and slot: a second reminder for the same invoice the same day is dropped.
      const once = { singletonKey: 'inv-8', singletonSeconds: 86_400, startAfter: 3600 };
      const first = await queue.send(mail, { invoiceId: 8, to: 'b@example.com' }, once);
      const second = await queue.send(mail, { invoiceId: 8, to: 'b@example.com' }, once);
      expect(first).toBeTruthy();
      expect(second).toBeNull();
    } finally {
      await queue.stop();
    }
  });

  it.skipIf(!!c.skip).concurrent('retries a failing handler with backoff until it succeeds', async () => {
    const { queue } = newQueue();
    const tries: { at: number; retryCount: number; id: string }[] = [];
    queue.defineJob(
      'webhook.deliver',
      z.object({ endpoint: z.string() }),
      async (_payload, job) => {
        tries.push({ at: Date.now(), retryCount: job.retryCount, id: job.id });
        if (tries.length < 3) throw new Error(`receiver answered 503 (try ${tries.length})`);
      },
      { retryLimit: 3, retryDelay: 1, retryBackoff: true },
    );
    await queue.start();
    try {
      const id = await queue.send('webhook.deliver', { endpoint: 'https://example.com/hook' });
      await waitFor(
        async () => (await queue.counts()).some((r) => r.state === 'completed'),
        30_000,
        'the third try to succeed',
      );
      expect(tries.map((t) => t.retryCount)).toEqual([0, 1, 2]);
      expect(new Set(tries.map((t) => t.id))).toEqual(new Set([id]));
      // Backoff: the first retry waits 1–2 s (retryDelay × (1 + random)), the second 2–4 s.
      const gaps = [tries[1]!.at - tries[0]!.at, tries[2]!.at - tries[1]!.at];
      expect(gaps[0]).toBeGreaterThanOrEqual(900);
      expect(gaps[1]).toBeGreaterThanOrEqual(1900);
      expect(await queue.failed()).toEqual([]);
    } finally {
      await queue.stop();
    }
  });

  it.skipIf(!!c.skip).concurrent('fails an invalid payload at once with the zod message; the admin view lists and retries failures', async () => {
    const { queue, schema } = newQueue();
    let healthy = false;
    const runs: number[] = [];
    queue.defineJob(
      'reminder.send',
      z.object({ invoiceId: z.number().int().positive() }),
      async (payload) => {
        runs.push(payload.invoiceId);
        if (!healthy) throw new Error(`SMTP server refused: 550 mailbox unavailable`);
      },
      { retryLimit: 1, retryDelay: 1 },
    );
    await queue.start();
    // An older producer (a process without the job's definition) enqueues what the schema refuses.
    const producer = newQueue({ schema, work: false }).queue;
    await producer.start();
    try {
      const bad = await producer.send('reminder.send', { invoiceId: 'INV-1' }, { tenantId: 'shop_b' });
      const failing = await producer.send('reminder.send', { invoiceId: 42 }, { tenantId: 'shop_b' });
      await waitFor(async () => (await queue.failed()).length === 2, 20_000, 'two failed jobs');
      const failed = await queue.failed({ limit: 10 });
      const invalid = failed.find((f) => f.id === bad);
      expect(invalid).toMatchObject({ queue: 'reminder.send', tenantId: 'shop_b', retryCount: 0 });
      expect(invalid?.lastError).toMatch(/^Invalid payload for reminder\.send: /);
      expect(invalid?.lastError).toContain('invoiceId');
      expect(invalid?.lastError).toMatch(/expected number/);
      const smtp = failed.find((f) => f.id === failing);
      expect(smtp).toMatchObject({ retryCount: 1, payload: { invoiceId: 42 } });
      expect(smtp?.lastError).toBe('SMTP server refused: 550 mailbox unavailable');
      expect(runs).toEqual([42, 42]); // the invalid payload never reached the handler
      expect(await queue.counts({ tenantId: 'shop_b' })).toEqual([
        { queue: 'reminder.send', state: 'failed', tenantId: 'shop_b', count: 2 },
      ]);
      expect(await queue.failed({ tenantId: 'shop_a' })).toEqual([]);

      // The retry button: the job runs again and, the server being back, completes.
      healthy = true;
      expect(await queue.retry(failing ?? '')).toBe(true);
      expect(await queue.retry('00000000-0000-0000-0000-000000000000')).toBe(false);
      await waitFor(
        async () => (await queue.counts()).some((r) => r.state === 'completed'),
        15_000,
        'the retried job to complete',
      );
      expect(runs).toEqual([42, 42, 42]);
      expect((await queue.failed()).map((f) => f.id)).toEqual([bad]);
    } finally {
      await producer.stop();
      await queue.stop();
    }
  });

  it.skipIf(!!c.skip || c.engine !== 'citus').concurrent(
    'keeps the queue in a plain local schema on the Citus coordinator',
    async () => {
      const { queue, schema } = newQueue();
      queue.defineJob('tenant.work', z.object({}), async () => {});
      await queue.start();
      try {
        const [sharding] = await database.query<{ on: string }>(
          `select current_setting('citus.enable_schema_based_sharding') as on`,
        );
        expect(sharding?.on).toBe('on'); // a new schema would be distributed, but not this one
        const distributed = await database.query(
          `select 1 from citus_schemas where schema_name::text = $1
           union all select 1 from citus_tables where table_name::text like $2`,
          [schema, `${schema}.%`],
        );
        expect(distributed).toEqual([]);
        const workerCopies = await database.query<{ result: string }>(
          `select result from run_command_on_workers($$select count(*) from pg_namespace where nspname = '${schema}'$$)`,
        );
        expect(workerCopies.map((r) => r.result)).toEqual(workerCopies.map(() => '0'));
      } finally {
        await queue.stop();
      }
    },
  );

  it.skipIf(!!c.skip).concurrent('keeps a cron schedule in Asia/Kolkata', async () => {
    const { queue } = newQueue();
    const statement = queue.defineJob(
      'statement.monthly',
      z.object({ kind: z.literal('statement') }),
      async () => {},
    );
    await queue.start();
    try {
      await queue.schedule(statement, '30 9 1 * *', { kind: 'statement' }, {
        tz: 'Asia/Kolkata',
        key: 'shop_c',
        tenantId: 'shop_c',
        missed: 'once',
      });
      await expect(
        // @ts-expect-error: the schema refuses this payload, at compile time and at run time
        queue.schedule(statement, '0 8 * * *', { kind: 'other' }, { tz: 'Asia/Kolkata' }),
      ).rejects.toThrow(z.ZodError);
      expect(await queue.schedules()).toEqual([
        {
          queue: 'statement.monthly',
          key: 'shop_c',
          cron: '30 9 1 * *',
          timezone: 'Asia/Kolkata',
          payload: { kind: 'statement' },
          tenantId: 'shop_c',
        },
      ]);
      // 09:30 in India (UTC+05:30) on the 1st is 04:00 UTC.
      const [next] = queue.nextRuns('30 9 1 * *', 'Asia/Kolkata', 1);
      expect(next?.toISOString()).toMatch(/^\d{4}-\d{2}-01T04:00:00\.000Z$/);
      await queue.unschedule('statement.monthly', 'shop_c');
      expect(await queue.schedules()).toEqual([]);
    } finally {
      await queue.stop();
    }
  });
});
