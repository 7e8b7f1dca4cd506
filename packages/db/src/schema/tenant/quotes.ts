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
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { customers } from './customers';
import { products } from './catalogue';
import { files } from './system';

export const QUOTE_STATUSES = ['Pending', 'Approved', 'Rejected'] as const;
export const QUOTE_TYPES = ['Quote', 'Proforma Invoice'] as const;
export const QUOTE_SOURCES = ['backoffice', 'public'] as const;

/** Quotes and proforma invoices ('loose quotes'), also public quote requests. */
export const quotes = pgTable(
  'quotes',
  {
    id: uuid().primaryKey().defaultRandom(),
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
    discountPrice: numeric({ precision: 14, scale: 2 }).notNull().default('0'),
    termsAndConditions: text().notNull().default(''),
    isInstallationRequired: boolean().notNull().default(false),
    quoteType: text({ enum: QUOTE_TYPES }).notNull().default('Quote'),
    taxIncluded: boolean().notNull().default(false),
    totalAmount: numeric({ precision: 14, scale: 2 }).notNull().default('0'),
    userMessage: text().notNull().default(''),
    statusMessage: text().notNull().default(''),
    expectedDate: date(),
    source: text({ enum: QUOTE_SOURCES }).notNull().default('backoffice'),
    fileId: text().references(() => files.id, { onDelete: 'set null' }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
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
  ],
);

export const quoteLines = pgTable(
  'quote_lines',
  {
    id: uuid().primaryKey().defaultRandom(),
    quoteId: uuid()
      .notNull()
      .references(() => quotes.id, { onDelete: 'cascade' }),
    position: integer().notNull(),
    productId: uuid().references(() => products.id, { onDelete: 'set null' }),
    productName: text().notNull(),
    quantity: numeric({ precision: 12, scale: 3 }).notNull().default('1'),
    price: numeric({ precision: 14, scale: 2 }).notNull().default('0'),
    gstPercentage: numeric({ precision: 5, scale: 2 }).notNull().default('0'),
    uomUnit: text().notNull().default('UNITS'),
  },
  (t) => [
    check('quote_lines_quantity_check', sql`${t.quantity} > 0`),
    uniqueIndex('quote_lines_quote_id_position_idx').on(t.quoteId, t.position),
    index('quote_lines_product_id_idx').on(t.productId),
  ],
);
