import { COLORS, dateText, field, partyBlock, remarksBlock, rupees } from './common';
import type { PdfNode, RenderTask } from './doc';
import { metaFrame, numberLine, wordsLine } from './invoice-parts';
import { letterDocument, numberedTitles } from './letter-document';
import type { Party, ShopInfo } from './types-shared';

/**
 * A refund voucher (CGST Rule 51, issue 29): money paid back to a customer out of an advance
 * received, or out of a credit note on an invoice already paid.
 */
export type RefundVoucherData = {
  shop: ShopInfo;
  /** Consecutive serial number from the refunds' own series ('RV/26-27/0001'). */
  refundNumber: string;
  /** 'YYYY-MM-DD'. */
  refundDate: string;
  /** A reversed refund carries a REVERSED watermark on every page. */
  status: 'active' | 'reversed';
  /** The recipient: name, address, GSTIN (or Unregistered) and state. */
  customer: Party;
  /** The receipt voucher or credit note the refund is against; null for the advance in general. */
  against: { kind: 'receipt' | 'credit-note'; number: string; date: string } | null;
  /** The amount refunded, in figures and in words. */
  amount: string;
  /** The mode's label ('Bank transfer', 'Cash', …). */
  mode: string;
  reference: string;
  remarks: string;
  /**
   * Rule 51(e): the rate and amount of tax refunded. Advances for goods carry no GST, and a credit
   * note has already reversed its tax, so the shop's refunds are '0' / '0.00'.
   */
  taxRate: string;
  taxAmount: string;
  /** Rule 51(f): whether the tax is payable on reverse charge. */
  reverseCharge: boolean;
};

const AGAINST_LABEL = { receipt: 'Receipt voucher', 'credit-note': 'Credit note' } as const;

function amountBlock(data: RefundVoucherData): PdfNode {
  return {
    stack: [
      { text: 'AMOUNT REFUNDED', style: 'boxHeading' },
      { text: rupees(data.amount), style: 'grand', fontSize: 15 },
    ],
  };
}

function againstText(data: RefundVoucherData): string {
  const a = data.against;
  return a
    ? `${AGAINST_LABEL[a.kind]} ${a.number} dated ${dateText(a.date)}`
    : 'Advance held for the customer';
}

function metaBox(data: RefundVoucherData): PdfNode {
  return metaFrame(
    [
      numberLine('Refund Voucher No.', data.refundNumber),
      field('Date', dateText(data.refundDate), { bold: true }),
      field('Against', againstText(data), { bold: true }),
    ],
    [
      field('Payment Mode', data.mode, { bold: true }),
      field('Reference', data.reference, { bold: true }),
    ],
    [partyBlock('Refunded To', data.customer), amountBlock(data)],
  );
}

/** The particulars' table: description, amount refunded, tax rate and tax, reverse charge. */
function particulars(data: RefundVoucherData): PdfNode {
  const th = (text: string, alignment = 'left'): PdfNode => ({ text, style: 'th', alignment });
  const description = data.against
    ? `Refund against ${againstText(data)}`
    : 'Refund of advance received';
  return {
    margin: [0, 6, 0, 4],
    table: {
      headerRows: 1,
      widths: ['*', 90, 60, 80, 60],
      body: [
        [
          th('Description'),
          th('Amount Refunded', 'right'),
          th('Tax Rate', 'right'),
          th('Tax Refunded', 'right'),
          th('Reverse Charge', 'center'),
        ],
        [
          { text: description },
          { text: rupees(data.amount), alignment: 'right', bold: true },
          { text: `${data.taxRate}%`, alignment: 'right' },
          { text: rupees(data.taxAmount), alignment: 'right' },
          { text: data.reverseCharge ? 'Yes' : 'No', alignment: 'center' },
        ],
      ],
    },
    layout: 'lightHorizontalLines',
  };
}

const NOTE =
  'No tax was charged on the amount refunded: advances received for goods carry no GST, and a credit note has already reduced the tax of the invoice it corrects.';

/**
 * A refund voucher (Rule 51): the supplier's name, address and GSTIN (letterhead), the voucher's
 * serial number and date, the receipt voucher or credit note it refers to, the recipient's name,
 * address and GSTIN, the description, the amount refunded (in figures and words), the rate and
 * amount of tax, whether reverse charge applies, remarks and the signatory.
 */
export function refundVoucherDocument(data: RefundVoucherData): RenderTask {
  return letterDocument({
    shop: data.shop,
    band: 'REFUND VOUCHER',
    stamp: data.status === 'reversed' ? 'REVERSED' : null,
    body: [
      metaBox(data),
      particulars(data),
      wordsLine('Amount Refunded (in words)', data.amount),
      data.taxAmount === '0.00'
        ? { text: NOTE, fontSize: 7, color: COLORS.muted, margin: [0, 4, 0, 0] }
        : '',
      { text: ' ', fontSize: 6 },
    ],
    closing: [remarksBlock(data.remarks)],
    titles: numberedTitles('Refund Voucher', data.refundNumber, data.refundDate),
    document: 'refund voucher',
  });
}
