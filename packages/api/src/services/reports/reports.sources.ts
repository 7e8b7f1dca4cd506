import { and, asc, eq, gte, lte, sql, type AnyColumn } from 'drizzle-orm';
import type { RegisterDocument, RegisterRateInput } from '@gst/domain';
import type { Tx } from '@gst/db/client';
import {
  customers,
  invoiceLines,
  invoices,
  noteLines,
  notes,
  purchaseBillLines,
  purchaseBills,
  purchaseReturnLines,
  purchaseReturns,
  suppliers,
} from '@gst/db/schema';

/**
 * The documents behind the registers (issue 33), read as the register takes them: each
 * document's header (party as issued, place of supply, status, total) and its lines summed by GST
 * rate in SQL (numeric, exact), SGST and UTGST together. Cancelled documents are read too (the
 * register lists them with zero amounts). Every statement is bounded by the date range.
 */
type Range = { from: string; to: string };
type Header = Omit<RegisterDocument, 'rates'>;
type RateRow = RegisterRateInput & { docId: string };

type LineTax = Record<'taxableValue' | 'igst' | 'cgst' | 'sgst' | 'utgst', AnyColumn>;

/** A document's lines of one rate, summed (numeric sums, exact; sent back as text). */
function rateColumns(t: LineTax) {
  return {
    taxableValue: sql<string>`sum(${t.taxableValue})::text`,
    igst: sql<string>`sum(${t.igst})::text`,
    cgst: sql<string>`sum(${t.cgst})::text`,
    sgst: sql<string>`sum(${t.sgst} + ${t.utgst})::text`,
  };
}

function withRates(headers: readonly Header[], rates: readonly RateRow[]): RegisterDocument[] {
  const byDoc = new Map<string, RegisterRateInput[]>();
  for (const { docId, ...rate } of rates) {
    const list = byDoc.get(docId) ?? [];
    list.push(rate);
    byDoc.set(docId, list);
  }
  return headers.map((h) => ({ ...h, rates: byDoc.get(h.id) ?? [] }));
}

const within = (column: Parameters<typeof gte>[0], { from, to }: Range) =>
  and(gte(column, from), lte(column, to));

/** The party as printed on the document, or the customer's record for one issued without it. */
function partyOf(t: typeof invoices | typeof notes) {
  return {
    partyName: sql<string>`coalesce(${t.billTo}->>'name', ${customers.name})`,
    partyGstin: sql<string>`coalesce(${t.billTo}->>'gstin', ${customers.gstin})`,
  };
}

/** Invoices, credit notes and debit notes dated in the range (of one customer when given). */
export async function salesDocuments(
  tx: Tx,
  range: Range,
  customerId?: string,
): Promise<RegisterDocument[]> {
  const invoiceWhere = and(
    within(invoices.invoiceDate, range),
    customerId ? eq(invoices.billToId, customerId) : undefined,
  );
  const noteWhere = and(
    within(notes.noteDate, range),
    customerId ? eq(notes.customerId, customerId) : undefined,
  );
  const [invoiceRows, invoiceRates, noteRows, noteRates] = await Promise.all([
    tx
      .select({
        id: invoices.id,
        number: invoices.invoiceNumber,
        date: invoices.invoiceDate,
        placeOfSupply: invoices.placeOfSupply,
        status: invoices.status,
        total: invoices.totalAmount,
        ...partyOf(invoices),
      })
      .from(invoices)
      .innerJoin(customers, eq(customers.id, invoices.billToId))
      .where(invoiceWhere)
      .orderBy(asc(invoices.invoiceDate), asc(invoices.financialYear), asc(invoices.sequence)),
    tx
      .select({
        docId: invoiceLines.invoiceId,
        rate: invoiceLines.gstPercentage,
        ...rateColumns(invoiceLines),
      })
      .from(invoiceLines)
      .innerJoin(invoices, eq(invoices.id, invoiceLines.invoiceId))
      .where(invoiceWhere)
      .groupBy(invoiceLines.invoiceId, invoiceLines.gstPercentage),
    tx
      .select({
        id: notes.id,
        kind: notes.kind,
        number: notes.noteNumber,
        date: notes.noteDate,
        placeOfSupply: notes.placeOfSupply,
        status: notes.status,
        total: notes.totalAmount,
        ...partyOf(notes),
      })
      .from(notes)
      .innerJoin(customers, eq(customers.id, notes.customerId))
      .where(noteWhere),
    tx
      .select({ docId: noteLines.noteId, rate: noteLines.gstPercentage, ...rateColumns(noteLines) })
      .from(noteLines)
      .innerJoin(notes, eq(notes.id, noteLines.noteId))
      .where(noteWhere)
      .groupBy(noteLines.noteId, noteLines.gstPercentage),
  ]);
  const headers: Header[] = [
    ...invoiceRows.map(({ status, ...i }) => ({
      ...i,
      kind: 'invoice' as const,
      reference: '',
      cancelled: status === 'cancelled',
    })),
    ...noteRows.map(({ status, kind, ...n }) => ({
      ...n,
      kind: kind === 'credit' ? ('credit-note' as const) : ('debit-note' as const),
      reference: '',
      cancelled: status === 'cancelled',
    })),
  ];
  return withRates(headers, [...invoiceRates, ...noteRates]);
}

/**
 * Purchase bills (by bill date; the supplier's invoice number, the entry number as reference)
 * and purchase returns (by return date; the return's number, the bill's entry number as
 * reference), of one supplier when given.
 */
export async function purchaseDocuments(
  tx: Tx,
  range: Range,
  supplierId?: string,
): Promise<RegisterDocument[]> {
  const billWhere = and(
    within(purchaseBills.billDate, range),
    supplierId ? eq(purchaseBills.supplierId, supplierId) : undefined,
  );
  const returnWhere = and(
    within(purchaseReturns.returnDate, range),
    supplierId ? eq(purchaseReturns.supplierId, supplierId) : undefined,
  );
  const [billRows, billRates, returnRows, returnRates] = await Promise.all([
    tx
      .select({
        id: purchaseBills.id,
        number: purchaseBills.supplierInvoiceNumber,
        reference: purchaseBills.entryNumber,
        date: purchaseBills.billDate,
        placeOfSupply: purchaseBills.placeOfSupply,
        status: purchaseBills.status,
        total: purchaseBills.totalAmount,
        partyName: suppliers.name,
        partyGstin: suppliers.gstin,
      })
      .from(purchaseBills)
      .innerJoin(suppliers, eq(suppliers.id, purchaseBills.supplierId))
      .where(billWhere),
    tx
      .select({
        docId: purchaseBillLines.billId,
        rate: purchaseBillLines.gstPercentage,
        ...rateColumns(purchaseBillLines),
      })
      .from(purchaseBillLines)
      .innerJoin(purchaseBills, eq(purchaseBills.id, purchaseBillLines.billId))
      .where(billWhere)
      .groupBy(purchaseBillLines.billId, purchaseBillLines.gstPercentage),
    tx
      .select({
        id: purchaseReturns.id,
        number: purchaseReturns.returnNumber,
        reference: purchaseBills.entryNumber,
        date: purchaseReturns.returnDate,
        placeOfSupply: purchaseBills.placeOfSupply,
        status: purchaseReturns.status,
        total: purchaseReturns.totalAmount,
        partyName: suppliers.name,
        partyGstin: suppliers.gstin,
      })
      .from(purchaseReturns)
      .innerJoin(purchaseBills, eq(purchaseBills.id, purchaseReturns.billId))
      .innerJoin(suppliers, eq(suppliers.id, purchaseReturns.supplierId))
      .where(returnWhere),
    tx
      .select({
        docId: purchaseReturnLines.returnId,
        rate: purchaseBillLines.gstPercentage,
        ...rateColumns(purchaseReturnLines),
      })
      .from(purchaseReturnLines)
      .innerJoin(purchaseReturns, eq(purchaseReturns.id, purchaseReturnLines.returnId))
      .innerJoin(purchaseBillLines, eq(purchaseBillLines.id, purchaseReturnLines.billLineId))
      .where(returnWhere)
      .groupBy(purchaseReturnLines.returnId, purchaseBillLines.gstPercentage),
  ]);
  const headers: Header[] = [
    ...billRows.map(({ status, ...b }) => ({
      ...b,
      kind: 'bill' as const,
      cancelled: status === 'cancelled',
    })),
    ...returnRows.map(({ status, ...r }) => ({
      ...r,
      kind: 'purchase-return' as const,
      cancelled: status === 'cancelled',
    })),
  ];
  return withRates(headers, [...billRates, ...returnRates]);
}
