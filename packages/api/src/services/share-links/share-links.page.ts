import QRCode from 'qrcode';
import { stateName, upiPayLink, isVpa, MoneyDecimal, type PaymentStatus } from '@gst/domain';
import type { Tx } from '@gst/db/client';
import { invoiceSource } from '../documents/documents.data';
import { quoteSource } from '../documents/quotes.data';
import { statementSource } from '../documents/ledger.data';
import { invoiceBalances } from '../payments/payments.queries';
import { getSettings } from '../settings/settings.service';

/**
 * What a share link's public page shows (issue 34), read in the link's own transaction: the
 * shop's name and contact, the document as issued (numbers, dates, lines, totals, tax), its
 * status, and for an invoice or statement with something due the UPI link and its QR. Nothing
 * here carries an id of any record: a visitor holding the link learns the document, no way into
 * the rest of the shop.
 */
type ShopView = {
  name: string;
  address: string;
  gstin: string;
  phone: string;
  email: string;
  website: string;
};

export type PublicUpi = {
  /** The `upi://pay?…` link the QR encodes (a phone opens a UPI app from it). */
  link: string;
  vpa: string;
  amount: string;
  /** The QR of `link` as an SVG document (rendered on the server). */
  qrSvg: string;
};

export type PublicLine = {
  name: string;
  description: string;
  hsnCode: string;
  quantity: string;
  unit: string;
  rate: string;
  discount: string;
  gstRate: string;
  taxableValue: string;
  tax: string;
};

export type PublicTotals = {
  taxableAmount: string;
  cgst: string;
  sgst: string;
  utgst: string;
  igst: string;
  totalTax: string;
  discount: string;
  roundOff: string;
  total: string;
};

export type PublicShareInvoice = {
  kind: 'invoice';
  shop: ShopView;
  number: string;
  date: string;
  dueDate: string;
  placeOfSupply: string;
  billTo: { name: string; address: string; gstin: string };
  lines: PublicLine[];
  totals: PublicTotals;
  /** 'paid' | 'partly-paid' | 'unpaid' | 'overdue', or 'cancelled'. */
  status: PaymentStatus | 'cancelled';
  /** Credit and debit notes, and receipts, against the invoice. */
  credited: string;
  debited: string;
  paid: string;
  amountDue: string;
  upi: PublicUpi | null;
};

export type PublicShareQuote = {
  kind: 'quote';
  shop: ShopView;
  quoteType: 'Quote' | 'Proforma Invoice';
  number: string;
  date: string;
  validUntil: string;
  customer: { name: string; address: string; gstin: string };
  lines: PublicLine[];
  totals: PublicTotals;
  taxIncluded: boolean;
  /** Valid (Pending or Approved and not past its date), Expired, Rejected or Invoiced. */
  status: 'valid' | 'accepted' | 'expired' | 'rejected' | 'invoiced';
};

export type PublicShareStatement = {
  kind: 'statement';
  shop: ShopView;
  customer: { name: string; address: string; gstin: string };
  from: string;
  to: string;
  opening: string;
  lines: {
    date: string;
    kind: string;
    number: string;
    debit: string;
    credit: string;
    balance: string;
  }[];
  closing: string;
  /** The closing balance when the customer owes it, else '0.00'. */
  amountDue: string;
  upi: PublicUpi | null;
};

export type PublicShareDocument = PublicShareInvoice | PublicShareQuote | PublicShareStatement;

type ShopSource = {
  name: string;
  address: string;
  gstin: string;
  mobileNumber: string;
  email: string;
  website: string;
  city?: string;
  pinCode?: string;
};

function shopView(shop: ShopSource): ShopView {
  const place = [shop.city, shop.pinCode].filter(Boolean).join(' ');
  const address =
    place && !shop.address.includes(place)
      ? [shop.address, place].filter(Boolean).join(', ')
      : shop.address;
  return {
    name: shop.name,
    address,
    gstin: shop.gstin,
    phone: shop.mobileNumber,
    email: shop.email,
    website: shop.website,
  };
}

/** The QR of a UPI link, as SVG text (error correction M: a phone camera reads it off a screen). */
export async function upiQrSvg(link: string): Promise<string> {
  return QRCode.toString(link, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 });
}

async function upiView(link: string, vpa: string, amount: string): Promise<PublicUpi> {
  return { link, vpa, amount, qrSvg: await upiQrSvg(link) };
}

const sumTax = (l: { cgst: string; sgst: string; utgst: string; igst: string }) =>
  new MoneyDecimal(l.cgst).plus(l.sgst).plus(l.utgst).plus(l.igst).toFixed(2);

export async function invoicePage(tx: Tx, id: string): Promise<PublicShareInvoice> {
  const { invoice, data } = await invoiceSource(tx, id);
  const [balance] = await invoiceBalances({ tx }, { ids: [id] });
  const cancelled = invoice.status === 'cancelled';
  const upi = data.upiPayment;
  return {
    kind: 'invoice',
    shop: shopView(data.shop),
    number: data.invoiceNumber,
    date: data.invoiceDate,
    dueDate: data.dueDate,
    placeOfSupply: stateName(data.placeOfSupply) ?? String(data.placeOfSupply),
    billTo: { name: data.billTo.name, address: data.billTo.address, gstin: data.billTo.gstin },
    lines: data.lines.map((l) => ({
      name: l.productName,
      description: l.description,
      hsnCode: l.hsnCode,
      quantity: l.quantity,
      unit: l.unit,
      rate: l.rate,
      discount: l.discount,
      gstRate: l.gstRate,
      taxableValue: l.taxableValue,
      tax: sumTax(l),
    })),
    totals: { ...data.totals },
    status: cancelled ? 'cancelled' : (balance?.status ?? 'unpaid'),
    credited: balance?.credited ?? '0.00',
    debited: balance?.debited ?? '0.00',
    paid: balance?.allocated ?? '0.00',
    amountDue: cancelled ? '0.00' : (balance?.balance ?? invoice.totalAmount),
    // The PDF's own QR: the UPI ID as issued, the amount due now (upi.data.ts).
    upi: upi && !cancelled ? await upiView(upi.link, upi.vpa, upi.amount) : null,
  };
}

const QUOTE_STATUS = {
  Pending: 'valid',
  Approved: 'accepted',
  Rejected: 'rejected',
  Expired: 'expired',
  Invoiced: 'invoiced',
} as const;

export async function quotePage(tx: Tx, id: string): Promise<PublicShareQuote> {
  const { quote, data } = await quoteSource(tx, id);
  return {
    kind: 'quote',
    shop: shopView(data.shop),
    quoteType: data.quoteType,
    number: data.quoteNumber,
    date: data.quoteDate,
    validUntil: data.expiryDate,
    customer: {
      name: data.customer.name,
      address: data.customer.address,
      gstin: data.customer.gstin,
    },
    lines: data.lines.map((l) => ({
      name: l.name,
      description: '',
      hsnCode: '',
      quantity: l.quantity,
      unit: l.unit,
      rate: l.rate,
      discount: '0.00',
      gstRate: l.gstRate,
      taxableValue: l.taxableValue,
      tax: sumTax(l),
    })),
    totals: { ...data.totals, roundOff: '0.00' },
    taxIncluded: data.taxIncluded,
    status: QUOTE_STATUS[quote.displayStatus],
  };
}

export async function statementPage(
  tx: Tx,
  input: { customerId: string; from: string; to: string },
): Promise<PublicShareStatement> {
  const data = await statementSource(tx, input);
  const closing = new MoneyDecimal(data.closing);
  const amountDue = closing.greaterThan(0) ? closing.toFixed(2) : '0.00';
  // A statement has no issued snapshot: the shop's UPI ID as set now.
  const vpa = (await getSettings({ tx })).upiId.trim();
  let upi: PublicUpi | null = null;
  if (closing.greaterThan(0) && isVpa(vpa)) {
    const note = `Statement ${data.from} to ${data.to}`;
    const link = upiPayLink({ vpa, payeeName: data.shop.name, amount: amountDue, note });
    upi = await upiView(link, vpa, amountDue);
  }
  return {
    kind: 'statement',
    shop: shopView(data.shop),
    customer: {
      name: data.customer.name,
      address: data.customer.address,
      gstin: data.customer.gstin,
    },
    from: data.from,
    to: data.to,
    opening: data.opening,
    lines: data.lines.map((l) => ({ ...l })),
    closing: data.closing,
    amountDue,
    upi,
  };
}
