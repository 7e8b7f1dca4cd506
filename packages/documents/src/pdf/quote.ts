import { amountInWords, toMoney } from '@gst/domain';
import {
  amount,
  bankBlock,
  COLORS,
  dateText,
  documentShell,
  field,
  fitSize,
  imagesOf,
  letterhead,
  partyBlock,
  percent,
  plainNumber,
  rupees,
  signatureBlock,
  stateText,
  termsBlock,
} from './common';
import type { PdfNode, RenderTask } from './doc';
import { stateTaxName, sum } from './invoice-tables';
import { taxSummaryTable } from './tax-summary';
import type { QuoteData, QuoteLine } from './types';

const th = (text: string): PdfNode => ({ text, style: 'th' });
const BASE = 7.5;
const num = (text: string, width: number, bold = false): PdfNode => ({
  text,
  style: 'num',
  bold,
  fontSize: fitSize(text, width, BASE),
});
/** Column widths of the lines table: #, item, qty, rate, taxable, GST %, tax head(s), total. */
const W = { qty: 36, rate: 58, amount: 64, gst: 56, half: 50, total: 64 };
/** The totals' value column; longer values shrink. */
const VALUE_WIDTH = 92;

/** The line's GST: the given heads added up (never recomputed from the rate). */
const lineTax = (l: QuoteLine) => sum([l.cgst, l.sgst, l.utgst, l.igst]);

function metaBox(data: QuoteData): PdfNode {
  const left: PdfNode[] = [
    field(`${data.quoteType === 'Quote' ? 'Quotation' : 'Proforma'} No.`, data.quoteNumber, {
      bold: true,
    }),
    field('Date', dateText(data.quoteDate), { bold: true }),
    field('Valid Until', dateText(data.expiryDate), { bold: true }),
  ];
  const right: PdfNode[] = [
    field('Power Demand', `${plainNumber(data.userDemand)} kW`, { bold: true }),
    field('Installation', data.isInstallationRequired ? 'Included' : 'Not included'),
    field('Tax', data.taxIncluded ? 'Prices include GST' : 'GST charged as shown'),
    field('Place of Supply', stateText(data.placeOfSupply)),
  ];
  return {
    table: {
      widths: ['*', '*'],
      body: [[partyBlock('Quotation For', data.customer), { stack: [...left, ' ', ...right] }]],
    },
    layout: 'gstBox',
    margin: [0, 0, 0, 6],
  };
}

function linesTable(data: QuoteData): PdfNode {
  const t = data.totals;
  const igst = data.taxKind === 'IGST';
  const utgst = data.taxKind === 'CGST_UTGST';
  const heads: { header: string; width: number; value: (l: QuoteLine) => string; total: string }[] =
    igst
      ? [{ header: 'IGST (₹)', width: W.gst, value: (l) => l.igst, total: t.igst }]
      : [
          { header: 'CGST (₹)', width: W.half, value: (l) => l.cgst, total: t.cgst },
          {
            header: `${stateTaxName(data.taxKind)} (₹)`,
            width: W.half,
            value: (l) => (utgst ? l.utgst : l.sgst),
            total: utgst ? t.utgst : t.sgst,
          },
        ];
  const header = [
    th('#'),
    th('Item'),
    th('Qty'),
    th(data.taxIncluded ? 'Rate incl. GST (₹)' : 'Rate (₹)'),
    th('Taxable (₹)'),
    th('GST'),
    ...heads.map((h) => th(h.header)),
    th('Total (₹)'),
  ];
  const rows = data.lines.map((line, index) => [
    { text: String(index + 1), alignment: 'center' },
    { text: line.name, bold: true },
    {
      stack: [
        {
          text: plainNumber(line.quantity),
          alignment: 'right',
          fontSize: fitSize(plainNumber(line.quantity), W.qty, BASE),
        },
        { text: line.unit, fontSize: 6, color: COLORS.muted, alignment: 'right' },
      ],
    },
    num(amount(line.rate), W.rate),
    num(amount(line.taxableValue), W.amount),
    { text: percent(line.gstRate), alignment: 'center' },
    ...heads.map((h) => num(amount(h.value(line)), h.width)),
    num(amount(sum([line.taxableValue, lineTax(line)])), W.total, true),
  ]);
  return {
    table: {
      headerRows: 1,
      dontBreakRows: true,
      widths: [12, '*', W.qty, W.rate, W.amount, 30, ...heads.map((h) => h.width), W.total],
      body: [
        header,
        ...rows,
        [
          '',
          { text: 'Total', bold: true, alignment: 'right' },
          '',
          '',
          num(amount(t.taxableAmount), W.amount, true),
          '',
          ...heads.map((h) => num(amount(h.total), h.width, true)),
          num(amount(sum([t.taxableAmount, t.totalTax])), W.total, true),
        ],
      ],
    },
    layout: 'gstItems',
    fontSize: 7.5,
  };
}

function totalsTable(data: QuoteData): PdfNode {
  const t = data.totals;
  const row = (label: string, value: string): PdfNode[] => [
    { text: label, style: 'totalLabel' },
    { text: value, alignment: 'right', fontSize: fitSize(value, VALUE_WIDTH, 8) },
  ];
  const discount = toMoney(t.discount);
  // A total typed by hand (installation quotes) differs from the lines' sum: the difference is
  // shown as its own line, so the column always adds up to the total.
  const difference = toMoney(data.totalAmount).minus(toMoney(t.total));
  const taxes =
    data.taxKind === 'IGST'
      ? [row('IGST', rupees(t.igst))]
      : [
          row('CGST', rupees(t.cgst)),
          data.taxKind === 'CGST_UTGST'
            ? row('UTGST', rupees(t.utgst))
            : row('SGST', rupees(t.sgst)),
        ];
  const body: PdfNode[][] = [row('Amount before tax', rupees(t.taxableAmount)), ...taxes];
  if (!discount.isZero()) body.push(row('Discount', `- ${rupees(discount.toFixed(2))}`));
  if (!difference.isZero()) {
    const label = data.isInstallationRequired ? 'Installation and other charges' : 'Adjustment';
    const value = difference.isNegative()
      ? `- ${rupees(difference.negated().toFixed(2))}`
      : rupees(difference.toFixed(2));
    body.push(row(label, value));
  }
  body.push([
    { text: 'Total', style: 'grand', alignment: 'right', margin: [0, 3, 0, 0] },
    {
      text: rupees(data.totalAmount),
      style: 'grand',
      alignment: 'right',
      fontSize: fitSize(rupees(data.totalAmount), VALUE_WIDTH, 11),
      margin: [0, 3, 0, 0],
    },
  ]);
  return { table: { widths: ['*', VALUE_WIDTH], body }, layout: 'gstTotals' };
}

/** A quotation or proforma invoice. */
export function quoteDocument(data: QuoteData): RenderTask {
  const images = imagesOf(data.shop.images);
  const title = data.quoteType === 'Quote' ? 'QUOTATION' : 'PROFORMA INVOICE';
  const content: PdfNode[] = [
    ...letterhead(
      data.shop,
      images,
      title,
      `VALID UNTIL ${dateText(data.expiryDate).toUpperCase()}`,
    ),
    metaBox(data),
    linesTable(data),
    {
      stack: [
        { text: 'Tax Summary', style: 'boxHeading' },
        taxSummaryTable(data.taxSplit, data.taxKind),
      ],
      margin: [0, 8, 0, 0],
    },
    {
      columns: [
        {
          width: '*',
          stack: [
            {
              text: [
                { text: 'Amount (in words): ', color: COLORS.muted },
                { text: amountInWords(data.totalAmount), bold: true },
              ],
              margin: [0, 2, 0, 6],
            },
            bankBlock(data.shop),
          ],
        },
        { width: 232, stack: [totalsTable(data)] },
      ],
      columnGap: 14,
      margin: [0, 8, 0, 8],
    },
    {
      columns: [
        { width: '*', stack: [termsBlock(data.terms)] },
        { width: 200, stack: [signatureBlock(data.shop, images)] },
      ],
      columnGap: 14,
      unbreakable: true,
    },
    data.quoteType === 'Proforma Invoice'
      ? {
          text: 'This proforma invoice is not a tax invoice; a tax invoice is issued on supply.',
          fontSize: 7,
          color: COLORS.muted,
          margin: [0, 8, 0, 0],
        }
      : '',
  ];
  const kind = data.quoteType === 'Quote' ? 'Quotation' : 'Proforma Invoice';
  return {
    doc: documentShell(content, images, `${kind} ${data.quoteNumber}`, data.shop.name),
    decor: {
      continuedHeader: `${data.shop.name}  ·  ${kind} ${data.quoteNumber} (continued)`,
      footerLeft: `${kind} ${data.quoteNumber} · valid until ${dateText(data.expiryDate)}`,
    },
  };
}
