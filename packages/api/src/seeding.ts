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
// Issue 31: the buying half, so the demo year's stock, margins and payables are real.
export { ZSupplierInput } from './services/suppliers/suppliers.schema';
export { createSupplier } from './services/suppliers/suppliers.service';
export { ZPurchaseBillInput } from './services/purchases/purchases.schema';
export { createPurchaseBill } from './services/purchases/purchases.service';
export { ZSupplierPaymentInput } from './services/supplier-payments/supplier-payments.schema';
export { createSupplierPayment } from './services/supplier-payments/supplier-payments.service';
// Issue 32: the demo year's GSTR-2B, imported as an upload is.
export { ZGstr2bImportInput } from './services/gstr2b/gstr2b.schema';
export { importGstr2b } from './services/gstr2b/gstr2b.service';
// Issue 33: the shop's bank account the demo year's bank movements go through.
export { ZBankAccountInput } from './services/bank-accounts/bank-accounts.schema';
export {
  createBankAccount,
  listBankAccounts,
  updateBankAccount,
} from './services/bank-accounts/bank-accounts.service';
