// Jobs outlive the process that queued or ran them: 50 due jobs, the queue stopped part-way
// through them, a new queue on the same database (on PGlite: the data dir closed and opened again)
// runs the rest, and every job ran exactly once. On the servers, a worker process killed
// (SIGKILL) in the middle of its jobs: the tries it had in hand expire and run again in the next
// process, and each job's effect, keyed by its id, is there exactly once.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createJobQueue, type JobQueueOptions } from '../src';
import { endWorker, spawnWorker } from './children';
import {
  engineCases,
  openPglite,
  openServer,
  sleep,
  testLogger,
  uniqueSchema,
  waitFor,
  type TestDatabase,
} from './engines';
import { recordingJob, recordingTables } from './recording';

const cases = await engineCases();

const count = async (database: TestDatabase, text: string) =>
  Number((await database.query<{ count: string | number }>(text))[0]?.count);

describe.each(cases)('restart on $engine', (c) => {
  const cleanups: (() => Promise<void>)[] = [];
  afterAll(async () => {
    for (const cleanup of cleanups.reverse()) await cleanup();
  });

  /** A queue running the recording job against `database`, as one server process would. */
  function queueOn(database: TestDatabase, schema: string, delayMs: number, expireSeconds = 60) {
    const queue = createJobQueue({
      engine: c.engine,
      ...(c.engine === 'pglite' ? { pglite: database.pglite } : { url: c.url }),
      schema,
      log: testLogger(),
      pollingIntervalSeconds: 0.5,
      superviseIntervalSeconds: 1,
      poolMax: 2,
    } satisfies JobQueueOptions);
    const job = recordingJob(
      'restart.work',
      schema,
      (t, p) => database.query(t, p).then(() => {}),
      delayMs,
      expireSeconds,
    );
    queue.defineJob(job.name, job.schema, job.handler, job.options);
    return queue;
  }

  it.skipIf(!!c.skip)(
    'runs each of 50 due jobs exactly once across a stop and a new start',
    async () => {
      const schema = uniqueSchema('gst_jobs_restart');
      const dataDir = c.engine === 'pglite' ? mkdtempSync(join(tmpdir(), 'gst-jobs-')) : undefined;
      let database = dataDir ? await openPglite(dataDir) : openServer(c.url ?? '');
      cleanups.push(async () => {
        await database.dropSchema(schema).catch(() => undefined);
        await database.close().catch(() => undefined);
        if (dataDir) rmSync(dataDir, { recursive: true, force: true });
      });

      const first = queueOn(database, schema, 100);
      await first.start();
      for (const statement of recordingTables(schema)) await database.query(statement);
      for (let n = 0; n < 50; n++) await first.send('restart.work', { n });
      await waitFor(
        async () => (await count(database, `select count(*) from ${schema}.runs`)) >= 5,
        20_000,
        'the first runs',
      );
      await first.stop(); // graceful: the jobs in hand finish, the rest stay queued
      const before = await count(database, `select count(*) from ${schema}.runs`);
      expect(before).toBeGreaterThan(0);
      expect(before).toBeLessThan(50);

      if (dataDir) {
        // The embedded database as after a server restart: closed, then opened from its files.
        await database.close();
        database = await openPglite(dataDir);
      }
      const second = queueOn(database, schema, 0);
      await second.start();
      try {
        await waitFor(
          async () => (await count(database, `select count(*) from ${schema}.runs`)) >= 50,
          30_000,
          '50 runs',
        );
        await sleep(1_000);
        expect(await count(database, `select count(*) from ${schema}.runs`)).toBe(50);
        expect(await count(database, `select count(distinct n) from ${schema}.runs`)).toBe(50);
        // Exactly once, not only once in effect: no job was tried twice.
        expect(await count(database, `select count(*) from ${schema}.attempts`)).toBe(50);
        expect(await second.counts()).toEqual([
          { queue: 'restart.work', state: 'completed', tenantId: null, count: 50 },
        ]);
      } finally {
        await second.stop();
      }
    },
  );

  it.skipIf(!!c.skip || c.engine === 'pglite')(
    'a worker process killed mid-job: its jobs run again elsewhere, each effect exactly once',
    async () => {
      const url = c.url ?? '';
      const database = openServer(url);
      const schema = uniqueSchema('gst_jobs_kill');
      cleanups.push(async () => {
        await database.dropSchema(schema);
        await database.close();
      });
      // The sender defines the job as the workers do (tries expire after 2 s).
      const producer = createJobQueue({
        engine: c.engine,
        url,
        schema,
        log: testLogger(),
        work: false,
        poolMax: 2,
      });
      const job = recordingJob('restart.work', schema, async () => {}, 0, 2);
      producer.defineJob(job.name, job.schema, job.handler, job.options);
      await producer.start();
      cleanups.push(() => producer.stop());
      for (const statement of recordingTables(schema)) await database.query(statement);
      for (let n = 0; n < 50; n++) await producer.send('restart.work', { n });

      const doomed = spawnWorker({
        engine: c.engine,
        url,
        schema,
        job: 'restart.work',
        delayMs: 300,
        expireSeconds: 2,
      });
      cleanups.push(() => endWorker(doomed, 'SIGKILL'));
      await doomed.ready;
      await waitFor(
        async () => (await count(database, `select count(*) from ${schema}.runs`)) >= 5,
        20_000,
        'the first runs',
      );
      await endWorker(doomed, 'SIGKILL');
      const started = await count(database, `select count(*) from ${schema}.attempts`);
      const landed = await count(database, `select count(*) from ${schema}.runs`);
      expect(landed).toBeLessThan(50);

      const next = queueOn(database, schema, 0, 2);
      await next.start();
      try {
        await waitFor(
          async () => (await count(database, `select count(*) from ${schema}.runs`)) >= 50,
          30_000,
          '50 runs',
        );
        await waitFor(
          async () => (await next.counts()).every((r) => r.state === 'completed'),
          15_000,
          'every job completed',
        );
        expect(await count(database, `select count(*) from ${schema}.runs`)).toBe(50);
        expect(await count(database, `select count(distinct n) from ${schema}.runs`)).toBe(50);
        // Tried twice: only what the killed process had in hand (started, effect not landed).
        const attempts = await count(database, `select count(*) from ${schema}.attempts`);
        expect(attempts - 50).toBe(started - landed);
        expect(started - landed).toBeGreaterThan(0);
        expect(await next.counts()).toEqual([
          { queue: 'restart.work', state: 'completed', tenantId: null, count: 50 },
        ]);
      } finally {
        await next.stop();
      }
    },
  );
  it.skipIf(!!c.skip || c.engine === 'pglite')(
    "a heartbeat: a killed worker's try is retried in seconds, not when its long expiry ends, and a live try outlasting it is left alone",
    async () => {
      const url = c.url ?? '';
      const database = openServer(url);
      const schema = uniqueSchema('gst_jobs_beat');
      cleanups.push(async () => {
        await database.dropSchema(schema);
        await database.close();
      });
      // Tries may run an hour; a dead one is noticed by its 10 s heartbeat.
      const job = recordingJob('beat.work', schema, async () => {}, 0, 3600, 10);
      const producer = createJobQueue({
        engine: c.engine,
        url,
        schema,
        log: testLogger(),
        work: false,
        poolMax: 2,
      });
      producer.defineJob(job.name, job.schema, job.handler, job.options);
      await producer.start();
      cleanups.push(() => producer.stop());
      for (const statement of recordingTables(schema)) await database.query(statement);

      // A try that takes 14 s, longer than the heartbeat: its worker keeps it alive.
      const live = spawnWorker({
        engine: c.engine,
        url,
        schema,
        job: 'beat.work',
        delayMs: 14_000,
        expireSeconds: 3600,
        heartbeatSeconds: 10,
      });
      cleanups.push(() => endWorker(live, 'SIGKILL'));
      await live.ready;
      await producer.send('beat.work', { n: 1 });
      await waitFor(
        async () => (await count(database, `select count(*) from ${schema}.runs`)) === 1,
        40_000,
        'the long try',
      );
      expect(await count(database, `select count(*) from ${schema}.attempts`)).toBe(1);
      await endWorker(live, 'SIGTERM');

      // A worker killed in the middle of a 60 s try: another takes the job after the heartbeat.
      const doomed = spawnWorker({
        engine: c.engine,
        url,
        schema,
        job: 'beat.work',
        delayMs: 60_000,
        expireSeconds: 3600,
        heartbeatSeconds: 10,
      });
      cleanups.push(() => endWorker(doomed, 'SIGKILL'));
      await doomed.ready;
      await producer.send('beat.work', { n: 2 });
      await waitFor(
        async () =>
          (await count(database, `select count(*) from ${schema}.attempts where n = 2`)) === 1,
        20_000,
        'the doomed try',
      );
      await endWorker(doomed, 'SIGKILL');
      const next = spawnWorker({
        engine: c.engine,
        url,
        schema,
        job: 'beat.work',
        delayMs: 0,
        expireSeconds: 3600,
        heartbeatSeconds: 10,
      });
      cleanups.push(() => endWorker(next, 'SIGKILL'));
      await next.ready;
      // Without the heartbeat this would wait for the hour's expiry.
      await waitFor(
        async () =>
          (await count(database, `select count(*) from ${schema}.runs where n = 2`)) === 1,
        60_000,
        'the retry',
      );
      expect(await count(database, `select count(*) from ${schema}.attempts where n = 2`)).toBe(2);
      await endWorker(next, 'SIGTERM');
    },
    120_000,
  );
});
