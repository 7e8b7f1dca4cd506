import { and, asc, eq, gte, lt, ne, sql } from 'drizzle-orm';
import {
  gstr2bDocuments,
  gstr2bImports,
  purchaseBills,
  purchaseReturns,
  reconciliationLinks,
  suppliers,
} from '@gst/db/schema';
import { normaliseDocumentNumber, type PortalDocument, type ReconDocument } from '@gst/domain';
import type { ServiceCtx } from '../context';
import { GSTR2B_DOCUMENT_COLUMNS } from '../shared/gstr2b-document-columns';

/**
 * What a period's reconciliation reads (issue 32): the books — active purchase bills dated in the
 * period and active purchase returns (the supplier's credit note, or the shop's debit note it
 * stands for) dated in it, of suppliers with a GSTIN (an unregistered or overseas supplier's bill
 * is never in GSTR-2B) — the documents of the period's active GSTR-2B import, and the decisions.
 */

/** A books document: the engine's fields, plus what the screen and the export show. */
export interface BooksDoc extends ReconDocument {
  kind: 'bill' | 'return';
  /** The purchase bill's or return's id (the engine's id is `bill:<id>` or `return:<id>`). */
  rowId: string;
  supplierGstin: string;
  supplierName: string;
  /** Our own entry number (PB/…, PR/…). */
  entryNumber: string;
  taxable: string;
  igst: string;
  cgst: string;
  sgst: string;
  cess: string;
}

export interface PortalDoc extends PortalDocument {
  section: string;
  supplierGstin: string;
  supplierName: string;
  /** The portal's own type (R, SEZWP, C, D, ISDI, BOE, …). */
  portalType: string;
  taxable: string;
  igst: string;
  cgst: string;
  sgst: string;
  cess: string;
}

export type LinkRow = typeof reconciliationLinks.$inferSelect;

/** The first day of the period and of the month after, `YYYY-MM-DD`. */
export function periodDates(period: string): { from: string; to: string } {
  const month = Number(period.slice(0, 2));
  const year = Number(period.slice(2));
  const next =
    month === 12 ? `${year + 1}-01-01` : `${year}-${String(month + 1).padStart(2, '0')}-01`;
  return { from: `${year}-${period.slice(0, 2)}-01`, to: next };
}

/** The reconciliation type of a 2B document (the books' bills are invoices, returns credit notes). */
export function portalDocumentType(section: string, type: string): PortalDoc['documentType'] {
  if (section === 'impg' || section === 'impgsez') return 'bill-of-entry';
  if (section === 'cdnr' || section === 'cdnra') return type === 'D' ? 'debit-note' : 'credit-note';
  if (section === 'isd' || section === 'isda') return type === 'ISDC' ? 'credit-note' : 'invoice';
  return 'invoice';
}

/**
 * A 2B document's key across imports: GSTIN, type and the number's normal form without a date
 * (the financial year removed wherever it is written), so a re-import that corrects the date
 * still finds the decision.
 */
export const portalKey = (gstin: string, type: string, number: string) =>
  `${gstin}\u0000${type}\u0000${normaliseDocumentNumber(number)}`;

/**
 * The key a decision finds a 2B document by in any import of the period. Computed when asked (a
 * period with decisions, an action), not for every document a view loads.
 */
export const portalDocKey = (d: Pick<PortalDoc, 'supplierGstin' | 'documentType' | 'number'>) =>
  portalKey(d.supplierGstin, d.documentType, d.number);

export async function loadBooks(ctx: Pick<ServiceCtx, 'tx'>, period: string): Promise<BooksDoc[]> {
  const { from, to } = periodDates(period);
  const bills = await ctx.tx
    .select({
      id: purchaseBills.id,
      entryNumber: purchaseBills.entryNumber,
      number: purchaseBills.supplierInvoiceNumber,
      date: sql<string>`${purchaseBills.billDate}::text`,
      placeOfSupply: purchaseBills.placeOfSupply,
      taxable: purchaseBills.taxableAmount,
      igst: purchaseBills.igstAmount,
      cgst: purchaseBills.cgstAmount,
      sgst: sql<string>`(${purchaseBills.sgstAmount} + ${purchaseBills.utgstAmount})::text`,
      reverseChargeTax: purchaseBills.reverseChargeTax,
      supplierGstin: suppliers.gstin,
      supplierName: suppliers.name,
    })
    .from(purchaseBills)
    .innerJoin(suppliers, eq(suppliers.id, purchaseBills.supplierId))
    .where(
      and(
        eq(purchaseBills.status, 'active'),
        gte(purchaseBills.billDate, from),
        lt(purchaseBills.billDate, to),
        ne(suppliers.gstin, ''),
      ),
    )
    .orderBy(asc(purchaseBills.billDate), asc(purchaseBills.entryNumber));
  const returns = await ctx.tx
    .select({
      id: purchaseReturns.id,
      entryNumber: purchaseReturns.returnNumber,
      supplierNote: purchaseReturns.supplierNoteNumber,
      date: sql<string>`${purchaseReturns.returnDate}::text`,
      placeOfSupply: purchaseBills.placeOfSupply,
      taxable: purchaseReturns.taxableAmount,
      igst: purchaseReturns.igstAmount,
      cgst: purchaseReturns.cgstAmount,
      sgst: sql<string>`(${purchaseReturns.sgstAmount} + ${purchaseReturns.utgstAmount})::text`,
      reverseChargeTax: purchaseReturns.reverseChargeTax,
      supplierGstin: suppliers.gstin,
      supplierName: suppliers.name,
    })
    .from(purchaseReturns)
    .innerJoin(suppliers, eq(suppliers.id, purchaseReturns.supplierId))
    .innerJoin(purchaseBills, eq(purchaseBills.id, purchaseReturns.billId))
    .where(
      and(
        eq(purchaseReturns.status, 'active'),
        gte(purchaseReturns.returnDate, from),
        lt(purchaseReturns.returnDate, to),
        ne(suppliers.gstin, ''),
      ),
    )
    .orderBy(asc(purchaseReturns.returnDate), asc(purchaseReturns.returnNumber));
  const doc = (kind: BooksDoc['kind'], r: (typeof bills)[number], number: string): BooksDoc => ({
    id: `${kind}:${r.id}`,
    kind,
    rowId: r.id,
    supplierGstin: r.supplierGstin,
    supplierName: r.supplierName,
    documentType: kind === 'bill' ? 'invoice' : 'credit-note',
    number,
    entryNumber: r.entryNumber,
    date: r.date,
    placeOfSupply: r.placeOfSupply,
    reverseCharge: Number(r.reverseChargeTax) > 0,
    taxable: r.taxable,
    igst: r.igst,
    cgst: r.cgst,
    sgst: r.sgst,
    cess: '0.00',
  });
  return [
    ...bills.map((b) => doc('bill', b, b.number)),
    ...returns.map((r) =>
      doc('return', { ...r, number: r.supplierNote }, r.supplierNote || r.entryNumber),
    ),
  ];
}

export async function loadPortal(
  ctx: Pick<ServiceCtx, 'tx'>,
  period: string,
): Promise<{ importId: string | null; documents: PortalDoc[] }> {
  const [active] = await ctx.tx
    .select({ id: gstr2bImports.id })
    .from(gstr2bImports)
    .where(and(eq(gstr2bImports.period, period), eq(gstr2bImports.status, 'active')));
  if (!active) return { importId: null, documents: [] };
  // Every column but `raw` (GSTR2B_DOCUMENT_COLUMNS says why).
  const rows = await ctx.tx
    .select({ ...GSTR2B_DOCUMENT_COLUMNS, documentDate: gstr2bDocuments.documentDate })
    .from(gstr2bDocuments)
    .where(eq(gstr2bDocuments.importId, active.id))
    .orderBy(
      asc(gstr2bDocuments.section),
      asc(gstr2bDocuments.supplierGstin),
      asc(gstr2bDocuments.id),
    );
  return {
    importId: active.id,
    documents: rows.map((d) => {
      const documentType = portalDocumentType(d.section, d.documentType);
      return {
        id: d.id,
        section: d.section,
        supplierGstin: d.supplierGstin,
        supplierName: d.supplierName,
        documentType,
        portalType: d.documentType,
        number: d.number,
        date: d.documentDate,
        placeOfSupply: d.placeOfSupply,
        reverseCharge: d.reverseCharge,
        taxable: d.taxableValue,
        igst: d.igst,
        cgst: d.cgst,
        sgst: d.sgst,
        cess: d.cess,
        itcavl: d.itcAvailable,
        ...(d.reason ? { rsn: d.reason } : {}),
      };
    }),
  };
}

export async function loadLinks(ctx: Pick<ServiceCtx, 'tx'>, period: string): Promise<LinkRow[]> {
  return ctx.tx
    .select()
    .from(reconciliationLinks)
    .where(eq(reconciliationLinks.period, period))
    .orderBy(asc(reconciliationLinks.decidedAt), asc(reconciliationLinks.id));
}

/** The link's 2B key, as `portalKey` writes it; null without a 2B side. */
export const linkKey = (l: Pick<LinkRow, 'supplierGstin' | 'documentType' | 'documentKey'>) =>
  l.documentKey === null
    ? null
    : `${l.supplierGstin ?? ''}\u0000${l.documentType ?? ''}\u0000${l.documentKey}`;
