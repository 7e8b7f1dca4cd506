import type Decimal from 'decimal.js';
import { MoneyDecimal } from '../money';
import type { Gstr1 } from './gstr1';

/**
 * One card per GSTR-1 section on the Returns page (issue 17): how many entries and their taxable
 * value and tax heads, summed from the section's own rows (notes in CDNR/CDNUR signed: credit
 * notes subtract), so a card always agrees with the file it summarises.
 */
export type Gstr1SectionKey =
  'b2b' | 'b2cl' | 'exp' | 'b2cs' | 'nil' | 'cdnr' | 'cdnur' | 'hsn' | 'doc_issue';

export type SectionSummary = {
  key: Gstr1SectionKey;
  label: string;
  /** Invoices, notes, summary rows or (Table 13) documents, as the section counts them. */
  count: number;
  taxableValue: string;
  igst: string;
  cgst: string;
  sgst: string;
};

export const GSTR1_SECTION_LABELS: Record<Gstr1SectionKey, string> = {
  b2b: 'B2B invoices (4A, 4B, 6B, 6C)',
  b2cl: 'B2C large (5)',
  exp: 'Exports (6A)',
  b2cs: 'B2C small (7)',
  nil: 'Nil-rated, exempt and non-GST (8)',
  cdnr: 'Credit/debit notes, registered (9B)',
  cdnur: 'Credit/debit notes, unregistered (9B)',
  hsn: 'HSN summary (12)',
  doc_issue: 'Documents issued (13)',
};

type Heads = { txval: number; iamt?: number; camt?: number; samt?: number };

function summarise(
  key: Gstr1SectionKey,
  count: number,
  rows: readonly [Heads, 1 | -1][],
): SectionSummary {
  const sum = (pick: (h: Heads) => number | undefined) =>
    rows
      .reduce<Decimal>(
        (s, [h, sign]) => s.plus(new MoneyDecimal(pick(h) ?? 0).times(sign)),
        new MoneyDecimal(0),
      )
      .toFixed(2);
  return {
    key,
    label: GSTR1_SECTION_LABELS[key],
    count,
    taxableValue: sum((h) => h.txval),
    igst: sum((h) => h.iamt),
    cgst: sum((h) => h.camt),
    sgst: sum((h) => h.samt),
  };
}

const plus = (h: Heads): [Heads, 1] => [h, 1];

export function summariseGstr1(r: Gstr1): SectionSummary[] {
  const invoices = <T extends { itms: { itm_det: Heads }[] }>(inv: readonly T[]) =>
    inv.flatMap((i) => i.itms.map((x) => plus(x.itm_det)));
  const notes = (nt: readonly { ntty: string; itms: { itm_det: Heads }[] }[]) =>
    nt.flatMap((n) => n.itms.map((x): [Heads, 1 | -1] => [x.itm_det, n.ntty === 'C' ? -1 : 1]));
  const b2bInv = r.b2b.flatMap((g) => g.inv);
  const b2clInv = r.b2cl.flatMap((g) => g.inv);
  const expInv = r.exp.flatMap((g) => g.inv);
  const cdnrNt = r.cdnr.flatMap((g) => g.nt);
  const hsnRows = 'data' in r.hsn ? r.hsn.data : [...r.hsn.hsn_b2b, ...r.hsn.hsn_b2c];
  const docs = r.doc_issue.doc_det.flatMap((d) => d.docs);
  const nilRows = r.nil?.inv ?? [];
  return [
    summarise('b2b', b2bInv.length, invoices(b2bInv)),
    summarise('b2cl', b2clInv.length, invoices(b2clInv)),
    summarise(
      'exp',
      expInv.length,
      expInv.flatMap((i) => i.itms.map(plus)),
    ),
    summarise('b2cs', r.b2cs.length, r.b2cs.map(plus)),
    // Table 8: one row per kind of supply; its value is nil-rated + exempt + non-GST.
    summarise(
      'nil',
      nilRows.length,
      nilRows.map((n) =>
        plus({ txval: new MoneyDecimal(n.nil_amt).plus(n.expt_amt).plus(n.ngsup_amt).toNumber() }),
      ),
    ),
    summarise('cdnr', cdnrNt.length, notes(cdnrNt)),
    summarise('cdnur', r.cdnur.length, notes(r.cdnur)),
    summarise('hsn', hsnRows.length, hsnRows.map(plus)),
    {
      ...summarise(
        'doc_issue',
        docs.reduce((s, d) => s + d.totnum, 0),
        [],
      ),
    },
  ];
}
