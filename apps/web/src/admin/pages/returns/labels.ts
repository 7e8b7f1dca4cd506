import type { Gstr1SectionKey, PageKey } from '@gst/domain';
import type { ReturnProblem, ReturnsOverview } from './types';

/** Wording and links the Returns page builds from the overview. */

/** What each section counts, for '3 invoices', '1 summary row'. */
const COUNT_NOUNS: Record<Gstr1SectionKey, [string, string]> = {
  b2b: ['invoice', 'invoices'],
  b2cl: ['invoice', 'invoices'],
  exp: ['invoice', 'invoices'],
  b2cs: ['summary row', 'summary rows'],
  nil: ['summary row', 'summary rows'],
  cdnr: ['note', 'notes'],
  cdnur: ['note', 'notes'],
  hsn: ['HSN row', 'HSN rows'],
  doc_issue: ['document', 'documents'],
};

export const countLabel = (key: Gstr1SectionKey, count: number) =>
  `${count} ${COUNT_NOUNS[key][count === 1 ? 0 : 1]}`;

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** '3 invoices · 1 credit note · 0 debit notes (1 cancelled)'. */
export function documentsLine(documents: ReturnsOverview['documents']): string {
  const parts = [
    plural(documents.invoices, 'invoice', 'invoices'),
    plural(documents.creditNotes, 'credit note', 'credit notes'),
    plural(documents.debitNotes, 'debit note', 'debit notes'),
  ].join(' · ');
  return documents.cancelled > 0 ? `${parts} (${documents.cancelled} cancelled)` : parts;
}

/** The list page of each kind of document (the menu's paths). */
export const PAGE_OF: Record<ReturnProblem['kind'], PageKey> = {
  invoice: 'manage-invoice',
  'credit-note': 'manage-credit-note',
  'debit-note': 'manage-debit-note',
};

/**
 * Where a problem's document can be fixed: its list page with the search set to the document
 * number (the list pages do not open a document by id from the address yet).
 */
export function documentHref(problem: Pick<ReturnProblem, 'kind' | 'documentNumber'>): string {
  return `/admin/${PAGE_OF[problem.kind]}?search=${encodeURIComponent(problem.documentNumber)}`;
}
