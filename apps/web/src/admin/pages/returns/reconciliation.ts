import { formatDate, formatINR } from '@gst/domain';
import { monthLabel, taxTotal } from './gstr2b';

/**
 * The Reconciliation panel's pure parts (issue 32): the outcomes and decisions as chips, which
 * actions a row offers and what each sends, the differences in words, the documents a lone one
 * may be linked with, and the text a shop sends a supplier that has not reported its bills.
 * The shapes are the parts of tenant.reconciliation.view's rows these read.
 */

export const OUTCOMES = [
  'Exact Match',
  'Suggested Match',
  'Mismatch',
  'Missing in 2B',
  'Missing in PR',
] as const;
export type Outcome = (typeof OUTCOMES)[number];
export type RowStatus = 'matched-auto' | 'matched-manual' | 'pending' | 'ignored' | 'open';

type Heads = { taxable: string; igst: string; cgst: string; sgst: string; cess: string };
export type BooksSide = Heads & {
  kind: 'bill' | 'return';
  id: string;
  supplierGstin: string;
  supplierName: string;
  number: string;
  entryNumber: string;
  date: string;
};
export type PortalSide = Heads & {
  id: string;
  supplierGstin: string;
  supplierName: string;
  number: string;
  date: string;
};
export type Difference = { field: string; books: string; portal: string; difference?: string };
export type Decision = {
  purchaseBillId: string | null;
  purchaseReturnId: string | null;
  gstr2bDocumentId: string | null;
  documentNumber: string | null;
};
export type ReconRow = {
  outcome: Outcome;
  rule: string | null;
  status: RowStatus;
  books: BooksSide | null;
  portal: PortalSide | null;
  differences: Difference[];
  decision: Decision | null;
};
export type ReconItem = {
  purchaseBillId?: string;
  purchaseReturnId?: string;
  gstr2bDocumentId?: string;
};
export type ReconAction = 'accept' | 'link' | 'unlink' | 'pending' | 'ignore';

/** The colour of an outcome's badge: matched green, to decide amber, at risk red. */
export const OUTCOME_COLORS: Record<Outcome, string> = {
  'Exact Match': 'green',
  'Suggested Match': 'yellow',
  Mismatch: 'orange',
  'Missing in 2B': 'red',
  'Missing in PR': 'grape',
};

/** A decision as the row's second badge says it (none for an open row or an exact match). */
export const STATUS_LABELS: Record<RowStatus, string | null> = {
  'matched-auto': null,
  'matched-manual': 'Linked by hand',
  pending: 'Pending',
  ignored: 'Ignored',
  open: null,
};

/** A chip: every row, one outcome, or one of the decisions people took. */
export type ReconFilter = 'all' | Outcome | 'pending' | 'ignored' | 'matched-manual';
export const DECISION_FILTERS = [
  { value: 'pending', label: 'Pending' },
  { value: 'ignored', label: 'Ignored' },
  { value: 'matched-manual', label: 'Linked by hand' },
] as const;

export function matchesFilter(row: Pick<ReconRow, 'outcome' | 'status'>, filter: ReconFilter) {
  if (filter === 'all') return true;
  if ((OUTCOMES as readonly string[]).includes(filter)) return row.outcome === filter;
  return row.status === filter;
}

export const rowKey = (r: Pick<ReconRow, 'books' | 'portal'>) =>
  `${r.books ? `${r.books.kind}:${r.books.id}` : ''}|${r.portal?.id ?? ''}`;

const booksItem = (b: Pick<BooksSide, 'kind' | 'id'>): ReconItem =>
  b.kind === 'bill' ? { purchaseBillId: b.id } : { purchaseReturnId: b.id };

/** Both sides the row holds, as an action's item. */
export const itemOf = (r: Pick<ReconRow, 'books' | 'portal'>): ReconItem => ({
  ...(r.books ? booksItem(r.books) : {}),
  ...(r.portal ? { gstr2bDocumentId: r.portal.id } : {}),
});

/** A decision that links a books document with a 2B one (accepted or by hand). */
export const isPairDecision = (d: Decision | null) =>
  !!d && !!(d.purchaseBillId || d.purchaseReturnId) && !!(d.gstr2bDocumentId || d.documentNumber);

/**
 * What Unlink sends: both sides of a pair decision; for a one-sided one (pending, ignored) only
 * the side it was taken on, which the engine may have paired with another.
 */
export function unlinkItem(r: Pick<ReconRow, 'books' | 'portal' | 'decision'>): ReconItem | null {
  const d = r.decision;
  if (!d) return null;
  if (isPairDecision(d)) return itemOf(r);
  if ((d.purchaseBillId || d.purchaseReturnId) && r.books) return booksItem(r.books);
  return r.portal ? { gstr2bDocumentId: r.portal.id } : null;
}

/** The actions a row offers, in the order its buttons stand. */
export function rowActions(r: ReconRow): ReconAction[] {
  const actions: ReconAction[] = [];
  const paired = isPairDecision(r.decision);
  if (r.books && r.portal && r.rule !== null && !paired && r.outcome !== 'Exact Match') {
    actions.push('accept');
  }
  if (!r.books !== !r.portal && !r.decision) actions.push('link');
  if (r.decision) actions.push('unlink');
  const automatic = r.outcome === 'Exact Match' && !r.decision;
  if (!automatic && r.status !== 'pending' && r.status !== 'matched-manual')
    actions.push('pending');
  if (!automatic && r.status !== 'ignored' && r.status !== 'matched-manual') actions.push('ignore');
  return actions;
}

export const ACTION_LABELS: Record<ReconAction, string> = {
  accept: 'Accept',
  link: 'Link by hand',
  unlink: 'Unlink',
  pending: 'Mark pending',
  ignore: 'Ignore',
};

const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;

/** The success notification of an action on `count` rows. */
export function doneMessage(action: ReconAction, count: number): string {
  switch (action) {
    case 'accept':
      return `${plural(count, 'suggested match', 'suggested matches')} accepted`;
    case 'link':
      return 'Documents linked';
    case 'unlink':
      return `${plural(count, 'decision')} undone`;
    case 'pending':
      return `${plural(count, 'document')} marked pending`;
    case 'ignore':
      return `${plural(count, 'document')} ignored`;
  }
}

const FIELD_LABELS: Record<string, string> = {
  FISCAL_YEAR: 'Financial year',
  SUPPLIER_GSTIN: 'Supplier GSTIN',
  COMPANY_GSTIN: 'Shop GSTIN',
  BILL_NO: 'Number',
  BILL_DATE: 'Date',
  PLACE_OF_SUPPLY: 'Place of supply',
  REVERSE_CHARGE: 'Reverse charge',
  TAXABLE_VALUE: 'Taxable value',
  IGST: 'IGST',
  CGST: 'CGST',
  SGST: 'SGST',
  CESS: 'Cess',
};
const AMOUNT_FIELDS = new Set(['TAXABLE_VALUE', 'IGST', 'CGST', 'SGST', 'CESS']);
const isIsoDate = (s: string) => /^\d{4}-\d{2}-\d{2}$/.test(s);

/**
 * A difference in words, books − 2B exact: 'Taxable value +₹350.00 (ours ₹10,350.00, 2B
 * ₹10,000.00)', 'Date 2 days later in ours (12 Oct 2026 / 10 Oct 2026)', 'Number WI/7 / wi/7'.
 */
export function differenceText(d: Difference): string {
  const label = FIELD_LABELS[d.field] ?? d.field;
  if (AMOUNT_FIELDS.has(d.field)) {
    const diff = d.difference ?? '0';
    const sign = diff.startsWith('-') ? '−' : '+';
    const abs = diff.replace(/^[-+]/, '');
    return `${label} ${sign}${formatINR(abs)} (ours ${formatINR(d.books)}, 2B ${formatINR(d.portal)})`;
  }
  if (d.field === 'BILL_DATE' && isIsoDate(d.books) && isIsoDate(d.portal)) {
    const days = Number(d.difference ?? 0);
    const when =
      days === 0
        ? ''
        : ` ${plural(Math.abs(days), 'day')} ${days > 0 ? 'later' : 'earlier'} in ours`;
    return `${label}${when} (${formatDate(d.books)} / ${formatDate(d.portal)})`;
  }
  return `${label}: ours ${d.books || '—'}, 2B ${d.portal || '—'}`;
}

/** The tax of one side: IGST + CGST + SGST + cess. */
export const sideTax = (h: Heads) => taxTotal(h);

export type LinkCandidate = { value: string; label: string; item: ReconItem };

/**
 * What a lone document may be linked with by hand: the same supplier's documents on the other
 * side that are alone too and not decided on (Missing in PR for a bill missing in 2B, and back).
 */
export function linkCandidates(row: ReconRow, rows: readonly ReconRow[]): LinkCandidate[] {
  const gstin = row.books?.supplierGstin ?? row.portal?.supplierGstin ?? '';
  const wanted: Outcome = row.books ? 'Missing in PR' : 'Missing in 2B';
  return rows
    .filter((r) => r.outcome === wanted && !isPairDecision(r.decision))
    .filter((r) => (r.books ?? r.portal)?.supplierGstin === gstin)
    .map((r) => {
      const side = (r.books ?? r.portal) as BooksSide | PortalSide;
      const entry = 'entryNumber' in side ? ` (${side.entryNumber})` : '';
      return {
        value: rowKey(r),
        label: `${side.number}${entry} · ${formatDate(side.date)} · taxable ${formatINR(side.taxable)} · tax ${formatINR(sideTax(side))}`,
        item: itemOf(r),
      };
    });
}

/** The pair a link sends: the row's side and the candidate's. */
export const linkItem = (row: ReconRow, candidate: LinkCandidate): ReconItem => ({
  ...itemOf(row),
  ...candidate.item,
});

export type SupplierSummary = {
  period: string;
  shop: { name: string; gstin: string };
  supplier: { gstin: string; name: string };
  documents: (Heads & { number: string; date: string; total: string; documentType: string })[];
  totals: Heads & { count: number; total: string };
};

/** The letter a shop sends a supplier whose documents are not in its GSTR-2B. */
export function supplierSummaryText(s: SupplierSummary): string {
  const month = monthLabel(s.period);
  const supplier = s.supplier.name
    ? `${s.supplier.name} (GSTIN ${s.supplier.gstin})`
    : s.supplier.gstin;
  const shop = s.shop.name || 'our shop';
  const lines = s.documents.map(
    (d, i) =>
      `${i + 1}. ${d.documentType === 'credit-note' ? 'Credit note' : 'Invoice'} ${d.number} dated ${formatDate(d.date)}: taxable value ${formatINR(d.taxable)}, tax ${formatINR(sideTax(d))}, total ${formatINR(d.total)}`,
  );
  return [
    `To: ${supplier}`,
    `Subject: Documents not reported in GSTR-1 for ${month}`,
    '',
    `The following ${plural(s.totals.count, 'document')} you issued to ${shop}${s.shop.gstin ? ` (GSTIN ${s.shop.gstin})` : ''} ${s.totals.count === 1 ? 'is' : 'are'} not in our GSTR-2B for ${month}:`,
    '',
    ...lines,
    '',
    `Total: taxable value ${formatINR(s.totals.taxable)}, tax ${formatINR(sideTax(s.totals))}, total ${formatINR(s.totals.total)}.`,
    '',
    'Please report them in your GSTR-1 (or IFF) so that we can claim the input tax credit.',
    '',
    'Regards,',
    shop,
  ].join('\n');
}

/** The export's file name, as the server names it. */
export const exportFileName = (period: string) => `Reconciliation_${period}.xlsx`;
