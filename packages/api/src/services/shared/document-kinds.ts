/**
 * The documents the shop numbers and stores as PDFs: each has its own number series
 * (billing/document-number.ts) and a file link on its row (shared/document-files.ts).
 */
export type DocumentKind = 'invoice' | 'quote' | 'credit-note' | 'debit-note' | 'receipt';

export const DOCUMENT_KINDS: readonly DocumentKind[] = [
  'invoice',
  'quote',
  'credit-note',
  'debit-note',
  'receipt',
];
