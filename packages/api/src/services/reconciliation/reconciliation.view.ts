import { MoneyDecimal } from '@gst/domain';
import type { ServiceCtx } from '../context';
import { readSettings } from '../settings/settings.service';
import { computeReconciliation, summaryOf, type ReconRow } from './reconciliation.compute';
import type { BooksDoc, LinkRow, PortalDoc } from './reconciliation.load';
import type { TReconciliationInput, TSupplierSummaryInput } from './reconciliation.schema';

/**
 * The reconciliation as the screen, the export and an integrator read it (issue 32): one row per
 * pair or lone document, books rows first in the engine's order, then the 2B documents missing in
 * the books, then the pairs people decided; amounts as exact decimal text, differences as books −
 * 2B.
 */

const booksOut = (b: BooksDoc) => ({
  kind: b.kind,
  id: b.rowId,
  supplierGstin: b.supplierGstin,
  supplierName: b.supplierName,
  documentType: b.documentType,
  number: b.number,
  entryNumber: b.entryNumber,
  date: b.date,
  placeOfSupply: b.placeOfSupply == null ? null : String(b.placeOfSupply),
  reverseCharge: b.reverseCharge === true,
  taxable: b.taxable,
  igst: b.igst,
  cgst: b.cgst,
  sgst: b.sgst,
  cess: b.cess,
});

const portalOut = (p: PortalDoc) => ({
  id: p.id,
  section: p.section,
  supplierGstin: p.supplierGstin,
  supplierName: p.supplierName,
  documentType: p.documentType,
  portalType: p.portalType,
  number: p.number,
  date: p.date,
  placeOfSupply: p.placeOfSupply == null ? null : String(p.placeOfSupply),
  reverseCharge: p.reverseCharge === true,
  taxable: p.taxable,
  igst: p.igst,
  cgst: p.cgst,
  sgst: p.sgst,
  cess: p.cess,
  itcAvailable: p.itcavl ?? null,
  reason: p.rsn ?? null,
});

export const decisionOut = (l: LinkRow) => ({
  id: l.id,
  status: l.status,
  outcome: l.outcome,
  note: l.note,
  purchaseBillId: l.purchaseBillId,
  purchaseReturnId: l.purchaseReturnId,
  gstr2bDocumentId: l.gstr2bDocumentId,
  supplierGstin: l.supplierGstin,
  documentNumber: l.documentNumber,
  documentDate: l.documentDate,
  actorType: l.actorType,
  actorId: l.actorId,
  decidedAt: l.decidedAt,
});

const rowOut = (r: ReconRow) => ({
  outcome: r.outcome,
  rule: r.rule,
  status: r.status,
  books: r.books && booksOut(r.books),
  portal: r.portal && portalOut(r.portal),
  differences: r.differences,
  taxableDifference: r.taxableDifference,
  taxDifference: r.taxDifference,
  roundingDifference: r.roundingDifference,
  decision: r.decision && decisionOut(r.decision),
});

export async function viewReconciliation(ctx: ServiceCtx, input: TReconciliationInput) {
  const state = await computeReconciliation(ctx, input.period, input.tolerance);
  return {
    period: state.period,
    tolerance: state.tolerance,
    importId: state.importId,
    summary: summaryOf(state.rows),
    rows: state.rows.map(rowOut),
    staleDecisions: state.stale.map(decisionOut),
  };
}

export const RECONCILIATION_EXCEL_COLUMNS = [
  'Outcome',
  'Status',
  'Supplier GSTIN',
  'Supplier',
  'Type',
  'Books Number',
  'Entry Number',
  'Books Date',
  '2B Number',
  '2B Date',
  'Books Taxable',
  '2B Taxable',
  'Taxable Difference',
  'Books Tax',
  '2B Tax',
  'Tax Difference',
  'Differences',
  'ITC Available',
  'Note',
] as const;

const tax = (d: { igst: string; cgst: string; sgst: string; cess: string } | null) =>
  d ? Number(new MoneyDecimal(d.igst).plus(d.cgst).plus(d.sgst).plus(d.cess).toFixed(2)) : null;

/** The rows of the Excel export, one per row of the view, in its order. */
export async function exportReconciliation(ctx: ServiceCtx, input: TReconciliationInput) {
  const state = await computeReconciliation(ctx, input.period, input.tolerance);
  return state.rows.map((r) => {
    const either = r.books ?? r.portal;
    return {
      Outcome: r.outcome,
      Status: r.status,
      'Supplier GSTIN': either?.supplierGstin ?? '',
      Supplier: r.books?.supplierName || r.portal?.supplierName || '',
      Type: either?.documentType ?? '',
      'Books Number': r.books?.number ?? '',
      'Entry Number': r.books?.entryNumber ?? '',
      'Books Date': r.books?.date ?? '',
      '2B Number': r.portal?.number ?? '',
      '2B Date': r.portal?.date ?? '',
      'Books Taxable': r.books ? Number(r.books.taxable) : null,
      '2B Taxable': r.portal ? Number(r.portal.taxable) : null,
      'Taxable Difference': Number(r.taxableDifference),
      'Books Tax': tax(r.books),
      '2B Tax': tax(r.portal),
      'Tax Difference': Number(r.taxDifference),
      Differences: r.differences
        .map((d) => `${d.field} ${d.difference ?? `${d.books} / ${d.portal}`}`)
        .join('; '),
      'ITC Available': r.portal?.itcavl ?? '',
      Note: r.decision?.note ?? '',
    };
  });
}

/**
 * What a shop sends a supplier that has not reported its bills: the period's books documents of
 * that GSTIN missing in GSTR-2B (not ignored), with their amounts and totals, and the shop's own
 * name and GSTIN for the letter.
 */
export async function supplierSummary(ctx: ServiceCtx, input: TSupplierSummaryInput) {
  const state = await computeReconciliation(ctx, input.period, input.tolerance);
  const missing = state.rows.filter(
    (r) =>
      r.outcome === 'Missing in 2B' &&
      r.status !== 'ignored' &&
      r.books?.supplierGstin === input.supplierGstin,
  );
  const documents = missing.map((r) => {
    const b = r.books as BooksDoc;
    return {
      kind: b.kind,
      id: b.rowId,
      documentType: b.documentType,
      number: b.number,
      entryNumber: b.entryNumber,
      date: b.date,
      taxable: b.taxable,
      igst: b.igst,
      cgst: b.cgst,
      sgst: b.sgst,
      cess: b.cess,
      total: new MoneyDecimal(b.taxable).plus(tax(b) ?? 0).toFixed(2),
      status: r.status,
      note: r.decision?.note ?? '',
    };
  });
  const sum = (f: 'taxable' | 'igst' | 'cgst' | 'sgst' | 'cess' | 'total') =>
    documents.reduce((s, d) => s.plus(d[f]), new MoneyDecimal(0)).toFixed(2);
  const name = [...state.books.values()].find((b) => b.supplierGstin === input.supplierGstin);
  const shop = await readSettings(ctx, ['shopName', 'gstin']);
  return {
    period: state.period,
    shop: { name: shop.shopName, gstin: shop.gstin },
    supplier: { gstin: input.supplierGstin, name: name?.supplierName ?? '' },
    documents,
    totals: {
      count: documents.length,
      taxable: sum('taxable'),
      igst: sum('igst'),
      cgst: sum('cgst'),
      sgst: sum('sgst'),
      cess: sum('cess'),
      total: sum('total'),
    },
  };
}
