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
import { items, products, TAXABILITIES } from './catalogue';
import type { TaxSplitRow } from './invoices';
import { PAYMENT_MODES } from './ledger';
import { fileIdColumn } from './refs';
import { bankAccountRef } from './bank-accounts';

/**
 * The buying half of the books (issue 31): suppliers, their bills (with purchase returns), what
 * the shop pays them, expenses without a GST bill, and the stock every purchase and sale moves.
 */

/** How a supplier is registered: decides whether its bill carries tax or the shop pays it (RCM). */
export const SUPPLIER_REGISTRATIONS = [
  'regular',
  'composition',
  'unregistered',
  'overseas',
] as const;
export type SupplierRegistration = (typeof SUPPLIER_REGISTRATIONS)[number];

export const suppliers = pgTable(
  'suppliers',
  {
    id: idColumn(),
    name: text().notNull(),
    gstin: text().notNull().default(''),
    registration: text({ enum: SUPPLIER_REGISTRATIONS }).notNull().default('regular'),
    /** GST state code of the supplier's address (97 'Other Territory' / 96 'Other Country' too). */
    stateCode: integer().notNull().default(19),
    address: text().notNull().default(''),
    city: text().notNull().default(''),
    pinCode: text().notNull().default(''),
    contactPerson: text().notNull().default(''),
    phoneNumber: text().notNull().default(''),
    email: text().notNull().default(''),
    /** What the shop owed this supplier when it started keeping books here (negative: an advance). */
    openingBalance: moneyOrZero(),
    /** Days of credit the supplier gives: a bill's due date is its date plus these (null: due on receipt). */
    creditPeriodDays: integer(),
    ...timestamps(),
  },
  (t) => [
    check(
      'suppliers_registration_check',
      sql`${t.registration} in ('regular', 'composition', 'unregistered', 'overseas')`,
    ),
    check(
      'suppliers_credit_period_days_check',
      sql`${t.creditPeriodDays} is null or (${t.creditPeriodDays} >= 0 and ${t.creditPeriodDays} <= 365)`,
    ),
    // Supplier table: sort and prefix search by name (case-insensitive).
    index('suppliers_name_lower_idx').on(sql`lower(${t.name})`),
    // Search by GSTIN; GSTR-2B reconciliation finds a supplier by it.
    index('suppliers_gstin_idx').on(t.gstin),
    index('suppliers_updated_at_id_idx').on(t.updatedAt, t.id),
  ],
);

/** A bill is recorded ('active') or cancelled; cancelled bills keep their entry number. */
export const PURCHASE_BILL_STATUSES = ['active', 'cancelled'] as const;
export type PurchaseBillStatus = (typeof PURCHASE_BILL_STATUSES)[number];

/**
 * The shop's choice for a bill's input tax (issue 32; CGST Act s.16(2)(aa), s.16(4); CBIC
 * Circular 170/02/2022): 'auto' follows reconciliation (claimed in the bill's own period unless
 * that period's GSTR-2B is imported and does not show the bill), 'now' claims it in its own
 * period, 'defer' holds it back until the period in `itcClaimPeriod` (none yet: held), 'never'
 * leaves it unclaimed.
 */
export const ITC_CLAIMS = ['auto', 'now', 'defer', 'never'] as const;
export type ItcClaim = (typeof ITC_CLAIMS)[number];

export const purchaseBills = pgTable(
  'purchase_bills',
  {
    id: idColumn(),
    /** Our own entry number (settings' purchase bill numbering), gapless per financial year. */
    entryNumber: text().notNull(),
    financialYear: integer().notNull(),
    sequence: integer().notNull(),
    supplierId: requiredRef(() => suppliers.id, 'restrict'),
    /** The supplier's own invoice number as printed, and its normalised form for uniqueness. */
    supplierInvoiceNumber: text().notNull(),
    supplierInvoiceKey: text().notNull(),
    /** The supplier's invoice date; its financial year is the one the bill number is unique in. */
    billDate: date().notNull(),
    supplierFinancialYear: integer().notNull(),
    /** When the goods or services reached the shop (ITC needs receipt: CGST Act s.16(2)(b)). */
    receivedDate: date().notNull(),
    dueDate: date().notNull(),
    placeOfSupply: integer().notNull(),
    isInterState: boolean().notNull(),
    /** Prices include tax on the supplier's bill (the lines' rates are back-calculated). */
    taxInclusive: boolean().notNull().default(false),
    taxableAmount: money().notNull(),
    ...taxAmounts(),
    /** Tax the shop pays itself under reverse charge (already inside the heads above, not the total). */
    reverseChargeTax: moneyOrZero(),
    roundOff: moneyOrZero(),
    /** What the shop owes the supplier: taxable value + tax charged on the bill (not RCM tax) ± round-off. */
    totalAmount: money().notNull(),
    /** The total printed on the supplier's bill; it must agree with totalAmount within the tolerance. */
    supplierTotal: money().notNull(),
    taxSplit: jsonb().$type<TaxSplitRow[]>().notNull().default([]),
    notes: text().notNull().default(''),
    status: text({ enum: PURCHASE_BILL_STATUSES }).notNull().default('active'),
    cancelledAt: momentColumn(),
    cancelReason: text().notNull().default(''),
    revision: integer().notNull().default(1),
    /** The supplier's bill as a stored file (PDF or image). */
    attachmentFileId: fileIdColumn(),
    /** The shop's ITC choice for the bill (ITC_CLAIMS) and, when deferred, the period it is claimed in. */
    itcClaim: text({ enum: ITC_CLAIMS }).notNull().default('auto'),
    /** 'MMYYYY', only with itcClaim 'defer': the later return period the bill's ITC is claimed in. */
    itcClaimPeriod: text(),
    ...timestamps(),
  },
  (t) => [
    check('purchase_bills_itc_claim_check', sql`${t.itcClaim} in ('auto', 'now', 'defer', 'never')`),
    check(
      'purchase_bills_itc_claim_period_check',
      sql`${t.itcClaimPeriod} is null or (${t.itcClaim} = 'defer' and ${t.itcClaimPeriod} ~ '^(0[1-9]|1[0-2])20[0-9]{2}$')`,
    ),
    uniqueIndex('purchase_bills_financial_year_sequence_idx').on(t.financialYear, t.sequence),
    // One supplier bill per supplier and financial year ("INV/001" = "inv-001"); a cancelled
    // entry frees it, so the bill can be entered again.
    uniqueIndex('purchase_bills_supplier_invoice_key_idx')
      .on(t.supplierId, t.supplierFinancialYear, t.supplierInvoiceKey)
      .where(sql`${t.status} = 'active'`),
    check('purchase_bills_status_check', sql`${t.status} in ('active', 'cancelled')`),
    check('purchase_bills_total_check', sql`${t.totalAmount} >= 0`),
    // Bill list newest first; the period's bills for GSTR-3B and the registers.
    index('purchase_bills_bill_date_idx').on(t.billDate, t.createdAt),
    // A supplier's bills (payables, statement, payment allocation).
    index('purchase_bills_supplier_id_bill_date_idx').on(t.supplierId, t.billDate),
    index('purchase_bills_updated_at_id_idx').on(t.updatedAt, t.id),
  ],
);

/** What the shop may do with a line's input tax (CGST Act s.16, s.17(5); GSTR-3B Table 4). */
export const ITC_ELIGIBILITIES = [
  'inputs',
  'capital-goods',
  'input-services',
  'blocked',
  'ineligible',
] as const;
export type ItcEligibility = (typeof ITC_ELIGIBILITIES)[number];

/** A bill line is stock (a product, quantities and serials) or an expense (free text, HSN/SAC). */
export const PURCHASE_LINE_KINDS = ['goods', 'expense'] as const;
export type PurchaseLineKind = (typeof PURCHASE_LINE_KINDS)[number];

export const purchaseBillLines = pgTable(
  'purchase_bill_lines',
  {
    id: idColumn(),
    billId: requiredRef(() => purchaseBills.id, 'cascade'),
    position: integer().notNull(),
    kind: text({ enum: PURCHASE_LINE_KINDS }).notNull().default('goods'),
    /** The product bought (goods lines); null on an expense line. */
    productId: uuid().references(() => products.id, { onDelete: 'restrict' }),
    description: text().notNull().default(''),
    hsnCode: text().notNull().default(''),
    uomUnit: text().notNull().default('UNITS'),
    quantity: quantity().notNull().default('1'),
    price: moneyOrZero(),
    discount: moneyOrZero(),
    gstPercentage: gstRate().notNull(),
    taxability: text({ enum: TAXABILITIES }).notNull().default('taxable'),
    taxableValue: money().notNull(),
    taxAmount: money().notNull(),
    ...lineTaxSplit(),
    itcEligibility: text({ enum: ITC_ELIGIBILITIES }).notNull().default('inputs'),
    /** Why the credit is not taken, for 'blocked' (the s.17(5) clause) and 'ineligible'. */
    itcReason: text().notNull().default(''),
    /** The shop pays this line's tax itself (s.9(3)/(4) CGST Act, s.5(3)/(4) IGST Act). */
    reverseCharge: boolean().notNull().default(false),
    /** An expense line's category (the expense categories' name); '' on goods lines. */
    expenseCategory: text().notNull().default(''),
    /** The line's cost per unit into stock: taxable value / quantity, plus tax not taken as credit. */
    unitCost: numeric({ precision: 16, scale: 4 }).notNull().default('0'),
  },
  (t) => [
    check('purchase_bill_lines_quantity_check', sql`${t.quantity} > 0`),
    check('purchase_bill_lines_price_check', sql`${t.price} >= 0`),
    check('purchase_bill_lines_discount_check', sql`${t.discount} >= 0`),
    check('purchase_bill_lines_kind_check', sql`${t.kind} in ('goods', 'expense')`),
    check(
      'purchase_bill_lines_goods_product_check',
      sql`${t.kind} = 'expense' or ${t.productId} is not null`,
    ),
    check(
      'purchase_bill_lines_itc_check',
      sql`${t.itcEligibility} in ('inputs', 'capital-goods', 'input-services', 'blocked', 'ineligible')`,
    ),
    uniqueIndex('purchase_bill_lines_bill_id_position_idx').on(t.billId, t.position),
    index('purchase_bill_lines_product_id_idx').on(t.productId),
  ],
);

/**
 * Goods going back to a supplier (issue 31): the shop's debit note to the supplier, or the
 * supplier's credit note recorded. Numbered in its own series; cancelled, never deleted.
 */
export const PURCHASE_RETURN_KINDS = ['debit-note', 'supplier-credit-note'] as const;
export type PurchaseReturnKind = (typeof PURCHASE_RETURN_KINDS)[number];

export const purchaseReturns = pgTable(
  'purchase_returns',
  {
    id: idColumn(),
    returnNumber: text().notNull(),
    financialYear: integer().notNull(),
    sequence: integer().notNull(),
    kind: text({ enum: PURCHASE_RETURN_KINDS }).notNull().default('debit-note'),
    billId: requiredRef(() => purchaseBills.id, 'restrict'),
    supplierId: requiredRef(() => suppliers.id, 'restrict'),
    returnDate: date().notNull(),
    /** The supplier's credit note number, when the supplier issued one. */
    supplierNoteNumber: text().notNull().default(''),
    reason: text().notNull().default(''),
    taxableAmount: money().notNull(),
    ...taxAmounts(),
    reverseChargeTax: moneyOrZero(),
    roundOff: moneyOrZero(),
    totalAmount: money().notNull(),
    status: text({ enum: PURCHASE_BILL_STATUSES }).notNull().default('active'),
    cancelledAt: momentColumn(),
    cancelReason: text().notNull().default(''),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex('purchase_returns_financial_year_sequence_idx').on(t.financialYear, t.sequence),
    check('purchase_returns_kind_check', sql`${t.kind} in ('debit-note', 'supplier-credit-note')`),
    check('purchase_returns_status_check', sql`${t.status} in ('active', 'cancelled')`),
    index('purchase_returns_bill_id_idx').on(t.billId),
    index('purchase_returns_supplier_id_return_date_idx').on(t.supplierId, t.returnDate),
  ],
);

export const purchaseReturnLines = pgTable(
  'purchase_return_lines',
  {
    id: idColumn(),
    returnId: requiredRef(() => purchaseReturns.id, 'cascade'),
    billLineId: requiredRef(() => purchaseBillLines.id, 'restrict'),
    position: integer().notNull(),
    quantity: quantity().notNull(),
    taxableValue: money().notNull(),
    taxAmount: money().notNull(),
    ...lineTaxSplit(),
  },
  (t) => [
    check('purchase_return_lines_quantity_check', sql`${t.quantity} > 0`),
    uniqueIndex('purchase_return_lines_return_id_position_idx').on(t.returnId, t.position),
    index('purchase_return_lines_bill_line_id_idx').on(t.billLineId),
  ],
);

/**
 * Where a serial-numbered item came from and where it went back to (issue 31). One row per item
 * bought on a bill line; `returnLineId` is set when it went back to the supplier (then it is out of
 * stock and cannot be sold). Items entered by hand before issue 31 have no row.
 */
export const itemPurchases = pgTable(
  'item_purchases',
  {
    itemId: requiredRef(() => items.id, 'cascade').primaryKey(),
    billLineId: requiredRef(() => purchaseBillLines.id, 'restrict'),
    supplierId: requiredRef(() => suppliers.id, 'restrict'),
    purchasedOn: date().notNull(),
    /** Cost of this unit into stock (the bill line's unit cost). */
    unitCost: numeric({ precision: 16, scale: 4 }).notNull(),
    returnLineId: uuid().references(() => purchaseReturnLines.id, { onDelete: 'set null' }),
  },
  (t) => [
    index('item_purchases_bill_line_id_idx').on(t.billLineId),
    index('item_purchases_return_line_id_idx').on(t.returnLineId),
  ],
);

/** Supplier payments: numbered per financial year, reversed never deleted, like receipts. */
export const supplierPayments = pgTable(
  'supplier_payments',
  {
    id: idColumn(),
    paymentNumber: text().notNull(),
    financialYear: integer().notNull(),
    sequence: integer().notNull(),
    supplierId: requiredRef(() => suppliers.id, 'restrict'),
    paymentDate: date().notNull(),
    amount: money().notNull(),
    mode: text({ enum: PAYMENT_MODES }).notNull(),
    reference: text().notNull().default(''),
    remarks: text().notNull().default(''),
    status: text({ enum: ['active', 'reversed'] })
      .notNull()
      .default('active'),
    reversedAt: momentColumn(),
    /** The shop's bank account a non-cash payment left from (issue 33); null for cash. */
    bankAccountId: bankAccountRef(),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex('supplier_payments_financial_year_sequence_idx').on(t.financialYear, t.sequence),
    check('supplier_payments_amount_check', sql`${t.amount} > 0`),
    check('supplier_payments_status_check', sql`${t.status} in ('active', 'reversed')`),
    check(
      'supplier_payments_mode_check',
      sql`${t.mode} in ('cash', 'upi', 'bank-transfer', 'cheque', 'card')`,
    ),
    index('supplier_payments_supplier_id_payment_date_idx').on(t.supplierId, t.paymentDate),
  ],
);

/** Part of a supplier payment applied to one bill; never more than the payment. */
export const supplierPaymentAllocations = pgTable(
  'supplier_payment_allocations',
  {
    id: idColumn(),
    paymentId: requiredRef(() => supplierPayments.id, 'cascade'),
    billId: requiredRef(() => purchaseBills.id, 'restrict'),
    amount: money().notNull(),
    allocatedOn: date().notNull(),
    createdAt: timestamps().createdAt,
  },
  (t) => [
    check('supplier_payment_allocations_amount_check', sql`${t.amount} > 0`),
    index('supplier_payment_allocations_bill_id_idx').on(t.billId),
    index('supplier_payment_allocations_payment_id_idx').on(t.paymentId),
  ],
);

/** Shop-defined expense categories (a new shop gets a default list). */
export const expenseCategories = pgTable(
  'expense_categories',
  {
    id: idColumn(),
    name: text().notNull(),
    ...timestamps(),
  },
  (t) => [uniqueIndex('expense_categories_name_lower_idx').on(sql`lower(${t.name})`)],
);

/** Where money was paid from. */
export const PAID_FROM = ['cash', 'bank'] as const;
export type PaidFrom = (typeof PAID_FROM)[number];

/** A cost without a supplier's GST bill (rent, wages, fuel, labour). Cancelled, never deleted. */
export const expenses = pgTable(
  'expenses',
  {
    id: idColumn(),
    expenseNumber: text().notNull(),
    financialYear: integer().notNull(),
    sequence: integer().notNull(),
    expenseDate: date().notNull(),
    category: text().notNull(),
    amount: money().notNull(),
    paidFrom: text({ enum: PAID_FROM }).notNull().default('cash'),
    /**
     * The bank account paid from as typed before issue 33's bank accounts ('' for cash and for
     * rows that name `bankAccountId`): kept readable, listed in the bank book as typed.
     */
    bankAccount: text().notNull().default(''),
    /** The shop's bank account a bank-paid expense left from (issue 33); null for cash. */
    bankAccountId: bankAccountRef(),
    payee: text().notNull().default(''),
    note: text().notNull().default(''),
    attachmentFileId: fileIdColumn(),
    status: text({ enum: PURCHASE_BILL_STATUSES }).notNull().default('active'),
    cancelledAt: momentColumn(),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex('expenses_financial_year_sequence_idx').on(t.financialYear, t.sequence),
    check('expenses_amount_check', sql`${t.amount} > 0`),
    check('expenses_paid_from_check', sql`${t.paidFrom} in ('cash', 'bank')`),
    check('expenses_status_check', sql`${t.status} in ('active', 'cancelled')`),
    index('expenses_expense_date_idx').on(t.expenseDate, t.createdAt),
    index('expenses_category_idx').on(t.category),
  ],
);

/**
 * Every movement of a product's stock (issue 31): purchase in, sale out, sales return in,
 * purchase return out, adjustment (with a reason), opening. `quantity` is signed (+ in, − out);
 * `unitCost` is the cost per unit it moved at (the bill line's for a purchase, the weighted
 * average at the time for an issue), `value` = quantity × unitCost in rupees (signed).
 * `source` names the row that caused it; a cancelled source removes its movements.
 */
export const STOCK_MOVEMENT_KINDS = [
  'opening',
  'purchase',
  'sale',
  'sales-return',
  'purchase-return',
  'adjustment',
] as const;
export type StockMovementKind = (typeof STOCK_MOVEMENT_KINDS)[number];

export const stockMovements = pgTable(
  'stock_movements',
  {
    id: idColumn(),
    productId: requiredRef(() => products.id, 'restrict'),
    movementDate: date().notNull(),
    kind: text({ enum: STOCK_MOVEMENT_KINDS }).notNull(),
    quantity: quantity().notNull(),
    unitCost: numeric({ precision: 16, scale: 4 }).notNull().default('0'),
    value: money().notNull(),
    /** The line that moved it: a purchase bill, invoice, note or purchase return line, or null. */
    sourceLineId: uuid(),
    reason: text().notNull().default(''),
    createdAt: timestamps().createdAt,
  },
  (t) => [
    check('stock_movements_quantity_check', sql`${t.quantity} <> 0`),
    check(
      'stock_movements_kind_check',
      sql`${t.kind} in ('opening', 'purchase', 'sale', 'sales-return', 'purchase-return', 'adjustment')`,
    ),
    // A product's ledger and its stock on a date: its movements in date order.
    index('stock_movements_product_id_movement_date_idx').on(
      t.productId,
      t.movementDate,
      t.createdAt,
      t.quantity,
      t.value,
    ),
    // The stock report by date across products.
    index('stock_movements_movement_date_idx').on(t.movementDate),
    // A cancelled document's movements.
    index('stock_movements_source_line_id_idx').on(t.sourceLineId),
  ],
);

/**
 * A product's stock now (issue 31), kept with each movement under the row's lock: quantity on
 * hand, its value, and the weighted-average cost (value / quantity while quantity > 0, else the
 * last one). `lowStockLevel`: the level under which the product is listed as low (null: none).
 */
export const productStock = pgTable('product_stock', {
  productId: requiredRef(() => products.id, 'cascade').primaryKey(),
  onHand: quantity().notNull().default('0'),
  value: moneyOrZero(),
  averageCost: numeric({ precision: 16, scale: 4 }).notNull().default('0'),
  lowStockLevel: quantity(),
  updatedAt: timestamps().updatedAt,
});

/** The serial-numbered items a purchase return sent back (with item_purchases.return_line_id). */
export const purchaseReturnLineSerials = pgTable(
  'purchase_return_line_serials',
  {
    returnLineId: requiredRef(() => purchaseReturnLines.id, 'cascade'),
    itemId: requiredRef(() => items.id, 'restrict'),
  },
  (t) => [
    primaryKey({ columns: [t.returnLineId, t.itemId] }),
    index('purchase_return_line_serials_item_id_idx').on(t.itemId),
  ],
);
