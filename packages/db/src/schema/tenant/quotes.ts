import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  numeric,
  pgTable,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { gstRate, idColumn, moneyOrZero, quantity, requiredRef, timestamps } from '../columns';
import { customers } from './customers';
import { products } from './catalogue';
import { invoices } from './invoices';
import { fileIdColumn } from './refs';

export const QUOTE_STATUSES = ['Pending', 'Approved', 'Rejected'] as const;
export const QUOTE_TYPES = ['Quote', 'Proforma Invoice'] as const;
export const QUOTE_SOURCES = ['backoffice', 'public'] as const;

/** Quotes and proforma invoices ('loose quotes'), also public quote requests. */
export const quotes = pgTable(
  'quotes',
  {
    id: idColumn(),
    quoteNumber: text().notNull(),
    /** Financial year start (2026 for 2026-27), the scope of the quote number. */
    year: integer().notNull(),
    quoteDate: date().notNull(),
    expiryDate: date().notNull(),
    status: text({ enum: QUOTE_STATUSES }).notNull().default('Pending'),
    customerId: uuid().references(() => customers.id, { onDelete: 'set null' }),
    customerName: text().notNull(),
    gstin: text().notNull().default(''),
    address: text().notNull().default(''),
    email: text().notNull().default(''),
    phoneNumber: text().notNull().default(''),
    /** State code of the place of supply; null = the shop's own state (CGST + SGST). */
    placeOfSupply: integer(),
    /** kW. */
    userDemand: numeric({ precision: 10, scale: 2 }).notNull().default('5'),
    discountPrice: moneyOrZero(),
    termsAndConditions: text().notNull().default(''),
    isInstallationRequired: boolean().notNull().default(false),
    quoteType: text({ enum: QUOTE_TYPES }).notNull().default('Quote'),
    taxIncluded: boolean().notNull().default(false),
    totalAmount: moneyOrZero(),
    userMessage: text().notNull().default(''),
    statusMessage: text().notNull().default(''),
    expectedDate: date(),
    source: text({ enum: QUOTE_SOURCES }).notNull().default('backoffice'),
    fileId: fileIdColumn(),
    /**
     * The invoice this quote became (issue 29): set once, in the invoice's issuing transaction;
     * unique, so a quote is never converted twice. The invoice finds its quote through it.
     */
    invoiceId: uuid().references(() => invoices.id, { onDelete: 'set null' }),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex('quotes_invoice_id_idx').on(t.invoiceId),
    check('quotes_status_check', sql`${t.status} in ('Pending', 'Approved', 'Rejected')`),
    check('quotes_type_check', sql`${t.quoteType} in ('Quote', 'Proforma Invoice')`),
    check('quotes_discount_check', sql`${t.discountPrice} >= 0`),
    uniqueIndex('quotes_year_quote_number_idx').on(t.year, t.quoteNumber),
    // Quote list: newest first by year then number; the demand filter splits at 5 kW.
    index('quotes_year_created_at_idx').on(t.year, t.createdAt),
    index('quotes_user_demand_idx').on(t.userDemand),
    index('quotes_customer_id_idx').on(t.customerId),
    // Public status check: by quote number and phone number.
    index('quotes_quote_number_phone_idx').on(t.quoteNumber, t.phoneNumber),
    // A sync (`updatedSince`, issue 29 item 11): rows changed since, oldest change first, then id.
    index('quotes_updated_at_id_idx').on(t.updatedAt, t.id),
  ],
);

export const quoteLines = pgTable(
  'quote_lines',
  {
    id: idColumn(),
    quoteId: requiredRef(() => quotes.id, 'cascade'),
    position: integer().notNull(),
    productId: uuid().references(() => products.id, { onDelete: 'set null' }),
    productName: text().notNull(),
    quantity: quantity().notNull().default('1'),
    price: moneyOrZero(),
    gstPercentage: gstRate().notNull().default('0'),
    uomUnit: text().notNull().default('UNITS'),
  },
  (t) => [
    check('quote_lines_quantity_check', sql`${t.quantity} > 0`),
    uniqueIndex('quote_lines_quote_id_position_idx').on(t.quoteId, t.position),
    index('quote_lines_product_id_idx').on(t.productId),
  ],
);
