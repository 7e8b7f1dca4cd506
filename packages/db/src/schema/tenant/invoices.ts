import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import {
  gstRate,
  idColumn,
  lineTaxSplit,
  momentColumn,
  money,
  moneyOrZero,
  quantity,
  requiredRef,
  taxAmounts,
  timestamps,
} from '../columns';
import type { EDocParty, EDocSupplier } from '@gst/domain/edocs';
import { customers } from './customers';
import { items, products, TAXABILITIES } from './catalogue';
import { fileIdColumn } from './refs';

export type DeliveryAddress = {
  name: string;
  address: string;
  stateCode: number;
  gstin: string;
  phoneNumber: string;
  email: string;
  /** Issue 30: the e-invoice's ShipDtls and the e-way bill's delivery place need them. */
  pinCode?: string;
  city?: string;
};

/**
 * An export's shipping particulars (issue 30; e-invoice ExpDtls, Rule 46 and GSTR-1 `exp`):
 * known at issue or filled later, then printed and sent. Country: ISO 3166 alpha-2; port: the
 * Indian customs port code (6 characters); shipping bill number and date once the bill is filed.
 */
export type ExportDetails = {
  countryCode: string;
  portCode: string;
  shippingBillNumber: string;
  shippingBillDate: string | null;
};

/**
 * Issued invoices are never deleted (issue 15): an invoice is 'issued' or 'cancelled'. A cancelled
 * invoice keeps its number and leaves every total (the dashboard rollups, sales exports, returns).
 */
export const INVOICE_STATUSES = ['issued', 'cancelled'] as const;
export type InvoiceStatus = (typeof INVOICE_STATUSES)[number];

/**
 * Zero-rated supply (exports, SEZ; IGST Act s.16): 'WPAY' with payment of IGST, 'WOPAY' without
 * (under LUT or bond). null for an ordinary supply.
 */
export const SUPPLY_TYPES = ['WPAY', 'WOPAY'] as const;
export type SupplyType = (typeof SUPPLY_TYPES)[number];

/**
 * Images of a snapshot: the sha256 (hex, of the data URL's text) of a `document_assets` row, or
 * null for none. Invoices share one stored copy of each image instead of a data URL apiece.
 */
export type SnapshotImages = {
  logo: string | null;
  partnerLogo: string | null;
  signature: string | null;
};

/**
 * The supplier as printed on an invoice, frozen at issue (issue 15): later edits of the shop
 * settings do not change an issued invoice. Field names are the settings keys
 * (@gst/domain settings.ts), except `terms` (the terms printed, i.e. the invoice's
 * terms_and_conditions at issue) and `images`. `stateCode` is a number. Its first fields are the
 * e-documents' supplier (EDocSupplier: shopName, address, gstin, stateCode, mobileNumber, email).
 */
export type SupplierSnapshot = EDocSupplier & {
  website: string;
  bankName: string;
  accountNumber: string;
  ifscCode: string;
  branch: string;
  terms: string;
  jurisdiction: string;
  topText: string;
  images: SnapshotImages;
  /**
   * The shop's UPI ID at issue (issue 19): the invoice PDF's payment QR pays it. Absent from
   * snapshots taken before it existed, which print no QR.
   */
  upiId?: string;
};

/**
 * A recipient (bill-to) or consignee (ship-to) as printed on an invoice, frozen at issue: the
 * party an e-invoice or e-way bill names (name, address, gstin, stateCode, phoneNumber, email,
 * isSez).
 */
export type PartySnapshot = EDocParty;

/** Tax per GST rate, stored at issue so documents and reports never recompute it differently. */
export type TaxSplitRow = {
  rate: string;
  taxableValue: string;
  cgst: string;
  sgst: string;
  utgst: string;
  igst: string;
};

/**
 * The invoice registration portal's answer for an e-invoice (issue 17), recorded by the shop:
 * from then on the document is read-only. `ackDate` is the IRP's 'YYYY-MM-DD HH:mm:ss'.
 */
export type IrpRecord = {
  irn: string;
  ackNo: string;
  ackDate: string;
  signedQrCode: string;
  recordedAt: string;
};

/** An e-way bill generated on the portal for an invoice (issue 17). */
export type EwayBillRecord = {
  number: string;
  /** 'YYYY-MM-DD HH:mm:ss' or 'YYYY-MM-DD' as the portal gave it. */
  date: string;
  validTill: string;
  recordedAt: string;
};

/** E-invoice columns shared by invoices and notes. */
export const irpColumns = () => ({
  irp: jsonb().$type<IrpRecord>(),
});

/** A document's tax figures: taxable value, tax heads, total and the per-rate split. */
export const documentTaxColumns = () => ({
  taxableAmount: money().notNull(),
  ...taxAmounts(),
  totalAmount: money().notNull(),
  taxSplit: jsonb().$type<TaxSplitRow[]>().notNull().default([]),
});

/** An issued document is cancelled, never deleted: its status, when and why. */
export const cancellationColumns = () => ({
  status: text({ enum: INVOICE_STATUSES }).notNull().default('issued'),
  cancelledAt: momentColumn(),
  cancelReason: text().notNull().default(''),
});

export const invoices = pgTable(
  'invoices',
  {
    id: idColumn(),
    invoiceNumber: text().notNull(),
    /** Financial year start (2026 for 2026-27): numbers are unique and gapless within it. */
    financialYear: integer().notNull(),
    /** Position in the year's gapless series. */
    sequence: integer().notNull(),
    invoiceDate: date().notNull(),
    dueDate: date().notNull(),
    dateOfSupply: date(),
    transportMode: text().notNull().default('Road'),
    vehicleNumber: text().notNull().default(''),
    /** E-way bill Part B (issue 17): approximate distance in km, and the transporter if any. */
    transportDistanceKm: integer(),
    transporterId: text().notNull().default(''),
    transporterName: text().notNull().default(''),
    /** State code of the place of supply. */
    placeOfSupply: integer().notNull(),
    billToId: requiredRef(() => customers.id, 'restrict'),
    shipToId: uuid().references(() => customers.id, { onDelete: 'restrict' }),
    termsAndConditions: text().notNull().default(''),
    deliveryAddress: jsonb().$type<DeliveryAddress>(),
    isInterState: boolean().notNull(),
    ...documentTaxColumns(),
    /**
     * status 'issued' or 'cancelled' (issue 15). Only issued invoices count in the rollups
     * (migration 0004's triggers); the lines carry a copy (invoice_lines.invoice_status).
     */
    ...cancellationColumns(),
    /** Prices were entered including GST (the line's taxable value is backed out of them). */
    taxInclusive: boolean().notNull().default(false),
    /** Zero-rated supply: 'WPAY' (with IGST) or 'WOPAY' (under LUT/bond); null otherwise. */
    supplyType: text({ enum: SUPPLY_TYPES }),
    /**
     * Issue 30: tax on this supply is payable by the recipient under reverse charge (CGST Act
     * s.9(3)/(4), IGST Act s.5(3)/(4)): the invoice says so and collects no tax; GSTR-1 rchrg 'Y'.
     */
    reverseCharge: boolean().notNull().default(false),
    /** Issue 30: an export's country, port and shipping bill; null for other invoices. */
    exportDetails: jsonb().$type<ExportDetails>(),
    /** Round-off line added to reach the printed total (may be negative). */
    roundOff: moneyOrZero(),
    /** 1 at issue; each later edit of the issued invoice is a new revision. */
    revision: integer().notNull().default(1),
    /** Snapshots taken at issue; documents and later views print these, not the live rows. */
    supplier: jsonb().$type<SupplierSnapshot>(),
    billTo: jsonb().$type<PartySnapshot>(),
    shipTo: jsonb().$type<PartySnapshot>(),
    ...irpColumns(),
    ewayBill: jsonb().$type<EwayBillRecord>(),
    fileId: fileIdColumn(),
    ...timestamps(),
  },
  (t) => [
    // GST Rule 46(b): unique within a financial year; the counter keeps it gapless.
    uniqueIndex('invoices_financial_year_invoice_number_idx').on(t.financialYear, t.invoiceNumber),
    uniqueIndex('invoices_financial_year_sequence_idx').on(t.financialYear, t.sequence),
    check('invoices_total_check', sql`${t.totalAmount} >= 0`),
    check('invoices_status_check', sql`${t.status} in ('issued', 'cancelled')`),
    check(
      'invoices_supply_type_check',
      sql`${t.supplyType} is null or ${t.supplyType} in ('WPAY', 'WOPAY')`,
    ),
    check('invoices_revision_check', sql`${t.revision} >= 1`),
    // Dashboard Recent Invoices: newest first by invoice date, then creation time.
    index('invoices_invoice_date_idx').on(t.invoiceDate, t.createdAt),
    // Invoice list: its order (invoice_date, financial_year, sequence), newest first, so a page
    // is read straight off the index without an incremental sort. NULLS FIRST is what `desc`
    // means in ORDER BY; drizzle-kit would otherwise write NULLS LAST, which that order cannot use.
    index('invoices_invoice_date_financial_year_sequence_idx').on(
      t.invoiceDate.desc().nullsFirst(),
      t.financialYear.desc().nullsFirst(),
      t.sequence.desc().nullsFirst(),
    ),
    // Dashboard top customers over a date range, and the invoice side of line-filtered
    // aggregates: covers every column they read (status too, to skip cancelled invoices), so
    // both are index-only scans.
    index('invoices_invoice_date_bill_to_id_total_amount_id_idx').on(
      t.invoiceDate,
      t.billToId,
      t.totalAmount,
      t.id,
      t.status,
    ),
    // Customer filter and customer totals on the dashboard.
    index('invoices_bill_to_id_idx').on(t.billToId),
    // A sync (`updatedSince`, issue 29 item 11): rows changed since, oldest change first, then id.
    index('invoices_updated_at_id_idx').on(t.updatedAt, t.id),
    // Issue 30: the few reverse-charge invoices, whose line tax the dashboard's line-filtered
    // top customers take out (dashboard.sql.ts; the roll-ups leave it out by trigger, 0013).
    index('invoices_reverse_charge_invoice_date_idx')
      .on(t.invoiceDate, t.id)
      .where(sql`${t.reverseCharge}`),
  ],
);

export const invoiceLines = pgTable(
  'invoice_lines',
  {
    id: idColumn(),
    invoiceId: requiredRef(() => invoices.id, 'cascade'),
    position: integer().notNull(),
    productId: requiredRef(() => products.id, 'restrict'),
    // Snapshots: the invoice must not change when the product does.
    productLabel: text().notNull(),
    productCategory: text().notNull().default(''),
    hsnCode: text().notNull().default(''),
    uomUnit: text().notNull().default('UNITS'),
    productMinPrice: moneyOrZero(),
    gstPercentage: gstRate().notNull(),
    description: text().notNull().default(''),
    quantity: quantity().notNull().default('1'),
    price: moneyOrZero(),
    taxableValue: money().notNull(),
    taxAmount: money().notNull(),
    /** Pre-tax trade discount on the line, in rupees (taxable value is after it). */
    discount: moneyOrZero(),
    /** The product's name at issue; the PDF description shows it, the label second. */
    productName: text().notNull().default(''),
    /**
     * The line's tax split, so returns (GSTR-1) sum lines: cgst + sgst/utgst halves (the odd
     * paisa to CGST) or igst = tax_amount. Migration 0004 backfilled them with that rule.
     */
    ...lineTaxSplit(),
    serialDetails: text().notNull().default(''),
    /** The product's taxability at issue (issue 30): 'taxable', 'nil-rated', 'exempt', 'non-gst'. */
    taxability: text({ enum: TAXABILITIES }).notNull().default('taxable'),
    /**
     * Issue 31: what one unit sold on this line cost the shop (its serials' purchase cost, else
     * the product's weighted-average cost at the sale); null on lines sold before stock was kept.
     */
    unitCost: numeric({ precision: 16, scale: 4 }),
    /**
     * Copies of the invoice's invoice_date and bill_to_id (issue 8), so the dashboard's
     * line-filtered sums read one index without joining invoices. Kept equal to the invoice's by
     * triggers (drizzle/tenant/0003_invoice_lines_invoice_fields.sql, 0004): every insert takes the
     * invoice's values (the DEFAULT NULL only keeps insert types unchanged), an update of the invoice's date or customer is
     * carried to its lines, and any change of a line's invoice_id or of these columns reloads
     * them from its invoice. NOT NULL holds because BEFORE triggers run before the check.
     */
    invoiceDate: date()
      .notNull()
      .default(sql`null`),
    billToId: uuid()
      .notNull()
      .default(sql`null`),
    /**
     * Copy of the invoice's status (issue 15, migration 0004), kept equal by the same triggers,
     * so line-filtered dashboard sums skip cancelled invoices from the covering index alone.
     */
    invoiceStatus: text({ enum: INVOICE_STATUSES })
      .notNull()
      .default(sql`null`),
  },
  (t) => [
    check('invoice_lines_quantity_check', sql`${t.quantity} > 0`),
    check('invoice_lines_price_check', sql`${t.price} >= 0`),
    check('invoice_lines_discount_check', sql`${t.discount} >= 0`),
    check(
      'invoice_lines_taxability_check',
      sql`${t.taxability} in ('taxable', 'nil-rated', 'exempt', 'non-gst')`,
    ),
    uniqueIndex('invoice_lines_invoice_id_position_idx').on(t.invoiceId, t.position),
    // Dashboard with a product or category filter: the matching lines (in a date range) with
    // everything summed or grouped from them, as an index-only scan without touching invoices
    // (also the product foreign key's index).
    index('invoice_lines_product_id_invoice_date_totals_idx').on(
      t.productId,
      t.invoiceDate,
      t.invoiceId,
      t.billToId,
      t.quantity,
      t.taxableValue,
      t.taxAmount,
      t.invoiceStatus,
    ),
  ],
);

/** The serial-numbered items sold on a line. An item can be sold on one line only. */
export const invoiceLineSerials = pgTable(
  'invoice_line_serials',
  {
    invoiceLineId: requiredRef(() => invoiceLines.id, 'cascade'),
    itemId: requiredRef(() => items.id, 'restrict'),
  },
  (t) => [
    primaryKey({ columns: [t.invoiceLineId, t.itemId] }),
    uniqueIndex('invoice_line_serials_item_id_idx').on(t.itemId),
  ],
);

/**
 * The serial-numbered items an invoice sold before it was cancelled (issue 29, serial life).
 * Cancelling releases the items (their invoice_line_serials rows go, so they can be sold again);
 * this keeps which line sold them, so an item's life still shows that sale and its cancellation
 * (the invoice's cancelled_at and cancel_reason). Written by the cancellation, never changed.
 */
export const cancelledSaleSerials = pgTable(
  'cancelled_sale_serials',
  {
    invoiceLineId: requiredRef(() => invoiceLines.id, 'cascade'),
    itemId: requiredRef(() => items.id, 'cascade'),
  },
  (t) => [
    primaryKey({ columns: [t.invoiceLineId, t.itemId] }),
    // An item's life: its cancelled sales.
    index('cancelled_sale_serials_item_id_idx').on(t.itemId),
  ],
);
