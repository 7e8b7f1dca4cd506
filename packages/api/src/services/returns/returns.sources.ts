import { and, asc, eq, gte, inArray, lte } from 'drizzle-orm';
import { computeGstr1, computeGstr3b, MoneyDecimal, type ReturnDocument } from '@gst/domain';
import type { Tx } from '@gst/db/client';
import { invoiceLines, invoices, noteLines, notes, settings } from '@gst/db/schema';
import { AppError } from '../../errors';
import { readBillingSettings } from '../billing/document-number';
import { shopPeriod } from './returns.periods';

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

function groupBy<T>(items: readonly T[], key: (item: T) => string): Map<string, T[]> {
  const map = new Map<string, T[]>();
  for (const item of items) {
    const group = map.get(key(item));
    if (group) group.push(item);
    else map.set(key(item), [item]);
  }
  return map;
}

const stateTax = (l: { sgst: string; utgst: string }) =>
  new MoneyDecimal(l.sgst).plus(l.utgst).toFixed(2);

/**
 * Every invoice and credit/debit note dated in the period, cancelled ones included (Table 13
 * counts them), as the returns computation takes them: the recipient and place of supply as
 * issued (snapshots), each line's HSN, unit, quantity, rate and tax split as stored.
 */
export async function periodDocuments(
  tx: Tx,
  period: string | { from: string; to: string },
): Promise<ReturnDocument[]> {
  const { from, to } = typeof period === 'string' ? periodRange(period) : period;
  const shopState = (await readBillingSettings(tx)).supplierStateCode;
  const invoiceRows = await tx
    .select()
    .from(invoices)
    .where(and(gte(invoices.invoiceDate, from), lte(invoices.invoiceDate, to)))
    .orderBy(asc(invoices.financialYear), asc(invoices.sequence));
  const invoiceLineRows = invoiceRows.length
    ? await tx
        .select()
        .from(invoiceLines)
        .where(
          inArray(
            invoiceLines.invoiceId,
            invoiceRows.map((i) => i.id),
          ),
        )
        .orderBy(asc(invoiceLines.position))
    : [];
  const noteRows = await tx
    .select()
    .from(notes)
    .where(and(gte(notes.noteDate, from), lte(notes.noteDate, to)))
    .orderBy(asc(notes.kind), asc(notes.financialYear), asc(notes.sequence));
  const noteLineRows = noteRows.length
    ? await tx
        .select({ line: noteLines, invoice: invoices })
        .from(noteLines)
        .innerJoin(invoices, eq(invoices.id, noteLines.invoiceId))
        .where(
          inArray(
            noteLines.noteId,
            noteRows.map((n) => n.id),
          ),
        )
        .orderBy(asc(noteLines.position))
    : [];

  const lineOf = (l: {
    productName: string;
    hsnCode: string;
    uomUnit: string;
    quantity: string;
    gstPercentage: string;
    taxableValue: string;
    igst: string;
    cgst: string;
    sgst: string;
    utgst: string;
  }) => ({
    hsn: l.hsnCode,
    product: l.productName,
    unit: l.uomUnit,
    quantity: l.quantity,
    rate: l.gstPercentage,
    taxableValue: l.taxableValue,
    igst: l.igst,
    cgst: l.cgst,
    sgst: stateTax(l),
  });

  const invoiceLinesById = groupBy(invoiceLineRows, (l) => l.invoiceId);
  const noteLinesById = groupBy(noteLineRows, (r) => r.line.noteId);
  /** What invoices and notes share: parties and place as issued, supply type, value. */
  const issuedAs = (d: (typeof invoiceRows | typeof noteRows)[number]) => ({
    id: d.id,
    status: d.status,
    recipientGstin: d.billTo?.gstin ?? '',
    placeOfSupply: d.placeOfSupply,
    supplierStateCode: d.supplier?.stateCode ?? shopState,
    isSez: d.billTo?.isSez ?? false,
    supplyType: d.supplyType,
    reverseCharge: false,
    value: d.totalAmount,
  });
  const fromInvoices = invoiceRows.map((i): ReturnDocument => ({
    ...issuedAs(i),
    kind: 'invoice',
    number: i.invoiceNumber,
    date: i.invoiceDate,
    lines: (invoiceLinesById.get(i.id) ?? []).map(lineOf),
  }));
  const fromNotes = noteRows.map((n): ReturnDocument => {
    const rows = noteLinesById.get(n.id) ?? [];
    const original = rows[0]?.invoice;
    return {
      ...issuedAs(n),
      kind: n.kind === 'credit' ? 'credit-note' : 'debit-note',
      number: n.noteNumber,
      date: n.noteDate,
      lines: rows.map((r) => lineOf(r.line)),
      ...(original
        ? {
            original: {
              number: original.invoiceNumber,
              date: original.invoiceDate,
              value: original.totalAmount,
            },
          }
        : {}),
    };
  });
  return [...fromInvoices, ...fromNotes];
}

/**
 * GSTR-1 and GSTR-3B of a period ('MMYYYY': a month, or the quarter it ends for a shop filing
 * quarterly) from the shop's documents.
 */
export async function periodReturns(tx: Tx, period: string) {
  const documents = await periodDocuments(tx, await shopPeriod(tx, period));
  const [gstinRow] = await tx.select().from(settings).where(eq(settings.key, 'gstin'));
  return {
    gstr1: computeGstr1({ gstin: gstinRow?.value ?? '', period, documents }),
    gstr3b: computeGstr3b({ documents }),
  };
}
