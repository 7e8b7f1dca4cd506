import { amountInWords, toMoney } from '@gst/domain';
import {
  bankBlock,
  COLORS,
  dateText,
  documentShell,
  field,
  imagesOf,
  letterhead,
  partyBlock,
  fitSize,
  rupees,
  signatureBlock,
  stateText,
  termsBlock,
} from './common';
import type { PdfNode, RenderTask } from './doc';
import { hsnTable, itemsTable, totalKw } from './invoice-tables';
import type { InvoiceData } from './types';

/** The exact words Rule 46 (p) asks for on a forward-charge sale. */
export const REVERSE_CHARGE_LINE = 'Tax payable on reverse charge: No';

function metaBox(data: InvoiceData): PdfNode {
  const kw = data.style === 'kw' ? totalKw(data.lines) : null;
  const left: PdfNode[] = [
    field('Invoice No.', data.invoiceNumber, { bold: true }),
    field('Invoice Date', dateText(data.invoiceDate), { bold: true }),
    field('Due Date', dateText(data.dueDate)),
    field('Date of Supply', dateText(data.dateOfSupply)),
    kw ? field('System Capacity', `${kw} kWp`, { bold: true }) : '',
  ];
  const right: PdfNode[] = [
    field('Place of Supply', stateText(data.placeOfSupply), { bold: true }),
    { text: REVERSE_CHARGE_LINE },
    field('Transport Mode', data.transportMode),
    field('Vehicle No.', data.vehicleNumber),
  ];
  const parties: PdfNode[] = [partyBlock('Bill To (Recipient)', data.billTo)];
  if (data.shipTo) parties.push(partyBlock('Ship To (Consignee)', data.shipTo));
  if (data.deliveryAddress) parties.push(partyBlock('Delivery Address', data.deliveryAddress));
  if (parties.length === 1) parties.push(partyBlock('Ship To', null, 'Same as the recipient'));
  return {
    table: {
      widths: ['*'],
      body: [
        [{ columns: [{ stack: left }, { stack: right }], columnGap: 12 }],
        [
          {
            columns: parties.map((stack) => ({ ...(stack as object), width: '*' })),
            columnGap: 12,
          },
        ],
      ],
    },
    layout: 'gstBox',
    margin: [0, 0, 0, 6],
  };
}

/** The totals' value column: room for ₹99,99,99,999.99 at full size; longer values shrink. */
const VALUE_WIDTH = 92;

function totalsTable(data: InvoiceData): PdfNode {
  const t = data.totals;
  const row = (label: string, value: string, bold = false): PdfNode[] => [
    { text: label, style: 'totalLabel', bold },
    { text: value, alignment: 'right', bold, fontSize: fitSize(value, VALUE_WIDTH, 8) },
  ];
  const taxes: PdfNode[][] =
    data.taxKind === 'IGST'
      ? [row('IGST', rupees(t.igst))]
      : [
          row('CGST', rupees(t.cgst)),
          row(
            data.taxKind === 'CGST_UTGST' ? 'UTGST' : 'SGST',
            rupees(data.taxKind === 'CGST_UTGST' ? t.utgst : t.sgst),
          ),
        ];
  const totalTax = toMoney(t.cgst)
    .plus(toMoney(t.sgst))
    .plus(toMoney(t.utgst))
    .plus(toMoney(t.igst));
  return {
    table: {
      widths: ['*', VALUE_WIDTH],
      body: [
        row('Taxable Amount', rupees(t.taxableAmount)),
        ...taxes,
        row('Total Tax', rupees(totalTax.toFixed(2))),
        [
          { text: 'Grand Total', style: 'grand', alignment: 'right', margin: [0, 3, 0, 0] },
          {
            text: rupees(t.total),
            style: 'grand',
            alignment: 'right',
            fontSize: fitSize(rupees(t.total), VALUE_WIDTH, 11),
            margin: [0, 3, 0, 0],
          },
        ],
      ],
    },
    layout: 'gstTotals',
  };
}

function capacityNote(data: InvoiceData): PdfNode {
  if (data.style !== 'kw') return '';
  const kw = totalKw(data.lines);
  if (!kw || toMoney(kw).isZero()) return '';
  const perKw = toMoney(data.totals.total).dividedBy(toMoney(kw)).toFixed(2);
  return {
    text: [
      { text: 'System capacity: ', color: COLORS.muted },
      { text: `${kw} kWp`, bold: true },
      { text: '   |   Price per kWp (all items, with tax): ', color: COLORS.muted },
      { text: rupees(perKw), bold: true },
    ],
    margin: [0, 2, 0, 0],
  };
}

function wordsBand(data: InvoiceData): PdfNode {
  return {
    table: {
      widths: ['*'],
      body: [
        [
          {
            stack: [
              {
                text: [
                  { text: 'Amount Chargeable (in words): ', color: COLORS.muted },
                  { text: amountInWords(data.totals.total), bold: true },
                ],
              },
              capacityNote(data),
            ],
            fillColor: COLORS.band,
          },
        ],
      ],
    },
    layout: 'gstBox',
    margin: [0, 6, 0, 6],
  };
}

/** A GST tax invoice (CGST Rule 46) in the Default or the KW (capacity-led) layout. */
export function invoiceDocument(data: InvoiceData): RenderTask {
  const images = imagesOf(data.shop.images);
  const title = data.style === 'kw' ? 'TAX INVOICE · SOLAR SYSTEM' : 'TAX INVOICE';
  const content: PdfNode[] = [
    ...letterhead(data.shop, images, title, 'ORIGINAL FOR RECIPIENT'),
    metaBox(data),
    itemsTable(data),
    {
      columns: [
        { width: '*', stack: [{ text: 'HSN Summary', style: 'boxHeading' }, hsnTable(data)] },
        { width: 200, stack: [totalsTable(data)] },
      ],
      columnGap: 14,
      margin: [0, 8, 0, 0],
    },
    wordsBand(data),
    {
      columns: [
        {
          width: '*',
          stack: [bankBlock(data.shop), { text: ' ', fontSize: 4 }, termsBlock(data.terms)],
        },
        { width: 200, stack: [signatureBlock(data.shop, images)] },
      ],
      columnGap: 14,
      unbreakable: true,
    },
    {
      text: 'Certified that the particulars given above are true and correct.',
      fontSize: 7,
      color: COLORS.muted,
      margin: [0, 8, 0, 0],
    },
  ];
  const jurisdiction = data.shop.jurisdiction
    ? `Subject to ${data.shop.jurisdiction} jurisdiction. `
    : '';
  return {
    doc: documentShell(content, images, `Tax Invoice ${data.invoiceNumber}`, data.shop.name),
    decor: {
      continuedHeader: `${data.shop.name}  ·  Tax Invoice ${data.invoiceNumber} dated ${dateText(data.invoiceDate)} (continued)`,
      footerLeft: `${jurisdiction}This is a computer-generated invoice.`,
      footerRight: 'Page {page} of {pages}',
    },
  };
}
