import { sql } from 'drizzle-orm';
import { check, date, index, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { idColumn, nowColumn } from '../columns';
import { gstr2bDocuments } from './gstr2b';
import { purchaseBills, purchaseReturns } from './purchases';

/**
 * Reconciliation of the purchase register with GSTR-2B (issue 32): the shop's decisions only. The
 * outcomes themselves (exact, suggested, mismatch, missing) are recomputed from the books and the
 * period's active 2B import on every read; a row here is what a person decided about a books
 * document, a 2B document or a pair of them, and it is laid over the computed result.
 *
 * Status: 'matched-auto' (the engine's suggested pair, accepted), 'matched-manual' (linked by
 * hand), 'pending' (follow up with the supplier), 'ignored'. A row has a books side (a purchase
 * bill or a purchase return, never both), a 2B side, or both.
 *
 * The 2B side survives a re-import of the period: a re-import writes new document rows with new
 * ids (the replaced import's rows stay), so the document is found again by its key — the
 * supplier's GSTIN, the reconciliation type (invoice, credit-note, debit-note, bill-of-entry) and
 * the number's normal form (@gst/domain `normaliseDocumentNumber`, without the date, so a
 * corrected date does not lose it) — kept here beside the id of the document as decided.
 */
export const RECONCILIATION_STATUSES = [
  'matched-auto',
  'matched-manual',
  'pending',
  'ignored',
] as const;
export type ReconciliationStatus = (typeof RECONCILIATION_STATUSES)[number];

export const reconciliationLinks = pgTable(
  'reconciliation_links',
  {
    id: idColumn(),
    /** The return period, 'MMYYYY' as GSTR-2B writes it. */
    period: text().notNull(),
    purchaseBillId: uuid().references(() => purchaseBills.id, { onDelete: 'cascade' }),
    purchaseReturnId: uuid().references(() => purchaseReturns.id, { onDelete: 'cascade' }),
    /** The 2B document as decided (an import's row); later imports are matched by the key below. */
    gstr2bDocumentId: uuid().references(() => gstr2bDocuments.id, { onDelete: 'set null' }),
    /** The 2B document's key, null without a 2B side: supplier GSTIN, type, normal number. */
    supplierGstin: text(),
    documentType: text(),
    documentKey: text(),
    /** The 2B document's number and date as the portal wrote them (for the audit and stale rows). */
    documentNumber: text(),
    documentDate: date({ mode: 'string' }),
    status: text({ enum: RECONCILIATION_STATUSES }).notNull(),
    /** The computed outcome when the decision was taken ('Suggested Match', …), or null. */
    outcome: text(),
    note: text().notNull().default(''),
    /** Who decided, as the audit trail names an actor, and when. */
    actorType: text().notNull(),
    actorId: text(),
    decidedAt: nowColumn(),
  },
  (t) => [
    check(
      'reconciliation_links_status_check',
      sql`${t.status} in ('matched-auto', 'matched-manual', 'pending', 'ignored')`,
    ),
    check(
      'reconciliation_links_sides_check',
      sql`not (${t.purchaseBillId} is not null and ${t.purchaseReturnId} is not null) and (${t.purchaseBillId} is not null or ${t.purchaseReturnId} is not null or ${t.documentKey} is not null)`,
    ),
    check(
      'reconciliation_links_matched_check',
      sql`${t.status} not in ('matched-auto', 'matched-manual') or (${t.documentKey} is not null and (${t.purchaseBillId} is not null or ${t.purchaseReturnId} is not null))`,
    ),
    // One decision per document and period, whichever side it is on.
    uniqueIndex('reconciliation_links_period_bill_idx')
      .on(t.period, t.purchaseBillId)
      .where(sql`${t.purchaseBillId} is not null`),
    uniqueIndex('reconciliation_links_period_return_idx')
      .on(t.period, t.purchaseReturnId)
      .where(sql`${t.purchaseReturnId} is not null`),
    uniqueIndex('reconciliation_links_period_document_idx')
      .on(t.period, t.supplierGstin, t.documentType, t.documentKey)
      .where(sql`${t.documentKey} is not null`),
    // The foreign keys' other ends (a bill or a return is cancelled, never deleted, but a 2B
    // document's import could be).
    index('reconciliation_links_purchase_bill_id_idx').on(t.purchaseBillId),
    index('reconciliation_links_purchase_return_id_idx').on(t.purchaseReturnId),
    index('reconciliation_links_gstr2b_document_id_idx').on(t.gstr2bDocumentId),
  ],
);
