// @engines pglite postgres
// Requests within one shop's schema: on Citus the whole query goes to the worker holding it, as on
// PostgreSQL, so no Citus round (scripts/test-engines.mjs, the rule).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  addDays,
  gstr2bSummaryDifferences,
  MoneyDecimal,
  reconcile,
  todayIN,
  type Gstr2bFileSummary,
  type Gstr2bSummary,
} from '@gst/domain';
import { rowsOf, tenantSchemaName, type Database } from '@gst/db/client';
import { DEMO, seedDemoTenant } from '@gst/db/seed';
import { openTestDatabase } from '@gst/db/testing';
import { createApiDeps, DEFAULT_API_CONFIG } from '@gst/api';
import { seedDemoHistory, type DemoHistorySummary } from '../src/demo-history';
import { filedPeriodFor } from '../src/demo-history-plan';
import { DEMO_GSTR2B_SHORT, demoGstr2bMonths } from '../src/demo-gstr2b';
import { startHarness, trpcData, type Harness } from './helpers';

/**
 * The demo shop's year of history (issue 19): seeded into a harness database as bootstrap seeds
 * it, then read back through SQL and the API the web uses.
 */

const SCHEMA = tenantSchemaName(DEMO.tenantId);
const TODAY = todayIN();

async function seedInto(database: Database): Promise<DemoHistorySummary> {
  await seedDemoTenant(database.db);
  const deps = createApiDeps(database.db, DEFAULT_API_CONFIG);
  const tenant = await deps.tenants.find(DEMO.tenantId);
  if (!tenant) throw new Error('demo tenant missing');
  return seedDemoHistory(deps, tenant, { today: TODAY });
}

/** Every document's number, date, party and amounts, in a fixed order: equal runs, equal text. */
async function fingerprint(database: Database): Promise<string> {
  const q = async (text: string) => rowsOf(await database.db.execute(text));
  const parts = await Promise.all([
    q(`select invoice_number, invoice_date::text, status, bill_to->>'name' as name, taxable_amount::text,
         cgst_amount::text, sgst_amount::text, igst_amount::text, total_amount::text
       from ${SCHEMA}.invoices order by financial_year, sequence`),
    q(`select l.position, l.product_name, l.quantity::text, l.price::text, l.taxable_value::text
       from ${SCHEMA}.invoice_lines l join ${SCHEMA}.invoices i on i.id = l.invoice_id
       order by i.financial_year, i.sequence, l.position`),
    q(`select kind, note_number, note_date::text, reason, total_amount::text
       from ${SCHEMA}.notes order by kind, financial_year, sequence`),
    q(`select receipt_number, payment_date::text, amount::text, mode,
         (select coalesce(sum(amount), 0)::text from ${SCHEMA}.payment_allocations a where a.payment_id = p.id) as allocated
       from ${SCHEMA}.payments p order by financial_year, sequence`),
    q(`select quote_number, quote_date::text, status, quote_type, customer_name, total_amount::text
       from ${SCHEMA}.quotes order by year, quote_number`),
    q(`select period, from_date::text, to_date::text from ${SCHEMA}.filed_periods`),
  ]);
  return JSON.stringify(parts);
}

type DashboardData = {
  totalInvoices: number;
  totalRevenue: string;
  totalGST: string;
  salesOverTime: { revenue: string }[];
  categoryWiseStockOverview: unknown[];
  topProducts: unknown[];
  topCustomers: unknown[];
  recentInvoices: { invoiceDate: string }[];
};
type Overview = {
  filed: { period: string } | null;
  documents: { invoices: number };
  problems: unknown[];
  sections: { key: string; count: number }[];
};

let h: Harness;
let summary: DemoHistorySummary;
let cookie: string;

beforeAll(async () => {
  h = await startHarness();
  summary = await seedInto(h.database);
  cookie = await h.login(DEMO.tenantId, DEMO.admin.email, DEMO.admin.password);
}, 240_000);

afterAll(async () => {
  await h?.close();
});

const sql = <T = Record<string, string>>(text: string) => h.sql<T>(text);
const query = (path: string, input?: unknown) =>
  h.trpcQuery(path, input, { tenant: DEMO.tenantId, cookie });

describe('the demo shop’s year of history', () => {
  it('bought what it sold first (issue 31): stock never below zero, costs on every sale, bills payable', async () => {
    expect(summary.purchaseBills).toBeGreaterThanOrEqual(24);
    // Two units more than sold were bought in the last month: every product sold has stock left.
    const below = await sql(`select product_id from ${SCHEMA}.product_stock where on_hand < 0`);
    expect(below).toEqual([]);
    const [costs] = await sql<{ lines: number; costed: number }>(
      `select count(*)::int as lines, count(unit_cost)::int as costed from ${SCHEMA}.invoice_lines l
         join ${SCHEMA}.invoices i on i.id = l.invoice_id where i.status = 'issued'`,
    );
    expect(costs?.costed).toBe(costs?.lines);
    // The last two months' bills are unpaid: the shop owes its suppliers something.
    const payables = trpcData<{
      totals: { total: string; d31_60: string; d61_90: string; d90plus: string };
    }>(await query('tenant.supplierPayments.payables', {}));
    expect(Number(payables.totals.total)).toBeGreaterThan(0);
    // Every older bill is paid 30 days on, the carrier's freight too: nothing over 60 days late.
    expect(payables.totals).toMatchObject({ d61_90: '0.00', d90plus: '0.00' });
  });

  it('has a GSTR-2B per month as its suppliers reported the bills, with differences to reconcile (issue 32)', async () => {
    type Doc = {
      id: string;
      gstin: string;
      number: string;
      date: string;
      taxable: string;
      igst: string;
      cgst: string;
      sgst: string;
      rcm: boolean;
      pos: string;
      period: string;
    };
    // The books: every active bill of a registered supplier (an unregistered one files no GSTR-1).
    const bills = await sql<Doc>(
      `select b.id, s.gstin, b.supplier_invoice_number as number, b.bill_date::text as date,
         b.taxable_amount::text as taxable, b.igst_amount::text as igst, b.cgst_amount::text as cgst,
         (b.sgst_amount + b.utgst_amount)::text as sgst, b.reverse_charge_tax > 0 as rcm,
         lpad(b.place_of_supply::text, 2, '0') as pos,
         to_char(b.bill_date, 'MMYYYY') as period
       from ${SCHEMA}.purchase_bills b join ${SCHEMA}.suppliers s on s.id = b.supplier_id
       where b.status = 'active' and s.gstin <> ''`,
    );
    // Every month with bills whose 2B is generated by today (the 14th of the next month).
    const months = demoGstr2bMonths(
      bills.map((b) => b.date.slice(0, 7)),
      TODAY,
    );
    const periods = months.map((m) => `${m.slice(5)}${m.slice(0, 4)}`);
    expect(months.length).toBeGreaterThanOrEqual(10);
    expect(months.at(-1)! < TODAY.slice(0, 7)).toBe(true);
    expect(summary.gstr2bPeriods).toBe(months.length);
    const imports = await sql<{ period: string; status: string; actor: string; gendt: string }>(
      `select period, status, actor_type as actor, generated_on::text as gendt
       from ${SCHEMA}.gstr2b_imports order by period`,
    );
    expect(imports.map((i) => i.period).sort()).toEqual([...periods].sort());
    for (const i of imports) {
      expect(i.status, i.period).toBe('active');
      expect(i.actor, i.period).toBe('system');
      expect(i.gendt <= TODAY, i.period).toBe(true);
    }
    const [audit] = await sql<{ n: number }>(
      `select count(*)::int as n from ${SCHEMA}.audit_log where action = 'gstr2b.import'`,
    );
    expect(audit?.n).toBe(months.length);

    // Each month's totals (recomputed from its stored documents) are the file's itcsumm.
    for (const period of periods) {
      const v = trpcData<{
        documents: unknown[];
        totals: { bySection: Gstr2bSummary; fileSummary: Gstr2bFileSummary };
      }>(await query('tenant.gstr2b.view', { period }));
      expect(v.documents.length, period).toBeGreaterThan(0);
      expect(gstr2bSummaryDifferences(v.totals.bySection, v.totals.fileSummary), period).toEqual(
        [],
      );
    }

    // The differences, by supplier GSTIN and number against the books.
    const portal = await sql<Doc>(
      `select d.id, d.supplier_gstin as gstin, d.number, d.document_date::text as date,
         d.taxable_value::text as taxable, d.igst::text as igst, d.cgst::text as cgst,
         d.sgst::text as sgst, d.reverse_charge as rcm, d.place_of_supply as pos, i.period
       from ${SCHEMA}.gstr2b_documents d join ${SCHEMA}.gstr2b_imports i on i.id = d.import_id
       where i.status = 'active'`,
    );
    const inBooks = bills.filter((b) => periods.includes(b.period));
    const key = (d: Doc) => `${d.gstin}|${d.number}`;
    const portalKeys = new Set(portal.map(key));
    const booksKeys = new Map(inBooks.map((b) => [key(b), b]));
    // One number restyled: lower case, without the leading zeros of its numbers.
    const restyle = (d: Doc) =>
      `${d.gstin}|${d.number.toLowerCase().replace(/(^|\D)0+(?=\d)/g, '$1')}`;
    const restyled = inBooks.filter((b) => !portalKeys.has(key(b)) && portalKeys.has(restyle(b)));
    expect(restyled).toHaveLength(1);
    expect(restyle(restyled[0]!)).not.toBe(key(restyled[0]!));
    // Two bills the suppliers have not reported, in two months; the latest month is one.
    const notReported = inBooks.filter((b) => !portalKeys.has(key(b)) && !restyled.includes(b));
    expect(notReported).toHaveLength(2);
    expect(new Set(notReported.map((b) => b.period)).size).toBe(2);
    expect(notReported.map((b) => b.period)).toContain(periods.at(-1));
    // Issue 32: 'auto' holds the latest month's unreported bill back (CGST Act s.16(2)(aa)): its
    // claim row says so and the month's 4(A)(5) no longer names it (right by the law: no credit
    // before the supplier's invoice is in GSTR-2B).
    const latest = periods.at(-1) ?? '';
    const heldBill = notReported.find((b) => b.period === latest);
    const claims = trpcData<{ bills: { billId: string; status: string; outcome: string }[] }>(
      await query('tenant.itc.claims', { period: latest }),
    );
    expect(claims.bills.find((r) => r.billId === heldBill?.id)).toMatchObject({
      status: 'held',
      outcome: 'Missing in 2B',
    });
    const itcLatest = trpcData<{ table4: { available: { OTH: { bills: string[] } } } }>(
      await query('tenant.returns.itc', { period: latest }),
    );
    expect(itcLatest.table4.available.OTH.bills).not.toContain(heldBill?.id);
    // And a bill the shop never entered: in 2B, in no form in the books.
    const notEntered = portal.filter(
      (d) => !booksKeys.has(key(d)) && !restyled.some((b) => restyle(b) === key(d)),
    );
    expect(notEntered).toHaveLength(1);
    expect(notEntered[0]?.period).toBe(periods.at(-2));
    // The same number with another taxable value: one bill, a few hundred rupees short.
    const off = portal.flatMap((d) => {
      const b = booksKeys.get(key(d));
      return b && b.taxable !== d.taxable
        ? [new MoneyDecimal(b.taxable).minus(d.taxable).toFixed(2)]
        : [];
    });
    expect(off).toEqual([DEMO_GSTR2B_SHORT]);
    // Everything else is as the books have it: tax per head, date, place of supply, RCM.
    const same = portal.filter((d) => booksKeys.has(key(d)));
    expect(same.length).toBeGreaterThan(15);
    for (const d of same) {
      const b = booksKeys.get(key(d))!;
      const pick = ({ date, igst, cgst, sgst, rcm, pos }: Doc) => ({
        date,
        igst,
        cgst,
        sgst,
        rcm,
        pos,
      });
      expect(pick(d), d.number).toEqual(pick(b));
    }

    // And the matching engine names them as reconciliation will show them.
    const asRecon = (d: Doc) => ({
      id: d.id,
      supplierGstin: d.gstin,
      documentType: 'invoice' as const,
      number: d.number,
      date: d.date,
      taxable: d.taxable,
      igst: d.igst,
      cgst: d.cgst,
      sgst: d.sgst,
      placeOfSupply: d.pos,
      reverseCharge: d.rcm,
    });
    const result = reconcile(inBooks.map(asRecon), portal.map(asRecon));
    expect(result.counts).toMatchObject({
      'Suggested Match': 1,
      Mismatch: 1,
      'Missing in 2B': 2,
      'Missing in PR': 1,
    });
    expect(result.counts['Exact Match']).toBe(same.length - 1);
    const fields = (outcome: string) =>
      result.pairs.find((p) => p.outcome === outcome)?.differences.map((d) => d.field);
    expect(fields('Mismatch')).toEqual(['TAXABLE_VALUE']);
    expect(fields('Suggested Match')).toEqual(['BILL_NO']);
  });

  it('holds a few hundred invoices, dated over the last year up to yesterday', async () => {
    const [row] = await sql<{ n: number; first: string; last: string; cancelled: number }>(
      `select count(*)::int as n, min(invoice_date)::text as first, max(invoice_date)::text as last,
         count(*) filter (where status = 'cancelled')::int as cancelled from ${SCHEMA}.invoices`,
    );
    expect(row?.n).toBe(summary.invoices);
    expect(row?.n).toBeGreaterThanOrEqual(250);
    expect(row?.n).toBeLessThanOrEqual(400);
    expect(row!.last < TODAY).toBe(true);
    expect(row!.first >= addDays(TODAY, -366)).toBe(true);
    // The history runs right up to now: this month and last month have invoices.
    expect(row!.last >= addDays(TODAY, -7)).toBe(true);
    expect(row?.cancelled).toBeGreaterThan(0);
    for (const table of ['notes', 'payments', 'quotes']) {
      const dateColumn = { notes: 'note_date', payments: 'payment_date', quotes: 'quote_date' }[
        table
      ];
      const [r] = await sql<{ last: string }>(
        `select max(${dateColumn})::text as last from ${SCHEMA}.${table}`,
      );
      expect(r!.last < TODAY, table).toBe(true);
    }
  });

  it('sells to registered buyers in several states and to households: CGST = SGST at home, IGST elsewhere', async () => {
    const rows = await sql<{
      number: string;
      gstin: string;
      pos: number;
      inter: boolean;
      cgst: string;
      sgst: string;
      igst: string;
    }>(
      `select invoice_number as number, bill_to->>'gstin' as gstin, place_of_supply as pos,
         is_inter_state as inter, cgst_amount::text as cgst, sgst_amount::text as sgst,
         igst_amount::text as igst
       from ${SCHEMA}.invoices`,
    );
    const states = new Set(rows.filter((r) => r.gstin).map((r) => r.pos));
    expect(states.size).toBeGreaterThanOrEqual(4);
    expect(rows.filter((r) => r.gstin).length).toBeGreaterThan(50);
    expect(rows.filter((r) => !r.gstin).length).toBeGreaterThan(50);
    const intra = rows.filter((r) => r.pos === 19);
    const inter = rows.filter((r) => r.pos !== 19);
    expect(intra.length).toBeGreaterThan(0);
    expect(inter.length).toBeGreaterThan(0);
    for (const r of intra) {
      expect(r.inter, r.number).toBe(false);
      expect(r.cgst, r.number).toBe(r.sgst);
      expect(Number(r.cgst), r.number).toBeGreaterThan(0);
      expect(r.igst, r.number).toBe('0.00');
    }
    for (const r of inter) {
      expect(r.inter, r.number).toBe(true);
      expect([r.cgst, r.sgst], r.number).toEqual(['0.00', '0.00']);
      expect(Number(r.igst), r.number).toBeGreaterThan(0);
    }
    // Each invoice's total is its lines' taxable value and tax, as the engine stored them.
    const mismatched = await sql(
      `select i.invoice_number from ${SCHEMA}.invoices i
       join ${SCHEMA}.invoice_lines l on l.invoice_id = i.id
       group by i.id having i.total_amount <> sum(l.taxable_value + l.tax_amount) + i.round_off`,
    );
    expect(mismatched).toEqual([]);
    const categories = await sql(`select distinct product_category from ${SCHEMA}.invoice_lines`);
    expect(categories.length).toBeGreaterThanOrEqual(5);
  });

  it('has quotes in every status, proforma invoices, credit and debit notes', async () => {
    const quotes = await sql<{ status: string; quote_type: string; n: number }>(
      `select status, quote_type, count(*)::int as n from ${SCHEMA}.quotes group by 1, 2`,
    );
    for (const status of ['Pending', 'Approved', 'Rejected'])
      expect(
        quotes.some((q) => q.status === status),
        status,
      ).toBe(true);
    expect(quotes.some((q) => q.quote_type === 'Proforma Invoice')).toBe(true);
    const notes = await sql<{ kind: string; n: number }>(
      `select kind, count(*)::int as n from ${SCHEMA}.notes where status = 'issued' group by kind`,
    );
    expect(notes.find((n) => n.kind === 'credit')?.n ?? 0).toBeGreaterThanOrEqual(5);
    expect(notes.find((n) => n.kind === 'debit')?.n ?? 0).toBeGreaterThanOrEqual(1);
    expect(summary.creditNotes + summary.debitNotes).toBe(notes.reduce((s, n) => s + n.n, 0));
  });

  it('has receipts paying invoices in full and in part, advances, and money outstanding', async () => {
    const balances = await sql<{ state: string; n: number }>(
      `with paid as (
         select i.id, i.total_amount
           + coalesce((select sum(case when n.kind = 'debit' then n.total_amount else -n.total_amount end)
               from ${SCHEMA}.notes n where n.status = 'issued' and n.id in (
                 select note_id from ${SCHEMA}.note_lines where invoice_id = i.id)), 0) as owed,
           coalesce((select sum(a.amount) from ${SCHEMA}.payment_allocations a where a.invoice_id = i.id), 0) as allocated
         from ${SCHEMA}.invoices i where i.status = 'issued')
       select case when allocated = 0 then 'unpaid' when allocated > owed then 'over'
         when allocated = owed then 'paid' else 'part' end as state,
         count(*)::int as n from paid group by 1`,
    );
    const count = (state: string) => balances.find((b) => b.state === state)?.n ?? 0;
    expect(count('paid')).toBeGreaterThan(100);
    expect(count('part')).toBeGreaterThan(5);
    expect(count('unpaid')).toBeGreaterThan(5);
    // No receipt pays more than an invoice's balance (createPayment refuses that).
    expect(count('over')).toBe(0);
    const [advances] = await sql<{ n: number }>(
      `select count(*)::int as n from ${SCHEMA}.payments p
       where not exists (select 1 from ${SCHEMA}.payment_allocations a where a.payment_id = p.id)`,
    );
    expect(advances?.n).toBeGreaterThanOrEqual(1);
    const receivables = trpcData(await query('tenant.payments.receivables', {}));
    expect(Number(receivables.totals.total)).toBeGreaterThan(0);
  });

  it('shows the dashboard the sums of its invoices and notes', async () => {
    const data = trpcData<DashboardData>(await query('tenant.dashboard.get', {}));
    const [sums] = await sql<{ n: number; revenue: string; gst: string }>(
      `select
         (select count(*)::int from ${SCHEMA}.invoices where status = 'issued') as n,
         ((select sum(total_amount) from ${SCHEMA}.invoices where status = 'issued')
           + (select coalesce(sum(case when n.kind = 'debit' then 1 else -1 end * (l.taxable_value + l.tax_amount)), 0)
              from ${SCHEMA}.note_lines l join ${SCHEMA}.notes n on n.id = l.note_id where n.status = 'issued'))::numeric(16, 2)::text as revenue,
         ((select sum(cgst_amount + sgst_amount + utgst_amount + igst_amount) from ${SCHEMA}.invoices where status = 'issued')
           + (select coalesce(sum(case when n.kind = 'debit' then 1 else -1 end * l.tax_amount), 0)
              from ${SCHEMA}.note_lines l join ${SCHEMA}.notes n on n.id = l.note_id where n.status = 'issued'))::numeric(16, 2)::text as gst`,
    );
    expect(data.totalInvoices).toBe(sums?.n);
    expect(data.totalRevenue).toBe(sums?.revenue);
    expect(data.totalGST).toBe(sums?.gst);
    // Twelve or thirteen months of sales, every chart with data, ten recent invoices.
    expect(data.salesOverTime.length).toBeGreaterThanOrEqual(12);
    const monthly = data.salesOverTime.reduce((s, m) => s.plus(m.revenue), new MoneyDecimal(0));
    expect(monthly.toFixed(2)).toBe(sums?.revenue);
    expect(data.categoryWiseStockOverview.length).toBeGreaterThanOrEqual(5);
    expect(data.topProducts.length).toBeGreaterThan(0);
    expect(data.topCustomers.length).toBeGreaterThan(0);
    expect(data.recentInvoices).toHaveLength(10);
    expect(data.recentInvoices[0]!.invoiceDate <= TODAY).toBe(true);
  });

  it('has the month before last filed, and its GSTR-1 builds without problems', async () => {
    const period = filedPeriodFor(TODAY);
    expect(summary.filedPeriod).toBe(period);
    const filed = trpcData<{ period: string }[]>(await query('tenant.returns.filed'));
    expect(filed.map((f) => f.period)).toEqual([period]);
    const overview = trpcData<Overview>(await query('tenant.returns.overview', { period }));
    expect(overview.filed?.period).toBe(period);
    expect(overview.documents.invoices).toBeGreaterThan(10);
    expect(overview.problems).toEqual([]);
    const keys = overview.sections.filter((s) => s.count > 0).map((s) => s.key);
    expect(keys).toEqual(expect.arrayContaining(['b2b', 'b2cs']));
    const gstr1 = await query('tenant.returns.gstr1', { period });
    expect(gstr1.status, gstr1.text).toBe(200);
    // Last month is open: the e2e returns test files and unlocks it.
    const last = trpcData(
      await query('tenant.returns.overview', { period: filedPeriodFor(addDays(TODAY, 31)) }),
    );
    expect(last.filed).toBeNull();
  });

  it('leaves an audit trail entry for every invoice and receipt it wrote', async () => {
    const [missing] = await sql<{ invoices: number; receipts: number }>(
      `select
         (select count(*)::int from ${SCHEMA}.invoices i where not exists (
            select 1 from ${SCHEMA}.audit_log a
             where a.action = 'invoice.create' and a.entity_id = i.id::text
               and a.details->'after'->>'invoiceNumber' = i.invoice_number)) as invoices,
         (select count(*)::int from ${SCHEMA}.payments p where not exists (
            select 1 from ${SCHEMA}.audit_log a
             where a.action = 'payment.create' and a.entity_id = p.id::text
               and a.details->'after'->>'amount' = p.amount::text)) as receipts`,
    );
    expect(missing).toEqual({ invoices: 0, receipts: 0 });
  });

  it('is the same history on a second run with the same today', async () => {
    const other = await openTestDatabase();
    try {
      const again = await seedInto(other);
      expect({ ...again, ms: 0 }).toEqual({ ...summary, ms: 0 });
      expect(await fingerprint(other)).toBe(await fingerprint(h.database));
    } finally {
      await other.close();
    }
  }, 240_000);
});
