import { and, asc, eq, gte, lte, ne, sql } from 'drizzle-orm';
import type { Tx } from '@gst/db/client';
import {
  customers,
  invoiceLines,
  invoices,
  noteLines,
  notes,
  paymentAllocations,
  payments,
  products,
  refunds,
  suppliers,
} from '@gst/db/schema';
import type { MoneyDoc, TradeDoc, TradeLine } from './tally.vouchers';

/**
 * The sales half of a Tally export (issue 33): invoices, credit and debit notes, receipts and
 * refunds dated in the range, and the names of every party and product (a master's name must
 * not depend on the period). Cancelled documents and reversed receipts are left out: Tally has
 * nothing to import for them. Every amount is read as stored (numeric as text).
 */
export type Range = { from: string; to: string };

const within = (column: Parameters<typeof gte>[0], { from, to }: Range) =>
  and(gte(column, from), lte(column, to));

/** Rows of one document's lines, grouped by document id, in the order read. */
export function byDocument<T extends { docId: string }>(rows: T[]): Map<string, T[]> {
  const map = new Map<string, T[]>();
  for (const row of rows) {
    const list = map.get(row.docId) ?? [];
    list.push(row);
    map.set(row.docId, list);
  }
  return map;
}

/** Every customer, supplier and product, for the masters' names and the parties' details. */
export async function allParties(tx: Tx) {
  const [customerRows, supplierRows, productRows] = await Promise.all([
    tx
      .select({
        id: customers.id,
        name: customers.name,
        gstin: customers.gstin,
        stateCode: customers.stateCode,
      })
      .from(customers)
      .orderBy(asc(customers.createdAt), asc(customers.id)),
    tx
      .select({
        id: suppliers.id,
        name: suppliers.name,
        gstin: suppliers.gstin,
        stateCode: suppliers.stateCode,
        composition: sql<boolean>`${suppliers.registration} = 'composition'`,
      })
      .from(suppliers)
      .orderBy(asc(suppliers.createdAt), asc(suppliers.id)),
    tx
      .select({
        id: products.id,
        name: products.productName,
        uniqueId: products.productUniqueId,
        hsn: products.productHsnCode,
        rate: sql<string>`${products.gstPercentage}::text`,
        unit: products.uomUnit,
        taxability: products.taxability,
      })
      .from(products)
      .orderBy(asc(products.productUniqueId)),
  ]);
  return { customers: customerRows, suppliers: supplierRows, products: productRows };
}

/** A sales line's columns as a trade line takes them (numerics as exact text). */
const salesLine = (t: typeof invoiceLines | typeof noteLines) => ({
  productId: t.productId,
  rate: sql<string>`${t.gstPercentage}::text`,
  taxability: t.taxability,
  quantity: sql<string>`${t.quantity}::text`,
  unit: t.uomUnit,
  taxableValue: sql<string>`${t.taxableValue}::text`,
});

const goodsLine = (l: Omit<TradeLine, 'kind' | 'expenseCategory'>): TradeLine => ({
  ...l,
  kind: 'goods',
  expenseCategory: '',
});

/** Issued invoices and notes of the range as trade documents. */
export async function salesTradeDocs(tx: Tx, range: Range): Promise<TradeDoc[]> {
  const invoiceWhere = and(within(invoices.invoiceDate, range), ne(invoices.status, 'cancelled'));
  const noteWhere = and(within(notes.noteDate, range), ne(notes.status, 'cancelled'));
  const [invoiceRows, invoiceLineRows, noteRows, noteLineRows] = await Promise.all([
    tx
      .select({
        id: invoices.id,
        number: invoices.invoiceNumber,
        date: invoices.invoiceDate,
        customerId: invoices.billToId,
        gstin: sql<string>`coalesce(${invoices.billTo}->>'gstin', ${customers.gstin})`,
        stateCode: sql<number>`coalesce((${invoices.billTo}->>'stateCode')::int, ${customers.stateCode})`,
        placeOfSupply: invoices.placeOfSupply,
        reverseCharge: invoices.reverseCharge,
        taxable: sql<string>`${invoices.taxableAmount}::text`,
        cgst: sql<string>`${invoices.cgstAmount}::text`,
        sgst: sql<string>`(${invoices.sgstAmount} + ${invoices.utgstAmount})::text`,
        igst: sql<string>`${invoices.igstAmount}::text`,
        roundOff: sql<string>`${invoices.roundOff}::text`,
        total: sql<string>`${invoices.totalAmount}::text`,
      })
      .from(invoices)
      .innerJoin(customers, eq(customers.id, invoices.billToId))
      .where(invoiceWhere)
      .orderBy(asc(invoices.invoiceDate), asc(invoices.financialYear), asc(invoices.sequence)),
    tx
      .select({ docId: invoiceLines.invoiceId, ...salesLine(invoiceLines) })
      .from(invoiceLines)
      .innerJoin(invoices, eq(invoices.id, invoiceLines.invoiceId))
      .where(invoiceWhere)
      .orderBy(asc(invoiceLines.invoiceId), asc(invoiceLines.position)),
    tx
      .select({
        id: notes.id,
        kind: notes.kind,
        number: notes.noteNumber,
        date: notes.noteDate,
        customerId: notes.customerId,
        gstin: sql<string>`coalesce(${notes.billTo}->>'gstin', ${customers.gstin})`,
        stateCode: sql<number>`coalesce((${notes.billTo}->>'stateCode')::int, ${customers.stateCode})`,
        placeOfSupply: notes.placeOfSupply,
        taxable: sql<string>`${notes.taxableAmount}::text`,
        cgst: sql<string>`${notes.cgstAmount}::text`,
        sgst: sql<string>`(${notes.sgstAmount} + ${notes.utgstAmount})::text`,
        igst: sql<string>`${notes.igstAmount}::text`,
        total: sql<string>`${notes.totalAmount}::text`,
      })
      .from(notes)
      .innerJoin(customers, eq(customers.id, notes.customerId))
      .where(noteWhere)
      .orderBy(asc(notes.noteDate), asc(notes.kind), asc(notes.financialYear), asc(notes.sequence)),
    tx
      .select({
        docId: noteLines.noteId,
        ...salesLine(noteLines),
        invoiceNumber: invoices.invoiceNumber,
      })
      .from(noteLines)
      .innerJoin(notes, eq(notes.id, noteLines.noteId))
      .innerJoin(invoices, eq(invoices.id, noteLines.invoiceId))
      .where(noteWhere)
      .orderBy(asc(noteLines.noteId), asc(noteLines.position)),
  ]);
  const invoiceLinesOf = byDocument(invoiceLineRows);
  const noteLinesOf = byDocument(noteLineRows);
  const docs: TradeDoc[] = invoiceRows.map((i) => ({
    id: i.id,
    kind: 'invoice',
    number: i.number,
    reference: '',
    date: i.date,
    partyKey: `c:${i.customerId}`,
    partyGstin: i.gstin,
    partyStateCode: Number(i.stateCode),
    placeOfSupply: i.placeOfSupply,
    bill: { type: 'New Ref', name: i.number },
    taxableAmount: i.taxable,
    tax: { cgst: i.cgst, sgst: i.sgst, igst: i.igst },
    taxPosted: !i.reverseCharge,
    reverseChargeTax: '0',
    roundOff: i.roundOff,
    total: i.total,
    lines: (invoiceLinesOf.get(i.id) ?? []).map(({ docId: _, ...l }) => goodsLine(l)),
  }));
  for (const n of noteRows) {
    const lines = noteLinesOf.get(n.id) ?? [];
    const invoiceNumbers = [...new Set(lines.map((l) => l.invoiceNumber))];
    // A note on one invoice settles against it; one spanning several opens its own reference.
    const [only] = invoiceNumbers;
    const single = invoiceNumbers.length === 1 && only !== undefined;
    docs.push({
      id: n.id,
      kind: n.kind === 'credit' ? 'credit-note' : 'debit-note',
      number: n.number,
      reference: invoiceNumbers.join(', '),
      date: n.date,
      partyKey: `c:${n.customerId}`,
      partyGstin: n.gstin,
      partyStateCode: Number(n.stateCode),
      placeOfSupply: n.placeOfSupply,
      bill: single ? { type: 'Agst Ref', name: only } : { type: 'New Ref', name: n.number },
      taxableAmount: n.taxable,
      tax: { cgst: n.cgst, sgst: n.sgst, igst: n.igst },
      taxPosted: true,
      reverseChargeTax: '0',
      roundOff: '0',
      total: n.total,
      lines: lines.map(({ docId: _, invoiceNumber: __, ...l }) => goodsLine(l)),
    });
  }
  return docs;
}

/** Active receipts of the range (bill by bill as allocated by the range's end) and refunds. */
export async function salesMoneyDocs(tx: Tx, range: Range): Promise<MoneyDoc[]> {
  const receiptWhere = and(within(payments.paymentDate, range), eq(payments.status, 'active'));
  const [receiptRows, allocationRows, refundRows] = await Promise.all([
    tx
      .select({
        id: payments.id,
        number: payments.receiptNumber,
        date: payments.paymentDate,
        customerId: payments.customerId,
        amount: sql<string>`${payments.amount}::text`,
        tdsAmount: sql<string>`${payments.tdsAmount}::text`,
        mode: payments.mode,
        reference: payments.reference,
      })
      .from(payments)
      .where(receiptWhere)
      .orderBy(asc(payments.paymentDate), asc(payments.financialYear), asc(payments.sequence)),
    tx
      .select({
        docId: paymentAllocations.paymentId,
        name: invoices.invoiceNumber,
        amount: sql<string>`${paymentAllocations.amount}::text`,
      })
      .from(paymentAllocations)
      .innerJoin(payments, eq(payments.id, paymentAllocations.paymentId))
      .innerJoin(invoices, eq(invoices.id, paymentAllocations.invoiceId))
      .where(and(receiptWhere, lte(paymentAllocations.allocatedOn, range.to)))
      .orderBy(asc(paymentAllocations.paymentId), asc(paymentAllocations.createdAt)),
    tx
      .select({
        id: refunds.id,
        number: refunds.refundNumber,
        date: refunds.refundDate,
        customerId: refunds.customerId,
        amount: sql<string>`${refunds.amount}::text`,
        mode: refunds.mode,
        reference: refunds.reference,
        // The bill the note's voucher settles or opens (as salesTradeDocs names it): its one
        // invoice, or the note itself when it spans several.
        noteNumber: sql<string | null>`(select case when count(distinct ${noteLines.invoiceId}) = 1
          then min(${invoices.invoiceNumber}) else ${notes.noteNumber} end
          from ${noteLines} join ${invoices} on ${invoices.id} = ${noteLines.invoiceId}
          where ${noteLines.noteId} = ${notes.id})`,
      })
      .from(refunds)
      .leftJoin(notes, eq(notes.id, refunds.noteId))
      .where(and(within(refunds.refundDate, range), eq(refunds.status, 'active')))
      .orderBy(asc(refunds.refundDate), asc(refunds.financialYear), asc(refunds.sequence)),
  ]);
  const allocationsOf = byDocument(allocationRows);
  const party = { partyGstin: '', partyStateCode: 0 };
  return [
    ...receiptRows.map(({ customerId, ...r }) => ({
      ...r,
      ...party,
      kind: 'receipt' as const,
      partyKey: `c:${customerId}`,
      allocations: (allocationsOf.get(r.id) ?? []).map(({ name, amount }) => ({ name, amount })),
    })),
    ...refundRows.map(({ customerId, noteNumber, ...r }) => ({
      ...r,
      ...party,
      kind: 'refund' as const,
      partyKey: `c:${customerId}`,
      allocations: noteNumber ? [{ name: noteNumber, amount: r.amount }] : [],
    })),
  ];
}
