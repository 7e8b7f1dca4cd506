import { expect } from 'vitest';
import { rowsOf, withTenant } from '@gst/db/client';
import { seedBilling } from './billing-fixtures';
import { fileSuite, sleep, startHarness, trpcData, trpcError, type Reply } from './helpers';

/**
 * The concurrency suite's harness and its checks (issue 28): shop alpha with the billing
 * catalogue (both customers are registered, so every invoice is a B2B row of GSTR-1 and every
 * note a CDNR row), its owner's session, and the invariants the books must keep whatever ran in
 * parallel, checked with SQL against what the API reports: the numbering, the ledger and the
 * returns.
 */
export type Invoice = { id: string; invoiceNumber: string; lines: { id: string }[] };

export function concurrencySuite() {
  const suite = fileSuite(
    async () => {
      const h = await startHarness();
      const fx = await seedBilling(h, h.a, 2);
      const cookie = await h.login(h.a);
      return { h, fx, cookie };
    },
    ({ h }) => h.close(),
  );
  const opts = () => ({ tenant: 'alpha', cookie: suite.cookie });
  const mutate = (path: string, input: unknown) => suite.h.trpcMutation(path, input, opts());
  const query = (path: string, input?: unknown) => suite.h.trpcQuery(path, input, opts());
  const sql = <T>(text: string) =>
    withTenant(suite.h.database.db, suite.h.a, async (tx) => rowsOf<T>(await tx.execute(text)));

  /** A battery invoice to the customer in the shop's state: price p, 18 % (CGST + SGST 9 % each). */
  async function invoice(invoiceDate: string, price = '10000'): Promise<Invoice> {
    return trpcData<Invoice>(
      await mutate('tenant.invoices.create', {
        invoiceDate,
        billToId: suite.fx.local.id,
        lines: [{ productId: suite.fx.battery.id, quantity: 1, price }],
      }),
    );
  }

  const creditNote = (on: Invoice, noteDate: string, taxableValue: string) =>
    mutate('tenant.creditNotes.create', {
      noteDate,
      reason: 'post-sale-discount',
      lines: [{ invoiceLineId: on.lines[0]?.id, taxableValue }],
    });

  const receipt = (paymentDate: string, amount: string, allocations: unknown[] = []) =>
    mutate('tenant.payments.create', {
      customerId: suite.fx.local.id,
      paymentDate,
      amount,
      mode: 'cash',
      allocations,
    });

  /**
   * Waits until some backend of this database waits for a lock matching `where` (on
   * pg_stat_activity, or on Citus citus_stat_activity, which sees the workers' backends too).
   */
  async function untilWaiting(where: string) {
    const [citus] = await suite.h.sql<{ view: string | null }>(
      "select to_regclass('pg_catalog.citus_stat_activity')::text as view",
    );
    const view = citus?.view ? 'citus_stat_activity' : 'pg_stat_activity';
    for (let i = 0; i < 500; i += 1) {
      const [row] = await suite.h.sql<{ n: number }>(
        `select count(*)::int as n from ${view} where datname = current_database() and wait_event_type = 'Lock' and ${where}`,
      );
      if (row && row.n > 0) return;
      await sleep(20);
    }
    throw new Error(`nothing waited for a lock where ${where}`);
  }

  /** Holds `sql`'s row locks in a transaction of its own until the returned release is called. */
  async function holdLocks(lockSql: string) {
    let release = () => {};
    const gate = new Promise<void>((resolve) => (release = resolve));
    let held = () => {};
    const holding = new Promise<void>((resolve) => (held = resolve));
    const done = withTenant(suite.h.database.db, suite.h.a, async (tx) => {
      await tx.execute(lockSql);
      held();
      await gate;
    });
    await holding;
    return async () => {
      release();
      await done;
    };
  }

  return Object.assign(suite, {
    opts,
    mutate,
    query,
    sql,
    invoice,
    creditNote,
    receipt,
    untilWaiting,
    holdLocks,
  });
}

export type ConcurrencySuite = ReturnType<typeof concurrencySuite>;

/** 200, or the 4xx a refused racer gets; anything else (a 5xx, a deadlock) fails the test. */
export function outcome(reply: Reply): string {
  if (reply.status === 200) return 'ok';
  const error = trpcError(reply);
  expect(error.data.httpStatus, error.message).toBeGreaterThanOrEqual(400);
  expect(error.data.httpStatus, error.message).toBeLessThan(500);
  return error.message;
}

/** No gaps and no duplicates in any series, and each counter one past its series' last number. */
export async function numberingProblems(suite: ConcurrencySuite): Promise<string[]> {
  const rows = await suite.sql<{
    series: string;
    n: number;
    distinct: number;
    last: number;
    next: number;
  }>(`
    with numbered as (
      select 'invoice' as kind, financial_year, sequence from invoices
      union all select kind || '-note', financial_year, sequence from notes
      union all select 'receipt', financial_year, sequence from payments
    )
    select d.kind || '/' || d.financial_year as series, count(n.sequence)::int as n,
      count(distinct n.sequence)::int as "distinct", coalesce(max(n.sequence), 0)::int as last,
      d.next_value::int as next
    from document_counters d
    left join numbered n on n.kind = d.kind and n.financial_year = d.financial_year
    where d.kind in ('invoice', 'credit-note', 'debit-note', 'receipt')
    group by d.kind, d.financial_year, d.next_value`);
  return rows
    .filter((r) => r.n !== r.distinct || r.n !== r.last || r.next !== r.n + 1)
    .map((r) => `${r.series}: ${JSON.stringify(r)}`);
}

/**
 * Each customer's receivable as the API reports it (outstanding less what the shop holds) against
 * the books in SQL: issued invoices + issued debit notes − issued credit notes − active receipts.
 */
export async function ledgerProblems(suite: ConcurrencySuite): Promise<string[]> {
  const books = await suite.sql<{ customerId: string; due: string }>(`
    select c.id as "customerId", (
      coalesce((select sum(total_amount) from invoices where bill_to_id = c.id and status = 'issued'), 0)
      + coalesce((select sum(total_amount) from notes where customer_id = c.id and status = 'issued' and kind = 'debit'), 0)
      - coalesce((select sum(total_amount) from notes where customer_id = c.id and status = 'issued' and kind = 'credit'), 0)
      - coalesce((select sum(amount) from payments where customer_id = c.id and status = 'active'), 0)
    )::numeric(16, 2)::text as due
    from customers c order by c.id`);
  const reported = trpcData<{ data: { customerId: string; total: string; advance: string }[] }>(
    await suite.query('tenant.payments.receivables', {}),
  ).data;
  return books.flatMap(({ customerId, due }) => {
    const row = reported.find((r) => r.customerId === customerId);
    const net = row ? (Number(row.total) - Number(row.advance)).toFixed(2) : '0.00';
    return net === due ? [] : [`customer ${customerId}: books ${due}, receivables ${net}`];
  });
}

type Item = { itm_det: { txval: number; camt: number; samt: number; iamt: number } };
type Gstr1 = {
  b2b: { inv: { inum: string; itms: Item[] }[] }[];
  cdnr: { nt: { nt_num: string; ntty: string; itms: Item[] }[] }[];
};

const sumOf = (items: Item[]) =>
  (items.reduce((acc, i) => acc + Math.round(i.itm_det.txval * 100), 0) / 100).toFixed(2);

/**
 * GSTR-1 of a month against the live documents dated in it: the B2B invoices are exactly the
 * issued invoices (cancelled ones never), the CDNR notes exactly the issued notes, with the same
 * taxable values; and no issued note names a cancelled invoice.
 */
export async function returnProblems(suite: ConcurrencySuite, period: string): Promise<string[]> {
  const month = `${period.slice(2)}-${period.slice(0, 2)}`;
  const gstr1 = trpcData<Gstr1>(await suite.query('tenant.returns.gstr1', { period }));
  const invoices = gstr1.b2b.flatMap((g) => g.inv);
  const notes = gstr1.cdnr.flatMap((g) => g.nt);
  const [books] = await suite.sql<Record<string, string>>(`
    select
      (select coalesce(string_agg(invoice_number, ',' order by invoice_number), '') from invoices
        where status = 'issued' and to_char(invoice_date, 'YYYY-MM') = '${month}') as invoices,
      (select coalesce(sum(taxable_amount), 0)::numeric(16, 2)::text from invoices
        where status = 'issued' and to_char(invoice_date, 'YYYY-MM') = '${month}') as "invoiceTaxable",
      (select coalesce(string_agg(note_number, ',' order by note_number), '') from notes
        where status = 'issued' and to_char(note_date, 'YYYY-MM') = '${month}') as notes,
      (select coalesce(sum(taxable_amount), 0)::numeric(16, 2)::text from notes
        where status = 'issued' and to_char(note_date, 'YYYY-MM') = '${month}') as "noteTaxable",
      (select count(*)::text from note_lines nl join notes n on n.id = nl.note_id
        join invoices i on i.id = nl.invoice_id
        where n.status = 'issued' and i.status = 'cancelled') as "notesOnCancelled"`);
  const reported = {
    invoices: invoices
      .map((i) => i.inum)
      .sort()
      .join(','),
    invoiceTaxable: sumOf(invoices.flatMap((i) => i.itms)),
    notes: notes
      .map((n) => n.nt_num)
      .sort()
      .join(','),
    noteTaxable: sumOf(notes.flatMap((n) => n.itms)),
    notesOnCancelled: '0',
  };
  return Object.entries(reported)
    .filter(([key, value]) => books?.[key] !== value)
    .map(([key, value]) => `${period} ${key}: GSTR-1 ${value}, books ${books?.[key]}`);
}
