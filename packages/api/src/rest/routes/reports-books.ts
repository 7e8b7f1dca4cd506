import { z } from 'zod';
import type { StatementData } from '@gst/documents';
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
} from '../../services/reports/reports.books.schema';
import { bookPdf, bookWorkbook, ledgerFile } from '../../services/reports/reports.book-files';
import type { BookReport } from '../../services/reports/reports.books';
import { AppError } from '../../errors';
import { parseInput, routesOf } from '../route-helpers';
import type { RestCall, RestFile, RestResult, RestRoute } from '../types';

const route = routesOf('tenant', 'Reports');

const RANGE_QUERY = {
  from: z.string().describe('First date, YYYY-MM-DD'),
  to: z.string().describe('Last date, YYYY-MM-DD'),
  page: z.string().optional().describe('Page on screen (JSON only), from 1'),
  pageSize: z.string().optional().describe('Rows per page (JSON only): 10, 20, 30, 50, 100 or 200'),
  format: z
    .string()
    .optional()
    .describe('xlsx or pdf for a download of the whole report (needs export); JSON otherwise'),
};

type Query = Record<string, unknown>;

/** The JSON page (`{message, ...page}`), or the whole report as a file when `format` names one. */
function reportRoute<R>(spec: {
  keys: readonly string[];
  message: string;
  list: (call: RestCall, query: Query) => Promise<object>;
  download: (call: RestCall, query: Query) => Promise<R>;
  file: (report: R, format: 'xlsx' | 'pdf') => Promise<RestFile>;
}): RestRoute['handler'] {
  return async (call): Promise<RestResult> => {
    const filters: Query = {};
    for (const key of ['from', 'to', ...spec.keys]) {
      if (call.query[key] !== undefined && call.query[key] !== '') filters[key] = call.query[key];
    }
    const { format } = call.query;
    if (format === undefined || format === '' || format === 'json') {
      const paging = {
        ...(call.query.page ? { page: call.query.page } : {}),
        ...(call.query.pageSize ? { pageSize: call.query.pageSize } : {}),
      };
      return {
        body: { message: spec.message, ...(await spec.list(call, { ...filters, ...paging })) },
      };
    }
    if (format !== 'xlsx' && format !== 'pdf') {
      throw new AppError('BAD_REQUEST', 'format: Ask for xlsx, pdf or json');
    }
    return { file: await spec.file(await spec.download(call, { ...filters, format }), format) };
  };
}

const bookFile = async (report: BookReport, format: 'xlsx' | 'pdf') =>
  format === 'pdf' ? bookPdf(report) : bookWorkbook(report);
const statementFile = (data: StatementData, format: 'xlsx' | 'pdf') => ledgerFile(data, format);

/** Issue 33: the day, cash and bank books and the customer and supplier ledgers. */
export const bookReportRoutes: RestRoute[] = [
  route('GET', '/api/reports/day-book', {
    summary:
      'Day book: every invoice, credit and debit note, receipt, refund, purchase bill and return, supplier payment and expense dated ?from..to (at most 31 days), amounts as entered, cancelled or reversed ones at zero; totals per kind and the money in (receipts) and out (refunds, supplier payments, expenses). JSON pages with the totals of the whole range (needs view), or ?format=xlsx|pdf for Day_Book_{from}_to_{to} (needs export; audited as report.export)',
    query: z.object(RANGE_QUERY),
    handler: reportRoute({
      keys: [],
      message: 'Day book fetched',
      list: ({ caller }, q) => caller.tenant.reports.dayBook(parseInput(ZDayBookInput, q)),
      download: ({ caller }, q) =>
        caller.tenant.reports.dayBookExport(parseInput(ZDayBookExportInput, q)),
      file: bookFile,
    }),
  }),
  route('GET', '/api/reports/cash-book', {
    summary:
      'Cash book for ?from..to (at most a year): receipts in cash (in), refunds, supplier payments and expenses paid in cash (out), each with the running balance; opening = the Settings openingCashBalance as of its openingBalancesDate (when that date is blank or on or before from) plus the cash movements from that date to the day before from, closing = opening + in − out. JSON pages with the totals (needs view), or ?format=xlsx|pdf for Cash_Book_{from}_to_{to} (needs export; audited)',
    query: z.object(RANGE_QUERY),
    handler: reportRoute({
      keys: [],
      message: 'Cash book fetched',
      list: ({ caller }, q) => caller.tenant.reports.cashBook(parseInput(ZCashBookInput, q)),
      download: ({ caller }, q) =>
        caller.tenant.reports.cashBookExport(parseInput(ZCashBookExportInput, q)),
      file: bookFile,
    }),
  }),
  route('GET', '/api/reports/bank-book', {
    summary:
      "Bank book for ?from..to: receipts, refunds and supplier payments by UPI, bank transfer, cheque or card and expenses paid from a bank, each in the shop's bank account it names (GET /api/bank-accounts; old expenses whose account was typed as text under 'other', \"Other (as typed)\"), with the running balance; ?account=<id>|other narrows it to one account (tenant.reports.bankAccounts lists them), else every bank account together. Opening = the accounts' opening balances as of Settings' openingBalancesDate (when on or before from) plus the movements from that date to the day before from; in, out, closing as the cash book. JSON pages (needs view), or ?format=xlsx|pdf for Bank_Book_{from}_to_{to} (needs export; audited)",
    query: z.object({
      ...RANGE_QUERY,
      account: z
        .string()
        .optional()
        .describe(
          "One bank account's id, or 'other' (movements naming none of the shop's accounts)",
        ),
    }),
    handler: reportRoute({
      keys: ['account'],
      message: 'Bank book fetched',
      list: ({ caller }, q) => caller.tenant.reports.bankBook(parseInput(ZBankBookInput, q)),
      download: ({ caller }, q) =>
        caller.tenant.reports.bankBookExport(parseInput(ZBankBookExportInput, q)),
      file: bookFile,
    }),
  }),
  route('GET', '/api/reports/customer-ledger', {
    summary:
      "Customer ledger for ?customerId and ?from..to (at most a year): the customer statement's lines (invoices and debit notes debit, credit notes and receipts credit, refunds debit) with the running balance, opening and closing, and the debit and credit totals; a negative balance is an advance. JSON pages (needs view), or ?format=xlsx|pdf, the statement's own file as Customer_Ledger_{name}_{from}_to_{to} (needs export; audited)",
    query: z.object({ ...RANGE_QUERY, customerId: z.string().describe('The customer') }),
    handler: reportRoute({
      keys: ['customerId'],
      message: 'Customer ledger fetched',
      list: ({ caller }, q) =>
        caller.tenant.reports.customerLedger(parseInput(ZCustomerLedgerInput, q)),
      download: ({ caller }, q) =>
        caller.tenant.reports.customerLedgerExport(parseInput(ZCustomerLedgerExportInput, q)),
      file: statementFile,
    }),
  }),
  route('GET', '/api/reports/supplier-ledger', {
    summary:
      "Supplier ledger for ?supplierId and ?from..to (at most a year): the supplier statement's lines (bills add to what the shop owes, purchase returns and payments take away; the supplier's opening balance is in the opening) with the running balance, opening, closing and totals. JSON pages (needs view), or ?format=xlsx|pdf, the statement's own file as Supplier_Ledger_{name}_{from}_to_{to} (needs export; audited)",
    query: z.object({ ...RANGE_QUERY, supplierId: z.string().describe('The supplier') }),
    handler: reportRoute({
      keys: ['supplierId'],
      message: 'Supplier ledger fetched',
      list: ({ caller }, q) =>
        caller.tenant.reports.supplierLedger(parseInput(ZSupplierLedgerInput, q)),
      download: ({ caller }, q) =>
        caller.tenant.reports.supplierLedgerExport(parseInput(ZSupplierLedgerExportInput, q)),
      file: statementFile,
    }),
  }),
];
