import { toMoney } from '@gst/domain';
import { COLORS, dateText, field, partyBlock, remarksBlock, rupees } from './common';
import type { PdfNode, RenderTask } from './doc';
import { metaFrame, numberLine, wordsLine } from './invoice-parts';
import { letterDocument, numberedTitles } from './letter-document';
import {
  type Column,
  columnsTable,
  dateColumn,
  indexColumn,
  moneyColumn,
  sum,
} from './invoice-tables';
import type { ReceiptAllocation, ReceiptData } from './types';

/** The amount in figures, large, beside the payer. */
function amountBlock(data: ReceiptData): PdfNode {
  return {
    stack: [
      { text: 'AMOUNT RECEIVED', style: 'boxHeading' },
      { text: rupees(data.amount), style: 'grand', fontSize: 15 },
      tdsLine(data),
    ],
  };
}

/** The TDS the customer deducted and what cash and TDS settle together (issue 33). */
function tdsLine(data: ReceiptData): PdfNode {
  const tds = data.tds;
  if (!tds || !toMoney(tds.amount).greaterThan(0)) return '';
  const section = tds.section === 'other' ? '' : ` u/s ${tds.section}`;
  const rate = tds.rate === null ? '' : ` @ ${Number(tds.rate)}%`;
  return {
    text: [
      { text: `TDS deducted${section}${rate}: `, color: COLORS.muted },
      { text: rupees(tds.amount), bold: true },
      { text: ` (settles ${rupees(tds.settled)})`, color: COLORS.muted },
    ],
    margin: [0, 2, 0, 0],
  };
}

function metaBox(data: ReceiptData): PdfNode {
  return metaFrame(
    [
      numberLine('Receipt No.', data.receiptNumber),
      field('Receipt Date', dateText(data.paymentDate), { bold: true }),
    ],
    [
      field('Payment Mode', data.mode, { bold: true }),
      field('Reference', data.reference, { bold: true }),
    ],
    [partyBlock('Received From', data.customer), amountBlock(data)],
  );
}

/** 'Held as advance: ₹x' when part of the payment was not applied to any invoice. */
function advanceLine(data: ReceiptData, alignment: 'left' | 'right'): PdfNode {
  if (!toMoney(data.unallocated).greaterThan(0)) return '';
  return {
    text: [
      { text: 'Held as advance: ', color: COLORS.muted },
      { text: rupees(data.unallocated), bold: true },
    ],
    alignment,
    margin: [0, 3, 0, 0],
  };
}

/** The invoices the payment was applied to: number, date and amount applied, with the total. */
function allocationsBlock(data: ReceiptData): PdfNode {
  const heading = { text: 'APPLIED TO INVOICES', style: 'boxHeading', margin: [0, 4, 0, 2] };
  if (!data.allocations.length) {
    return {
      stack: [
        heading,
        { text: 'Not applied to any invoice.', color: COLORS.muted, italics: true },
        advanceLine(data, 'left'),
      ],
    };
  }
  const columns: Column<ReceiptAllocation>[] = [
    indexColumn(),
    {
      header: 'Invoice No.',
      width: '*',
      cell: (a) => ({ text: a.invoiceNumber, bold: true }),
      total: '',
    },
    dateColumn('Invoice Date', 90, (a) => a.invoiceDate, {
      text: 'Total applied',
      bold: true,
      alignment: 'right',
    }),
    moneyColumn(
      'Amount Applied (₹)',
      110,
      (a) => a.amount,
      sum(data.allocations.map((a) => a.amount)),
      true,
    ),
  ];
  return { stack: [heading, columnsTable(columns, data.allocations), advanceLine(data, 'right')] };
}

/**
 * A payment receipt: the shop, PAYMENT RECEIPT, its number and date, who paid, the amount in
 * figures and in words, the mode and reference, the invoices it was applied to and what is held
 * as an advance, remarks and the signatory. A reversed receipt is stamped REVERSED on every page.
 */
export function receiptDocument(data: ReceiptData): RenderTask {
  return letterDocument({
    shop: data.shop,
    band: 'PAYMENT RECEIPT',
    stamp: data.status === 'reversed' ? 'REVERSED' : null,
    body: [
      metaBox(data),
      wordsLine('Amount Received (in words)', data.amount),
      allocationsBlock(data),
      { text: ' ', fontSize: 6 },
    ],
    closing: [remarksBlock(data.remarks)],
    titles: numberedTitles('Payment Receipt', data.receiptNumber, data.paymentDate),
    document: 'receipt',
  });
}
