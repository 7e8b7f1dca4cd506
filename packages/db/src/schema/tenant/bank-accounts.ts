import { sql } from 'drizzle-orm';
import { bigint, boolean, check, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { idColumn, timestamps } from '../columns';

/**
 * A shop's bank accounts (issue 33): the bank book is kept per account. Each has a name the shop
 * recognises ("HDFC current ••1234"), its number and IFSC, and its balance on the shop's
 * "opening balances as of" date (settings `openingBalancesDate`) in integer paise, negative for
 * an overdraft. An account money went through is deactivated, never deleted.
 */
export const bankAccounts = pgTable(
  'bank_accounts',
  {
    id: idColumn(),
    name: text().notNull(),
    accountNumber: text().notNull().default(''),
    ifsc: text().notNull().default(''),
    openingBalancePaise: bigint({ mode: 'bigint' })
      .notNull()
      .default(sql`0`),
    active: boolean().notNull().default(true),
    ...timestamps(),
  },
  (t) => [
    check('bank_accounts_name_check', sql`length(trim(${t.name})) > 0`),
    // Two accounts are told apart by name in every select and in the bank book.
    uniqueIndex('bank_accounts_name_lower_idx').on(sql`lower(${t.name})`),
  ],
);

/** A movement's bank account: kept while the account is (an account with movements stays). */
export const bankAccountRef = () =>
  uuid().references(() => bankAccounts.id, { onDelete: 'restrict' });
