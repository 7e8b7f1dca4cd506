import { toMoney } from '../money';

/**
 * What changed between two imports of a period's GSTR-2B (issue 32): documents added, removed
 * and changed. A document is known by its section, supplier GSTIN, type and number (the portal's
 * key: a supplier numbers its invoices once a year, so the number with the GSTIN names it);
 * amounts are compared as decimals, so '400' and '400.00' are the same.
 */
export type Gstr2bDiffDocument = {
  section: string;
  supplierGstin: string;
  documentType: string;
  number: string;
  date: string;
  placeOfSupply: string | null;
  reverseCharge: boolean;
  taxableValue: string;
  igst: string;
  cgst: string;
  sgst: string;
  cess: string;
  itcAvailable: string;
  reason: string | null;
};

export type Gstr2bDocumentRef = Pick<
  Gstr2bDiffDocument,
  'section' | 'supplierGstin' | 'documentType' | 'number'
>;
type Value = string | boolean | null;
export type Gstr2bDiff = {
  added: Gstr2bDocumentRef[];
  removed: Gstr2bDocumentRef[];
  changed: (Gstr2bDocumentRef & { fields: Record<string, { before: Value; after: Value }> })[];
};

const AMOUNTS = ['taxableValue', 'igst', 'cgst', 'sgst', 'cess'] as const;
const OTHERS = ['date', 'placeOfSupply', 'reverseCharge', 'itcAvailable', 'reason'] as const;

const keyOf = (d: Gstr2bDocumentRef) =>
  [d.section, d.supplierGstin, d.documentType, d.number.toUpperCase()].join('|');
const refOf = (d: Gstr2bDocumentRef): Gstr2bDocumentRef => ({
  section: d.section,
  supplierGstin: d.supplierGstin,
  documentType: d.documentType,
  number: d.number,
});

/**
 * The diff from `before` (the replaced import's documents) to `after` (the new one's). Two
 * documents with the same key in one file (the portal does not send them) are told apart by
 * their place in the file.
 */
export function diffGstr2b(
  before: readonly Gstr2bDiffDocument[],
  after: readonly Gstr2bDiffDocument[],
): Gstr2bDiff {
  const index = (docs: readonly Gstr2bDiffDocument[]) => {
    const m = new Map<string, Gstr2bDiffDocument>();
    for (const d of docs) {
      let k = keyOf(d);
      for (let n = 2; m.has(k); n++) k = `${keyOf(d)}#${n}`;
      m.set(k, d);
    }
    return m;
  };
  const old = index(before);
  const now = index(after);
  const diff: Gstr2bDiff = { added: [], removed: [], changed: [] };
  for (const [k, d] of now) {
    const was = old.get(k);
    if (!was) {
      diff.added.push(refOf(d));
      continue;
    }
    const fields: Record<string, { before: Value; after: Value }> = {};
    for (const f of AMOUNTS) {
      if (!toMoney(was[f]).equals(toMoney(d[f]))) {
        fields[f] = { before: toMoney(was[f]).toFixed(2), after: toMoney(d[f]).toFixed(2) };
      }
    }
    for (const f of OTHERS) {
      if (was[f] !== d[f]) fields[f] = { before: was[f], after: d[f] };
    }
    if (Object.keys(fields).length > 0) diff.changed.push({ ...refOf(d), fields });
  }
  for (const [k, d] of old) if (!now.has(k)) diff.removed.push(refOf(d));
  return diff;
}
