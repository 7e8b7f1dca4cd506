import {
  addLine,
  groupBy,
  isRegistered,
  lineClass,
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

/** The offline tool's HSN description: at most 30 characters (india-compliance's limit too). */
export const HSN_DESCRIPTION_LIMIT = 30;

/** Services are classified under SAC chapter 99. */
export const isServiceHsn = (hsn: string) => hsn.trim().startsWith('99');

/**
 * Table 12, split into B2B (registered recipients) and B2C: per HSN, unit and rate, invoices
 * less credit notes plus debit notes. Each row carries a description (the name of the first
 * product sold under it, cut to 30 characters; 'Services' or 'Goods' under HSN n when no line
 * names one). Service rows (SAC 99…) have UQC 'NA' and quantity 0: the portal takes no
 * quantity for services (issue 30).
 *
 * Nil-rated and exempt supplies are in it at rate 0: Table 12 is the HSN-wise summary of the
 * outward supplies, and those are supplies of goods or services with an HSN, as the peer's
 * examples write a 0-rate row. Non-GST supplies are left out: GST is not levied on them
 * (CGST Act s.9(2)), they are reported in Table 8 only, and the portal's HSN list validates
 * rows against GST rates.
 */
export function hsnSummary(invoices: readonly ReturnDocument[], notes: readonly ReturnDocument[]) {
  type Row = { hsn: string; uqc: string; rt: number; desc: string; t: Totals };
  const tabs = { b2b: new Map<string, Row>(), b2c: new Map<string, Row>() };
  const rateOf = rateReader();
  const add = (d: ReturnDocument, sign: 1 | -1) => {
    const tab = isRegistered(d) ? tabs.b2b : tabs.b2c;
    for (const line of d.lines) {
      const rate = rateOf(line.rate);
      const cls = lineClass(d, line, rate.zero);
      if (cls === 'non-gst') continue;
      const rt = cls === 'taxable' ? rate.rt : 0;
      const hsn = line.hsn.trim();
      const service = isServiceHsn(hsn);
      const uqc = service ? 'NA' : uqcOf(line.unit);
      const key = `${hsn}|${uqc}|${rt}`;
      let row = tab.get(key);
      if (!row) {
        row = { hsn, uqc, rt, desc: '', t: zeroTotals() };
        tab.set(key, row);
      }
      if (!row.desc && line.product?.trim())
        row.desc = line.product.trim().slice(0, HSN_DESCRIPTION_LIMIT).trimEnd();
      // A credit note's quantity is goods back; a price-only note has quantity 0.
      row.t = addLine(row.t, service ? { ...line, quantity: 0 } : line, sign);
    }
  };
  for (const d of invoices) add(d, 1);
  for (const d of notes) add(d, d.kind === 'credit-note' ? -1 : 1);
  const rows = (tab: Map<string, Row>) =>
    [...tab.values()]
      .sort((a, b) => a.hsn.localeCompare(b.hsn) || a.rt - b.rt || a.uqc.localeCompare(b.uqc))
      .map((r, i) => ({
        num: i + 1,
        hsn_sc: r.hsn,
        desc: r.desc || `${isServiceHsn(r.hsn) ? 'Services' : 'Goods'} under HSN ${r.hsn}`,
        uqc: r.uqc,
        qty: r.t.qty.toQuantityNumber(),
        rt: r.rt,
        ...taxHeads(r.t),
      }));
  return { hsn_b2b: rows(tabs.b2b), hsn_b2c: rows(tabs.b2c) };
}

/**
 * A document Table 13 counts: invoices and notes (ReturnDocument fits), receipts (receipt
 * vouchers) and refunds (refund vouchers); `sequence` is its place in its kind's series.
 */
export type IssuedDocument = {
  kind: ReturnDocumentKind | 'receipt' | 'refund';
  number: string;
  date: string;
  status: 'issued' | 'cancelled';
  sequence?: number;
};

/**
 * Table 13 `doc_num`: the offline tool's natures of document, numbered in its order
 * (india-compliance DocumentNature): 1 invoices for outward supply, 4 debit notes, 5 credit notes,
 * 6 receipt vouchers (Rule 50: the shop's receipts), 8 refund vouchers (Rule 51: its refunds).
 * 2, 3, 7 and 9–12 (inward supplies from unregistered persons, revised invoices, payment vouchers,
 * delivery challans) are documents the shop does not issue.
 */
export const DOC_NATURE: Record<IssuedDocument['kind'], number> = {
  invoice: 1,
  'debit-note': 4,
  'credit-note': 5,
  receipt: 6,
  refund: 8,
};

const SERIAL_ORDER = new Intl.Collator('en', { numeric: true });
/** A series' order: by the counter when both have it, else by the number's digits. */
const bySerial = (a: IssuedDocument, b: IssuedDocument) =>
  a.sequence !== undefined && b.sequence !== undefined
    ? a.sequence - b.sequence
    : SERIAL_ORDER.compare(a.number, b.number);

/**
 * Table 13: per nature of document and per number series (numberSeries: a new prefix mid-year
 * starts its own row), `from` the lowest and `to` the highest serial issued in the period by the
 * series' own order (never by date: a document numbered later but dated earlier is still the
 * series' last), how many, how many cancelled (reversed receipts and refunds too), and the net
 * issued. Series in the order of their first serial.
 */
export function documentIssue(documents: readonly IssuedDocument[]) {
  const byKind = groupBy(documents, (d) => d.kind);
  const doc_det = (Object.keys(DOC_NATURE) as IssuedDocument['kind'][])
    .map((kind) => [kind, [...(byKind.get(kind) ?? [])].sort(bySerial)] as const)
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
