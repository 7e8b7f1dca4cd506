import { stateName, TAX_HEADS, type Gstr3bPayment } from '@gst/domain';
import type { WorkbookSheet } from '@gst/documents';
import type { Gstr3bJson } from './returns.compute';

/**
 * GSTR-3B's sheets of the returns workbook (issue 17; complete in issue 32): 'gstr3b', every table
 * of the JSON as rows (3.1 (a)-(e), 3.2, 4(A)-(D), 5), its amounts the JSON's, so the sheet and
 * the JSON cannot disagree; and 'gstr3b-setoff', Table 6.1: per head the liability, the credit
 * of each head used against it, the cash, the interest and the challan.
 */
type Tax = { txval?: number; iamt?: number; camt?: number; samt?: number; csamt?: number };

const COLUMNS = [
  'Table',
  'Place Of Supply',
  'Taxable Value',
  'Integrated Tax',
  'Central Tax',
  'State/UT Tax',
  'Cess',
];

const row = (table: string, t: Tax, pos = '') => ({
  Table: table,
  'Place Of Supply': pos,
  'Taxable Value': t.txval ?? '',
  'Integrated Tax': t.iamt ?? 0,
  'Central Tax': t.camt ?? 0,
  'State/UT Tax': t.samt ?? 0,
  Cess: t.csamt ?? 0,
});

const AVAILABLE: Record<string, string> = {
  IMPG: '4(A)(1) Import of goods',
  IMPS: '4(A)(2) Import of services',
  ISRC: '4(A)(3) Inward supplies liable to reverse charge (other than 1 & 2 above)',
  ISD: '4(A)(4) Inward supplies from ISD',
  OTH: '4(A)(5) All other ITC',
};
const REVERSED: Record<string, string> = {
  RUL: '4(B)(1) As per rules 38, 42 & 43 of CGST Rules and section 17(5)',
  OTH: '4(B)(2) Others',
};
const OTHER_DETAILS: Record<string, string> = {
  RUL: '4(D)(1) ITC reclaimed which was reversed under Table 4(B)(2) in earlier tax period',
  OTH: '4(D)(2) Ineligible ITC under section 16(4) & ITC restricted due to PoS rules',
};

/** The 'gstr3b' sheet: every table of the JSON (a copy filed before issue 32: 3.1 and 3.2). */
function gstr3bRows(g: Gstr3bJson) {
  const d = g.sup_details;
  const rows = [
    row(
      '3.1 (a) Outward taxable supplies (other than zero rated, nil rated and exempted)',
      d.osup_det,
    ),
    row('3.1 (b) Outward taxable supplies (zero rated)', d.osup_zero),
    row('3.1 (c) Other outward supplies (nil rated, exempted)', d.osup_nil_exmp),
  ];
  if (d.isup_rev) rows.push(row('3.1 (d) Inward supplies (liable to reverse charge)', d.isup_rev));
  rows.push(row('3.1 (e) Non-GST outward supplies', d.osup_nongst));
  const places = [
    ['unregistered persons', g.inter_sup.unreg_details],
    ['composition taxable persons', g.inter_sup.comp_details],
    ['UIN holders', g.inter_sup.uin_details],
  ] as const;
  for (const [whom, list] of places)
    for (const r of list)
      rows.push(
        row(
          `3.2 Inter-State supplies to ${whom}`,
          r,
          `${r.pos}-${stateName(Number(r.pos)) ?? 'Unknown'}`,
        ),
      );
  const itc = g.itc_elg;
  if (itc) {
    for (const a of itc.itc_avl) rows.push(row(AVAILABLE[a.ty] ?? a.ty, a));
    for (const r of itc.itc_rev) rows.push(row(REVERSED[r.ty] ?? r.ty, r));
    rows.push(row('4(C) Net ITC available (A) - (B)', itc.itc_net));
    for (const r of itc.itc_inelg) rows.push(row(OTHER_DETAILS[r.ty] ?? r.ty, r));
  }
  for (const r of g.inward_sup?.isup_details ?? []) {
    const what =
      r.ty === 'GST'
        ? 'From a supplier under composition scheme, exempt and nil rated supply'
        : 'Non GST supply';
    rows.push(row(`5 ${what}: inter-State`, { txval: r.inter }));
    rows.push(row(`5 ${what}: intra-State`, { txval: r.intra }));
  }
  return rows;
}

const HEAD_NAMES = {
  igst: 'Integrated Tax',
  cgst: 'Central Tax',
  sgst: 'State/UT Tax',
  cess: 'Cess',
};

/** The 'gstr3b-setoff' sheet: one row per head, Table 6.1's columns and the challan's. */
function setOffRows(p: Gstr3bPayment) {
  const s = p.setOff;
  return TAX_HEADS.map((h) => ({
    Description: HEAD_NAMES[h],
    'Tax payable (other than reverse charge)': Number(s.liability.forwardCharge[h]),
    'Tax payable (reverse charge)': Number(s.liability.reverseCharge[h]),
    'Paid through ITC: Integrated Tax': Number(s.creditUsed.igst[h]),
    'Paid through ITC: Central Tax': Number(s.creditUsed.cgst[h]),
    'Paid through ITC: State/UT Tax': Number(s.creditUsed.sgst[h]),
    'Paid through ITC: Cess': Number(s.creditUsed.cess[h]),
    'Tax paid in cash': Number(s.cash[h]),
    'Interest paid in cash': p.interest ? Number(p.interest.interest[h]) : 0,
    // s.47 late fee (item 19); absent on a payment stored before it.
    'Late fee paid in cash': p.lateFee ? Number(p.lateFee.fee[h]) : 0,
    'Credit carried forward': Number(s.creditLeft[h]),
    'Challan: tax': Number(p.challan[h].tax),
    'Challan: interest': Number(p.challan[h].interest),
    'Challan: late fee': Number(p.challan[h].lateFee),
    'Challan: total': Number(p.challan[h].total),
    'Due date': p.dueDate,
  }));
}

export function gstr3bSheets(g: Gstr3bJson, payment?: Gstr3bPayment): WorkbookSheet[] {
  const sheets: WorkbookSheet[] = [{ name: 'gstr3b', rows: gstr3bRows(g), columns: COLUMNS }];
  if (payment) {
    const rows = setOffRows(payment);
    sheets.push({ name: 'gstr3b-setoff', rows, columns: Object.keys(rows[0] ?? {}) });
  }
  return sheets;
}
