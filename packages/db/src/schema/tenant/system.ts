import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  customType,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  uuid,
} from 'drizzle-orm/pg-core';
import { nowColumn } from '../columns';

const bytea = customType<{ data: Uint8Array; driverData: Uint8Array }>({
  dataType: () => 'bytea',
});

export const DOCUMENT_KINDS = [
  'invoice',
  'quote',
  'credit-note',
  'debit-note',
  'receipt',
  'refund',
  // Issue 31: the buying half's own series.
  'purchase-bill',
  'purchase-return',
  'supplier-payment',
  'expense',
] as const;

/** Gapless numbering: one row per (document kind, financial year), bumped in the issuing tx. */
export const documentCounters = pgTable(
  'document_counters',
  {
    kind: text({ enum: DOCUMENT_KINDS }).notNull(),
    financialYear: integer().notNull(),
    nextValue: integer().notNull().default(1),
  },
  (t) => [
    primaryKey({ columns: [t.kind, t.financialYear] }),
    check('document_counters_next_value_check', sql`${t.nextValue} >= 1`),
  ],
);

/** A retried create replays the first response instead of issuing a second number. */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    key: text().primaryKey(),
    userId: uuid(),
    requestHash: text().notNull(),
    response: jsonb().notNull(),
    createdAt: nowColumn(),
  },
  (t) => [index('idempotency_keys_created_at_idx').on(t.createdAt)],
);

/** Shop settings as a flat key-value object (spec §3). */
export const settings = pgTable('settings', {
  key: text().primaryKey(),
  value: text().notNull().default(''),
  updatedAt: nowColumn(),
});

/** Generated documents and uploads. `id` is 32 unguessable url-safe characters. */
export const files = pgTable(
  'files',
  {
    id: text().primaryKey(),
    folder: text().notNull().default(''),
    name: text().notNull(),
    contentType: text().notNull(),
    size: integer().notNull(),
    content: bytea().notNull(),
    /** What the file was made from ('invoice', 'quote', …) and that record's version. */
    sourceType: text(),
    sourceId: uuid(),
    sourceVersion: text(),
    createdAt: nowColumn(),
  },
  (t) => [
    check('files_id_check', sql`${t.id} ~ '^[A-Za-z0-9_-]{32}$'`),
    index('files_source_idx').on(t.sourceType, t.sourceId),
  ],
);

/**
 * Images printed on issued invoices (issue 15), stored once and named by the sha256 (hex) of the
 * data URL's UTF-8 text: an invoice's supplier snapshot holds these keys, not the data URLs (up to
 * 1 MB each). Rows are immutable: the same key always means the same image.
 */
export const documentAssets = pgTable(
  'document_assets',
  {
    sha256: text().primaryKey(),
    dataUrl: text().notNull(),
    createdAt: nowColumn(),
  },
  (t) => [check('document_assets_sha256_check', sql`${t.sha256} ~ '^[0-9a-f]{64}$'`)],
);

/**
 * Who did what to which record, and when, with the record's fields before and after. Written in
 * the same transaction as the change. Append-only: triggers (tenant migration 0008) refuse any
 * UPDATE, DELETE or TRUNCATE, and there is no setting that turns it off (Companies (Accounts)
 * Rules 2014, rule 3(1)).
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: bigint({ mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    at: nowColumn(),
    actorType: text().notNull(),
    actorId: text(),
    action: text().notNull(),
    entity: text().notNull(),
    entityId: text(),
    details: jsonb().$type<Record<string, unknown>>().notNull().default({}),
  },
  (t) => [
    index('audit_log_at_idx').on(t.at),
    index('audit_log_entity_idx').on(t.entity, t.entityId),
    index('audit_log_actor_idx').on(t.actorId, t.at),
    index('audit_log_action_idx').on(t.action, t.at),
  ],
);
