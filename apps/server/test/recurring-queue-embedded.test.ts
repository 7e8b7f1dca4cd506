// @engines pglite
// The embedded default's queue (pg-boss over the product's own PGlite); the server engines'
// processes (SIGKILL, two at once) are recurring-queue.test.ts.
import { describe, expect, it } from 'vitest';
import { createServer } from '../src/app';
import { loadConfig } from '../src/config';
import { harnessSuite, TEST_DATABASE, type Harness } from './helpers';
import { firstOfMonthsAgo, invoicesOf, seedRecurring } from './recurring-fixtures';

/**
 * Recurring invoices on the embedded database's queue (issue 34): a server stopped while 50 runs
 * (25 profiles, two dates each) are due and being made, and a server started after it on the
 * same data (its start sweeps again), make each run exactly once: 50 invoices numbered without a
 * gap, each dated its run's date. One process owns an embedded database and its stop is graceful
 * (the jobs in hand finish), so on PGlite the stop often comes after the last run; the crash
 * mid-way (SIGKILL) is recurring-queue.test.ts, on PostgreSQL.
 */
const suite = harnessSuite({ DATABASE_URL: TEST_DATABASE }, async (h) => ({
  fx: await seedRecurring(h, h.a),
}));

function workingServer(h: Harness) {
  return createServer({
    config: loadConfig({ NODE_ENV: 'test', JOBS: 'work', JOBS_POLL_SECONDS: '0.5' }),
    database: h.database,
    logger: false,
  });
}

async function count(h: Harness) {
  const [row] = await h.sql<{ n: number }>(
    `select count(*)::int as n from ${h.a.schemaName}.invoices`,
  );
  return Number(row?.n);
}

async function until(what: string, check: () => Promise<boolean>, ms = 90_000) {
  const end = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 25));
  }
}

describe('recurring runs on the embedded queue', () => {
  it('a server stopped while runs are made and the next one make each of 50 due runs exactly once', async () => {
    const { h, fx } = suite;
    const start = firstOfMonthsAgo(1);
    const template = JSON.stringify({ lines: [{ productId: fx.amc.id, price: '5000' }] });
    await h.sql(
      `insert into ${h.a.schemaName}.recurring_profiles
         (name, customer_id, template, frequency, start_date, next_run_date)
       select 'Profile ' || g, '${fx.local.id}', '${template}'::jsonb, 'month', '${start}', '${start}'
         from generate_series(1, 25) g`,
    );
    const first = await workingServer(h);
    try {
      await until('the first invoices', async () => (await count(h)) >= 5);
    } finally {
      await first.close();
    }
    const atStop = await count(h);
    expect(atStop).toBeGreaterThanOrEqual(5);
    expect(atStop).toBeLessThanOrEqual(50);
    const next = await workingServer(h);
    try {
      await until('50 invoices', async () => (await count(h)) >= 50);
      await new Promise((r) => setTimeout(r, 1_500));
    } finally {
      await next.close();
    }
    const invoices = await invoicesOf(h, h.a);
    expect(invoices).toHaveLength(50);
    const numbers = invoices
      .map((i) => Number(/(\d+)$/.exec(i.invoice_number)?.[1]))
      .sort((a, b) => a - b);
    expect(new Set(numbers).size).toBe(50);
    expect(numbers.at(-1)! - numbers[0]!).toBe(49);
    const runs = await h.sql<{ status: string; n: number; dated: number }>(
      `select r.status, count(*)::int as n, count(*) filter (where i.invoice_date = r.run_date)::int as dated
         from ${h.a.schemaName}.recurring_runs r
         left join ${h.a.schemaName}.invoices i on i.id = r.invoice_id group by r.status`,
    );
    expect(runs).toEqual([{ status: 'issued', n: 50, dated: 50 }]);
  }, 180_000);
});
