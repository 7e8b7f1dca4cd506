// @engines postgres
// Real server processes on one database (a child killed with SIGKILL, two at once): PGlite is
// one process's embedded database and cannot be shared, so these run on PostgreSQL.
import { spawn, type ChildProcess } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import {
  createApiDeps,
  DEFAULT_API_CONFIG,
  defineApiJobs,
  parseSecretKey,
  runReminders,
} from '@gst/api';
import { createJobQueue } from '@gst/jobs';
import { todayIN } from '@gst/domain';
import { harnessSuite, TEST_DATABASE, type Harness, type TestTenant } from './helpers';
import { firstOfMonthsAgo, invoicesOf, seedRecurring } from './recurring-fixtures';

/**
 * Recurring invoices on the real job queue (issue 34, "Must hold"):
 * - a server process killed (SIGKILL) while 50 recurring runs are due and being made: after a
 *   restart every run is made exactly once: 50 invoices, numbered without a gap or a duplicate.
 * - two server processes on one database, both sweeping: 200 due runs make exactly 200 invoices.
 * - a server process killed while 25 payment reminder mails and 25 recurring runs are due: after
 *   the restart each reminder is sent exactly once and each run made exactly once.
 */
const here = dirname(fileURLToPath(import.meta.url));

const suite = harnessSuite({ DATABASE_URL: TEST_DATABASE }, async (h) => ({
  fxA: await seedRecurring(h, h.a),
  fxB: await seedRecurring(h, h.b),
}));

type Worker = { child: ChildProcess; ready: Promise<void>; exited: Promise<unknown> };
const workers: Worker[] = [];
afterAll(async () => {
  for (const w of workers) await end(w, 'SIGKILL');
});

function spawnWorker(url: string, sweep: boolean): Worker {
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', join(here, 'recurring-worker.ts'), url, ...(sweep ? ['--sweep'] : [])],
    { cwd: join(here, '..'), stdio: ['ignore', 'pipe', 'inherit'] },
  );
  const exited = new Promise((resolve) => child.on('exit', resolve));
  const ready = new Promise<void>((resolve, reject) => {
    let out = '';
    child.stdout?.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      if (out.includes('ready\n')) resolve();
    });
    void exited.then(() => reject(new Error('the worker process exited before it was ready')));
  });
  const worker = { child, ready, exited };
  workers.push(worker);
  return worker;
}

async function end(worker: Worker, signal: 'SIGTERM' | 'SIGKILL') {
  if (worker.child.exitCode === null && worker.child.signalCode === null) worker.child.kill(signal);
  await worker.exited;
}

async function until(what: string, check: () => Promise<boolean>, ms = 90_000, every = 50) {
  const end = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, every));
  }
}

/** `profiles` monthly profiles of the AMC visit, each `runs` dates due (the oldest first). */
async function dueProfiles(
  h: Harness,
  tenant: TestTenant,
  fx: { local: { id: string }; amc: { id: string } },
  profiles: number,
  runs: number,
) {
  const start = firstOfMonthsAgo(runs - 1);
  const template = JSON.stringify({
    lines: [{ productId: fx.amc.id, description: 'AMC visit', quantity: 1, price: '5000' }],
  });
  await h.sql(
    `insert into ${tenant.schemaName}.recurring_profiles
       (name, customer_id, template, frequency, start_date, next_run_date, mode)
     select 'Profile ' || g, '${fx.local.id}', '${template}'::jsonb, 'month', '${start}', '${start}', 'issue'
       from generate_series(1, ${profiles}) g`,
  );
}

async function count(h: Harness, tenant: TestTenant) {
  const [row] = await h.sql<{ n: number }>(
    `select count(*)::int as n from ${tenant.schemaName}.invoices`,
  );
  return Number(row?.n);
}

/** Every invoice once: distinct numbers, consecutive (no gap), each run issued with its own. */
async function expectExactlyOnce(
  h: Harness,
  tenant: TestTenant,
  total: number,
  perProfile: number,
) {
  const invoices = await invoicesOf(h, tenant);
  expect(invoices).toHaveLength(total);
  const numbers = invoices
    .map((i) => Number(/(\d+)$/.exec(i.invoice_number)?.[1]))
    .sort((a, b) => a - b);
  expect(new Set(numbers).size).toBe(total);
  expect(numbers.at(-1)! - numbers[0]!).toBe(total - 1);
  const runs = await h.sql<{ status: string; n: number; invoices: number }>(
    `select status, count(*)::int as n, count(distinct invoice_id)::int as invoices
       from ${tenant.schemaName}.recurring_runs group by status`,
  );
  expect(runs).toEqual([{ status: 'issued', n: total, invoices: total }]);
  const profiles = await h.sql<{ run_count: number; next_run_date: string; n: number }>(
    `select run_count, next_run_date::text, count(*)::int as n
       from ${tenant.schemaName}.recurring_profiles group by 1, 2`,
  );
  expect(profiles).toEqual([
    { run_count: perProfile, next_run_date: firstOfMonthsAgo(-1), n: total / perProfile },
  ]);
  // Each invoice is dated its run's date.
  const dated = await h.sql<{ n: number }>(
    `select count(*)::int as n from ${tenant.schemaName}.recurring_runs r
       join ${tenant.schemaName}.invoices i on i.id = r.invoice_id and i.invoice_date = r.run_date`,
  );
  expect(dated[0]?.n).toBe(total);
}

describe('recurring runs on the job queue', () => {
  it('a server killed mid-way: after the restart each of 50 due runs is made exactly once', async () => {
    const { h, fxA } = suite;
    const url = h.database.location;
    await dueProfiles(h, h.a, fxA, 10, 5);
    const first = spawnWorker(url, true);
    await first.ready;
    await until('the first invoices', async () => (await count(h, h.a)) >= 8, 90_000, 20);
    await end(first, 'SIGKILL');
    const atKill = await count(h, h.a);
    expect(atKill).toBeLessThan(50);
    // The restart: a new server process sweeps as it starts.
    const second = spawnWorker(url, true);
    await second.ready;
    await until('50 invoices', async () => (await count(h, h.a)) >= 50);
    await new Promise((r) => setTimeout(r, 2_000));
    await end(second, 'SIGTERM');
    await expectExactlyOnce(h, h.a, 50, 5);
  }, 180_000);

  it('a server killed while 25 reminder mails and 25 recurring runs are due: each runs once', async () => {
    const { h, fxA } = suite;
    const url = h.database.location;
    const s = h.a.schemaName;
    const today = todayIN();
    // 25 of the first test's invoices fall due today, to a customer with an address; reminders on
    // the due date.
    await h.sql(
      `update ${s}.customers set email = 'rwa@sunrise.example' where id = '${fxA.local.id}'`,
    );
    await h.sql(
      `update ${s}.invoices set due_date = '${today}'
        where id in (select id from ${s}.invoices order by invoice_number limit 25)`,
    );
    await h.sql(
      `insert into ${s}.mail_settings (id, reminders_enabled, reminder_offsets)
       values (1, true, '[0]'::jsonb)
       on conflict (id) do update set reminders_enabled = true, reminder_offsets = '[0]'::jsonb`,
    );
    // The day's reminder run, queued as a server with JOBS=send would (25 mail.send jobs).
    const log = { info: () => undefined, warn: () => undefined, error: () => undefined };
    const config = { ...DEFAULT_API_CONFIG, secretKey: parseSecretKey('5e'.repeat(32)) };
    const deps = { ...createApiDeps(h.database.db, config), log };
    const sender = createJobQueue({ engine: 'postgres', url, log, work: false, poolMax: 2 });
    deps.jobs = defineApiJobs(sender, deps, log);
    await sender.start();
    const tenant = { ...h.a, status: 'active' as const };
    try {
      expect(await runReminders(deps, tenant, today)).toMatchObject({ sent: 25, already: 0 });
    } finally {
      await sender.stop();
    }
    await dueProfiles(h, h.a, fxA, 5, 5);
    const reminded = async () => {
      const [row] = await h.sql<{ n: number }>(
        `select count(*)::int as n from ${s}.mail_messages where kind = 'reminder' and status = 'sent'`,
      );
      return Number(row?.n);
    };
    const before = await count(h, h.a);

    const first = spawnWorker(url, true);
    await first.ready;
    await until(
      'the first reminders and runs',
      async () => (await reminded()) + (await count(h, h.a)) - before >= 8,
      90_000,
      20,
    );
    await end(first, 'SIGKILL');
    expect((await reminded()) + (await count(h, h.a)) - before).toBeLessThan(50);
    const second = spawnWorker(url, true);
    await second.ready;
    // A mail try the killed process had in hand comes back after its heartbeat.
    await until(
      '25 reminders and 25 invoices',
      async () => (await reminded()) === 25 && (await count(h, h.a)) - before === 25,
      200_000,
      200,
    );
    await new Promise((r) => setTimeout(r, 2_000));
    await end(second, 'SIGTERM');

    const mails = await h.sql<{ status: string; n: number; invoices: number }>(
      `select m.status, count(*)::int as n, count(distinct r.invoice_id)::int as invoices
         from ${s}.mail_messages m join ${s}.payment_reminders r on r.mail_message_id = m.id
        where m.kind = 'reminder' group by m.status`,
    );
    expect(mails).toEqual([{ status: 'sent', n: 25, invoices: 25 }]);
    const invoices = await invoicesOf(h, h.a);
    const numbers = invoices.map((i) => Number(/(\d+)$/.exec(i.invoice_number)?.[1]));
    expect(new Set(numbers).size).toBe(invoices.length);
    expect(Math.max(...numbers) - Math.min(...numbers)).toBe(invoices.length - 1);
    const [runs] = await h.sql<{ n: number; invoices: number }>(
      `select count(*)::int as n, count(distinct invoice_id)::int as invoices
         from ${s}.recurring_runs where status = 'issued'`,
    );
    expect(runs).toEqual({ n: 50 + 25, invoices: 50 + 25 });
  }, 300_000);

  it('two server processes on one database make 200 due runs exactly once in total', async () => {
    const { h, fxB } = suite;
    const url = h.database.location;
    await dueProfiles(h, h.b, fxB, 100, 2);
    const pair = [spawnWorker(url, true), spawnWorker(url, true)];
    await Promise.all(pair.map((w) => w.ready));
    await until('200 invoices', async () => (await count(h, h.b)) >= 200, 150_000, 200);
    await new Promise((r) => setTimeout(r, 2_000));
    await Promise.all(pair.map((w) => end(w, 'SIGTERM')));
    await expectExactlyOnce(h, h.b, 200, 2);
    // Both processes swept (each sent a job per due profile): every one completed, none failed.
    const jobs = await h.sql<{ state: string; n: number }>(
      `select state, count(*)::int as n from gst_jobs.job
        where name = 'recurring.profile' and group_id = '${h.b.id}' group by state`,
    );
    expect(jobs).toEqual([{ state: 'completed', n: expect.any(Number) as number }]);
    expect(jobs[0]!.n).toBeGreaterThanOrEqual(100);
  }, 240_000);
});
