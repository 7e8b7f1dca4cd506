import { sql } from 'drizzle-orm';
import { check, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { filedPeriods } from './ledger';

/**
 * The returns of a filed period as they were filed (issue 28 item 7): written in the
 * transaction that marks the period filed, served by every later read of that period (GSTR-1 and
 * GSTR-3B JSON, the workbook, the Returns page), deleted with the period's lock when a superadmin
 * unlocks it (the foreign key cascades). Later changes to the shop's GSTIN, state or filing
 * frequency apply to open periods only.
 *
 * The JSON is kept as text, byte for byte as it was served when filed, so its SHA-256 (hex) is
 * the hash of the very body a client receives; a check constraint holds each hash to its text,
 * and migration 0009's trigger refuses any UPDATE: a filed copy is never changed, only dropped
 * with its lock and taken again when the period is filed again.
 */
export const filedReturns = pgTable(
  'filed_returns',
  {
    period: text()
      .primaryKey()
      .references(() => filedPeriods.period, { onDelete: 'cascade' }),
    /** The settings the returns were computed with. */
    frequency: text().notNull(),
    gstin: text().notNull(),
    stateCode: integer().notNull(),
    /** GSTR-1 as the offline tool's JSON, and its SHA-256. */
    gstr1: text().notNull(),
    gstr1Sha256: text().notNull(),
    /** GSTR-3B Tables 3.1 and 3.2 with `gstin` and `ret_period`, and its SHA-256. */
    gstr3b: text().notNull(),
    gstr3bSha256: text().notNull(),
    /**
     * What the Returns page shows besides the two returns: label, dates, document counts, the
     * section cards, the problems, and the months a quarter left out because they were filed
     * on their own.
     */
    figures: text().notNull(),
    /**
     * Issue 32: Table 6.1 as filed (the set-off per head, cash, s.50 interest to the payment date
     * and the challan figures) as JSON text, and what the shop entered that the books cannot know
     * (Rules 42/43 and other 4(B) reversals, the payment date) as JSON text. Null on copies filed
     * before issue 32.
     */
    gstr3bPayment: text(),
    gstr3bEntered: text(),
  },
  (t) => [
    check('filed_returns_frequency_check', sql`${t.frequency} in ('monthly', 'quarterly')`),
    check(
      'filed_returns_gstr1_sha256_check',
      sql`${t.gstr1Sha256} = encode(sha256(convert_to(${t.gstr1}, 'UTF8')), 'hex')`,
    ),
    check(
      'filed_returns_gstr3b_sha256_check',
      sql`${t.gstr3bSha256} = encode(sha256(convert_to(${t.gstr3b}, 'UTF8')), 'hex')`,
    ),
  ],
);
