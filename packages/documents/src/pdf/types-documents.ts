// What the other PDFs take: quotes, warranty cards, credit/debit notes, receipts, statements.
import type { Taxability, ZeroRatedSupplyType } from '@gst/domain';
import type { EInvoiceStamp } from './types-invoice';
import type { ShopInfo, Party, TaxKind, TaxHeads, TaxSplitRow } from './types-shared';

export type QuoteLine = TaxHeads & {
  name: string;
  quantity: string;
  unit: string;
  /** Price per unit as typed: tax-inclusive when the quote's `taxIncluded`. */
  rate: string;
  /** Total GST rate in per cent. */
  gstRate: string;
  /** The line's value before tax, from the GST engine (gross ÷ (1 + rate) when tax-inclusive). */
  taxableValue: string;
};

export type QuoteData = {
  shop: ShopInfo;
  quoteType: 'Quote' | 'Proforma Invoice';
  quoteNumber: string;
  quoteDate: string;
  expiryDate: string;
  status: string;
  customer: Party;
  /** kW. */
  userDemand: string;
  isInstallationRequired: boolean;
  /** 'Prices include GST': the typed rates are gross; the figures below already account for it. */
  taxIncluded: boolean;
  /** CGST + SGST/UTGST within the state, IGST otherwise (from the supplier state and POS). */
  taxKind: TaxKind;
  /** State code of the place of supply; null when not known (priced as intra-state). */
  placeOfSupply: number | null;
  /** The stored total (typed by hand when installation is required). */
  totalAmount: string;
  lines: QuoteLine[];
  /** Per GST rate, as for invoices. */
  taxSplit: TaxSplitRow[];
  totals: TaxHeads & {
    /** Σ taxable values. */
    taxableAmount: string;
    /** cgst + sgst + utgst + igst. */
    totalTax: string;
    /** ₹ off the total AFTER tax (the quote's discount; '0.00' for none). */
    discount: string;
    /** taxableAmount + totalTax − discount. A typed totalAmount that differs shows the gap. */
    total: string;
  };
  terms: string;
};

export type WarrantyItem = {
  serialNo: string;
  product: string;
  hsnCode: string;
  /** Years as a decimal string ('12', '2.5'); null when the product has none. */
  productWarrantyYears: string | null;
  outputWarrantyYears: string | null;
  capacityWatts: string | null;
};

export type WarrantyData = {
  shop: ShopInfo;
  customer: Party;
  invoiceNumber: string;
  invoiceDate: string;
  items: WarrantyItem[];
};

/** One line of a credit or debit note, against one line of an original invoice. */
export type NoteLine = TaxHeads & {
  /** The product's name, as on the invoice. */
  name: string;
  hsnCode: string;
  /** The invoice the line is against (Rule 53 (1A) (g)). */
  invoiceNumber: string;
  /** Quantity returned ('0.000' when none: a price change only); printed blank when 0. */
  quantity: string;
  unit: string;
  /** Total GST rate in per cent ('18.00'). */
  gstRate: string;
  /** Value credited or debited before tax. */
  taxableValue: string;
  /** The serial numbers returned on the line (a sales return of serialised goods); none: []. */
  serials?: string[];
  /** Issue 30: as on the invoice line; absent is 'taxable'. Untaxed lines say so in the tax cells. */
  taxability?: Taxability;
};

/**
 * A credit or debit note (section 34; CGST Rule 53 (1A)): the supplier, the nature of the
 * document, its number and date, the recipient, the invoices it is against and the taxable
 * value, rate and tax credited or debited. Figures as given; the PDF never recomputes them.
 */
export type NoteData = {
  kind: 'credit' | 'debit';
  shop: ShopInfo;
  /** Consecutive serial number from the note's own series. */
  noteNumber: string;
  /** Date of issue, 'YYYY-MM-DD'. */
  noteDate: string;
  /** State code of the place of supply, printed with the state name. */
  placeOfSupply: number;
  taxKind: TaxKind;
  /** As on the original invoice(s); WOPAY prints no tax. */
  supplyType: ZeroRatedSupplyType | null;
  /**
   * Issue 30: the note is on a reverse-charge invoice: its tax is the recipient's, and
   * `totals.total` (the amount credited or debited) leaves it out. Absent: false.
   */
  reverseCharge?: boolean;
  /** Human label ('Sales return', 'Price revision', …). */
  reason: string;
  /** Free text; '' for none. */
  remarks: string;
  /** A cancelled note carries a CANCELLED watermark on every page. */
  status: 'issued' | 'cancelled';
  /** 1 for the first version; not printed (issue 29 item 10: back-office and audit trail only). */
  revision: number;
  /** The recipient; its GSTIN (or 'Unregistered') and state (name and code) are printed. */
  billTo: Party;
  /** The original tax invoice(s), in the order to print. */
  invoices: { invoiceNumber: string; invoiceDate: string }[];
  /** Set once the IRP has acknowledged the note. */
  einvoice?: EInvoiceStamp | null;
  lines: NoteLine[];
  /** Per GST rate, in the order to print. */
  taxSplit: TaxSplitRow[];
  totals: TaxHeads & {
    /** Σ taxable values. */
    taxableAmount: string;
    /** cgst + sgst + utgst + igst. */
    totalTax: string;
    /**
     * taxableAmount + totalTax (taxableAmount alone under reverse charge): the amount credited or
     * debited, printed in words.
     */
    total: string;
  };
};

/** What a receipt is applied to: one invoice and the part of the payment set against it. */
export type ReceiptAllocation = {
  invoiceNumber: string;
  /** 'YYYY-MM-DD'. */
  invoiceDate: string;
  /** The amount applied to this invoice. */
  amount: string;
};

/**
 * A payment receipt: the money a customer paid, how, and the invoices it was applied to; what is
 * left over is held as an advance. Figures as given; the PDF never recomputes them.
 */
export type ReceiptData = {
  shop: ShopInfo;
  /** Consecutive serial number from the receipts' own series. */
  receiptNumber: string;
  /** 'YYYY-MM-DD'. */
  paymentDate: string;
  /** A reversed receipt carries a REVERSED watermark on every page. */
  status: 'active' | 'reversed';
  /** Who paid; GSTIN (or 'Unregistered') and state are printed. */
  customer: Party;
  /** The amount received, printed in figures and in words. */
  amount: string;
  /** The mode's label ('Bank transfer', 'Cash', 'UPI', …). */
  mode: string;
  /** UTR, cheque or transaction number; '' for none. */
  reference: string;
  /** Free text; '' for none. */
  remarks: string;
  /** In the order to print; empty when nothing was applied. */
  allocations: ReceiptAllocation[];
  /** amount + TDS − Σ allocations: held as an advance ('Held as advance: ₹x' when above 0). */
  unallocated: string;
  /**
   * Income-tax TDS the customer deducted (issue 33), printed under the amount: 'TDS u/s 194Q
   * @ 0.1%: ₹100.00 (settles ₹1,18,000.00)'. Absent or amount '0.00' when none.
   */
  tds?: { section: string; rate: string | null; amount: string; settled: string };
};

/**
 * A customer statement's line and its kind are the domain's (ledger.ts customerStatement):
 * debits add, credits take away; a balance below 0 is an advance, printed '1,234.00 Cr'.
 */
export type { StatementEntryKind as StatementLineKind, StatementLine } from '@gst/domain';
import type { StatementLine } from '@gst/domain';

/** A statement of account of one customer for a period, as the API's `statement` gives it. */
export type StatementData = {
  shop: ShopInfo;
  /**
   * Whose account (default 'customer'). A supplier's (issue 31) reads from the shop's side too:
   * the balance is what the shop owes, bills add to it (the customer's 'invoice' lines), purchase
   * returns and payments take away ('credit-note' and 'receipt'); below 0 an advance paid.
   */
  role?: 'customer' | 'supplier';
  /** The customer, or the supplier when role = 'supplier'. */
  customer: Party;
  /** The period, 'YYYY-MM-DD' both. */
  from: string;
  to: string;
  /** The balance before `from` (below 0: an advance). */
  opening: string;
  /** By date, in the order to print. */
  lines: StatementLine[];
  /** The balance after `to`: the last line's balance, or the opening one without lines. */
  closing: string;
};
