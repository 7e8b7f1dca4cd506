// @engines pglite postgres
import { describe, expect, it } from 'vitest';
import { createApiDeps, DEFAULT_API_CONFIG, runDueRecurring } from '@gst/api';
import { todayIN } from '@gst/domain';
import { harnessSuite, trpcData, trpcError, type Harness } from './helpers';
import {
  firstOfMonthsAgo,
  invoicesOf,
  periodMonthsAgo,
  profileInput,
  seedRecurring,
} from './recurring-fixtures';

/**
 * Recurring invoices (issue 34) without a queue (JOBS=off: a saved profile's due runs are made by
 * the request after it commits; `runDueRecurring` is what the queue's jobs run). Issue mode
 * issues in the shop's series dated the run's date with the tax of an invoice; missed dates are
 * each made once; a date in a filed period blocks the profile; a refusal is a failed run;
 * serial-numbered products cannot recur; draft runs are issued or skipped by hand.
 */
const suite = harnessSuite({}, async (h) => {
  const fx = await seedRecurring(h, h.a);
  const cookie = await h.login(h.a);
  return { fx, cookie };
});

const as = () => ({ tenant: 'alpha', cookie: suite.cookie });
const mutate = (path: string, input: unknown) => suite.h.trpcMutation(path, input, as());
const query = (path: string, input: unknown) => suite.h.trpcQuery(path, input, as());

type Profile = {
  id: string;
  status: string;
  statusReason: string;
  nextRunDate: string | null;
  runCount: number;
  invoicesIssued: number;
};
type Run = {
  id: string;
  runDate: string;
  status: string;
  invoiceId: string | null;
  invoiceNumber: string | null;
  error: string;
  draft: Record<string, unknown> | null;
};

async function create(input: Record<string, unknown>): Promise<Profile> {
  return trpcData<Profile>(await mutate('tenant.recurring.create', input));
}

async function runsOf(id: string): Promise<Run[]> {
  return trpcData<Run[]>(await query('tenant.recurring.runs', { id }));
}

/** The queue's job, run by hand: every due run of shop alpha. */
async function runJob(h: Harness) {
  return runDueRecurring(createApiDeps(h.database.db, DEFAULT_API_CONFIG), {
    ...h.a,
    name: h.a.name,
    status: 'active',
  });
}

const trailingNumber = (n: string) => Number(/(\d+)$/.exec(n)?.[1]);

describe('recurring invoices, issue mode', () => {
  it('issues a due profile in the shop series, dated the run date, taxed as an invoice; once', async () => {
    const { h, fx } = suite;
    const today = todayIN();
    const profile = await create(profileInput(fx));
    expect(profile).toMatchObject({ status: 'active', runCount: 1, invoicesIssued: 1 });
    expect(profile.nextRunDate! > today).toBe(true);
    const [invoice] = await invoicesOf(h, h.a);
    // By hand: AMC ₹5,000 + battery ₹60,000 = ₹65,000 taxable at 18 % in the shop's state:
    // CGST 9 % = ₹5,850, SGST 9 % = ₹5,850, total ₹76,700.
    expect(invoice).toMatchObject({
      invoice_date: today,
      taxable_amount: '65000.00',
      cgst_amount: '5850.00',
      sgst_amount: '5850.00',
      igst_amount: '0.00',
      total_amount: '76700.00',
    });
    const runs = await runsOf(profile.id);
    expect(runs).toEqual([
      expect.objectContaining({
        runDate: today,
        status: 'issued',
        invoiceId: invoice?.id,
        invoiceNumber: invoice?.invoice_number,
        error: '',
      }),
    ]);
    // The queue's job again, and again: nothing more is due.
    expect(await runJob(h)).toEqual([]);
    expect(await runJob(h)).toEqual([]);
    expect(await invoicesOf(h, h.a)).toHaveLength(1);
    // The shop's series: an invoice made by hand next takes the next number.
    const byHand = trpcData<{ invoiceNumber: string }>(
      await mutate('tenant.invoices.create', {
        billToId: fx.local.id,
        lines: [{ productId: fx.amc.id, quantity: 1, price: '100' }],
      }),
    );
    expect(trailingNumber(byHand.invoiceNumber)).toBe(trailingNumber(invoice!.invoice_number) + 1);
    // The audit trail says the profile issued it.
    const audit = await h.sql<{ actor_type: string; actor_id: string }>(
      `select actor_type, actor_id from ${h.a.schemaName}.audit_log
        where action = 'invoice.create' and entity_id = '${invoice?.id}'`,
    );
    expect(audit).toEqual([{ actor_type: 'system', actor_id: `recurring-profile:${profile.id}` }]);
  });

  it('makes each date missed while no server ran once, dated its own date', async () => {
    const { h, fx } = suite;
    const before = (await invoicesOf(h, h.a)).length;
    const start = firstOfMonthsAgo(3);
    const profile = await create(
      profileInput(fx, { name: 'Missed months', startDate: start, maxRuns: null }),
    );
    const expected = [0, 1, 2, 3].map((back) => firstOfMonthsAgo(3 - back));
    const runs = await runsOf(profile.id);
    expect(runs.map((r) => [r.runDate, r.status]).reverse()).toEqual(
      expected.map((d) => [d, 'issued']),
    );
    const made = (await invoicesOf(h, h.a)).slice(before);
    expect(made.map((i) => i.invoice_date)).toEqual(expected);
    expect(profile).toMatchObject({ runCount: 4, nextRunDate: firstOfMonthsAgo(-1) });
    expect(await runJob(h)).toEqual([]);
    expect(await invoicesOf(h, h.a)).toHaveLength(before + 4);
  });

  it('records a refused run as failed and goes on; the failed run is issued once fixed', async () => {
    const { h, fx } = suite;
    const before = (await invoicesOf(h, h.a)).length;
    await h.sql(
      `update ${h.a.schemaName}.products set product_hsn_code = 'AB' where id = '${fx.amc.id}'`,
    );
    const profile = await create(profileInput(fx, { name: 'Failing AMC' }));
    expect(profile).toMatchObject({ status: 'active', runCount: 1, invoicesIssued: 0 });
    const [failed] = await runsOf(profile.id);
    expect(failed).toMatchObject({ status: 'failed', invoiceId: null });
    expect(failed?.error).toContain("Correct the product's HSN code");
    expect(await invoicesOf(h, h.a)).toHaveLength(before);
    await h.sql(
      `update ${h.a.schemaName}.products set product_hsn_code = '998719' where id = '${fx.amc.id}'`,
    );
    const issued = trpcData<Run>(
      await mutate('tenant.recurring.issueRun', { id: profile.id, runId: failed?.id }),
    );
    expect(issued).toMatchObject({ status: 'issued', runDate: todayIN() });
    expect(await invoicesOf(h, h.a)).toHaveLength(before + 1);
    // Issued once: a second Issue is refused.
    const again = await mutate('tenant.recurring.issueRun', { id: profile.id, runId: failed?.id });
    expect(trpcError(again).data.httpStatus).toBe(409);
  });

  it('blocks a missed run dated in a filed period: no invoice, the profile marked', async () => {
    const { h, fx } = suite;
    trpcData(await mutate('tenant.returns.lock', { period: periodMonthsAgo(1) }));
    const before = (await invoicesOf(h, h.a)).length;
    const profile = await create(
      profileInput(fx, { name: 'Into a filed month', startDate: firstOfMonthsAgo(1) }),
    );
    expect(profile.status).toBe('blocked');
    expect(profile.statusReason).toContain('is filed');
    const runs = await runsOf(profile.id);
    expect(runs).toEqual([
      expect.objectContaining({ runDate: firstOfMonthsAgo(1), status: 'blocked', invoiceId: null }),
    ]);
    expect(await invoicesOf(h, h.a)).toHaveLength(before);
    expect(await runJob(h)).toEqual([]);
    // Resumed, it goes on from its first date on or after today: the dates that passed while it
    // was stopped are not made at once (this month's first, unless today is the first).
    const resumed = trpcData<Profile>(await mutate('tenant.recurring.resume', { id: profile.id }));
    const resumesToday = firstOfMonthsAgo(0) === todayIN();
    expect(resumed).toMatchObject({
      status: 'active',
      statusReason: '',
      runCount: resumesToday ? 2 : 1,
      nextRunDate: firstOfMonthsAgo(-1),
    });
    expect(await invoicesOf(h, h.a)).toHaveLength(before + (resumesToday ? 1 : 0));
  });
});

describe('recurring invoices, e-mail on issue', () => {
  it("queues the issued invoice's e-mail to the customer; says why when it has no address", async () => {
    const { h, fx } = suite;
    const remote = await create(
      profileInput(fx, {
        name: 'Mailed, no address',
        customerId: fx.remote.id,
        emailOnIssue: true,
      }),
    );
    const [unmailed] = await runsOf(remote.id);
    expect(unmailed).toMatchObject({ status: 'issued' });
    expect(unmailed?.error).toBe('Not e-mailed: Patel Textiles has no e-mail address');
    await h.sql(
      `update ${h.a.schemaName}.customers set email = 'accounts@sunrise.test' where id = '${fx.local.id}'`,
    );
    const mailed = await create(profileInput(fx, { name: 'Mailed', emailOnIssue: true }));
    const [run] = await runsOf(mailed.id);
    expect(run).toMatchObject({ status: 'issued', error: '' });
    const messages = async () =>
      h.sql<{ kind: string; status: string; transport: string | null; to_addresses: string[] }>(
        `select kind, status, transport, to_addresses from ${h.a.schemaName}.mail_messages
          where document_id = '${run?.invoiceId}'`,
      );
    // No SMTP set up: sent to the shop's local outbox, in this process (no queue here).
    const end = Date.now() + 20_000;
    while ((await messages())[0]?.status === 'queued' && Date.now() < end) {
      await new Promise((r) => setTimeout(r, 100));
    }
    expect(await messages()).toEqual([
      {
        kind: 'invoice',
        status: 'sent',
        transport: 'outbox',
        to_addresses: ['accounts@sunrise.test'],
      },
    ]);
  });
});

describe('recurring invoices, rules and drafts', () => {
  it('refuses a serial-numbered product, naming it; services and plain goods recur', async () => {
    const { fx } = suite;
    const refused = await mutate(
      'tenant.recurring.create',
      profileInput(fx, {
        template: { lines: [{ productId: fx.module.id, quantity: 1, price: '13000' }] },
      }),
    );
    expect(trpcError(refused).data.httpStatus).toBe(400);
    expect(trpcError(refused).message).toContain(
      'Mono PERC 540 Wp is a serial-numbered product and cannot recur',
    );
  });

  it('makes a draft run that is issued on approval, dated its date; another is skipped', async () => {
    const { h, fx } = suite;
    const before = (await invoicesOf(h, h.a)).length;
    const profile = await create(
      profileInput(fx, { name: 'Drafts', mode: 'draft', startDate: firstOfMonthsAgo(0) }),
    );
    const [draft] = await runsOf(profile.id);
    expect(draft).toMatchObject({ status: 'draft', invoiceId: null, runDate: firstOfMonthsAgo(0) });
    expect(draft?.draft).toMatchObject({ billToId: fx.local.id, invoiceDate: firstOfMonthsAgo(0) });
    expect(await invoicesOf(h, h.a)).toHaveLength(before);
    const issued = await h.rest(
      'POST',
      `/api/recurring-invoices/${profile.id}/runs/${draft?.id}/issue`,
      as(),
    );
    expect(issued.status, issued.text).toBe(200);
    expect(issued.body.data).toMatchObject({ status: 'issued' });
    const made = await invoicesOf(h, h.a);
    expect(made).toHaveLength(before + 1);
    expect(made.at(-1)?.invoice_date).toBe(firstOfMonthsAgo(0));
    // A second draft profile's run is skipped: no invoice.
    const other = await create(profileInput(fx, { name: 'Skipped', mode: 'draft' }));
    const [run] = await runsOf(other.id);
    const skipped = await h.rest(
      'POST',
      `/api/recurring-invoices/${other.id}/runs/${run?.id}/skip`,
      as(),
    );
    expect(skipped.body.data).toMatchObject({ status: 'skipped' });
    expect(await invoicesOf(h, h.a)).toHaveLength(before + 1);
  });

  it('pauses (no run), edits future runs, deletes one without invoices and ends one with', async () => {
    const { h, fx } = suite;
    const future = firstOfMonthsAgo(-1);
    const created = await h.rest('POST', '/api/recurring-invoices', {
      ...as(),
      body: profileInput(fx, { name: 'Next month', startDate: future }),
    });
    expect(created.status, created.text).toBe(201);
    const id = created.body.data.id as string;
    expect(created.body.data).toMatchObject({ status: 'active', nextRunDate: future, runCount: 0 });
    const paused = await h.rest('POST', `/api/recurring-invoices/${id}/pause`, as());
    expect(paused.body.data).toMatchObject({ status: 'paused' });
    const edited = await h.rest('PATCH', `/api/recurring-invoices/${id}`, {
      ...as(),
      body: { frequency: 'quarter', maxRuns: 2 },
    });
    expect(edited.status, edited.text).toBe(200);
    expect(edited.body.data).toMatchObject({ frequency: 'quarter', maxRuns: 2, status: 'paused' });
    const listed = await h.rest('GET', '/api/recurring-invoices?status=paused', as());
    expect((listed.body.data as { id: string }[]).map((p) => p.id)).toEqual([id]);
    const removed = await h.rest('DELETE', `/api/recurring-invoices/${id}`, as());
    expect(removed.status, removed.text).toBe(200);
    expect((await h.rest('GET', `/api/recurring-invoices/${id}`, as())).status).toBe(404);
    // One that issued invoices is ended, its runs kept.
    const [issuing] = (await h.rest('GET', '/api/recurring-invoices?search=Sunrise', as())).body
      .data as { id: string; invoicesIssued: number }[];
    expect(issuing?.invoicesIssued).toBeGreaterThan(0);
    await h.rest('DELETE', `/api/recurring-invoices/${issuing?.id}`, as());
    const ended = await h.rest('GET', `/api/recurring-invoices/${issuing?.id}`, as());
    expect(ended.body.data).toMatchObject({ status: 'ended', nextRunDate: null });
    const runs = await h.rest('GET', `/api/recurring-invoices/${issuing?.id}/runs`, as());
    expect(runs.body.data.length).toBeGreaterThan(0);
  });
});
