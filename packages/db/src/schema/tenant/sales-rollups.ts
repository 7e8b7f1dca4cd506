import { date, integer, numeric, pgTable, primaryKey, uuid } from 'drizzle-orm/pg-core';

/**
 * Dashboard rollups (issue 8): per-day sums that the dashboard reads instead of scanning every
 * invoice line. They are kept exact by statement-level triggers on `invoices` and
 * `invoice_lines` (drizzle/tenant/0002_dashboard_rollups.sql), so every writer — the invoice
 * service, imports, `pnpm seed:large`, a hand-run SQL fix — keeps them equal to the sums over the
 * source rows inside its own transaction. Rows whose count falls to zero are kept (cheaper than
 * deleting them under concurrent writers); readers skip them with `invoices > 0` / `lines > 0`.
 * Only issued invoices count (issue 15, migration 0004): cancelling an invoice (an UPDATE of its
 * status) takes it and its lines out, restoring it puts them back.
 */

/** One row per invoice date: how many invoices, Σ total_amount, Σ CGST + SGST + UTGST + IGST. */
export const invoiceDayTotals = pgTable('invoice_day_totals', {
  invoiceDate: date().primaryKey(),
  invoices: integer().notNull(),
  totalAmount: numeric({ precision: 18, scale: 2 }).notNull(),
  gstAmount: numeric({ precision: 18, scale: 2 }).notNull(),
});

/**
 * One row per (invoice date, product): Σ quantity, Σ (taxable_value + tax_amount), Σ tax_amount
 * and the number of lines, over the lines of that day's invoices. Keyed by product id, not by
 * category, so a product's category can change without touching it (the dashboard joins the
 * product's current category, as it does for lines).
 */
export const invoiceProductDayTotals = pgTable(
  'invoice_product_day_totals',
  {
    invoiceDate: date().notNull(),
    productId: uuid().notNull(),
    lines: integer().notNull(),
    quantity: numeric({ precision: 18, scale: 3 }).notNull(),
    amount: numeric({ precision: 18, scale: 2 }).notNull(),
    taxAmount: numeric({ precision: 18, scale: 2 }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.invoiceDate, t.productId] })],
);
