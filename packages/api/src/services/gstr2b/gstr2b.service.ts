import { and, asc, eq, sql } from 'drizzle-orm';
import { gstr2bDocuments, gstr2bImports } from '@gst/db/schema';
import { diffGstr2b, parseGstr2b, type Gstr2bDiff, type Gstr2bDiffDocument } from '@gst/domain';
import { AppError } from '../../errors';
import { writeAudit } from '../../infra/audit';
import { bulkInsert } from '../../infra/bulk-insert';
import type { ServiceCtx } from '../context';
import { readSettings } from '../settings/settings.service';
import type { TGstr2bImportInput } from './gstr2b.schema';

/**
 * Importing a period's GSTR-2B (issue 32). The file is checked whole by the domain's parser (a
 * GSTR-2B, the shop's GSTIN, the period chosen, documents that add up to its itcsumm) before
 * anything is written; then, in the request's one transaction, the period's active import (if
 * any) is marked replaced, the new import and its documents are written with the diff against
 * the replaced one, and the audit trail gets a row. A failure anywhere rolls all of it back.
 *
 * A filed period takes an import too: GSTR-2B is the portal's statement of what suppliers
 * reported, not the shop's books, so the filed-period lock (which guards documents dated in the
 * period, shared/return-periods.ts) does not apply; the portal itself regenerates 2B after a
 * period is filed (suppliers' amendments), and the latest copy is the one to reconcile with.
 *
 * Two imports of one period at once (issue 32): each reads the period's active import, then
 * takes a transaction advisory lock on (shop schema, 'gstr2b:' + period) and reads it again. The
 * first to hold the lock replaces it; the other, once it holds the lock, finds an active import
 * it did not read (the first's) and is refused with a 409 saying so, rather than silently
 * replacing a file it never saw or failing on the one-active-import index with a bare "unique
 * value" message. An import that starts after the other has committed replaces it as usual.
 */
async function activeImport(ctx: ServiceCtx, period: string) {
  const [row] = await ctx.tx
    .select({ id: gstr2bImports.id, fileName: gstr2bImports.fileName })
    .from(gstr2bImports)
    .where(and(eq(gstr2bImports.period, period), eq(gstr2bImports.status, 'active')));
  return row ?? null;
}

async function holdPeriodImport(ctx: ServiceCtx, period: string) {
  const seen = await activeImport(ctx, period);
  await ctx.tx.execute(
    sql`select pg_advisory_xact_lock(hashtext(current_schema()), hashtext(${`gstr2b:${period}`}))`,
  );
  const now = await activeImport(ctx, period);
  if (now && now.id !== seen?.id) {
    throw new AppError(
      'CONFLICT',
      `Another GSTR-2B import for ${period} (${now.fileName}) was saved while this one was being processed; look at the period's imports and upload again if this file should replace it`,
    );
  }
}
export async function importGstr2b(ctx: ServiceCtx, input: TGstr2bImportInput) {
  const json = typeof input.file === 'string' ? jsonOf(input.file) : input.file;
  const { gstin } = await readSettings(ctx, ['gstin']);
  if (!gstin) {
    throw new AppError(
      'BAD_REQUEST',
      "Enter the shop's GSTIN in Settings before importing GSTR-2B",
    );
  }
  const parsed = parseGstr2b(json, { gstin, period: input.period });
  if (!parsed.ok) throw new AppError('BAD_REQUEST', parsed.error);
  const { file } = parsed;
  await holdPeriodImport(ctx, file.period);

  const [previous] = await ctx.tx
    .update(gstr2bImports)
    .set({ status: 'replaced' })
    .where(and(eq(gstr2bImports.period, file.period), eq(gstr2bImports.status, 'active')))
    .returning({ id: gstr2bImports.id });
  const diff = previous
    ? diffGstr2b(await storedDocuments(ctx, previous.id), file.documents)
    : null;
  const [row] = await ctx.tx
    .insert(gstr2bImports)
    .values({
      period: file.period,
      gstin: file.gstin,
      fileName: input.fileName,
      actorType: ctx.actor.type,
      actorId: ctx.actor.id,
      generatedOn: file.generatedOn,
      documentCount: file.documents.length,
      itcSummary: file.itcSummary,
      diff,
    })
    .returning({ id: gstr2bImports.id, importedAt: gstr2bImports.importedAt });
  if (!row) throw new AppError('INTERNAL', 'Something went wrong');
  await bulkInsert(
    ctx.tx,
    gstr2bDocuments,
    file.documents.map((d) => ({
      importId: row.id,
      section: d.section,
      supplierGstin: d.supplierGstin,
      supplierName: d.supplierName,
      documentType: d.documentType,
      number: d.number,
      documentDate: d.date,
      placeOfSupply: d.placeOfSupply,
      reverseCharge: d.reverseCharge,
      taxableValue: d.taxableValue,
      igst: d.igst,
      cgst: d.cgst,
      sgst: d.sgst,
      cess: d.cess,
      itcAvailable: d.itcAvailable,
      reason: d.reason,
      raw: d.raw,
    })),
  );
  const changes = diff && diffCounts(diff);
  await writeAudit(ctx.tx, ctx.actor, 'gstr2b.import', 'gstr2b', row.id, {
    period: file.period,
    fileName: input.fileName,
    generatedOn: file.generatedOn,
    documents: file.documents.length,
    replacedImportId: previous?.id ?? null,
    ...(changes ? { changes } : {}),
  });
  return {
    id: row.id,
    period: file.period,
    gstin: file.gstin,
    importedAt: row.importedAt,
    generatedOn: file.generatedOn,
    documentCount: file.documents.length,
    replacedImportId: previous?.id ?? null,
    diff,
  };
}

const diffCounts = (diff: Gstr2bDiff) => ({
  added: diff.added.length,
  removed: diff.removed.length,
  changed: diff.changed.length,
});

/** The file's text as JSON, or a 400 that says what a GSTR-2B file is. */
function jsonOf(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw new AppError(
      'BAD_REQUEST',
      'This file is not a GSTR-2B downloaded from the GST portal (it is not JSON)',
    );
  }
}

/** An import's documents as the diff compares them. */
async function storedDocuments(ctx: ServiceCtx, importId: string): Promise<Gstr2bDiffDocument[]> {
  const rows = await ctx.tx
    .select({
      section: gstr2bDocuments.section,
      supplierGstin: gstr2bDocuments.supplierGstin,
      documentType: gstr2bDocuments.documentType,
      number: gstr2bDocuments.number,
      date: gstr2bDocuments.documentDate,
      placeOfSupply: gstr2bDocuments.placeOfSupply,
      reverseCharge: gstr2bDocuments.reverseCharge,
      taxableValue: gstr2bDocuments.taxableValue,
      igst: gstr2bDocuments.igst,
      cgst: gstr2bDocuments.cgst,
      sgst: gstr2bDocuments.sgst,
      cess: gstr2bDocuments.cess,
      itcAvailable: gstr2bDocuments.itcAvailable,
      reason: gstr2bDocuments.reason,
    })
    .from(gstr2bDocuments)
    .where(eq(gstr2bDocuments.importId, importId))
    .orderBy(asc(gstr2bDocuments.id));
  return rows;
}
