import { permitted } from '../../../trpc';
import { permittedOn } from '../../crud';
import {
  ZBankBookExportInput,
  ZBankBookInput,
  ZCashBookExportInput,
  ZCashBookInput,
  ZCustomerLedgerExportInput,
  ZCustomerLedgerInput,
  ZDayBookExportInput,
  ZDayBookInput,
  ZSupplierLedgerExportInput,
  ZSupplierLedgerInput,
} from '../../../services/reports/reports.books.schema';
import {
  bankAccounts,
  bankBook,
  cashBook,
  dayBook,
  exportBankBook,
  exportCashBook,
  exportDayBook,
} from '../../../services/reports/reports.books';
import {
  customerLedger,
  exportCustomerLedger,
  exportSupplierLedger,
  supplierLedger,
} from '../../../services/reports/reports.ledgers';

const can = permittedOn('reports');
const download = () => permitted('reports', 'export');

/**
 * The day book, cash and bank books and the customer and supplier ledgers (issue 33), spread
 * into the reports router. View to open them; export to download (a mutation, so its
 * `report.export` audit row is written in the transaction that reads the book).
 */
export const bookProcedures = {
  /** A page of the day book (every document and money movement of up to 31 days) and totals. */
  dayBook: can.view(ZDayBookInput, dayBook),
  /** A page of the cash book with the running balance; opening, in, out, closing. */
  cashBook: can.view(ZCashBookInput, cashBook),
  /** A page of the bank book of one account (or all), with the running balance. */
  bankBook: can.view(ZBankBookInput, bankBook),
  /** The bank accounts the bank book can show: the shop's, then 'other' (typed as text). */
  bankAccounts: can.read(bankAccounts),
  /** A page of a customer's ledger (the customer statement's lines) with its totals. */
  customerLedger: can.view(ZCustomerLedgerInput, customerLedger),
  /** A page of a supplier's ledger (the supplier statement's lines) with its totals. */
  supplierLedger: can.view(ZSupplierLedgerInput, supplierLedger),
  /** The whole day book of the range, for the Excel or PDF download (audited). */
  dayBookExport: download()
    .input(ZDayBookExportInput)
    .mutation(({ ctx, input }) => exportDayBook(ctx, input)),
  /** The whole cash book of the range, for the download (audited). */
  cashBookExport: download()
    .input(ZCashBookExportInput)
    .mutation(({ ctx, input }) => exportCashBook(ctx, input)),
  /** The whole bank book of the range, for the download (audited). */
  bankBookExport: download()
    .input(ZBankBookExportInput)
    .mutation(({ ctx, input }) => exportBankBook(ctx, input)),
  /** A customer's ledger as its statement's data, for the download (audited). */
  customerLedgerExport: download()
    .input(ZCustomerLedgerExportInput)
    .mutation(({ ctx, input }) => exportCustomerLedger(ctx, input)),
  /** A supplier's ledger as its statement's data, for the download (audited). */
  supplierLedgerExport: download()
    .input(ZSupplierLedgerExportInput)
    .mutation(({ ctx, input }) => exportSupplierLedger(ctx, input)),
};
