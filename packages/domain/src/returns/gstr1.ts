import { documentIssue, hsnTable, type IssuedDocument } from './gstr1-tables';
import {
  addLine,
  byNumber,
  groupBy,
  isRegistered,
  lineClass,
  money,
  zeroTotals,
  type ReturnDocument,
  type ReturnLine,
  taxHeads,
  type Totals,
} from './common';
import { rateReader, type RateInfo } from './exact';
import {
  b2clThreshold,
  igstItemsByRate,
  invoiceEntry,
  itemsByRate,
  portalDate,
  portalPlace,
  shippingBill,
} from './gstr1-items';
import { nilTable } from './gstr1-nil';
import { moneyNumber } from './exact';

export type { ReturnDocument, ReturnDocumentKind, ReturnLine } from './common';
export type { IssuedDocument } from './gstr1-tables';
export { uqcOf } from './common';
export { b2clThreshold, portalDate, portalPlace } from './gstr1-items';

/**
 * GSTR-1 of a period from the shop's documents (issue 17): pure, so the returns service, its
 * tests and the reconciliation property share one computation. Section keys and shapes follow
 * the offline tool's JSON (gst-domain.md §5), object by object as the public reference writes
 * them (issue 30, test/returns-keys.test.ts): amounts in rupees with 2 decimals, dates
 * dd-mm-yyyy, places of supply as 2-digit state codes, `fp` MMYYYY. Nil-rated, exempt and
 * non-GST lines leave the sections by recipient for Table 8 (`nil`, gstr1-nil.ts).
 */

/** State code of the place of supply for exports. */
const EXPORT_PLACE = 96;

const isExport = (d: ReturnDocument) => d.placeOfSupply === EXPORT_PLACE;
const isInterState = (d: ReturnDocument) => d.placeOfSupply !== d.supplierStateCode;

/** B2B invoice type: R regular, SEWP/SEWOP to an SEZ with/without payment (DE not issued). */
function invoiceType(d: ReturnDocument): 'R' | 'SEWP' | 'SEWOP' {
  if (!d.isSez) return 'R';
  return d.supplyType === 'WOPAY' ? 'SEWOP' : 'SEWP';
}

/** Where an issued invoice goes in GSTR-1. */
export type InvoiceSection = 'b2b' | 'b2cl' | 'exp' | 'b2cs';

export function invoiceSection(d: ReturnDocument): InvoiceSection {
  if (isExport(d)) return 'exp';
  if (isRegistered(d)) return 'b2b';
  if (isInterState(d) && money(d.value).greaterThan(b2clThreshold(d.date))) return 'b2cl';
  return 'b2cs';
}

export type Gstr1Input = {
  gstin: string;
  /** 'MMYYYY'. */
  period: string;
  documents: readonly ReturnDocument[];
  /** Receipt and refund vouchers of the period: Table 13 counts them (issue 30). */
  vouchers?: readonly IssuedDocument[];
};

/**
 * The document with only its lines the sections by recipient take (taxable supplies); null when
 * it has none (a bill of supply for nil-rated, exempt or non-GST goods only: Table 8 alone).
 */
function taxablePart(
  d: ReturnDocument,
  rateOf: (rate: ReturnLine['rate']) => RateInfo,
): ReturnDocument | null {
  const lines = d.lines.filter((l) => lineClass(d, l, rateOf(l.rate).zero) === 'taxable');
  if (lines.length === d.lines.length) return d;
  return lines.length > 0 ? { ...d, lines } : null;
}

/** The GSTR-1 JSON of the offline tool (without `hash`, which the tool fills). */
export function computeGstr1({ gstin, period, documents, vouchers = [] }: Gstr1Input) {
  const rateOf = rateReader();
  const issued = documents.filter((d) => d.status === 'issued');
  const taxable = issued.flatMap((d) => taxablePart(d, rateOf) ?? []);
  const invoices = taxable.filter((d) => d.kind === 'invoice').sort(byNumber);
  const notes = taxable.filter((d) => d.kind !== 'invoice').sort(byNumber);
  const section = groupBy(invoices, invoiceSection);

  const b2b = [...groupBy(section.get('b2b') ?? [], (d) => d.recipientGstin).entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([ctin, docs]) => ({
      ctin,
      inv: docs.map((d) => ({
        ...invoiceEntry(d),
        pos: portalPlace(d.placeOfSupply),
        // Reverse charge (CGST Act s.9(3)): "Y", with the tax the recipient pays as the lines
        // carry it (the invoice's value does not include it).
        rchrg: d.reverseCharge ? 'Y' : 'N',
        inv_typ: invoiceType(d),
        itms: itemsByRate(d.lines, rateOf),
      })),
    }));

  const b2cl = [...groupBy(section.get('b2cl') ?? [], (d) => portalPlace(d.placeOfSupply))]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([pos, docs]) => ({
      pos,
      inv: docs.map((d) => ({ ...invoiceEntry(d), itms: igstItemsByRate(d.lines, rateOf) })),
    }));

  const exp = [...groupBy(section.get('exp') ?? [], (d) => d.supplyType ?? 'WPAY')]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([expTyp, docs]) => ({
      exp_typ: expTyp,
      inv: docs.map((d) => ({
        ...invoiceEntry(d),
        ...shippingBill(d),
        itms: itemsByRate(d.lines, rateOf).map((i) => ({
          txval: i.itm_det.txval,
          rt: i.itm_det.rt,
          iamt: i.itm_det.iamt,
          csamt: 0,
        })),
      })),
    }));

  // B2CS: every other B2C invoice, and notes to unregistered buyers that are not B2CL's or
  // exports', summed by supply type, place of supply and rate (notes with their sign).
  const b2csRows = new Map<string, { sply_ty: string; pos: string; rt: number; t: Totals }>();
  const addB2cs = (d: ReturnDocument, sign: 1 | -1) => {
    for (const line of d.lines) {
      const rt = rateOf(line.rate).rt;
      const sply = isInterState(d) ? 'INTER' : 'INTRA';
      const key = `${sply}|${d.placeOfSupply}|${rt}`;
      const row = b2csRows.get(key) ?? {
        sply_ty: sply,
        pos: portalPlace(d.placeOfSupply),
        rt,
        t: zeroTotals(),
      };
      row.t = addLine(row.t, line, sign);
      b2csRows.set(key, row);
    }
  };
  for (const d of section.get('b2cs') ?? []) addB2cs(d, 1);

  const cdnrDocs: ReturnDocument[] = [];
  const cdnurDocs: ReturnDocument[] = [];
  for (const note of notes) {
    if (isRegistered(note)) cdnrDocs.push(note);
    else if (isExport(note) || noteIsB2cl(note)) cdnurDocs.push(note);
    else addB2cs(note, note.kind === 'credit-note' ? -1 : 1);
  }
  const noteHead = (d: ReturnDocument) => ({
    nt_num: d.number,
    nt_dt: portalDate(d.date),
    ntty: d.kind === 'credit-note' ? 'C' : 'D',
    val: moneyNumber(d.value),
    pos: portalPlace(d.placeOfSupply),
  });
  const cdnr = [...groupBy(cdnrDocs, (d) => d.recipientGstin)]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([ctin, docs]) => ({
      ctin,
      nt: docs.map((d) => ({
        ...noteHead(d),
        rchrg: d.reverseCharge ? 'Y' : 'N',
        inv_typ: invoiceType(d),
        itms: itemsByRate(d.lines, rateOf),
      })),
    }));
  // CDNUR: notes on B2CL invoices and on exports, inter-State by nature: no reverse charge or
  // invoice type (the offline tool's cdnur has neither), IGST items (issue 30).
  const cdnur = cdnurDocs.map((d) => ({
    typ: isExport(d) ? (d.supplyType === 'WOPAY' ? 'EXPWOP' : 'EXPWP') : 'B2CL',
    ...noteHead(d),
    itms: igstItemsByRate(d.lines, rateOf),
  }));

  const b2cs = [...b2csRows.values()]
    .sort((a, b) => a.sply_ty.localeCompare(b.sply_ty) || a.pos.localeCompare(b.pos) || a.rt - b.rt)
    .map((r) => ({
      sply_ty: r.sply_ty,
      pos: r.pos,
      typ: 'OE',
      rt: r.rt,
      ...taxHeads(r.t),
    }));

  const nil = nilTable(issued);
  const allInvoices = issued.filter((d) => d.kind === 'invoice').sort(byNumber);
  const allNotes = issued.filter((d) => d.kind !== 'invoice').sort(byNumber);
  return {
    gstin,
    fp: period,
    version: 'GST3.1.6',
    b2b,
    b2cl,
    exp,
    b2cs,
    ...(nil ? { nil } : {}),
    cdnr,
    cdnur,
    hsn: hsnTable(period, allInvoices, allNotes),
    doc_issue: documentIssue([...documents, ...vouchers]),
  };
}

export type Gstr1 = ReturnType<typeof computeGstr1>;

/** A note to an unregistered buyer reports in CDNUR when its invoice was a B2CL one. */
function noteIsB2cl(note: ReturnDocument): boolean {
  const original = note.original;
  if (!original || !isInterState(note)) return false;
  return money(original.value).greaterThan(b2clThreshold(original.date));
}
