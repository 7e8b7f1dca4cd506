// Two real Node processes work one queue on one PostgreSQL database (and on the Citus coordinator):
// 200 due jobs run exactly once in total: 200 effects, 200 tries, no job tried twice, both
// processes took part. The schema is the test's own, dropped after it.
import { afterAll, describe, expect, it } from 'vitest';
import { createJobQueue } from '../src';
import { endWorker, spawnWorker, type WorkerChild } from './children';
import { engineCases, openServer, serverEngines, testLogger, uniqueSchema, waitFor } from './engines';
import { recordingPayload, recordingTables } from './recording';

const cases = serverEngines(await engineCases());

describe.each(cases)('two processes on one $engine database', (c) => {
  const cleanups: (() => Promise<void>)[] = [];
  afterAll(async () => {
    for (const cleanup of cleanups.reverse()) await cleanup();
  });

  it.skipIf(!!c.skip)('run 200 due jobs exactly once in total', async () => {
    const url = c.url ?? '';
    const database = openServer(url);
    const schema = uniqueSchema('gst_jobs_two');
    cleanups.push(async () => {
      await database.dropSchema(schema);
      await database.close();
    });
    // The enqueuing side (a server process that only sends) creates the queue and its schema.
    const producer = createJobQueue({ engine: c.engine, url, schema, log: testLogger(), work: false, poolMax: 2 });
    producer.defineJob('two.work', recordingPayload, async () => {}, { retryLimit: 5, expireInSeconds: 60 });
    await producer.start();
    cleanups.push(() => producer.stop());
    for (const statement of recordingTables(schema)) await database.query(statement);

    const workers: WorkerChild[] = [0, 1].map(() =>
      spawnWorker({ engine: c.engine, url, schema, job: 'two.work', delayMs: 20, expireSeconds: 60 }),
    );
    cleanups.push(async () => {
      for (const worker of workers) await endWorker(worker, 'SIGKILL');
    });
    await Promise.all(workers.map((w) => w.ready));

    for (let n = 0; n < 200; n++) await producer.send('two.work', { n });
    const count = async (text: string) =>
      Number((await database.query<{ count: string }>(text))[0]?.count);
    await waitFor(async () => (await count(`select count(*) from ${schema}.runs`)) >= 200, 45_000, '200 runs');
    // Give a duplicate, if there were one, the time to show before the processes stop.
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    await Promise.all(workers.map((w) => endWorker(w, 'SIGTERM')));

    expect(await count(`select count(*) from ${schema}.runs`)).toBe(200);
    expect(await count(`select count(distinct n) from ${schema}.runs`)).toBe(200);
    expect(await count(`select count(*) from ${schema}.attempts`)).toBe(200);
    expect(await count(`select count(distinct job_id) from ${schema}.attempts`)).toBe(200);
    const byProcess = await database.query<{ pid: number; count: string }>(
      `select pid, count(*) from ${schema}.runs group by pid order by pid`,
    );
    expect(byProcess.map((r) => r.pid).sort()).toEqual(workers.map((w) => w.child.pid).sort());
    expect(await producer.counts()).toEqual([
      { queue: 'two.work', state: 'completed', tenantId: null, count: 200 },
    ]);
  });
});
