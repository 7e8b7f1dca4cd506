import { sql } from 'drizzle-orm';
import { check, date, index, integer, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { idColumn, nowColumn } from '../columns';
import { invoices } from './invoices';
import { notes } from './ledger';

export const AMENDED_KINDS = ['invoice', 'credit-note', 'debit-note'] as const;
export type AmendedKind = (typeof AMENDED_KINDS)[number];

/**
 * Issue 30: a correction of an invoice or note dated in a filed return period. The document is
 * not edited in that period: the correction is reported in the return of the month it is made
 * in (`amendment_date`; GSTR-1 b2ba, cdnra, b2csa and the difference in GSTR-3B), while the filed
 * period's copy (filed_returns) stays as filed. `before` and `after` are the document's return
 * figures (party, place of supply, rate-wise values and tax) at the revisions named.
 */
export const amendments = pgTable(
  'amendments',
  {
    id: idColumn(),
    documentKind: text({ enum: AMENDED_KINDS }).notNull(),
    invoiceId: uuid().references(() => invoices.id, { onDelete: 'restrict' }),
    noteId: uuid().references(() => notes.id, { onDelete: 'restrict' }),
    originalNumber: text().notNull(),
    originalDate: date().notNull(),
    /** The filed return period the original was reported in (MMYYYY; a quarter by its last month). */
    originalPeriod: text().notNull(),
    /** The day (India) the amendment was made: its month's return reports it. */
    amendmentDate: date().notNull(),
    revisionBefore: integer().notNull(),
    revisionAfter: integer().notNull(),
    before: jsonb().$type<Record<string, unknown>>().notNull(),
    after: jsonb().$type<Record<string, unknown>>().notNull(),
    reason: text().notNull().default(''),
    createdBy: text(),
    createdAt: nowColumn(),
  },
  (t) => [
    check(
      'amendments_document_check',
      sql`(${t.invoiceId} is not null) <> (${t.noteId} is not null)`,
    ),
    check(
      'amendments_kind_check',
      sql`${t.documentKind} in ('invoice', 'credit-note', 'debit-note')`,
    ),
    check('amendments_revision_check', sql`${t.revisionAfter} > ${t.revisionBefore}`),
    index('amendments_amendment_date_idx').on(t.amendmentDate),
    index('amendments_invoice_id_idx').on(t.invoiceId),
    index('amendments_note_id_idx').on(t.noteId),
  ],
);
