import { COLORS, dateText, field, partyBlock, remarksBlock, stateText } from './common';
import type { PdfNode, RenderTask } from './doc';
import {
  metaFrame,
  numberLine,
  reverseChargeLine,
  summaryAndTotals,
  wordsLine,
  zeroRatedNote,
  eDocumentBand,
} from './invoice-parts';
import {
  type Column,
  columnsTable,
  indexColumn,
  moneyColumn,
  quantityColumn,
  sum,
  taxColumns,
  withoutTax,
} from './invoice-tables';
import { allUntaxed, reverseChargeNote, untaxedTotalText } from './invoice-supply';
import { totalsBlock } from './invoice-totals';
import { letterDocument, numberedTitles } from './letter-document';
import type { NoteData, NoteLine } from './types';

/** Column widths (pt) of the lines table; the description takes the rest. */
const W = { hsn: 40, invoice: 58, qty: 36, taxable: 58, igst: 58, half: 46, amount: 58 };

const words = (data: NoteData) => (data.kind === 'credit' ? 'Credit Note' : 'Debit Note');

/** Rule 53 (1A) (g): the serial number and date of each invoice the note is against. */
function invoicesBlock(data: NoteData): PdfNode {
  return {
    stack: [
      { text: 'AGAINST INVOICE(S)', style: 'boxHeading' },
      ...data.invoices.map((invoice) => ({
        text: [
          { text: 'Invoice No.: ', color: COLORS.muted },
          { text: invoice.invoiceNumber, bold: true },
          { text: '  dated ', color: COLORS.muted },
          { text: dateText(invoice.invoiceDate), bold: true },
        ],
      })),
    ],
  };
}

function metaBox(data: NoteData): PdfNode {
  const name = words(data);
  return metaFrame(
    [
      numberLine(`${name} No.`, data.noteNumber),
      field(`${name} Date`, dateText(data.noteDate), { bold: true }),
      field('Reason', data.reason, { bold: true }),
    ],
    [
      field('Place of Supply', stateText(data.placeOfSupply), { bold: true }),
      data.reverseCharge ? { text: reverseChargeLine(true), bold: true } : '',
    ],
    [partyBlock('Recipient', data.billTo), invoicesBlock(data)],
  );
}

/**
 * The lines: #, description, HSN, the invoice each is against, the quantity returned (blank
 * when none), taxable value, CGST + SGST/UTGST or IGST with their rates (none under LUT), and
 * the line's amount.
 */
function linesTable(data: NoteData): PdfNode {
  const t = data.totals;
  const taxes: Column<NoteLine>[] = withoutTax(data) ? [] : taxColumns(data.taxKind, W, t);
  // Reverse charge (issue 30): the recipient's tax is shown, not credited or debited.
  const lineAmount = (l: NoteLine) =>
    data.reverseCharge ? l.taxableValue : sum([l.taxableValue, l.cgst, l.sgst, l.utgst, l.igst]);
  const columns: Column<NoteLine>[] = [
    indexColumn(),
    {
      header: 'Description of Goods',
      width: '*',
      // The serial numbers that came back, under the name as on the invoice (issue 29).
      cell: (l) =>
        l.serials?.length
          ? {
              stack: [
                { text: l.name, bold: true },
                { text: `S/N: ${l.serials.join(', ')}`, fontSize: 6.5, color: COLORS.muted },
              ],
            }
          : { text: l.name, bold: true },
      total: { text: 'Total', bold: true, alignment: 'right' },
    },
    {
      header: 'HSN/SAC',
      width: W.hsn,
      cell: (l) => ({ text: l.hsnCode, alignment: 'center' }),
      total: '',
    },
    {
      header: 'Invoice No.',
      width: W.invoice,
      cell: (l) => ({ text: l.invoiceNumber, alignment: 'center', fontSize: 7 }),
      total: '',
    },
    quantityColumn(data.kind === 'credit' ? 'Qty Returned' : 'Qty', W.qty, true),
    moneyColumn('Taxable Value (₹)', W.taxable, (l) => l.taxableValue, t.taxableAmount),
    ...taxes,
    moneyColumn('Amount (₹)', W.amount, lineAmount, t.total, true),
  ];
  return columnsTable(columns, data.lines);
}

/**
 * A credit or debit note (section 34 of the CGST Act) with every field of CGST Rule 53 (1A):
 * laid out like the tax invoice, with the invoices it is against beside the recipient and the
 * total credited or debited. A cancelled note is stamped CANCELLED on every page.
 */
export function noteDocument(data: NoteData): RenderTask {
  const stamp = data.status === 'cancelled' ? 'CANCELLED' : null;
  const name = words(data);
  const noTax = withoutTax(data);
  const totals = totalsBlock({
    taxKind: data.taxKind,
    totals: data.totals,
    noTax,
    reverseCharge: data.reverseCharge === true,
    ...(allUntaxed(data.lines) ? { noTaxRow: ['GST', untaxedTotalText(data.lines)] as const } : {}),
    grandLabel: data.kind === 'credit' ? 'Total credited' : 'Total debited',
  });
  const body: PdfNode[] = [
    zeroRatedNote(data),
    eDocumentBand(data),
    metaBox(data),
    linesTable(data),
    summaryAndTotals(data.taxSplit, data.taxKind, noTax, totals, data.lines),
    wordsLine(
      `Amount ${data.kind === 'credit' ? 'Credited' : 'Debited'} (in words)`,
      data.totals.total,
      reverseChargeNote(data, `the amount ${data.kind === 'credit' ? 'credited' : 'debited'}`),
    ),
  ];
  return letterDocument({
    shop: data.shop,
    band: name.toUpperCase(),
    stamp,
    body,
    closing: [remarksBlock(data.remarks)],
    titles: numberedTitles(name, data.noteNumber, data.noteDate),
    document: name.toLowerCase(),
  });
}
