import {
  numeric,
  timestamp,
  uuid,
  type AnyPgColumn,
  type UpdateDeleteAction,
} from 'drizzle-orm/pg-core';

/**
 * Column builders shared by the tables. Each call returns new builders (a builder belongs to one
 * table), and the column names come from the keys they are spread under (casing: snake_case), so
 * a table written with these is the same table as one written out by hand: the migrations do not
 * change.
 */

/** A random uuid primary key. */
export const idColumn = () => uuid().primaryKey().defaultRandom();

/** A `uuid not null` foreign key to `target` (`() => table.id`), with its on-delete action. */
export const requiredRef = (target: () => AnyPgColumn, onDelete: UpdateDeleteAction) =>
  uuid().notNull().references(target, { onDelete });

/** A `timestamptz not null default now()`. */
export const nowColumn = () => timestamp({ withTimezone: true }).notNull().defaultNow();

/** A `timestamptz` that is null until something happens (last login, revoked, cancelled). */
export const momentColumn = () => timestamp({ withTimezone: true });

/** `createdAt` and `updatedAt`, both `timestamptz not null default now()`. */
export const timestamps = () => ({ createdAt: nowColumn(), updatedAt: nowColumn() });

/** Rupees: `numeric(14, 2)`. */
export const money = () => numeric({ precision: 14, scale: 2 });

/** Rupees defaulting to 0: `numeric(14, 2) not null default '0'`. */
export const moneyOrZero = () => money().notNull().default('0');

/** A GST rate in percent: `numeric(5, 2)`. */
export const gstRate = () => numeric({ precision: 5, scale: 2 });

/** A quantity: `numeric(12, 3)`. */
export const quantity = () => numeric({ precision: 12, scale: 3 });

/** A line's tax split: `cgst`, `sgst`, `utgst`, `igst`, each rupees defaulting to 0. */
export const lineTaxSplit = () => ({
  cgst: moneyOrZero(),
  sgst: moneyOrZero(),
  utgst: moneyOrZero(),
  igst: moneyOrZero(),
});

/** A document's tax totals: `cgstAmount`, `sgstAmount`, `utgstAmount`, `igstAmount`. */
export const taxAmounts = () => ({
  cgstAmount: moneyOrZero(),
  sgstAmount: moneyOrZero(),
  utgstAmount: moneyOrZero(),
  igstAmount: moneyOrZero(),
});
