/**
 * What the PDF builders take: plain data, no database types. The API maps its rows to these.
 * Money is a decimal string with 2 places ('1234.50'), quantities a decimal string, dates
 * 'YYYY-MM-DD', state codes numbers. Images are PNG or JPEG data URLs ('' for none; other
 * formats are left out of the PDF, which cannot embed them).
 */
import type { InvoiceCopyLabel, ZeroRatedSupplyType } from '@gst/domain';

export type ShopImages = { shopLogo: string; partnerLogo: string; signature: string };

export type ShopInfo = {
  name: string;
  address: string;
  gstin: string;
  stateCode: number;
  email: string;
  mobileNumber: string;
  website: string;
  jurisdiction: string;
  /** Branding line printed above the title. */
  topText: string;
  bank: { bankName: string; accountNumber: string; ifscCode: string; branch: string };
  images: ShopImages;
  /** The shop's UPI ID (issue 19), as frozen on an issued invoice; absent or '' for none. */
  upiId?: string;
};

export type Party = {
  name: string;
  address: string;
  gstin: string;
  /** null when unknown (a free-typed quote customer). */
  stateCode: number | null;
  phoneNumber: string;
  email: string;
};

export type TaxKind = 'CGST_SGST' | 'CGST_UTGST' | 'IGST';

/**
 * The four GST heads of one line or one rate, as the domain's GST engine computed them
 * (`computeGstDocument`): CGST and SGST/UTGST are equal halves; IGST on inter-state, export and
 * SEZ supplies; the heads that do not apply are '0.00'. The PDF prints them and never recomputes.
 */
export type TaxHeads = { cgst: string; sgst: string; utgst: string; igst: string };

/** One row of the tax summary: every line of one GST rate added up (`GstDocument.taxSplit`). */
export type TaxSplitRow = TaxHeads & {
  /** Total GST rate in per cent ('18.00'); each of CGST and SGST/UTGST is half of it. */
  rate: string;
  /** Σ taxable value (after discount) of the lines at this rate. */
  taxableValue: string;
};

/**
 * Rule 48 copy labels ('ORIGINAL FOR RECIPIENT' | 'DUPLICATE FOR TRANSPORTER' | 'TRIPLICATE FOR
 * SUPPLIER') and zero-rated supply types ('WPAY' on payment of IGST | 'WOPAY' under bond or LUT
 * without IGST): the domain's own types (packages/domain/src/gst/copies.ts).
 */
export type { InvoiceCopyLabel, ZeroRatedSupplyType };

/** A letter of undertaking (GST RFD-11), printed 'LUT ARN <number> dated <date>'. */
export type LutReference = {
  /** The ARN the portal gave the LUT ('AD190325000123X'). */
  number: string;
  /** 'YYYY-MM-DD'. */
  date: string;
};

export type InvoiceLine = TaxHeads & {
  /** The product's name (Rule 46 (h)); printed first, in bold. */
  productName: string;
  /** The product's label as typed on the line; printed under the name when it differs. */
  label: string;
  /** Free text under the name and label; '' for none. */
  description: string;
  hsnCode: string;
  serials: string[];
  quantity: string;
  unit: string;
  /** Price per unit, before tax. */
  rate: string;
  /** Total GST rate in per cent ('18.00'). */
  gstRate: string;
  /** ₹ off this line BEFORE tax ('0.00' for none); the Discount column shows only if any is not 0. */
  discount: string;
  /** Taxable value after the discount (Rule 46 (k)). */
  taxableValue: string;
  /** cgst + sgst + utgst + igst. The line's Amount is taxableValue + taxAmount. */
  taxAmount: string;
  /** The product category ('Mono PERC', 'Single Phase On Grid Inverter', …). */
  category: string;
  /** Watts per unit (the product's capacity), for the KW style; null when the product has none. */
  capacityWatts: string | null;
};

/** invoiceStyle 0 'Default' and 1 'KW' (capacity-led). */
export type InvoiceStyle = 'default' | 'kw';

/**
 * The IRP's acknowledgement of an e-invoice (issue 17), printed with the QR code of its signed
 * QR string (e-invoice rules: the invoice carries the IRN and that QR code).
 */
export type EInvoiceStamp = {
  irn: string;
  ackNo: string;
  /** 'YYYY-MM-DD HH:mm:ss' as the IRP gave it. */
  ackDate: string;
  signedQrCode: string;
};

/**
 * A UPI payment QR (issue 19): `link` is the UPI deep link (`upi://pay?pa=…&am=…`) the QR
 * encodes, built by @gst/domain's upiPayLink; `vpa` and `amount` are printed beside it.
 */
export type UpiPaymentStamp = { link: string; vpa: string; amount: string };

/** An e-way bill generated for the invoice's goods. */
export type EwayBillStamp = { number: string; date: string; validTill: string };

export type InvoiceData = {
  style: InvoiceStyle;
  shop: ShopInfo;
  invoiceNumber: string;
  invoiceDate: string;
  dueDate: string;
  dateOfSupply: string | null;
  /** State code of the place of supply (96 for exports), printed with the state name (46 (n)). */
  placeOfSupply: number;
  taxKind: TaxKind;
  /** Exports and SEZ supplies only; prints the Rule 46 endorsement under the title. */
  supplyType: ZeroRatedSupplyType | null;
  /** The letter of undertaking a WOPAY supply is made under; null otherwise. */
  lut: LutReference | null;
  /** Rule 46 (p): 'Tax payable on reverse charge: Yes/No'. */
  reverseCharge: boolean;
  /**
   * One full invoice per label, each from a new page with its label at the top right (Rule 48).
   * An empty list prints one copy without a label.
   */
  copies: InvoiceCopyLabel[];
  /** A cancelled invoice carries a CANCELLED watermark on every page. */
  status: 'issued' | 'cancelled';
  /** 1 for the first version; above 1 prints 'Revision N' next to the invoice number. */
  revision: number;
  /** The recipient; its state (name and code) is printed (Rule 46 (d), (e)). */
  billTo: Party;
  /** A different consignee; null when goods go to the buyer. */
  shipTo: Party | null;
  /** Where goods are delivered when it differs from the buyer's address. */
  deliveryAddress: Party | null;
  transportMode: string;
  vehicleNumber: string;
  /** Set once the IRP has acknowledged the invoice; absent or null otherwise. */
  einvoice?: EInvoiceStamp | null;
  ewayBill?: EwayBillStamp | null;
  /** The UPI QR for the amount due; absent or null prints none (and leaves the layout as is). */
  upiPayment?: UpiPaymentStamp | null;
  lines: InvoiceLine[];
  /** Per GST rate, in the order to print (the tax summary under the items). */
  taxSplit: TaxSplitRow[];
  totals: TaxHeads & {
    /** Σ line discounts ('0.00' for none). */
    discount: string;
    /** Σ taxable values (after discount). */
    taxableAmount: string;
    /** cgst + sgst + utgst + igst. */
    totalTax: string;
    /** Rounding to the rupee ('0.00' when off or nothing to round; may be negative '-0.40'). */
    roundOff: string;
    /** The grand total, round-off included: what the recipient pays and the amount in words. */
    total: string;
  };
  terms: string;
};

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
  /** Human label ('Sales return', 'Price revision', …). */
  reason: string;
  /** Free text; '' for none. */
  remarks: string;
  /** A cancelled note carries a CANCELLED watermark on every page. */
  status: 'issued' | 'cancelled';
  /** 1 for the first version; above 1 prints 'Revision N' next to the note number. */
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
    /** taxableAmount + totalTax: the amount credited or debited, printed in words. */
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
  /** amount − Σ allocations: held as an advance ('Held as advance: ₹x' when above 0). */
  unallocated: string;
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
