import { COLORS, field, rupees } from './common';
import type { PdfNode } from './doc';
import type { InvoiceData } from './types';

/**
 * 'Pay by UPI' (issue 19): the QR of the UPI link for the amount due, with the amount and the
 * UPI ID beside it for a payer who types them. Nothing without a payment.
 */
export function upiPaymentBlock(payment: InvoiceData['upiPayment']): PdfNode {
  if (!payment) return '';
  return {
    columns: [
      {
        width: 'auto',
        qr: payment.link,
        fit: 84,
        eccLevel: 'M',
        margin: [0, 0, 0, 0],
      },
      {
        width: '*',
        stack: [
          { text: 'PAY BY UPI', style: 'boxHeading' },
          { text: 'Scan with any UPI app', color: COLORS.muted },
          field('Amount due', rupees(payment.amount), { bold: true }),
          field('UPI ID', payment.vpa),
        ],
        fontSize: 7.5,
        margin: [0, 4, 0, 0],
      },
    ],
    columnGap: 8,
    unbreakable: true,
  };
}
