import { amountInWords, toMoney, ZERO_RATED_ENDORSEMENTS } from '@gst/domain';
import { COLORS, dateText, field, fitSize, partyBlock, rupees, stateText } from './common';
import type { PdfNode } from './doc';
import { hasDiscount, totalKw, withoutTax } from './invoice-tables';
import type { InvoiceData } from './types';

/** The exact words Rule 46 (p) asks for on a forward-charge sale. */
export const REVERSE_CHARGE_LINE = 'Tax payable on reverse charge: No';

/** Rule 46 (p): whether tax is payable on reverse charge. */
export function reverseChargeLine(reverseCharge: boolean): string {
  return `Tax payable on reverse charge: ${reverseCharge ? 'Yes' : 'No'}`;
}

/** 'LUT ARN AD190325000123X dated 01 Apr 2025'. */
export function lutLine(lut: NonNullable<InvoiceData['lut']>): string {
  return `LUT ARN ${lut.number} dated ${dateText(lut.date)}`;
}

/**
 * The Rule 46 endorsement of a zero-rated supply (export or SEZ), under the title, with the LUT
 * it is made under when no IGST is paid; nothing on other invoices.
 */
export function zeroRatedNote(data: InvoiceData): PdfNode {
  if (!data.supplyType) return '';
  const lut = data.supplyType === 'WOPAY' && data.lut ? lutLine(data.lut) : '';
  return {
    table: {
      widths: ['*'],
      body: [
        [
          {
            stack: [
              { text: ZERO_RATED_ENDORSEMENTS[data.supplyType], bold: true, alignment: 'center' },
              lut ? { text: lut, alignment: 'center', margin: [0, 1, 0, 0] } : '',
            ],
            fontSize: 7.5,
            color: COLORS.brand,
          },
        ],
      ],
    },
    layout: 'gstBox',
    margin: [0, 0, 0, 6],
  };
}

/** 'Invoice No.: SS/26-27/0042' and, from the second version on, a small 'Revision N'. */
function numberLine(data: InvoiceData): PdfNode {
  const revision =
    data.revision > 1
      ? [{ text: `   Revision ${data.revision}`, fontSize: 6.5, color: COLORS.muted }]
      : [];
  return {
    text: [
      { text: 'Invoice No.: ', color: COLORS.muted },
      { text: data.invoiceNumber, bold: true },
      ...revision,
    ],
  };
}

export function metaBox(data: InvoiceData): PdfNode {
  const kw = data.style === 'kw' ? totalKw(data.lines) : null;
  const left: PdfNode[] = [
    numberLine(data),
    field('Invoice Date', dateText(data.invoiceDate), { bold: true }),
    field('Due Date', dateText(data.dueDate)),
    field('Date of Supply', dateText(data.dateOfSupply)),
    kw ? field('System Capacity', `${kw} kWp`, { bold: true }) : '',
  ];
  const right: PdfNode[] = [
    field('Place of Supply', stateText(data.placeOfSupply), { bold: true }),
    { text: reverseChargeLine(data.reverseCharge) },
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

/** '+ ₹0.40' / '- ₹0.40'. */
function signed(value: string): string {
  const d = toMoney(value);
  return `${d.isNegative() ? '-' : '+'} ${rupees(d.abs().toFixed(2))}`;
}

export function totalsTable(data: InvoiceData): PdfNode {
  const t = data.totals;
  const row = (label: string, value: string, bold = false): PdfNode[] => [
    { text: label, style: 'totalLabel', bold },
    { text: value, alignment: 'right', bold, fontSize: fitSize(value, VALUE_WIDTH, 8) },
  ];
  const stateHead = data.taxKind === 'CGST_UTGST' ? 'UTGST' : 'SGST';
  const taxes: PdfNode[][] = withoutTax(data)
    ? [row('IGST', 'Nil (under LUT)')]
    : [
        ...(data.taxKind === 'IGST'
          ? [row('IGST', rupees(t.igst))]
          : [
              row('CGST', rupees(t.cgst)),
              row(stateHead, rupees(data.taxKind === 'CGST_UTGST' ? t.utgst : t.sgst)),
            ]),
        row('Total Tax', rupees(t.totalTax)),
      ];
  const discount = hasDiscount(data)
    ? [row('Discount (before tax)', `- ${rupees(t.discount)}`)]
    : [];
  const roundOff = toMoney(t.roundOff).isZero() ? [] : [row('Round Off', signed(t.roundOff))];
  return {
    table: {
      widths: ['*', VALUE_WIDTH],
      body: [
        ...discount,
        row('Taxable Amount', rupees(t.taxableAmount)),
        ...taxes,
        ...roundOff,
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

export function wordsBand(data: InvoiceData): PdfNode {
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
