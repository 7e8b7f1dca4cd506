import { and, asc, count, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import {
  agingOf,
  customerStatement,
  invoiceBalance,
  MoneyDecimal,
  todayIN,
  type AgingRow,
  type StatementEntry,
} from '@gst/domain';
import { rowsOf, type Tx } from '@gst/db/client';
import { customers, invoices, paymentAllocations, payments, refunds } from '@gst/db/schema';
import { AppError } from '../../errors';
import type { ServiceCtx } from '../context';
import { pageOf } from '../shared/paging';
import { syncConditions, syncOrder } from '../shared/list-query';
import type { TPaymentListInput, TReceivablesInput, TStatementInput } from './payments.schema';
import { receiptSettles, withReceiptTds } from './payments.tds';

/**
 * What issued notes and active receipts did to each invoice, grouped once per table and joined
 * (not one subquery per invoice row), so the receivables of a shop with 100,000 invoices read
 * each table once.
 *
 * Issue 30, reverse charge: an invoice's total_amount is what the buyer owes the shop, without
 * the tax the buyer pays to the government (CGST Act s.9(3)/(4)); that tax stays on its lines
 * and its cgst/sgst/utgst/igst columns for the returns and the PDF. A note on such an invoice
 * (reverse charge too) credits or adds its lines' taxable value only (n.total_amount likewise).
 */
const LEDGER_CTES = sql`note_sums as (
  select nl.invoice_id,
    sum(nl.taxable_value + case when i.reverse_charge then 0 else nl.tax_amount end)
      filter (where n.kind = 'credit') as credited,
    sum(nl.taxable_value + case when i.reverse_charge then 0 else nl.tax_amount end)
      filter (where n.kind = 'debit') as debited
  from note_lines nl join notes n on n.id = nl.note_id join invoices i on i.id = nl.invoice_id
  where n.status = 'issued' group by nl.invoice_id
),
allocation_sums as (
  select a.invoice_id, sum(a.amount) as allocated
  from payment_allocations a join payments p on p.id = a.payment_id
  where p.status = 'active' group by a.invoice_id
)`;

export type InvoiceBalanceRow = {
  id: string;
  invoiceNumber: string;
  invoiceDate: string;
  dueDate: string;
  customerId: string;
  total: string;
  /** The invoice's taxable value (issue 33: the TDS suggestion's base is the value without GST). */
  taxable: string;
  credited: string;
  debited: string;
  allocated: string;
};

/** Issued invoices matching `where` (on `i`) with what notes and receipts did to each. */
export async function invoiceLedgerRows(tx: Tx, where?: SQL): Promise<InvoiceBalanceRow[]> {
  const result = await tx.execute(sql`with ${LEDGER_CTES}
select i.id, i.invoice_number as "invoiceNumber", i.invoice_date::text as "invoiceDate",
  i.due_date::text as "dueDate", i.bill_to_id as "customerId", i.total_amount::text as total,
  i.taxable_amount::text as taxable,
  coalesce(ns.credited, 0)::numeric(16, 2)::text as credited,
  coalesce(ns.debited, 0)::numeric(16, 2)::text as debited,
  coalesce(al.allocated, 0)::numeric(16, 2)::text as allocated
from invoices i
left join note_sums ns on ns.invoice_id = i.id
left join allocation_sums al on al.invoice_id = i.id
where i.status = 'issued'${where ? sql` and ${where}` : sql``}
order by i.invoice_date, i.financial_year, i.sequence`);
  return rowsOf<InvoiceBalanceRow>(result);
}

/** total + debit notes − credit notes − allocations, unclamped (negative: owed to the customer). */
export function signedBalance(row: InvoiceBalanceRow): MoneyDecimal {
  return new MoneyDecimal(row.total).plus(row.debited).minus(row.credited).minus(row.allocated);
}

/** Each invoice's balance and payment status (unpaid, partly paid, paid, overdue). */
export async function invoiceBalances({ tx }: Pick<ServiceCtx, 'tx'>, { ids }: { ids: string[] }) {
  if (!ids.length) return [];
  const today = todayIN();
  const rows = await invoiceLedgerRows(tx, sql`i.id = any(${`{${ids.join(',')}}`}::uuid[])`);
  return rows.map((row) => ({
    invoiceId: row.id,
    invoiceNumber: row.invoiceNumber,
    total: row.total,
    credited: row.credited,
    debited: row.debited,
    allocated: row.allocated,
    ...invoiceBalance(row, today),
  }));
}

/** Receipts not yet allocated, per customer (their advance); a receipt counts with its TDS. */
async function advances(tx: Tx, customerId?: string) {
  const rows = await tx
    .select({
      customerId: payments.customerId,
      unallocated: sql<string>`sum(${payments.amount} + ${payments.tdsAmount}) - coalesce(sum((select sum(a.amount) from payment_allocations a where a.payment_id = "payments"."id")), 0)`,
    })
    .from(payments)
    .where(
      and(
        eq(payments.status, 'active'),
        customerId ? eq(payments.customerId, customerId) : undefined,
      ),
    )
    .groupBy(payments.customerId);
  const held = new Map(rows.map((r) => [r.customerId, new MoneyDecimal(String(r.unallocated))]));
  // Refunds (issue 29) pay the advance back: what is held goes down by each active refund.
  const paidBack = await tx
    .select({ customerId: refunds.customerId, amount: sql<string>`sum(${refunds.amount})` })
    .from(refunds)
    .where(
      and(
        eq(refunds.status, 'active'),
        customerId ? eq(refunds.customerId, customerId) : undefined,
      ),
    )
    .groupBy(refunds.customerId);
  for (const r of paidBack) {
    held.set(r.customerId, (held.get(r.customerId) ?? new MoneyDecimal(0)).minus(String(r.amount)));
  }
  return held;
}

/**
 * What the shop holds for one customer: receipts not allocated, plus credit balances left on
 * invoices (a credit note on a paid invoice), less refunds. What a refund or an allocation of the
 * advance may spend.
 */
export async function customerAdvance(tx: Tx, customerId: string): Promise<MoneyDecimal> {
  const held = (await advances(tx, customerId)).get(customerId) ?? new MoneyDecimal(0);
  const rows = await invoiceLedgerRows(tx, sql`i.bill_to_id = ${customerId}::uuid`);
  return rows.reduce((acc, row) => {
    const balance = signedBalance(row);
    return balance.lessThan(0) ? acc.plus(balance.neg()) : acc;
  }, held);
}

export type ReceivablesRow = AgingRow & {
  customerId: string;
  customerName: string;
  gstin: string;
  /** Unallocated receipts and credit balances: what the shop holds for the customer. */
  advance: string;
};

/**
 * Per customer the outstanding balance in aging buckets by days past due (0–30, 31–60, 61–90,
 * over 90; 'current' is not yet due), its advance, and the totals over all customers.
 */
export async function receivables({ tx }: Pick<ServiceCtx, 'tx'>, input: TReceivablesInput) {
  const asOf = input.asOf ?? todayIN();
  const rows = await invoiceLedgerRows(tx, sql`i.invoice_date <= ${asOf}::date`);
  const held = await advances(tx);
  const open = new Map<string, { balance: string; dueDate: string }[]>();
  for (const row of rows) {
    const balance = signedBalance(row);
    if (balance.greaterThan(0)) {
      const list = open.get(row.customerId) ?? [];
      list.push({ balance: balance.toFixed(2), dueDate: row.dueDate });
      open.set(row.customerId, list);
    } else if (balance.lessThan(0)) {
      held.set(
        row.customerId,
        (held.get(row.customerId) ?? new MoneyDecimal(0)).plus(balance.neg()),
      );
    }
  }
  const ids = [...new Set([...open.keys(), ...held.keys()])];
  const names = ids.length
    ? await tx
        .select({ id: customers.id, name: customers.name, gstin: customers.gstin })
        .from(customers)
        .where(inArray(customers.id, ids))
    : [];
  const search = input.search?.toLowerCase();
  const data: ReceivablesRow[] = names
    .filter(
      (c) =>
        !search || c.name.toLowerCase().includes(search) || c.gstin.toLowerCase().includes(search),
    )
    .map((c) => ({
      customerId: c.id,
      customerName: c.name,
      gstin: c.gstin,
      ...agingOf(open.get(c.id) ?? [], asOf),
      advance: (held.get(c.id) ?? new MoneyDecimal(0)).toFixed(2),
    }))
    .filter((r) => r.total !== '0.00' || r.advance !== '0.00')
    .sort(
      (a, b) =>
        new MoneyDecimal(b.total).comparedTo(a.total) ||
        a.customerName.localeCompare(b.customerName),
    );
  const totals = agingOf(
    data.flatMap((r) => open.get(r.customerId) ?? []),
    asOf,
  );
  const advanceTotal = data.reduce((acc, r) => acc.plus(r.advance), new MoneyDecimal(0));
  return { asOf, data, totals: { ...totals, advance: advanceTotal.toFixed(2) } };
}

/** A customer's statement for [from, to]: opening, invoices, notes and receipts, closing. */
export async function customerStatementOf({ tx }: Pick<ServiceCtx, 'tx'>, input: TStatementInput) {
  const [customer] = await tx.select().from(customers).where(eq(customers.id, input.customerId));
  if (!customer) throw new AppError('NOT_FOUND', 'Customer not found');
  // Everything on or before `to`: what came before `from` makes the opening balance.
  const result = await tx.execute(sql`
select invoice_date::text as date, 'invoice' as kind, invoice_number as number,
  total_amount::text as amount
from invoices where bill_to_id = ${customer.id} and status = 'issued' and invoice_date <= ${input.to}::date
union all
select note_date::text, case when kind = 'credit' then 'credit-note' else 'debit-note' end,
  note_number, total_amount::text
from notes where customer_id = ${customer.id} and status = 'issued' and note_date <= ${input.to}::date
union all
select payment_date::text, 'receipt', receipt_number, (amount + tds_amount)::text
from payments where customer_id = ${customer.id} and status = 'active' and payment_date <= ${input.to}::date
union all
select refund_date::text, 'refund', refund_number, amount::text
from refunds where customer_id = ${customer.id} and status = 'active' and refund_date <= ${input.to}::date`);
  const entries = await withReceiptTds(tx, customer.id, rowsOf<StatementEntry>(result));
  return {
    customer: {
      id: customer.id,
      name: customer.name,
      gstin: customer.gstin,
      address: customer.address,
    },
    from: input.from,
    to: input.to,
    ...customerStatement(entries, input.from, input.to),
  };
}

/** Receipts newest first, with the customer and what is allocated. */
export async function listPayments({ tx }: Pick<ServiceCtx, 'tx'>, input: TPaymentListInput) {
  const where = and(
    input.customerId ? eq(payments.customerId, input.customerId) : undefined,
    input.search
      ? sql`(${payments.receiptNumber} ilike ${`%${input.search}%`} or ${customers.name} ilike ${`%${input.search}%`} or ${payments.reference} ilike ${`%${input.search}%`})`
      : undefined,
    ...syncConditions(input, { date: payments.paymentDate, updatedAt: payments.updatedAt }),
  );
  return pageOf(
    input,
    tx
      .select({
        id: payments.id,
        receiptNumber: payments.receiptNumber,
        paymentDate: payments.paymentDate,
        customerId: payments.customerId,
        customerName: customers.name,
        amount: payments.amount,
        tdsAmount: payments.tdsAmount,
        mode: payments.mode,
        reference: payments.reference,
        status: payments.status,
        allocated: sql<string>`coalesce((select sum(a.amount) from payment_allocations a where a.payment_id = "payments"."id"), 0)`,
        updatedAt: payments.updatedAt,
      })
      .from(payments)
      .innerJoin(customers, eq(customers.id, payments.customerId))
      .where(where)
      .orderBy(
        ...syncOrder(input, payments, [
          desc(payments.paymentDate),
          desc(payments.financialYear),
          desc(payments.sequence),
        ]),
      ),
    tx
      .select({ total: count() })
      .from(payments)
      .innerJoin(customers, eq(customers.id, payments.customerId))
      .where(where),
  );
}

/** One receipt with its allocations. */
export async function getPayment({ tx }: Pick<ServiceCtx, 'tx'>, { id }: { id: string }) {
  const [row] = await tx
    .select({ payment: payments, customerName: customers.name })
    .from(payments)
    .innerJoin(customers, eq(customers.id, payments.customerId))
    .where(eq(payments.id, id));
  if (!row) throw new AppError('NOT_FOUND', 'Receipt not found');
  const allocations = await tx
    .select({
      id: paymentAllocations.id,
      invoiceId: paymentAllocations.invoiceId,
      invoiceNumber: invoices.invoiceNumber,
      invoiceDate: invoices.invoiceDate,
      amount: paymentAllocations.amount,
      allocatedOn: paymentAllocations.allocatedOn,
    })
    .from(paymentAllocations)
    .innerJoin(invoices, eq(invoices.id, paymentAllocations.invoiceId))
    .where(eq(paymentAllocations.paymentId, id))
    .orderBy(asc(paymentAllocations.createdAt));
  return paymentDetailOf(row.payment, row.customerName, allocations);
}
export type PaymentDetail = Awaited<ReturnType<typeof getPayment>>;

/** A receipt as getPayment answers it, from its row and its allocations (oldest first). */
export function paymentDetailOf<A extends { amount: string }>(
  payment: typeof payments.$inferSelect,
  customerName: string,
  allocations: A[],
) {
  const allocated = allocations.reduce((acc, a) => acc.plus(a.amount), new MoneyDecimal(0));
  return {
    ...payment,
    customerName,
    allocations,
    /** What the receipt settles: the money received and the TDS the customer deducted. */
    settled: receiptSettles(payment).toFixed(2),
    unallocated: receiptSettles(payment).minus(allocated).toFixed(2),
  };
}

/** A customer's issued invoices that still owe something, oldest first (the receipt drawer). */
export async function openInvoices(
  { tx }: Pick<ServiceCtx, 'tx'>,
  { customerId }: { customerId: string },
) {
  const today = todayIN();
  const rows = await invoiceLedgerRows(tx, sql`i.bill_to_id = ${customerId}::uuid`);
  return rows
    .map((row) => ({
      invoiceId: row.id,
      invoiceNumber: row.invoiceNumber,
      invoiceDate: row.invoiceDate,
      dueDate: row.dueDate,
      total: row.total,
      taxableAmount: row.taxable,
      ...invoiceBalance(row, today),
    }))
    .filter((row) => row.balance !== '0.00');
}
