import { asc, eq, inArray, sql } from 'drizzle-orm';
import { invoiceBalance, todayIN } from '@gst/domain';
import { rowsOf, type Tx } from '@gst/db/client';
import {
  customers,
  invoices,
  noteLines,
  notes,
  paymentAllocations,
  payments,
  shareLinks,
} from '@gst/db/schema';

/**
 * What each webhook event says about its document (issue 34): the document's public fields, read
 * in the transaction that made the change (so they are the figures as committed with it). Money is
 * text with two decimals, as the REST API answers it; dates are YYYY-MM-DD. Nothing internal (no
 * stored file, no e-invoice record, no user ids) goes to a third party.
 */
export type EventData = { id: string } & Record<string, unknown>;

const customerOf = (c: { id: string; name: string; gstin: string; email: string }) => ({
  id: c.id,
  name: c.name,
  gstin: c.gstin,
  email: c.email,
});

const CUSTOMER = {
  id: customers.id,
  name: customers.name,
  gstin: customers.gstin,
  email: customers.email,
};

function totalsOf(row: {
  taxableAmount: string;
  cgstAmount: string;
  sgstAmount: string;
  utgstAmount: string;
  igstAmount: string;
  totalAmount: string;
}) {
  return {
    taxable: row.taxableAmount,
    cgst: row.cgstAmount,
    sgst: row.sgstAmount,
    utgst: row.utgstAmount,
    igst: row.igstAmount,
    total: row.totalAmount,
  };
}

type BalanceRow = {
  id: string;
  total: string;
  dueDate: string;
  credited: string;
  debited: string;
  allocated: string;
};

/**
 * Issued invoices' balance and payment status: the receivables' rule (payments.queries.ts
 * LEDGER_CTES, restated for these ids only, so this folder imports no other domain's and the
 * services that record events can import it): total + issued debit notes − issued credit notes
 * − active receipts' allocations; a reverse-charge invoice's notes count without their tax.
 */
async function invoiceBalances(tx: Tx, ids: readonly string[]) {
  const list = sql`${`{${ids.join(',')}}`}::uuid[]`;
  const rows = rowsOf<BalanceRow>(
    await tx.execute(sql`with note_sums as (
  select nl.invoice_id,
    sum(nl.taxable_value + case when i.reverse_charge then 0 else nl.tax_amount end)
      filter (where n.kind = 'credit') as credited,
    sum(nl.taxable_value + case when i.reverse_charge then 0 else nl.tax_amount end)
      filter (where n.kind = 'debit') as debited
  from note_lines nl join notes n on n.id = nl.note_id join invoices i on i.id = nl.invoice_id
  where n.status = 'issued' and nl.invoice_id = any(${list}) group by nl.invoice_id
),
allocation_sums as (
  select a.invoice_id, sum(a.amount) as allocated
  from payment_allocations a join payments p on p.id = a.payment_id
  where p.status = 'active' and a.invoice_id = any(${list}) group by a.invoice_id
)
select i.id, i.total_amount::text as total, i.due_date::text as "dueDate",
  coalesce(ns.credited, 0)::numeric(16, 2)::text as credited,
  coalesce(ns.debited, 0)::numeric(16, 2)::text as debited,
  coalesce(al.allocated, 0)::numeric(16, 2)::text as allocated
from invoices i
left join note_sums ns on ns.invoice_id = i.id
left join allocation_sums al on al.invoice_id = i.id
where i.status = 'issued' and i.id = any(${list})`),
  );
  const today = todayIN();
  return rows.map((row) => ({ invoiceId: row.id, ...invoiceBalance(row, today) }));
}

/** Invoices with their balance and payment status (null balance for a cancelled one). */
export async function invoiceEvents(tx: Tx, ids: readonly string[]): Promise<EventData[]> {
  if (!ids.length) return [];
  const rows = await tx
    .select({ invoice: invoices, customer: CUSTOMER })
    .from(invoices)
    .innerJoin(customers, eq(customers.id, invoices.billToId))
    .where(inArray(invoices.id, [...ids]));
  const balances = new Map(
    (
      await invoiceBalances(
        tx,
        rows.map((r) => r.invoice.id),
      )
    ).map((b) => [b.invoiceId, b]),
  );
  return rows.map(({ invoice: i, customer }) => {
    const balance = balances.get(i.id);
    return {
      id: i.id,
      number: i.invoiceNumber,
      date: i.invoiceDate,
      dueDate: i.dueDate,
      customer: customerOf(customer),
      placeOfSupply: i.placeOfSupply,
      totals: totalsOf(i),
      status: i.status,
      cancelReason: i.status === 'cancelled' ? i.cancelReason : null,
      paymentStatus: balance?.status ?? null,
      balance: balance?.balance ?? null,
      revision: i.revision,
    };
  });
}

/** Of `ids`, the issued invoices nothing is left to pay on. */
export async function settledInvoices(tx: Tx, ids: readonly string[]): Promise<string[]> {
  if (!ids.length) return [];
  const balances = await invoiceBalances(tx, [...new Set(ids)]);
  return balances.filter((b) => b.status === 'paid').map((b) => b.invoiceId);
}

/** Credit and debit notes with the invoices they correct. */
export async function noteEvents(tx: Tx, ids: readonly string[]): Promise<EventData[]> {
  if (!ids.length) return [];
  const rows = await tx
    .select({ note: notes, customer: CUSTOMER })
    .from(notes)
    .innerJoin(customers, eq(customers.id, notes.customerId))
    .where(inArray(notes.id, [...ids]));
  const corrected = await tx
    .selectDistinct({
      noteId: noteLines.noteId,
      id: invoices.id,
      number: invoices.invoiceNumber,
    })
    .from(noteLines)
    .innerJoin(invoices, eq(invoices.id, noteLines.invoiceId))
    .where(inArray(noteLines.noteId, [...ids]));
  return rows.map(({ note: n, customer }) => ({
    id: n.id,
    kind: n.kind,
    number: n.noteNumber,
    date: n.noteDate,
    customer: customerOf(customer),
    reason: n.reason,
    invoices: corrected
      .filter((c) => c.noteId === n.id)
      .map((c) => ({ id: c.id, number: c.number })),
    totals: totalsOf(n),
    status: n.status,
  }));
}

/** Receipts with what they paid. */
export async function receiptEvents(tx: Tx, ids: readonly string[]): Promise<EventData[]> {
  if (!ids.length) return [];
  const rows = await tx
    .select({ payment: payments, customer: CUSTOMER })
    .from(payments)
    .innerJoin(customers, eq(customers.id, payments.customerId))
    .where(inArray(payments.id, [...ids]));
  const allocations = await receiptAllocations(tx, ids);
  return rows.map(({ payment: p, customer }) => ({
    id: p.id,
    number: p.receiptNumber,
    date: p.paymentDate,
    customer: customerOf(customer),
    amount: p.amount,
    tdsAmount: p.tdsAmount,
    mode: p.mode,
    reference: p.reference,
    status: p.status,
    allocations: allocations.filter((a) => a.paymentId === p.id).map(({ paymentId: _, ...a }) => a),
  }));
}

/** The invoices each receipt was allocated to, oldest allocation first. */
export function receiptAllocations(tx: Tx, ids: readonly string[]) {
  return tx
    .select({
      paymentId: paymentAllocations.paymentId,
      invoiceId: paymentAllocations.invoiceId,
      invoiceNumber: invoices.invoiceNumber,
      amount: paymentAllocations.amount,
    })
    .from(paymentAllocations)
    .innerJoin(invoices, eq(invoices.id, paymentAllocations.invoiceId))
    .where(inArray(paymentAllocations.paymentId, [...ids]))
    .orderBy(asc(paymentAllocations.createdAt));
}

/** Share links viewed: what was shared and when it was seen (never the link's token). */
export async function shareLinkEvents(tx: Tx, ids: readonly string[]): Promise<EventData[]> {
  if (!ids.length) return [];
  const rows = await tx
    .select()
    .from(shareLinks)
    .where(inArray(shareLinks.id, [...ids]));
  return rows.map((l) => ({
    id: l.id,
    kind: l.kind,
    documentId: l.documentId,
    customerId: l.customerId,
    periodFrom: l.periodFrom,
    periodTo: l.periodTo,
    firstViewedAt: l.firstViewedAt?.toISOString() ?? null,
    lastViewedAt: l.lastViewedAt?.toISOString() ?? null,
    viewCount: l.viewCount,
    expiresAt: l.expiresAt.toISOString(),
  }));
}
