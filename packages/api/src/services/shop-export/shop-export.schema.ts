import { z } from 'zod';
import { ZId, ZTenantId } from '@gst/domain';

/**
 * The shop's own data (issue 33): the export archive's documented shape (docs/EXPORT-FORMAT.md)
 * and the inputs of the export and restore calls.
 */

/** What `manifest.json` says the archive is; a restore refuses any other. */
export const ARCHIVE_FORMAT = 'gst-platform-shop-export';
/** The archive layout's version. A restore refuses a newer one (422); an older one is read. */
export const ARCHIVE_VERSION = 1;
/** Rows per Excel workbook in `excel/` (a workbook is built in memory, so it is bounded). */
export const EXCEL_ROWS_PER_BOOK = 1_000;
/** Largest archive a restore accepts (the upload is streamed to a temporary file first). */
export const MAX_ARCHIVE_BYTES = 2 * 1024 ** 3;

export const ZShopExportStart = z.strictObject({
  /** Every issued document's PDF in `pdf/` (on by default; off makes a data-only archive). */
  includePdfs: z.boolean().default(true),
});
export type TShopExportStart = z.output<typeof ZShopExportStart>;

export const ZShopExportId = z.strictObject({ id: ZId });

/** The restore's query: the new shop's id (same rules as creating one) and, optionally, a name. */
export const ZShopRestoreQuery = z.strictObject({
  tenantId: ZTenantId,
  name: z.string().trim().min(1).max(200).optional(),
});
export type TShopRestoreQuery = z.output<typeof ZShopRestoreQuery>;

export type ShopExportJob = {
  id: string;
  status: 'queued' | 'running' | 'done' | 'failed';
  phase: string;
  done: number;
  total: number;
  percent: number;
  sizeBytes: number | null;
  fileName: string;
  error: string | null;
  requestedBy: string;
  includePdfs: boolean;
  createdAt: string;
  finishedAt: string | null;
};

const ZSum = z.strictObject({
  sha256: z.string().regex(/^[0-9a-f]{64}$/),
  bytes: z.number().int().nonnegative(),
  rows: z.number().int().nonnegative().optional(),
});

/** `manifest.json`, the first entry. */
export const ZManifest = z.object({
  format: z.literal(ARCHIVE_FORMAT),
  version: z.number().int().positive(),
  exportedAt: z.string(),
  /** How many tenant migrations (`drizzle/tenant`) the shop's schema had when it was read. */
  schemaVersion: z.number().int().positive(),
  shop: z.object({
    tenantId: z.string(),
    name: z.string(),
    domain: z.string(),
    gstin: z.string(),
    ownerEmail: z.string(),
  }),
  includePdfs: z.boolean(),
  /** Every table of `data/`, parents before children: the order a restore inserts them in. */
  tables: z.array(z.string().regex(/^[a-z_][a-z0-9_]*$/)).min(1),
});
export type Manifest = z.output<typeof ZManifest>;

/** `checksums.json`, the last entry: every other entry's SHA-256 and size (rows for data/). */
export const ZChecksums = z.object({ entries: z.record(z.string(), ZSum) });
export type Checksums = z.output<typeof ZChecksums>;
