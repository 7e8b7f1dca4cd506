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
  nowColumn,
  money,
  moneyOrZero,
  quantity,
  requiredRef,
  timestamps,
} from '../columns';
import { customers } from './customers';
import { items, products, TAXABILITIES } from './catalogue';
import {
  cancellationColumns,
  documentTaxColumns,
  invoiceLines,
  invoices,
  irpColumns,
  SUPPLY_TYPES,
  type PartySnapshot,
  type SupplierSnapshot,
} from './invoices';
import { fileIdColumn } from './refs';
import { bankAccountRef } from './bank-accounts';

/**
 * Credit and debit notes (issue 16; CGST Act s.34, Rule 53). One table for both kinds: each kind
 * has its own gapless series per financial year (document_counters kinds 'credit-note' and
 * 'debit-note'). A note belongs to one customer and names, line by line, the invoice lines it
 * corrects, so its tax follows those invoices (place of supply, split, rates). Issued notes are
 * frozen (supplier and recipient snapshots) and cancelled, never deleted, like invoices.
 */
export const NOTE_KINDS = ['credit', 'debit'] as const;
export type NoteKind = (typeof NOTE_KINDS)[number];

export const notes = pgTable(
  'notes',
  {
    id: idColumn(),
    kind: text({ enum: NOTE_KINDS }).notNull(),
    noteNumber: text().notNull(),
    financialYear: integer().notNull(),
    sequence: integer().notNull(),
    noteDate: date().notNull(),
    customerId: requiredRef(() => customers.id, 'restrict'),
    /** A CreditNoteReason or DebitNoteReason of @gst/domain ledger.ts. */
    reason: text().notNull(),
    remarks: text().notNull().default(''),
    /** Copied from the invoices it corrects (all of one place of supply and supply type). */
    placeOfSupply: integer().notNull(),
    isInterState: boolean().notNull(),
    supplyType: text({ enum: SUPPLY_TYPES }),
    ...documentTaxColumns(),
    ...cancellationColumns(),
    revision: integer().notNull().default(1),
    supplier: jsonb().$type<SupplierSnapshot>(),
    billTo: jsonb().$type<PartySnapshot>(),
    ...irpColumns(),
    fileId: fileIdColumn(),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex('notes_kind_financial_year_sequence_idx').on(t.kind, t.financialYear, t.sequence),
    uniqueIndex('notes_kind_financial_year_note_number_idx').on(
      t.kind,
      t.financialYear,
      t.noteNumber,
    ),
    check('notes_kind_check', sql`${t.kind} in ('credit', 'debit')`),
    check('notes_status_check', sql`${t.status} in ('issued', 'cancelled')`),
    check('notes_total_check', sql`${t.totalAmount} >= 0`),
    index('notes_customer_id_note_date_idx').on(t.customerId, t.noteDate),
    index('notes_kind_note_date_idx').on(t.kind, t.noteDate),
    // A sync (`updatedSince`, issue 29 item 11): rows changed since, oldest change first, then id.
    index('notes_updated_at_id_idx').on(t.updatedAt, t.id),
  ],
);

/** A note's line: the invoice line it corrects, the quantity returned and the value and tax. */
export const noteLines = pgTable(
  'note_lines',
  {
    id: idColumn(),
    noteId: requiredRef(() => notes.id, 'cascade'),
    position: integer().notNull(),
    invoiceId: requiredRef(() => invoices.id, 'restrict'),
    invoiceLineId: requiredRef(() => invoiceLines.id, 'restrict'),
    productId: requiredRef(() => products.id, 'restrict'),
    productName: text().notNull().default(''),
    hsnCode: text().notNull().default(''),
    uomUnit: text().notNull().default('UNITS'),
    gstPercentage: gstRate().notNull(),
    /** Its invoice line's taxability (issue 30), so a note on a nil-rated line goes to Table 8. */
    taxability: text({ enum: TAXABILITIES }).notNull().default('taxable'),
    /** Goods returned (0 for a discount or a price correction). */
    quantity: quantity().notNull().default('0'),
    taxableValue: money().notNull(),
    ...lineTaxSplit(),
    taxAmount: money().notNull(),
  },
  (t) => [
    uniqueIndex('note_lines_note_id_position_idx').on(t.noteId, t.position),
    check('note_lines_quantity_check', sql`${t.quantity} >= 0`),
    check('note_lines_taxable_value_check', sql`${t.taxableValue} >= 0`),
    check(
      'note_lines_taxability_check',
      sql`${t.taxability} in ('taxable', 'nil-rated', 'exempt', 'non-gst')`,
    ),
    index('note_lines_invoice_line_id_idx').on(t.invoiceLineId),
    index('note_lines_invoice_id_idx').on(t.invoiceId),
  ],
);

/** The serial-numbered items a credit note takes back: they are available again. */
export const noteLineSerials = pgTable(
  'note_line_serials',
  {
    noteLineId: requiredRef(() => noteLines.id, 'cascade'),
    itemId: requiredRef(() => items.id, 'restrict'),
  },
  (t) => [
    primaryKey({ columns: [t.noteLineId, t.itemId] }),
    index('note_line_serials_item_id_idx').on(t.itemId),
  ],
);

/** How a receipt was paid. */
export const PAYMENT_MODES = ['cash', 'upi', 'bank-transfer', 'cheque', 'card'] as const;
export type PaymentMode = (typeof PAYMENT_MODES)[number];

/**
 * A receipt from a customer (issue 16): numbered in its own series ('receipt'), allocated to open
 * invoices; what is not allocated is the customer's advance, which later allocations apply. A
 * receipt is reversed, never deleted.
 */
export const payments = pgTable(
  'payments',
  {
    id: idColumn(),
    receiptNumber: text().notNull(),
    financialYear: integer().notNull(),
    sequence: integer().notNull(),
    customerId: requiredRef(() => customers.id, 'restrict'),
    paymentDate: date().notNull(),
    amount: money().notNull(),
    mode: text({ enum: PAYMENT_MODES }).notNull(),
    reference: text().notNull().default(''),
    remarks: text().notNull().default(''),
    status: text({ enum: ['active', 'reversed'] })
      .notNull()
      .default('active'),
    reversedAt: momentColumn(),
    fileId: fileIdColumn(),
    /** The shop's bank account a non-cash receipt went into (issue 33); null for cash. */
    bankAccountId: bankAccountRef(),
    // Income-tax TDS the buyer deducted (issue 33): `amount` stays the money received; the
    // customer is credited amount + tdsAmount. Form 16A is entered when it arrives.
    tdsSection: text().notNull().default(''),
    tdsRate: numeric({ precision: 5, scale: 3 }),
    tdsAmount: moneyOrZero(),
    form16aNumber: text().notNull().default(''),
    form16aDate: date(),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex('payments_financial_year_sequence_idx').on(t.financialYear, t.sequence),
    check('payments_amount_check', sql`${t.amount} > 0`),
    check('payments_tds_amount_check', sql`${t.tdsAmount} >= 0`),
    check('payments_status_check', sql`${t.status} in ('active', 'reversed')`),
    check(
      'payments_mode_check',
      sql`${t.mode} in ('cash', 'upi', 'bank-transfer', 'cheque', 'card')`,
    ),
    index('payments_customer_id_payment_date_idx').on(t.customerId, t.paymentDate),
    // A sync (`updatedSince`, issue 29 item 11): rows changed since, oldest change first, then id.
    index('payments_updated_at_id_idx').on(t.updatedAt, t.id),
  ],
);

/**
 * Money paid back to a customer (issue 29): out of the customer's advance, or against a credit
 * note on an invoice already paid. Numbered in its own series ('refund'); a refund voucher
 * (CGST Rule 51) is its document. Reversed, never deleted, like a receipt.
 */
export const refunds = pgTable(
  'refunds',
  {
    id: idColumn(),
    refundNumber: text().notNull(),
    financialYear: integer().notNull(),
    sequence: integer().notNull(),
    customerId: requiredRef(() => customers.id, 'restrict'),
    refundDate: date().notNull(),
    amount: money().notNull(),
    mode: text({ enum: PAYMENT_MODES }).notNull(),
    reference: text().notNull().default(''),
    remarks: text().notNull().default(''),
    /** The credit note this refund pays out, if any. */
    noteId: uuid().references(() => notes.id, { onDelete: 'restrict' }),
    /** The receipt whose unallocated advance this refund returns, if any. */
    paymentId: uuid().references(() => payments.id, { onDelete: 'restrict' }),
    status: text({ enum: ['active', 'reversed'] })
      .notNull()
      .default('active'),
    reversedAt: momentColumn(),
    fileId: fileIdColumn(),
    /** The shop's bank account a non-cash refund left from (issue 33); null for cash. */
    bankAccountId: bankAccountRef(),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex('refunds_financial_year_sequence_idx').on(t.financialYear, t.sequence),
    check('refunds_amount_check', sql`${t.amount} > 0`),
    check('refunds_status_check', sql`${t.status} in ('active', 'reversed')`),
    check(
      'refunds_mode_check',
      sql`${t.mode} in ('cash', 'upi', 'bank-transfer', 'cheque', 'card')`,
    ),
    index('refunds_customer_id_refund_date_idx').on(t.customerId, t.refundDate),
    index('refunds_note_id_idx').on(t.noteId),
    index('refunds_payment_id_idx').on(t.paymentId),
  ],
);

/** Part of a receipt applied to one invoice; a receipt's allocations never exceed its amount. */
export const paymentAllocations = pgTable(
  'payment_allocations',
  {
    id: idColumn(),
    paymentId: requiredRef(() => payments.id, 'cascade'),
    invoiceId: requiredRef(() => invoices.id, 'restrict'),
    amount: money().notNull(),
    allocatedOn: date().notNull(),
    createdAt: timestamps().createdAt,
  },
  (t) => [
    check('payment_allocations_amount_check', sql`${t.amount} > 0`),
    index('payment_allocations_invoice_id_idx').on(t.invoiceId),
    index('payment_allocations_payment_id_idx').on(t.paymentId),
  ],
);

/**
 * Return periods the shop has marked as filed (issue 17): no invoice, note or receipt dated from
 * `fromDate` to `toDate` may be created, changed or cancelled until a superadmin unlocks it.
 * `period` is the return period as the portal writes it (MMYYYY; a quarter by its last month).
 */
export const filedPeriods = pgTable(
  'filed_periods',
  {
    period: text().primaryKey(),
    fromDate: date().notNull(),
    toDate: date().notNull(),
    filedAt: nowColumn(),
    filedBy: text(),
  },
  (t) => [
    check('filed_periods_range_check', sql`${t.fromDate} <= ${t.toDate}`),
    index('filed_periods_to_date_idx').on(t.toDate, t.fromDate),
  ],
);
