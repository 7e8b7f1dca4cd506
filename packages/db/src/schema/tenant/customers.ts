import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { idColumn, timestamps } from '../columns';

/** A place the customer takes delivery at (issue 29); an invoice may copy one as its delivery address. */
export type ShippingAddress = {
  label: string;
  address: string;
  stateCode: number;
  pinCode: string;
  /** Issue 30; absent on addresses saved before. */
  city?: string;
};

export const customers = pgTable(
  'customers',
  {
    id: idColumn(),
    name: text().notNull(),
    email: text().notNull().default(''),
    address: text().notNull().default(''),
    phoneNumber: text().notNull().default(''),
    gstin: text().notNull().default(''),
    stateCode: integer().notNull().default(19),
    /** A Special Economic Zone unit or developer: supplies to it are zero-rated (IGST). */
    isSez: boolean().notNull().default(false),
    /** Six-digit PIN of `address` ('' = not given; Rule 46 asks for the recipient's address). */
    pinCode: text().notNull().default(''),
    /** City or town of `address` (issue 30): the e-invoice's buyer `Loc` and e-way bill place. */
    city: text().notNull().default(''),
    shippingAddresses: jsonb().$type<ShippingAddress[]>().notNull().default([]),
    /** Days of credit: an invoice's due date is its date plus these (null = the shop's default). */
    creditPeriodDays: integer(),
    /** Issue 34: the customer asked not to get payment reminders. */
    remindersOptOut: boolean().notNull().default(false),
    ...timestamps(),
  },
  (t) => [
    check(
      'customers_credit_period_days_check',
      sql`${t.creditPeriodDays} is null or (${t.creditPeriodDays} >= 0 and ${t.creditPeriodDays} <= 365)`,
    ),
    // Customer table: sort and prefix search by name (case-insensitive).
    index('customers_name_lower_idx').on(sql`lower(${t.name})`),
    // Search by GSTIN and phone number.
    index('customers_gstin_idx').on(t.gstin),
    index('customers_phone_number_idx').on(t.phoneNumber),
    index('customers_created_at_idx').on(t.createdAt),
    // A sync (`updatedSince`, issue 29 item 11): rows changed since, oldest change first, then id.
    index('customers_updated_at_id_idx').on(t.updatedAt, t.id),
  ],
);
