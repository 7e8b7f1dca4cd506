import { fromPaise, toPaise, type MoneyInput } from '../money';
import { byNumber, type ReturnDocument } from '../returns/common';
import { hsnSummary, type HsnRow } from '../returns/gstr1-tables';
import type { Taxability } from '../tax';

/**
 * The HSN summary report (issue 33): outward supplies per HSN, unit (UQC) and rate exactly as
 * GSTR-1 Table 12 builds them (the same `hsnSummary` of returns/gstr1-tables.ts, fed as
 * computeGstr1 feeds it: issued invoices and notes in number order, credit notes subtracting,
 * non-GST lines left out, services with UQC 'NA' and no quantity, nil-rated and exempt lines at
 * rate 0), split into B2B (registered recipients) and B2C as Table 12 is from May 2025; and
 * inward supplies (purchase bills less purchase returns) per HSN, UQC and rate by the same
 * rules, in one list. Amounts summed in paise; out as 2-decimal strings.
 */
export type HsnReportSide = 'outward' | 'inward';

export type HsnReportRow = {
  hsn: string;
  description: string;
  uqc: string;
  /** Net quantity (3 decimals at most); 0 for services. */
  quantity: number;
  /** GST rate in per cent (0 for nil-rated and exempt). */
  rate: number;
  taxableValue: string;
  igst: string;
  cgst: string;
  /** SGST or UTGST. */
  sgst: string;
  cess: string;
  /** igst + cgst + sgst + cess. */
  tax: string;
};

export type HsnReportTotals = {
  rows: number;
  taxableValue: string;
  igst: string;
  cgst: string;
  sgst: string;
  cess: string;
  tax: string;
};

export type HsnSectionKey = 'b2b' | 'b2c' | 'inward';
export const HSN_SECTION_LABELS: Record<HsnSectionKey, string> = {
  b2b: 'B2B (registered recipients)',
  b2c: 'B2C (unregistered recipients)',
  inward: 'Inward supplies',
};

export type HsnSection = { key: HsnSectionKey; rows: HsnReportRow[]; totals: HsnReportTotals };

export type HsnReport = { side: HsnReportSide; sections: HsnSection[]; totals: HsnReportTotals };

const HEADS = ['taxableValue', 'igst', 'cgst', 'sgst', 'cess'] as const;

/** A Table 12 row (portal keys, rupees as numbers) as the report prints it. */
export function hsnReportRow(r: HsnRow): HsnReportRow {
  const p = (v: MoneyInput) => toPaise(v);
  const tax = p(r.iamt) + p(r.camt) + p(r.samt) + p(r.csamt);
  return {
    hsn: r.hsn_sc,
    description: r.desc,
    uqc: r.uqc,
    quantity: r.qty,
    rate: r.rt,
    taxableValue: fromPaise(p(r.txval)),
    igst: fromPaise(p(r.iamt)),
    cgst: fromPaise(p(r.camt)),
    sgst: fromPaise(p(r.samt)),
    cess: fromPaise(p(r.csamt)),
    tax: fromPaise(tax),
  };
}

/** The rows' sums, in paise. */
export function hsnTotals(rows: readonly Pick<HsnReportRow, (typeof HEADS)[number]>[]) {
  const sum = { taxableValue: 0n, igst: 0n, cgst: 0n, sgst: 0n, cess: 0n };
  for (const r of rows) for (const k of HEADS) sum[k] += toPaise(r[k]);
  const tax = sum.igst + sum.cgst + sum.sgst + sum.cess;
  return {
    rows: rows.length,
    taxableValue: fromPaise(sum.taxableValue),
    igst: fromPaise(sum.igst),
    cgst: fromPaise(sum.cgst),
    sgst: fromPaise(sum.sgst),
    cess: fromPaise(sum.cess),
    tax: fromPaise(tax),
  } satisfies HsnReportTotals;
}

function report(side: HsnReportSide, parts: [HsnSectionKey, HsnRow[]][]): HsnReport {
  const sections = parts.map(([key, rows]) => {
    const out = rows.map(hsnReportRow);
    return { key, rows: out, totals: hsnTotals(out) };
  });
  return { side, sections, totals: hsnTotals(sections.flatMap((s) => s.rows)) };
}

/**
 * Table 12 of the documents (sales invoices, credit and debit notes, cancelled ones included:
 * they are left out as computeGstr1 leaves them out), as `hsn_b2b` and `hsn_b2c`.
 */
export function outwardHsnTables(documents: readonly ReturnDocument[]) {
  const issued = documents.filter((d) => d.status === 'issued');
  const invoices = issued.filter((d) => d.kind === 'invoice').sort(byNumber);
  const notes = issued.filter((d) => d.kind !== 'invoice').sort(byNumber);
  return hsnSummary(invoices, notes);
}

/** The outward HSN summary: Table 12's B2B and B2C rows of the documents, and their totals. */
export function outwardHsnReport(documents: readonly ReturnDocument[]): HsnReport {
  const t = outwardHsnTables(documents);
  return report('outward', [
    ['b2b', t.hsn_b2b],
    ['b2c', t.hsn_b2c],
  ]);
}

/** A purchase bill or purchase return line as the inward summary takes it. */
export type InwardLine = {
  hsn: string;
  /** The bill line's product or description (the row's description). */
  product: string;
  unit: string;
  quantity: MoneyInput;
  rate: MoneyInput;
  taxability: Taxability;
  taxableValue: MoneyInput;
  igst: MoneyInput;
  cgst: MoneyInput;
  /** SGST + UTGST. */
  sgst: MoneyInput;
};

/** An active purchase bill (adds) or purchase return (subtracts) with its lines. */
export type InwardDocument = {
  kind: 'bill' | 'purchase-return';
  number: string;
  date: string;
  lines: readonly InwardLine[];
};

/**
 * The inward HSN summary: bills less returns per HSN, UQC and rate, by Table 12's rules (one
 * list: a supplier's registration does not split inward supplies).
 */
export function inwardHsnReport(documents: readonly InwardDocument[]): HsnReport {
  const asReturn = (d: InwardDocument): ReturnDocument => ({
    kind: d.kind === 'bill' ? 'invoice' : 'credit-note',
    number: d.number,
    date: d.date,
    status: 'issued',
    recipientGstin: '',
    placeOfSupply: 0,
    supplierStateCode: 0,
    isSez: false,
    supplyType: null,
    reverseCharge: false,
    value: 0,
    lines: d.lines,
  });
  const docs = documents.map(asReturn);
  const t = hsnSummary(
    docs.filter((d) => d.kind === 'invoice').sort(byNumber),
    docs.filter((d) => d.kind !== 'invoice').sort(byNumber),
  );
  return report('inward', [['inward', t.hsn_b2c]]);
}
