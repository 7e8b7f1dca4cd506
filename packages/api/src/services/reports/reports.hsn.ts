import { and, asc, eq, gte, lte, sql } from 'drizzle-orm';
import {
  inwardHsnReport,
  outwardHsnReport,
  type HsnReport,
  type InwardDocument,
  type InwardLine,
} from '@gst/domain';
import type { Tx } from '@gst/db/client';
import {
  products,
  purchaseBillLines,
  purchaseBills,
  purchaseReturnLines,
  purchaseReturns,
} from '@gst/db/schema';
import { writeAudit } from '../../infra/audit';
import type { ServiceCtx } from '../context';
import { periodDocuments } from '../returns/returns.sources';
import { readSettings } from '../settings/settings.service';
import type { THsnSummaryExportInput, THsnSummaryInput } from './reports.gst-schema';

/**
 * The HSN summary (issue 33). Outward: the invoices and notes of the dates read by the returns'
 * own reader (returns.sources.ts) and summed by GSTR-1 Table 12's own computation
 * (@gst/domain's outwardHsnReport), so a month's report is that month's Table 12. Inward: the
 * active purchase bills (by bill date) and the active returns of active bills (by return date),
 * as GSTR-3B's inward half reads them, each line with its HSN, unit, rate and tax.
 */
type Range = { from: string; to: string };

const lineColumns = (t: typeof purchaseBillLines | typeof purchaseReturnLines) => ({
  quantity: t.quantity,
  taxableValue: t.taxableValue,
  igst: t.igst,
  cgst: t.cgst,
  sgst: sql<string>`(${t.sgst} + ${t.utgst})::text`,
});
const marks = {
  hsn: purchaseBillLines.hsnCode,
  product: sql<string>`coalesce(${products.productName}, ${purchaseBillLines.description})`,
  unit: purchaseBillLines.uomUnit,
  rate: purchaseBillLines.gstPercentage,
  taxability: purchaseBillLines.taxability,
};

/** Active bills and active returns of active bills dated in the range, with their lines. */
export async function inwardDocuments(tx: Tx, { from, to }: Range): Promise<InwardDocument[]> {
  const billIn = and(
    eq(purchaseBills.status, 'active'),
    gte(purchaseBills.billDate, from),
    lte(purchaseBills.billDate, to),
  );
  const returnIn = and(
    eq(purchaseReturns.status, 'active'),
    eq(purchaseBills.status, 'active'),
    gte(purchaseReturns.returnDate, from),
    lte(purchaseReturns.returnDate, to),
  );
  const [billLines, returnLines] = await Promise.all([
    tx
      .select({
        docId: purchaseBills.id,
        number: purchaseBills.entryNumber,
        date: purchaseBills.billDate,
        ...marks,
        ...lineColumns(purchaseBillLines),
      })
      .from(purchaseBillLines)
      .innerJoin(purchaseBills, eq(purchaseBills.id, purchaseBillLines.billId))
      .leftJoin(products, eq(products.id, purchaseBillLines.productId))
      .where(billIn)
      .orderBy(asc(purchaseBills.billDate), asc(purchaseBillLines.position)),
    tx
      .select({
        docId: purchaseReturns.id,
        number: purchaseReturns.returnNumber,
        date: purchaseReturns.returnDate,
        ...marks,
        ...lineColumns(purchaseReturnLines),
      })
      .from(purchaseReturnLines)
      .innerJoin(purchaseReturns, eq(purchaseReturns.id, purchaseReturnLines.returnId))
      .innerJoin(purchaseBills, eq(purchaseBills.id, purchaseReturns.billId))
      .innerJoin(purchaseBillLines, eq(purchaseBillLines.id, purchaseReturnLines.billLineId))
      .leftJoin(products, eq(products.id, purchaseBillLines.productId))
      .where(returnIn)
      .orderBy(asc(purchaseReturns.returnDate), asc(purchaseReturnLines.position)),
  ]);
  const docs = new Map<string, InwardDocument & { lines: InwardLine[] }>();
  const collect = (kind: InwardDocument['kind'], rows: typeof billLines) => {
    for (const { docId, number, date, ...line } of rows) {
      const doc = docs.get(docId) ?? { kind, number, date, lines: [] };
      doc.lines.push(line);
      docs.set(docId, doc);
    }
  };
  collect('bill', billLines);
  collect('purchase-return', returnLines);
  return [...docs.values()];
}

export type HsnSummary = HsnReport & Range;

/** The HSN summary of the dates, outward or inward, with the totals. */
export async function hsnSummary(ctx: ServiceCtx, input: THsnSummaryInput): Promise<HsnSummary> {
  const range = { from: input.from, to: input.to };
  const report =
    input.side === 'outward'
      ? outwardHsnReport(await periodDocuments(ctx.tx, range))
      : inwardHsnReport(await inwardDocuments(ctx.tx, range));
  return { ...range, ...report };
}

/** The HSN summary as the downloads print it. */
export type HsnSummaryDownload = HsnSummary & { title: string; shopName: string; gstin: string };

/** The whole HSN summary for a download (needs export; audited as report.export). */
export async function exportHsnSummary(
  ctx: ServiceCtx,
  input: THsnSummaryExportInput,
): Promise<HsnSummaryDownload> {
  const report = await hsnSummary(ctx, input);
  const shop = await readSettings(ctx, ['shopName', 'gstin']);
  await writeAudit(ctx.tx, ctx.actor, 'report.export', 'report', 'hsn-summary', {
    from: input.from,
    to: input.to,
    side: input.side,
    format: input.format,
    rows: report.totals.rows,
  });
  return {
    ...report,
    title:
      input.side === 'outward'
        ? 'HSN summary of outward supplies'
        : 'HSN summary of inward supplies',
    shopName: shop.shopName.trim() || ctx.tenant.name,
    gstin: shop.gstin,
  };
}
