import { MoneyDecimal } from './money';

/**
 * UPI payment links (issue 19): the QR on an invoice encodes NPCI's UPI deep link
 * `upi://pay?pa=<VPA>&pn=<payee name>&am=<amount>&cu=INR&tn=<note>`, which every UPI app
 * (BHIM, PhonePe, Google Pay, Paytm, bank apps) opens as a payment with those fields filled in.
 */

/** A virtual payment address ('shop@okhdfcbank'): NPCI's handle format. */
export const VPA_PATTERN = /^[a-zA-Z0-9.\-_]{2,256}@[a-zA-Z]{2,64}$/;

export const VPA_MESSAGE = 'Enter a UPI ID such as yourshop@okhdfcbank';

export function isVpa(value: string): boolean {
  return VPA_PATTERN.test(value);
}

/**
 * A parameter value as the UPI linking spec asks: percent-encoded UTF-8 (a space is %20, never
 * '+', which some apps print as a plus; '&', '=', '#', '%' and '?' are encoded so a shop name
 * like "Roy & Sons" cannot end the field). '@' stays as it is: RFC 3986 allows it in a query,
 * and apps read the VPA literally.
 */
export function upiEncode(value: string): string {
  return encodeURIComponent(value).replace(/%40/g, '@');
}

/** Longest payee name and note sent: the apps show about this much and some refuse longer. */
const MAX_NAME = 99;
const MAX_NOTE = 80;

export type UpiPayment = {
  /** The shop's VPA. */
  vpa: string;
  /** The payee name the app shows (the shop's name). */
  payeeName: string;
  /** Rupees, a decimal string; written with exactly 2 decimals. */
  amount: string;
  /** The transaction note: the invoice number, so the shop can match the payment. */
  note: string;
};

/**
 * `upi://pay?pa=…&pn=…&am=…&cu=INR&tn=…`. Throws on a malformed VPA or an amount that is not
 * positive: a link that asks for ₹0 or a wrong payee must never be printed.
 */
export function upiPayLink(payment: UpiPayment): string {
  const vpa = payment.vpa.trim();
  if (!isVpa(vpa)) throw new Error(`Not a UPI ID: ${vpa}`);
  const amount = new MoneyDecimal(payment.amount);
  if (!amount.greaterThan(0)) throw new Error('A UPI payment link needs an amount above 0');
  const name = payment.payeeName.trim().replace(/\s+/g, ' ').slice(0, MAX_NAME);
  const note = payment.note.trim().replace(/\s+/g, ' ').slice(0, MAX_NOTE);
  const params: [string, string][] = [
    ['pa', vpa],
    ['pn', name],
    ['am', amount.toFixed(2)],
    ['cu', 'INR'],
    ...(note ? ([['tn', note]] as [string, string][]) : []),
  ];
  return `upi://pay?${params.map(([k, v]) => `${k}=${upiEncode(v)}`).join('&')}`;
}

/**
 * The amount the invoice's QR asks for: its balance (total + debit notes − credit notes −
 * receipts allocated to it), never below 0. `null` (no QR) when nothing is due or the invoice is
 * not live (cancelled).
 */
export function upiAmountDue(input: {
  status: string;
  total: string;
  debited?: string;
  credited?: string;
  allocated?: string;
}): string | null {
  if (input.status === 'cancelled') return null;
  const due = new MoneyDecimal(input.total)
    .plus(input.debited ?? '0')
    .minus(input.credited ?? '0')
    .minus(input.allocated ?? '0');
  return due.greaterThan(0) ? due.toFixed(2) : null;
}
