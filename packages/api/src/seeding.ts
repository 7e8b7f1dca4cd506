/**
 * `@gst/api/seeding`: what a script outside a request (the server's demo year,
 * apps/server/src/demo-history.ts) writes a shop's documents through. The public verbs, their
 * input contracts, and the one bulk path for the documents a history has hundreds of: invoices
 * and receipts (`createInvoicesInBulk`, `createPaymentsInBulk`), which check, compute, number,
 * store and audit each document with the functions the create verbs use, reading and writing a
 * batch at a time. Each takes a `ServiceCtx` whose `tx` is the caller's tenant transaction.
 */
export type { ServiceCtx } from './services/context';
export { ZInvoiceInput, type TInvoiceInput } from './services/invoices/invoices.schema';
export { createInvoicesInBulk, type BulkInvoice } from './services/invoices/invoices.bulk';
export { deleteInvoice } from './services/invoices/invoices.service';
export { ZPaymentInput, type TPaymentInput } from './services/payments/payments.schema';
export { createPaymentsInBulk } from './services/payments/payments.bulk';
export { ZCreditNoteInput, ZDebitNoteInput } from './services/notes/notes.schema';
export { createCreditNote, createDebitNote } from './services/notes/notes.service';
export { ZQuoteInput } from './services/quotes/quotes.schema';
export { createQuote } from './services/quotes/quotes.service';
export { lockPeriod } from './services/returns/returns.periods';
