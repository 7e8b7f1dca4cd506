import { and, asc, desc, eq, sql, type SQL } from 'drizzle-orm';
import { gstr2bDocuments, gstr2bImports, users } from '@gst/db/schema';
import { netItcGstr2b, summarizeGstr2b, totalGstr2b } from '@gst/domain';
import type { ServiceCtx } from '../context';
import { GSTR2B_DOCUMENT_COLUMNS } from '../shared/gstr2b-document-columns';
import type { TGstr2bHistoryInput, TReturnPeriodInput } from './gstr2b.schema';

/**
 * The GSTR-2B view of a period (issue 32): the active import, its suppliers and documents, ITC
 * available and not available (with the portal's reasons), and the totals: per sub-section as
 * the portal's itcsumm (recomputed from the stored documents, so they equal the file's, which the
 * import checked) and the file's own itcsumm beside them.
 */

/** The portal's reasons ITC is not available (`rsn`). */
const REASONS: Record<string, string> = {
  P: "Place of supply is the supplier's State while the shop is in another State (POS rule)",
  C: 'The supplier filed its return after the annual cut-off (s.16(4))',
};

const importColumns = {
  id: gstr2bImports.id,
  period: gstr2bImports.period,
  gstin: gstr2bImports.gstin,
  fileName: gstr2bImports.fileName,
  actorType: gstr2bImports.actorType,
  actorId: gstr2bImports.actorId,
  importedByName: sql<string | null>`${users.name}`,
  importedAt: gstr2bImports.importedAt,
  generatedOn: gstr2bImports.generatedOn,
  status: gstr2bImports.status,
  documentCount: gstr2bImports.documentCount,
};

/** Imports (with who imported them by name, when a user did) matching `where`, newest first. */
function importsWhere(ctx: ServiceCtx, where: SQL | undefined) {
  return ctx.tx
    .select({ ...importColumns, diff: gstr2bImports.diff })
    .from(gstr2bImports)
    .leftJoin(
      users,
      and(eq(gstr2bImports.actorType, 'user'), sql`${users.id}::text = ${gstr2bImports.actorId}`),
    )
    .where(where)
    .orderBy(desc(gstr2bImports.importedAt), desc(gstr2bImports.id));
}

export async function listGstr2bImports(ctx: ServiceCtx, input: TGstr2bHistoryInput) {
  return importsWhere(ctx, input.period ? eq(gstr2bImports.period, input.period) : undefined);
}

export async function viewGstr2b(ctx: ServiceCtx, { period }: TReturnPeriodInput) {
  const [active] = await importsWhere(
    ctx,
    and(eq(gstr2bImports.period, period), eq(gstr2bImports.status, 'active')),
  );
  if (!active) return { period, import: null, ...emptyView() };
  const [summaryRow] = await ctx.tx
    .select({ itcSummary: gstr2bImports.itcSummary })
    .from(gstr2bImports)
    .where(eq(gstr2bImports.id, active.id));
  const documents = await ctx.tx
    .select({ ...GSTR2B_DOCUMENT_COLUMNS, date: gstr2bDocuments.documentDate })
    .from(gstr2bDocuments)
    .where(eq(gstr2bDocuments.importId, active.id))
    .orderBy(
      asc(gstr2bDocuments.section),
      asc(gstr2bDocuments.supplierGstin),
      asc(gstr2bDocuments.documentDate),
      asc(gstr2bDocuments.number),
    );
  const withReasons = documents.map((d) => ({
    ...d,
    reasonText: d.reason ? (REASONS[d.reason] ?? d.reason) : null,
  }));
  const available = documents.filter((d) => d.itcAvailable !== 'N');
  const notAvailable = documents.filter((d) => d.itcAvailable === 'N');
  const reasons = [...new Set(notAvailable.map((d) => d.reason ?? ''))].sort();
  return {
    period,
    import: active,
    suppliers: suppliersOf(documents),
    documents: withReasons,
    itc: {
      available: netItcGstr2b(available),
      notAvailable: {
        ...netItcGstr2b(notAvailable),
        byReason: reasons.map((reason) => ({
          reason: reason || null,
          reasonText: reason ? (REASONS[reason] ?? reason) : null,
          ...netItcGstr2b(notAvailable.filter((d) => (d.reason ?? '') === reason)),
        })),
      },
    },
    totals: {
      all: totalGstr2b(documents),
      bySection: summarizeGstr2b(documents),
      fileSummary: summaryRow?.itcSummary ?? {},
    },
  };
}

type ViewDocument = Parameters<typeof netItcGstr2b>[0][number] & {
  supplierGstin: string;
  supplierName: string;
  itcAvailable: string;
};

/** One row per supplier (GSTIN; imports of goods with none are one row), by GSTIN. */
function suppliersOf(documents: readonly ViewDocument[]) {
  const by = new Map<string, ViewDocument[]>();
  for (const d of documents) {
    const list = by.get(d.supplierGstin);
    if (list) list.push(d);
    else by.set(d.supplierGstin, [d]);
  }
  return [...by]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([gstin, docs]) => ({
      supplierGstin: gstin,
      supplierName: docs.find((d) => d.supplierName)?.supplierName ?? '',
      ...netItcGstr2b(docs),
      itcNotAvailable: netItcGstr2b(docs.filter((d) => d.itcAvailable === 'N')),
    }));
}

function emptyView() {
  const zero = totalGstr2b([]);
  return {
    suppliers: [],
    documents: [],
    itc: { available: zero, notAvailable: { ...zero, byReason: [] } },
    totals: { all: zero, bySection: {}, fileSummary: {} },
  };
}
