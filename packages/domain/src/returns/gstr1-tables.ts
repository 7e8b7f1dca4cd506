import {
  addLine,
  byNumber,
  groupBy,
  isRegistered,
  uqcOf,
  zeroTotals,
  type ReturnDocument,
  type ReturnDocumentKind,
  type Totals,
  taxHeads,
} from './common';
import { rateReader } from './exact';
import { numberSeries } from '../numbering';

/**
 * The first return period whose Table 12 is split into B2B and B2C tabs: May 2025. gst-domain.md
 * marks it VERIFY (April or May by its sources); the write-ups of GSTN's Phase-III advisory on
 * Tables 12 and 13 found here (luzenta.com, yourcommercialattorney.in, casahuja.com) all say
 * "from the return period May 2025". The advisory itself was not in the stored corpus.
 */
export const HSN_SPLIT_FROM = '2025-05';

/** 'MMYYYY' → 'YYYY-MM'. */
const periodMonth = (period: string) => `${period.slice(2)}-${period.slice(0, 2)}`;

/**
 * Table 12 as the period's offline tool takes it: `hsn_b2b` and `hsn_b2c` from May 2025, one
 * `data` list (both tabs merged per HSN, unit and rate) before it.
 */
export function hsnTable(
  period: string,
  invoices: readonly ReturnDocument[],
  notes: readonly ReturnDocument[],
): { hsn_b2b: HsnRow[]; hsn_b2c: HsnRow[] } | { data: HsnRow[] } {
  if (periodMonth(period) >= HSN_SPLIT_FROM) return hsnSummary(invoices, notes);
  const merged = hsnSummary(
    invoices.map((d) => ({ ...d, recipientGstin: '' })),
    notes.map((d) => ({ ...d, recipientGstin: '' })),
  );
  return { data: merged.hsn_b2c };
}

export type HsnRow = ReturnType<typeof hsnSummary>['hsn_b2b'][number];

/**
 * Table 12, split into B2B (registered recipients) and B2C: per HSN, unit and rate, invoices
 * less credit notes plus debit notes.
 */
export function hsnSummary(invoices: readonly ReturnDocument[], notes: readonly ReturnDocument[]) {
  const tabs = {
    b2b: new Map<string, { hsn: string; uqc: string; rt: number; t: Totals }>(),
    b2c: new Map<string, { hsn: string; uqc: string; rt: number; t: Totals }>(),
  };
  const rateOf = rateReader();
  const add = (d: ReturnDocument, sign: 1 | -1) => {
    const tab = isRegistered(d) ? tabs.b2b : tabs.b2c;
    for (const line of d.lines) {
      const rt = rateOf(line.rate).rt;
      const uqc = uqcOf(line.unit);
      const key = `${line.hsn}|${uqc}|${rt}`;
      const row = tab.get(key) ?? { hsn: line.hsn, uqc, rt, t: zeroTotals() };
      // A credit note's quantity is goods back; a price-only note has quantity 0.
      row.t = addLine(row.t, line, sign);
      tab.set(key, row);
    }
  };
  for (const d of invoices) add(d, 1);
  for (const d of notes) add(d, d.kind === 'credit-note' ? -1 : 1);
  const rows = (tab: typeof tabs.b2b) =>
    [...tab.values()]
      .sort((a, b) => a.hsn.localeCompare(b.hsn) || a.rt - b.rt || a.uqc.localeCompare(b.uqc))
      .map((r, i) => ({
        num: i + 1,
        hsn_sc: r.hsn,
        uqc: r.uqc,
        qty: r.t.qty.toQuantityNumber(),
        rt: r.rt,
        ...taxHeads(r.t),
      }));
  return { hsn_b2b: rows(tabs.b2b), hsn_b2c: rows(tabs.b2c) };
}

/** Table 13 `doc_num`: 1 invoices for outward supply, 4 debit notes, 5 credit notes. */
const DOC_NATURE: Record<ReturnDocumentKind, number> = {
  invoice: 1,
  'debit-note': 4,
  'credit-note': 5,
};

/**
 * Table 13: per document kind and per number series (numberSeries: a new prefix mid-year starts
 * its own row), the first and last number issued in the period, how many, how many cancelled,
 * and the net issued (cancelled documents counted, not valued). Rows in the order their series
 * first appear.
 */
export function documentIssue(documents: readonly ReturnDocument[]) {
  const byKind = groupBy(documents, (d) => d.kind);
  const doc_det = (Object.keys(DOC_NATURE) as ReturnDocumentKind[])
    .map((kind) => [kind, [...(byKind.get(kind) ?? [])].sort(byNumber)] as const)
    .filter(([, docs]) => docs.length > 0)
    .map(([kind, docs]) => ({
      doc_num: DOC_NATURE[kind],
      docs: [...groupBy(docs, (d) => numberSeries(d.number)).values()].map((series, i) => {
        const cancelled = series.filter((d) => d.status === 'cancelled').length;
        return {
          num: i + 1,
          from: series[0]?.number ?? '',
          to: series.at(-1)?.number ?? '',
          totnum: series.length,
          cancel: cancelled,
          net_issue: series.length - cancelled,
        };
      }),
    }))
    .sort((a, b) => a.doc_num - b.doc_num);
  return { doc_det };
}
