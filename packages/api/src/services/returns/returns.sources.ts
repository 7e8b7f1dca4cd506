import { and, asc, eq, gte, lte, sql } from 'drizzle-orm';
import { computeGstr1, computeGstr3b, type IssuedDocument, type ReturnDocument } from '@gst/domain';
import type { Tx } from '@gst/db/client';
import { invoiceLines, invoices, noteLines, notes, payments, refunds } from '@gst/db/schema';
import { AppError } from '../../errors';
import { readBillingSettings } from '../billing/document-number';
import { readSettings } from '../settings/settings.service';
import { shopPeriod } from './returns.frequency';

/** 'MMYYYY' → the first and last day of that month, or a 400 naming the period. */
export function periodRange(period: string): { from: string; to: string } {
  const match = /^(0[1-9]|1[0-2])(\d{4})$/.exec(period);
  if (!match)
    throw new AppError(
      'BAD_REQUEST',
      `period must be MMYYYY, e.g. 102025 (got '${period.slice(0, 20)}')`,
    );
  const [, mm, yyyy] = match as unknown as [string, string, string];
  const last = new Date(Date.UTC(Number(yyyy), Number(mm), 0)).getUTCDate();
  return { from: `${yyyy}-${mm}-01`, to: `${yyyy}-${mm}-${String(last).padStart(2, '0')}` };
}

/** A line as the returns take it; SGST + UTGST summed in SQL (numeric(14,2) + numeric(14,2)). */
function lineColumns(t: typeof invoiceLines | typeof noteLines) {
  return {
    hsn: t.hsnCode,
    product: t.productName,
    unit: t.uomUnit,
    quantity: t.quantity,
    rate: t.gstPercentage,
    taxableValue: t.taxableValue,
    igst: t.igst,
    cgst: t.cgst,
    sgst: sql<string>`(${t.sgst} + ${t.utgst})::text`,
    taxability: t.taxability,
  };
}

/** What a document needs of its snapshots, read as jsonb values (so `?? ''` applies as before). */
function snapshotColumns(t: typeof invoices | typeof notes) {
  return {
    gstin: sql<string | null>`${t.billTo}->'gstin'`,
    isSez: sql<boolean | null>`${t.billTo}->'isSez'`,
    supplierState: sql<number | null>`${t.supplier}->'stateCode'`,
  };
}

function groupBy<T>(items: readonly T[], key: (item: T) => string): Map<string, T[]> {
  const map = new Map<string, T[]>();
  for (const item of items) {
    const group = map.get(key(item));
    if (group) group.push(item);
    else map.set(key(item), [item]);
  }
  return map;
}

/**
 * Every invoice and credit/debit note dated in the period, cancelled ones included (Table 13
 * counts them), as the returns computation takes them: the recipient and place of supply as
 * issued (snapshots), each line's HSN, unit, quantity, rate and tax split as stored. Only the
 * columns the returns use are read; lines are found by joining on the period (not by listing
 * 10,000 ids); the five statements are sent together.
 */
export async function periodDocuments(
  tx: Tx,
  period: string | { from: string; to: string },
): Promise<ReturnDocument[]> {
  const { from, to } = typeof period === 'string' ? periodRange(period) : period;
  const invoiceInPeriod = and(gte(invoices.invoiceDate, from), lte(invoices.invoiceDate, to));
  const noteInPeriod = and(gte(notes.noteDate, from), lte(notes.noteDate, to));
  const [billing, invoiceRows, invoiceLineRows, noteRows, noteLineRows] = await Promise.all([
    readBillingSettings(tx),
    tx
      .select({
        id: invoices.id,
        number: invoices.invoiceNumber,
        date: invoices.invoiceDate,
        status: invoices.status,
        sequence: invoices.sequence,
        placeOfSupply: invoices.placeOfSupply,
        supplyType: invoices.supplyType,
        value: invoices.totalAmount,
        reverseCharge: invoices.reverseCharge,
        exportDetails: invoices.exportDetails,
        ...snapshotColumns(invoices),
      })
      .from(invoices)
      .where(invoiceInPeriod)
      .orderBy(asc(invoices.financialYear), asc(invoices.sequence)),
    tx
      .select({ invoiceId: invoiceLines.invoiceId, ...lineColumns(invoiceLines) })
      .from(invoiceLines)
      .innerJoin(invoices, eq(invoices.id, invoiceLines.invoiceId))
      .where(invoiceInPeriod)
      .orderBy(asc(invoiceLines.position)),
    tx
      .select({
        id: notes.id,
        kind: notes.kind,
        number: notes.noteNumber,
        date: notes.noteDate,
        status: notes.status,
        sequence: notes.sequence,
        placeOfSupply: notes.placeOfSupply,
        supplyType: notes.supplyType,
        value: notes.totalAmount,
        ...snapshotColumns(notes),
      })
      .from(notes)
      .where(noteInPeriod)
      .orderBy(asc(notes.kind), asc(notes.financialYear), asc(notes.sequence)),
    tx
      .select({
        noteId: noteLines.noteId,
        line: lineColumns(noteLines),
        original: {
          number: invoices.invoiceNumber,
          date: invoices.invoiceDate,
          value: invoices.totalAmount,
        },
        // A note is on reverse charge when its invoice is (CGST Act s.9(3) follows the supply).
        reverseCharge: invoices.reverseCharge,
      })
      .from(noteLines)
      .innerJoin(notes, eq(notes.id, noteLines.noteId))
      .innerJoin(invoices, eq(invoices.id, noteLines.invoiceId))
      .where(noteInPeriod)
      .orderBy(asc(noteLines.position)),
  ]);
  const shopState = billing.supplierStateCode;
  const issuedAs = (d: (typeof invoiceRows)[number] | (typeof noteRows)[number]) => ({
    id: d.id,
    number: d.number,
    date: d.date,
    status: d.status,
    sequence: d.sequence,
    recipientGstin: d.gstin ?? '',
    placeOfSupply: d.placeOfSupply,
    supplierStateCode: d.supplierState ?? shopState,
    isSez: d.isSez ?? false,
    supplyType: d.supplyType,
    value: d.value,
  });
  const invoiceLinesById = groupBy(invoiceLineRows, (l) => l.invoiceId);
  const noteLinesById = groupBy(noteLineRows, (r) => r.noteId);
  const fromInvoices = invoiceRows.map((i): ReturnDocument => ({
    kind: 'invoice',
    ...issuedAs(i),
    reverseCharge: i.reverseCharge,
    exportDetails: i.exportDetails,
    lines: (invoiceLinesById.get(i.id) ?? []).map(({ invoiceId: _, ...line }) => line),
  }));
  const fromNotes = noteRows.map((n): ReturnDocument => {
    const rows = noteLinesById.get(n.id) ?? [];
    const original = rows[0]?.original;
    return {
      kind: n.kind === 'credit' ? 'credit-note' : 'debit-note',
      ...issuedAs(n),
      reverseCharge: rows[0]?.reverseCharge ?? false,
      lines: rows.map((r) => r.line),
      ...(original ? { original } : {}),
    };
  });
  return [...fromInvoices, ...fromNotes];
}

/**
 * The receipts and refunds dated in the period (issue 30): GSTR-1 Table 13 counts them as receipt
 * and refund vouchers, reversed ones as cancelled. Number, date, status and counter only.
 */
export async function periodVouchers(
  tx: Tx,
  period: string | { from: string; to: string },
): Promise<IssuedDocument[]> {
  const { from, to } = typeof period === 'string' ? periodRange(period) : period;
  const [receiptRows, refundRows] = await Promise.all([
    tx
      .select({
        number: payments.receiptNumber,
        date: payments.paymentDate,
        status: payments.status,
        sequence: payments.sequence,
      })
      .from(payments)
      .where(and(gte(payments.paymentDate, from), lte(payments.paymentDate, to)))
      .orderBy(asc(payments.financialYear), asc(payments.sequence)),
    tx
      .select({
        number: refunds.refundNumber,
        date: refunds.refundDate,
        status: refunds.status,
        sequence: refunds.sequence,
      })
      .from(refunds)
      .where(and(gte(refunds.refundDate, from), lte(refunds.refundDate, to)))
      .orderBy(asc(refunds.financialYear), asc(refunds.sequence)),
  ]);
  const voucher =
    (kind: 'receipt' | 'refund') =>
    (r: (typeof receiptRows)[number]): IssuedDocument => ({
      kind,
      number: r.number,
      date: r.date,
      status: r.status === 'reversed' ? 'cancelled' : 'issued',
      sequence: r.sequence,
    });
  return [...receiptRows.map(voucher('receipt')), ...refundRows.map(voucher('refund'))];
}

/**
 * GSTR-1 and GSTR-3B of a period ('MMYYYY': a month, or the quarter it ends for a shop filing
 * quarterly) from the shop's documents.
 */
export async function periodReturns(tx: Tx, period: string) {
  const range = await shopPeriod(tx, period);
  const [documents, vouchers] = [await periodDocuments(tx, range), await periodVouchers(tx, range)];
  const { gstin } = await readSettings({ tx }, ['gstin']);
  return {
    gstr1: computeGstr1({ gstin, period, documents, vouchers }),
    gstr3b: computeGstr3b({ documents }),
  };
}
