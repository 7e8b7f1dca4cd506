import { amountInWords, toMoney, ZERO_RATED_ENDORSEMENTS, type Taxability } from '@gst/domain';
import { COLORS, dateText, field, partyBlock, rupees, signatureBlock, stateText } from './common';
import type { PdfNode } from './doc';
import { totalKw } from './invoice-tables';
import { exportFields, reverseChargeNote } from './invoice-supply';
import { taxSummaryTable } from './tax-summary';
import type { InvoiceData, ShopInfo, TaxKind, TaxSplitRow } from './types';

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
/** 'YYYY-MM-DD HH:mm:ss' → 'DD-MM-YYYY HH:mm'. */
function ackDateText(dateTime: string): string {
  const m = /^(\d{4})-(\d{2})-(\d{2})(?: (\d{2}):(\d{2}))?/.exec(dateTime);
  if (!m) return dateTime;
  return `${m[3]}-${m[2]}-${m[1]}${m[4] ? ` ${m[4]}:${m[5]}` : ''}`;
}

/**
 * The e-invoice band (issue 17): IRN, acknowledgement number and date, and the e-way bill when
 * there is one, beside the QR code of the IRP's signed QR string. Nothing when neither exists.
 */
export function eDocumentBand(data: {
  einvoice?: InvoiceData['einvoice'];
  ewayBill?: InvoiceData['ewayBill'];
}): PdfNode {
  const e = data.einvoice;
  const w = data.ewayBill;
  if (!e && !w) return '';
  const row = (label: string, value: string) => ({
    text: [{ text: `${label}: `, bold: true }, { text: value }],
    margin: [0, 0, 0, 1],
  });
  const lines: PdfNode[] = [
    ...(e
      ? [row('IRN', e.irn), row('Ack No.', e.ackNo), row('Ack Date', ackDateText(e.ackDate))]
      : []),
    ...(w
      ? [
          row(
            'E-way Bill No.',
            `${w.number}${w.date ? ` dated ${ackDateText(w.date)}` : ''}${w.validTill ? `, valid till ${ackDateText(w.validTill)}` : ''}`,
          ),
        ]
      : []),
  ];
  return {
    table: {
      widths: ['*', e ? 92 : 0],
      body: [
        [
          { stack: lines, fontSize: 7.5, margin: [2, 2, 2, 2] },
          e
            ? {
                qr: e.signedQrCode,
                fit: 88,
                eccLevel: 'L',
                alignment: 'right',
                margin: [0, 2, 2, 2],
              }
            : '',
        ],
      ],
    },
    layout: 'gstBox',
    margin: [0, 0, 0, 6],
  };
}

export function zeroRatedNote(data: {
  supplyType: InvoiceData['supplyType'];
  lut?: InvoiceData['lut'];
}): PdfNode {
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

/**
 * 'Invoice No.: SS/26-27/0042'. No revision (issue 29 item 10): an edited document's revision
 * belongs to the back-office detail and the audit trail, not to the buyer's copy.
 */
export function numberLine(label: string, number: string): PdfNode {
  return {
    text: [
      { text: `${label}: `, color: COLORS.muted },
      { text: number, bold: true },
    ],
  };
}

/**
 * The boxed block under the title: the document's particulars in two columns, then the parties
 * (or other blocks) side by side.
 */
export function metaFrame(left: PdfNode[], right: PdfNode[], parties: PdfNode[]): PdfNode {
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

export function metaBox(data: InvoiceData): PdfNode {
  const kw = data.style === 'kw' ? totalKw(data.lines) : null;
  const left: PdfNode[] = [
    numberLine('Invoice No.', data.invoiceNumber),
    field('Invoice Date', dateText(data.invoiceDate), { bold: true }),
    field('Due Date', dateText(data.dueDate)),
    field('Date of Supply', dateText(data.dateOfSupply)),
    kw ? field('System Capacity', `${kw} kWp`, { bold: true }) : '',
  ];
  const right: PdfNode[] = [
    field('Place of Supply', stateText(data.placeOfSupply), { bold: true }),
    { text: reverseChargeLine(data.reverseCharge), ...(data.reverseCharge ? { bold: true } : {}) },
    ...exportFields(data),
    field('Transport Mode', data.transportMode),
    field('Vehicle No.', data.vehicleNumber),
  ];
  const parties: PdfNode[] = [partyBlock('Bill To (Recipient)', data.billTo)];
  if (data.shipTo) parties.push(partyBlock('Ship To (Consignee)', data.shipTo));
  if (data.deliveryAddress) parties.push(partyBlock('Delivery Address', data.deliveryAddress));
  if (parties.length === 1) parties.push(partyBlock('Ship To', null, 'Same as the recipient'));
  return metaFrame(left, right, parties);
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

/** The total in words on a shaded band, with an optional line under it. */
export function wordsLine(label: string, total: string, extra: PdfNode = ''): PdfNode {
  return {
    table: {
      widths: ['*'],
      body: [
        [
          {
            stack: [
              {
                text: [
                  { text: `${label}: `, color: COLORS.muted },
                  { text: amountInWords(total), bold: true },
                ],
              },
              extra,
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

export function wordsBand(data: InvoiceData): PdfNode {
  const notes = [capacityNote(data), reverseChargeNote(data)].filter((node) => node !== '');
  const extra = notes.length > 1 ? { stack: notes } : (notes[0] ?? '');
  return wordsLine('Amount Chargeable (in words)', data.totals.total, extra);
}

/** The per-rate tax summary (none when no tax is charged) beside the totals column. */
export function summaryAndTotals(
  split: TaxSplitRow[],
  kind: TaxKind,
  noTax: boolean,
  totals: PdfNode,
  lines: readonly { gstRate: string; taxability?: Taxability }[] = [],
): PdfNode {
  const summary = noTax
    ? ''
    : { stack: [{ text: 'Tax Summary', style: 'boxHeading' }, taxSummaryTable(split, kind, lines)] }; // prettier-ignore
  return {
    columns: [
      { width: '*', stack: [summary] },
      { width: 200, stack: [totals] },
    ],
    columnGap: 14,
    margin: [0, 8, 0, 0],
  };
}

/**
 * The foot of a tax document: `left` (bank and terms, or remarks) beside the signature block
 * ('For <shop>', the signature, 'Authorised Signatory'), kept together, then the declaration.
 */
export function closingBlock(
  left: PdfNode[],
  shop: ShopInfo,
  images: Record<string, string>,
): PdfNode[] {
  return [
    {
      columns: [
        { width: '*', stack: left },
        { width: 200, stack: [signatureBlock(shop, images)] },
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
}
