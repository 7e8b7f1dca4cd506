import { toMoney } from '../money';
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

/**
 * Table 12, split into B2B (registered recipients) and B2C as the portal has required since the
 * 2025 change (gst-domain.md marks its first period VERIFY; the split is always written here):
 * per HSN, unit and rate, invoices less credit notes plus debit notes.
 */
export function hsnSummary(invoices: readonly ReturnDocument[], notes: readonly ReturnDocument[]) {
  const tabs = {
    b2b: new Map<string, { hsn: string; uqc: string; rt: number; t: Totals }>(),
    b2c: new Map<string, { hsn: string; uqc: string; rt: number; t: Totals }>(),
  };
  const add = (d: ReturnDocument, sign: 1 | -1) => {
    const tab = isRegistered(d) ? tabs.b2b : tabs.b2c;
    for (const line of d.lines) {
      const rt = Number(toMoney(line.rate).toString());
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
        qty: Number(r.t.qty.toFixed(3)),
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
 * Table 13: per document kind, the first and last number issued in the period, how many, how
 * many cancelled, and the net issued (cancelled documents counted, not valued).
 */
export function documentIssue(documents: readonly ReturnDocument[]) {
  const byKind = groupBy(documents, (d) => d.kind);
  const doc_det = (Object.keys(DOC_NATURE) as ReturnDocumentKind[])
    .map((kind) => [kind, [...(byKind.get(kind) ?? [])].sort(byNumber)] as const)
    .filter(([, docs]) => docs.length > 0)
    .map(([kind, docs]) => {
      const cancelled = docs.filter((d) => d.status === 'cancelled').length;
      return {
        doc_num: DOC_NATURE[kind],
        docs: [
          {
            num: 1,
            from: docs[0]?.number ?? '',
            to: docs.at(-1)?.number ?? '',
            totnum: docs.length,
            cancel: cancelled,
            net_issue: docs.length - cancelled,
          },
        ],
      };
    })
    .sort((a, b) => a.doc_num - b.doc_num);
  return { doc_det };
}
