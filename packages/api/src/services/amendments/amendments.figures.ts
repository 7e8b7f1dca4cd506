import { asc, eq, sql } from 'drizzle-orm';
import type { AmendmentFigures, ReturnLine } from '@gst/domain';
import type { Tx } from '@gst/db/client';
import { invoiceLines, invoices, noteLines, notes } from '@gst/db/schema';
import { AppError } from '../../errors';
import { readBillingSettings } from '../billing/document-number';

/**
 * A document's return figures at its current revision (issue 30), what the amendments table
 * keeps as `before` and `after`: the recipient as issued (snapshot), place of supply, reverse
 * charge, value, and its lines summed per rate and taxability (the rate-wise taxable value and
 * taxes GSTR-1 and GSTR-3B report), read from the stored lines as the returns read them.
 */
function rateWise(t: typeof invoiceLines | typeof noteLines) {
  return {
    rate: t.gstPercentage,
    taxability: t.taxability,
    taxableValue: sql<string>`sum(${t.taxableValue})::text`,
    igst: sql<string>`sum(${t.igst})::text`,
    cgst: sql<string>`sum(${t.cgst})::text`,
    sgst: sql<string>`sum(${t.sgst} + ${t.utgst})::text`,
  };
}

type RateRow = Omit<ReturnLine, 'hsn' | 'unit' | 'quantity'>;
const asLines = (rows: RateRow[]): ReturnLine[] =>
  rows.map((r) => ({ hsn: '', unit: '', quantity: '0', ...r }));

const party = (t: typeof invoices | typeof notes) => ({
  gstin: sql<string | null>`${t.billTo}->>'gstin'`,
  name: sql<string | null>`${t.billTo}->>'name'`,
  stateCode: sql<number | null>`(${t.billTo}->>'stateCode')::int`,
  isSez: sql<boolean | null>`(${t.billTo}->>'isSez')::boolean`,
  supplierState: sql<number | null>`(${t.supplier}->>'stateCode')::int`,
});

export async function invoiceFigures(tx: Tx, id: string): Promise<AmendmentFigures> {
  const [row] = await tx
    .select({
      number: invoices.invoiceNumber,
      date: invoices.invoiceDate,
      status: invoices.status,
      placeOfSupply: invoices.placeOfSupply,
      supplyType: invoices.supplyType,
      reverseCharge: invoices.reverseCharge,
      value: invoices.totalAmount,
      ...party(invoices),
    })
    .from(invoices)
    .where(eq(invoices.id, id));
  if (!row) throw new AppError('NOT_FOUND', 'Invoice not found');
  const lines = await tx
    .select(rateWise(invoiceLines))
    .from(invoiceLines)
    .where(eq(invoiceLines.invoiceId, id))
    .groupBy(invoiceLines.gstPercentage, invoiceLines.taxability)
    .orderBy(asc(invoiceLines.gstPercentage), asc(invoiceLines.taxability));
  const { supplierStateCode } = await readBillingSettings(tx);
  return {
    id,
    kind: 'invoice',
    number: row.number,
    date: row.date,
    status: row.status,
    recipientGstin: row.gstin ?? '',
    recipientName: row.name ?? '',
    recipientStateCode: row.stateCode ?? row.placeOfSupply,
    placeOfSupply: row.placeOfSupply,
    supplierStateCode: row.supplierState ?? supplierStateCode,
    isSez: row.isSez ?? false,
    supplyType: row.supplyType,
    reverseCharge: row.reverseCharge,
    value: row.value,
    lines: asLines(lines),
  };
}

export async function noteFigures(tx: Tx, id: string): Promise<AmendmentFigures> {
  const [row] = await tx
    .select({
      kind: notes.kind,
      number: notes.noteNumber,
      date: notes.noteDate,
      status: notes.status,
      placeOfSupply: notes.placeOfSupply,
      supplyType: notes.supplyType,
      value: notes.totalAmount,
      ...party(notes),
    })
    .from(notes)
    .where(eq(notes.id, id));
  if (!row) throw new AppError('NOT_FOUND', 'Note not found');
  const [lines, [original], { supplierStateCode }] = await Promise.all([
    tx
      .select(rateWise(noteLines))
      .from(noteLines)
      .where(eq(noteLines.noteId, id))
      .groupBy(noteLines.gstPercentage, noteLines.taxability)
      .orderBy(asc(noteLines.gstPercentage), asc(noteLines.taxability)),
    tx
      .select({
        number: invoices.invoiceNumber,
        date: invoices.invoiceDate,
        value: invoices.totalAmount,
        reverseCharge: invoices.reverseCharge,
      })
      .from(noteLines)
      .innerJoin(invoices, eq(invoices.id, noteLines.invoiceId))
      .where(eq(noteLines.noteId, id))
      .orderBy(asc(noteLines.position))
      .limit(1),
    readBillingSettings(tx),
  ]);
  return {
    id,
    kind: row.kind === 'credit' ? 'credit-note' : 'debit-note',
    number: row.number,
    date: row.date,
    status: row.status,
    recipientGstin: row.gstin ?? '',
    recipientName: row.name ?? '',
    recipientStateCode: row.stateCode ?? row.placeOfSupply,
    placeOfSupply: row.placeOfSupply,
    supplierStateCode: row.supplierState ?? supplierStateCode,
    isSez: row.isSez ?? false,
    supplyType: row.supplyType,
    // A note is on its invoice's terms: reverse charge when the invoice was.
    reverseCharge: original?.reverseCharge ?? false,
    value: row.value,
    lines: asLines(lines),
    ...(original
      ? { original: { number: original.number, date: original.date, value: original.value } }
      : {}),
  };
}
