import type Decimal from 'decimal.js';
import { MoneyDecimal, toMoney } from '../money';

/**
 * GSTR-2B's ITC summary (`itcsumm`) recomputed from its documents (issue 32), keyed as the portal
 * writes it: availability (`itcavl` / `itcunavl`), then a group and a sub-section:
 * - `nonrevsup`: b2b and b2ba invoices, and debit notes (cdnr, cdnra), not on reverse charge;
 * - `revsup`: the same on reverse charge;
 * - `othersup`: credit notes (cdnr, cdnra; on reverse charge cdnrrev, cdnrarev) and ISD credit
 *   notes (isd, isda): Part B of the statement, ITC to reverse;
 * - `isdsup`: ISD invoices (isd, isda);
 * - `imports`: bills of entry (impg, impgsez; their amendments impga, impgasez).
 * A document's ITC is available unless the portal says `itcavl` (ISD: `itcelg`) 'N'. Amounts are
 * as the file writes them, credit notes positive; sums are exact decimals.
 */
export const GSTR2B_HEADS = ['igst', 'cgst', 'sgst', 'cess'] as const;
export type Gstr2bHead = (typeof GSTR2B_HEADS)[number];
export type Gstr2bHeads = Record<Gstr2bHead, string>;

/** What the summary needs of a document (the parser's and the stored rows alike). */
export type Gstr2bSummaryDocument = {
  section: string;
  /** R/SEZWP/… for invoices, C/D for notes, ISDI/ISDC, BOE (BOEA for an amended bill of entry). */
  documentType: string;
  reverseCharge: boolean;
  /** 'Y' or 'N'. */
  itcAvailable: string;
  taxableValue: string;
  igst: string;
  cgst: string;
  sgst: string;
  cess: string;
};

export type Gstr2bSummaryKey = {
  availability: 'itcavl' | 'itcunavl';
  group: string;
  sub: string;
};

/** Where a document is counted in `itcsumm`. */
export function gstr2bSummaryKey(d: Gstr2bSummaryDocument): Gstr2bSummaryKey {
  const availability = d.itcAvailable === 'N' ? 'itcunavl' : 'itcavl';
  const at = (group: string, sub: string) => ({ availability, group, sub }) as const;
  const rc = d.reverseCharge;
  switch (d.section) {
    case 'b2b':
    case 'b2ba':
      return at(rc ? 'revsup' : 'nonrevsup', d.section);
    case 'cdnr':
    case 'cdnra':
      if (d.documentType === 'C') return at('othersup', rc ? `${d.section}rev` : d.section);
      return at(rc ? 'revsup' : 'nonrevsup', d.section);
    case 'isd':
    case 'isda':
      return at(d.documentType === 'ISDC' ? 'othersup' : 'isdsup', d.section);
    case 'impg':
      return at('imports', d.documentType === 'BOEA' ? 'impga' : 'impg');
    default:
      return at('imports', d.documentType === 'BOEA' ? 'impgasez' : 'impgsez');
  }
}

/** `itcavl|itcunavl` → group → sub-section → heads, as 2-decimal strings. */
export type Gstr2bSummary = Record<string, Record<string, Record<string, Gstr2bHeads>>>;

/** The summary of `documents`, only the sub-sections they reach (others are zero). */
export function summarizeGstr2b(documents: readonly Gstr2bSummaryDocument[]): Gstr2bSummary {
  const sums = new Map<string, Record<Gstr2bHead, Decimal>>();
  for (const d of documents) {
    const k = gstr2bSummaryKey(d);
    const id = `${k.availability}.${k.group}.${k.sub}`;
    const into = sums.get(id) ?? zeroHeads();
    for (const h of GSTR2B_HEADS) into[h] = into[h].plus(toMoney(d[h]));
    sums.set(id, into);
  }
  const out: Gstr2bSummary = {};
  for (const [id, heads] of [...sums].sort(([a], [b]) => a.localeCompare(b))) {
    const [availability = '', group = '', sub = ''] = id.split('.');
    const byGroup = (out[availability] ??= {});
    (byGroup[group] ??= {})[sub] = fixed(heads);
  }
  return out;
}

const zeroHeads = (): Record<Gstr2bHead, Decimal> => ({
  igst: new MoneyDecimal(0),
  cgst: new MoneyDecimal(0),
  sgst: new MoneyDecimal(0),
  cess: new MoneyDecimal(0),
});
const fixed = (h: Record<Gstr2bHead, Decimal>): Gstr2bHeads => ({
  igst: h.igst.toFixed(2),
  cgst: h.cgst.toFixed(2),
  sgst: h.sgst.toFixed(2),
  cess: h.cess.toFixed(2),
});

/** The file's `itcsumm` as parsed: availability → group → head amount or sub-section. */
export type Gstr2bFileSummary = Record<
  string,
  Record<string, Record<string, string | Partial<Record<string, string>>>>
>;

/**
 * The sub-sections where the documents' totals differ from the file's `itcsumm`, each with its
 * first differing head: `itcunavl.nonrevsup.b2b (IGST 400.00 in itcsumm, 0.00 in the documents)`.
 * A sub-section missing on one side counts as zero. The group totals beside the sub-sections
 * (`nonrevsup.igst`) are the portal's sums of its sub-sections and are not compared: a group
 * also holds sub-sections the documents cannot reach (amendments of ISD and imports' own files).
 */
export function gstr2bSummaryDifferences(
  fromDocuments: Gstr2bSummary,
  fromFile: Gstr2bFileSummary,
): string[] {
  const ids = new Set<string>();
  const fileHeads = new Map<string, Partial<Record<string, string>>>();
  for (const [availability, groups] of Object.entries(fromFile)) {
    for (const [group, entries] of Object.entries(groups)) {
      for (const [sub, value] of Object.entries(entries)) {
        if (typeof value === 'string') continue;
        const id = `${availability}.${group}.${sub}`;
        ids.add(id);
        fileHeads.set(id, value);
      }
    }
  }
  for (const [availability, groups] of Object.entries(fromDocuments)) {
    for (const [group, subs] of Object.entries(groups)) {
      for (const sub of Object.keys(subs)) ids.add(`${availability}.${group}.${sub}`);
    }
  }
  const differences: string[] = [];
  for (const id of [...ids].sort()) {
    const [availability = '', group = '', sub = ''] = id.split('.');
    const computed = fromDocuments[availability]?.[group]?.[sub];
    const file = fileHeads.get(id) ?? {};
    for (const h of GSTR2B_HEADS) {
      const a = toMoney(file[h] ?? '0');
      const b = toMoney(computed?.[h] ?? '0');
      if (!a.equals(b)) {
        differences.push(
          `${id} (${h.toUpperCase()} ${a.toFixed(2)} in itcsumm, ${b.toFixed(2)} in the documents)`,
        );
        break;
      }
    }
  }
  return differences;
}

/** Sums of documents for a view: taxable value and the four heads, exact. */
/** Credit notes (a supplier's, or an ISD's) take credit away: in a net ITC figure they count negative. */
const REDUCES_CREDIT = new Set(['C', 'ISDC']);

/**
 * The ITC a set of documents gives, net: as totalGstr2b, but a credit note (cdnr, cdnra, an ISD
 * credit note) subtracts, as it does from GSTR-3B's ITC (the file's itcsumm lists credit notes
 * positive in their own sub-section; `count` counts every document).
 */
export function netItcGstr2b(
  documents: readonly Pick<Gstr2bSummaryDocument, 'documentType' | 'taxableValue' | Gstr2bHead>[],
): Gstr2bHeads & { taxableValue: string; count: number } {
  const h = zeroHeads();
  let taxable = new MoneyDecimal(0);
  for (const d of documents) {
    const sign = REDUCES_CREDIT.has(d.documentType) ? -1 : 1;
    taxable = taxable.plus(toMoney(d.taxableValue).times(sign));
    for (const k of GSTR2B_HEADS) h[k] = h[k].plus(toMoney(d[k]).times(sign));
  }
  return { count: documents.length, taxableValue: taxable.toFixed(2), ...fixed(h) };
}

export function totalGstr2b(
  documents: readonly Pick<Gstr2bSummaryDocument, 'taxableValue' | Gstr2bHead>[],
): Gstr2bHeads & { taxableValue: string; count: number } {
  const h = zeroHeads();
  let taxable = new MoneyDecimal(0);
  for (const d of documents) {
    taxable = taxable.plus(toMoney(d.taxableValue));
    for (const k of GSTR2B_HEADS) h[k] = h[k].plus(toMoney(d[k]));
  }
  return { count: documents.length, taxableValue: taxable.toFixed(2), ...fixed(h) };
}
