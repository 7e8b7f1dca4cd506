import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { idColumn, moneyOrZero, nowColumn, requiredRef } from '../columns';

/**
 * GSTR-2B as downloaded from the GST portal (issue 32): every import of a period is kept with who
 * imported it and when; a later import of the same period marks the earlier one 'replaced' and
 * stores what changed. Its documents are the portal's, one row each, with the raw JSON.
 */
export const GSTR2B_IMPORT_STATUSES = ['active', 'replaced'] as const;
export type Gstr2bImportStatus = (typeof GSTR2B_IMPORT_STATUSES)[number];

/** The `data.docdata` sections read (isda, impga and impgasez are amendments of isd and impg). */
export const GSTR2B_SECTIONS = [
  'b2b',
  'b2ba',
  'cdnr',
  'cdnra',
  'isd',
  'isda',
  'impg',
  'impgsez',
] as const;
export type Gstr2bSection = (typeof GSTR2B_SECTIONS)[number];

export const gstr2bImports = pgTable(
  'gstr2b_imports',
  {
    id: idColumn(),
    /** The return period, 'MMYYYY' as the portal writes it (`rtnprd`). */
    period: text().notNull(),
    gstin: text().notNull(),
    fileName: text().notNull().default(''),
    /** Who imported it, as the audit trail names an actor ('user' or 'api-key', and its id). */
    actorType: text().notNull(),
    actorId: text(),
    importedAt: nowColumn(),
    /** The file's generation date (`gendt`). */
    generatedOn: date({ mode: 'string' }),
    status: text({ enum: GSTR2B_IMPORT_STATUSES }).notNull().default('active'),
    documentCount: integer().notNull().default(0),
    /** The file's `itcsumm`, which the documents' totals were checked to equal. */
    itcSummary: jsonb().$type<Record<string, unknown>>().notNull(),
    /** Against the import it replaced: documents added, removed and changed; null for the first. */
    diff: jsonb().$type<Record<string, unknown>>(),
  },
  (t) => [
    check('gstr2b_imports_status_check', sql`${t.status} in ('active', 'replaced')`),
    // One active import per period: the view reads it, a new import replaces it.
    uniqueIndex('gstr2b_imports_period_active_idx')
      .on(t.period)
      .where(sql`${t.status} = 'active'`),
    // The imports history of a period, newest first.
    index('gstr2b_imports_period_idx').on(t.period, t.importedAt),
  ],
);

export const gstr2bDocuments = pgTable(
  'gstr2b_documents',
  {
    id: idColumn(),
    importId: requiredRef(() => gstr2bImports.id, 'cascade'),
    section: text({ enum: GSTR2B_SECTIONS }).notNull(),
    /** The supplier's (or ISD's) GSTIN; '' for an import of goods (impg has none). */
    supplierGstin: text().notNull().default(''),
    supplierName: text().notNull().default(''),
    /** Invoice type (R, SEZWP, …), note type (C, D), ISDI/ISDC, or BOE for a bill of entry. */
    documentType: text().notNull(),
    number: text().notNull(),
    documentDate: date({ mode: 'string' }).notNull(),
    /** Two-digit state code as the portal writes it; null where the section has none. */
    placeOfSupply: text(),
    reverseCharge: boolean().notNull().default(false),
    taxableValue: moneyOrZero(),
    igst: moneyOrZero(),
    cgst: moneyOrZero(),
    sgst: moneyOrZero(),
    cess: moneyOrZero(),
    /** The portal's `itcavl` (Y, N, T), or ISD's `itcelg`; imports of goods are available. */
    itcAvailable: text().notNull(),
    /** The portal's reason (`rsn`) ITC is not available, or null. */
    reason: text(),
    raw: jsonb().$type<Record<string, unknown>>().notNull(),
  },
  (t) => [
    check(
      'gstr2b_documents_section_check',
      sql`${t.section} in ('b2b', 'b2ba', 'cdnr', 'cdnra', 'isd', 'isda', 'impg', 'impgsez')`,
    ),
    // The view of an import: its documents by section and supplier.
    index('gstr2b_documents_import_id_idx').on(t.importId, t.section, t.supplierGstin),
  ],
);
