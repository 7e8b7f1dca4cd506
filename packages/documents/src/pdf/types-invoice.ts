// What the invoice PDF takes (Rule 46): its lines, stamps (IRN, UPI, e-way bill) and totals.
import type { InvoiceCopyLabel, Taxability, ZeroRatedSupplyType } from '@gst/domain';
import type { ShopInfo, Party, TaxKind, TaxHeads, TaxSplitRow } from './types-shared';

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
  /**
   * Issue 30: how GST treats the line's supply; absent is 'taxable'. A nil-rated, exempt or
   * non-GST line carries no tax and its tax cells say so ('Nil rated', 'Exempt', 'Non-GST').
   */
  taxability?: Taxability;
};

/**
 * An export's shipping particulars (issue 30; CGST Rule 46 proviso: the words 'supply meant for
 * export…', the name and address of the recipient, the country of destination, and the shipping
 * bill's number and date): each '' (the date null) until known, and printed once known.
 */
export type ExportDetails = {
  /** ISO 3166 alpha-2 ('AE'); printed with the country's name. */
  countryCode: string;
  /** The Indian customs port of export ('INMAA1'). */
  portCode: string;
  shippingBillNumber: string;
  /** 'YYYY-MM-DD' or null. */
  shippingBillDate: string | null;
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
  /**
   * Rule 46 (p): 'Tax payable on reverse charge: Yes/No'. Yes (issue 30): the lines and the tax
   * heads carry the tax the recipient pays (CGST Act s.9(3)/(4)); `totals.total` leaves it out, and
   * the PDF shows it as payable by the recipient, not in the amount payable.
   */
  reverseCharge: boolean;
  /** An export's shipping particulars; absent or null for other invoices (or none known yet). */
  exportDetails?: ExportDetails | null;
  /**
   * One full invoice per label, each from a new page with its label at the top right (Rule 48).
   * An empty list prints one copy without a label.
   */
  copies: InvoiceCopyLabel[];
  /** A cancelled invoice carries a CANCELLED watermark on every page. */
  status: 'issued' | 'cancelled';
  /** 1 for the first version; not printed (issue 29 item 10: back-office and audit trail only). */
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
    /**
     * The grand total, round-off included: what the recipient pays and the amount in words. On a
     * reverse-charge invoice it excludes the tax (the recipient pays that to the government).
     */
    total: string;
  };
  terms: string;
};
