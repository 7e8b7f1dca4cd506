import type Decimal from 'decimal.js';
import { MoneyDecimal } from '../money';
import { documentIssue, hsnTable } from './gstr1-tables';
import {
  addLine,
  byNumber,
  groupBy,
  isRegistered,
  money,
  zeroTotals,
  type ReturnDocument,
  type ReturnLine,
  taxHeads,
  type Totals,
} from './common';
import { ExactSum, moneyNumber, rateReader, type RateInfo } from './exact';

export type { ReturnDocument, ReturnDocumentKind, ReturnLine } from './common';
export { uqcOf } from './common';

/**
 * GSTR-1 of a period from the shop's documents (issue 17): pure, so the returns service, its
 * tests and the reconciliation property share one computation. Section keys and shapes follow
 * the offline tool's JSON (gst-domain.md §5): amounts in rupees with 2 decimals, dates
 * dd-mm-yyyy, places of supply as 2-digit state codes, `fp` MMYYYY.
 */

/** State code of the place of supply for exports. */
const EXPORT_PLACE = 96;

/**
 * Rule 59(4): an inter-state invoice to an unregistered buyer goes to B2CL above this value.
 * ₹2,50,000 until 31 Jul 2024; ₹1,00,000 from 1 Aug 2024 (Notification 12/2024-CT). The date
 * that counts is the invoice's.
 */
export function b2clThreshold(invoiceDate: string): Decimal {
  return new MoneyDecimal(invoiceDate >= '2024-08-01' ? 100_000 : 250_000);
}

/** 'YYYY-MM-DD' → 'dd-mm-yyyy' (the offline tool's dates). */
export function portalDate(date: string): string {
  const [y, m, d] = date.split('-');
  return `${d}-${m}-${y}`;
}

/** A state code as the portal writes a place of supply: '07', '19', '96'. */
export const portalPlace = (code: number) => String(code).padStart(2, '0');

/** Items of a document by rate (the portal wants one item per rate), each head to the paisa. */
function itemsByRate(lines: readonly ReturnLine[], rateOf: (rate: ReturnLine['rate']) => RateInfo) {
  const byRate = new Map<
    string,
    { txval: ExactSum; iamt: ExactSum; camt: ExactSum; samt: ExactSum }
  >();
  for (const line of lines) {
    const rate = rateOf(line.rate).key;
    let entry = byRate.get(rate);
    if (!entry) {
      entry = {
        txval: new ExactSum(),
        iamt: new ExactSum(),
        camt: new ExactSum(),
        samt: new ExactSum(),
      };
      byRate.set(rate, entry);
    }
    entry.txval.addMoney(line.taxableValue);
    entry.iamt.addMoney(line.igst);
    entry.camt.addMoney(line.cgst);
    entry.samt.addMoney(line.sgst);
  }
  return [...byRate.entries()]
    .sort(([a], [b]) => Number(a) - Number(b))
    .map(([rate, t], i) => ({
      num: i + 1,
      itm_det: {
        rt: Number(rate),
        txval: t.txval.toMoneyNumber(),
        iamt: t.iamt.toMoneyNumber(),
        camt: t.camt.toMoneyNumber(),
        samt: t.samt.toMoneyNumber(),
        csamt: 0,
      },
    }));
}

/** Number, date and value, as every invoice entry of the portal's sections starts. */
const invoiceEntry = (d: ReturnDocument) => ({
  inum: d.number,
  idt: portalDate(d.date),
  val: moneyNumber(d.value),
});

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
};

/** The GSTR-1 JSON of the offline tool (without `hash`, which the tool fills). */
export function computeGstr1({ gstin, period, documents }: Gstr1Input) {
  const issued = documents.filter((d) => d.status === 'issued');
  const invoices = issued.filter((d) => d.kind === 'invoice').sort(byNumber);
  const notes = issued.filter((d) => d.kind !== 'invoice').sort(byNumber);
  const section = groupBy(invoices, invoiceSection);
  const rateOf = rateReader();

  const b2b = [...groupBy(section.get('b2b') ?? [], (d) => d.recipientGstin).entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([ctin, docs]) => ({
      ctin,
      inv: docs.map((d) => ({
        ...invoiceEntry(d),
        pos: portalPlace(d.placeOfSupply),
        rchrg: d.reverseCharge ? 'Y' : 'N',
        inv_typ: invoiceType(d),
        itms: itemsByRate(d.lines, rateOf),
      })),
    }));

  const b2cl = [...groupBy(section.get('b2cl') ?? [], (d) => portalPlace(d.placeOfSupply))]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([pos, docs]) => ({
      pos,
      inv: docs.map((d) => ({ ...invoiceEntry(d), itms: itemsByRate(d.lines, rateOf) })),
    }));

  const exp = [...groupBy(section.get('exp') ?? [], (d) => d.supplyType ?? 'WPAY')]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([expTyp, docs]) => ({
      exp_typ: expTyp,
      inv: docs.map((d) => ({
        ...invoiceEntry(d),
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
  const noteEntry = (d: ReturnDocument) => ({
    nt_num: d.number,
    nt_dt: portalDate(d.date),
    ntty: d.kind === 'credit-note' ? 'C' : 'D',
    val: moneyNumber(d.value),
    pos: portalPlace(d.placeOfSupply),
    rchrg: d.reverseCharge ? 'Y' : 'N',
    inv_typ: invoiceType(d),
    itms: itemsByRate(d.lines, rateOf),
  });
  const cdnr = [...groupBy(cdnrDocs, (d) => d.recipientGstin)]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([ctin, docs]) => ({ ctin, nt: docs.map(noteEntry) }));
  const cdnur = cdnurDocs.map((d) => ({
    ...noteEntry(d),
    typ: isExport(d) ? (d.supplyType === 'WOPAY' ? 'EXPWOP' : 'EXPWP') : 'B2CL',
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

  return {
    gstin,
    fp: period,
    version: 'GST3.1.6',
    b2b,
    b2cl,
    exp,
    b2cs,
    cdnr,
    cdnur,
    hsn: hsnTable(period, invoices, notes),
    doc_issue: documentIssue(documents),
  };
}

export type Gstr1 = ReturnType<typeof computeGstr1>;

/** A note to an unregistered buyer reports in CDNUR when its invoice was a B2CL one. */
function noteIsB2cl(note: ReturnDocument): boolean {
  const original = note.original;
  if (!original || !isInterState(note)) return false;
  return money(original.value).greaterThan(b2clThreshold(original.date));
}
