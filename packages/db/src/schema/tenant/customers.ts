import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { idColumn, timestamps } from '../columns';

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
    ...timestamps(),
  },
  (t) => [
    // Customer table: sort and prefix search by name (case-insensitive).
    index('customers_name_lower_idx').on(sql`lower(${t.name})`),
    // Search by GSTIN and phone number.
    index('customers_gstin_idx').on(t.gstin),
    index('customers_phone_number_idx').on(t.phoneNumber),
    index('customers_created_at_idx').on(t.createdAt),
  ],
);
