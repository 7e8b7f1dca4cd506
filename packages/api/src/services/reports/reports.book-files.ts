import {
  renderBookPdf,
  safeFileName,
  writeWorkbookSheets,
  type BookPdfColumn,
  type StatementData,
} from '@gst/documents';
import {
  DAY_BOOK_KIND_LABELS,
  formatDate,
  formatIndianNumber,
  type MoneyBookRow,
} from '@gst/domain';
import { XLSX_TYPE, type DocumentFile } from '../documents/downloads';
import { statementOf } from '../documents/documents.service';
import { PAYMENT_MODE_LABELS } from '../documents/ledger.data';
import type { BookReport } from './reports.books';

/**
 * The day, cash and bank books' downloads (issue 33), rendered after the read's transaction:
 * Excel (one sheet; amounts as numbers, so the sheet's sums equal the totals rows) and PDF
 * (@gst/documents' book layout). The ledgers' downloads are the statements' own files, named
 * as the report.
 */
const MODES: Record<string, string> = { ...PAYMENT_MODE_LABELS, bank: 'Bank' };
const modeOf = (mode: string) => MODES[mode] ?? mode;
const amount = (v: string) => formatIndianNumber(v, { decimals: 2 });
const entries = (n: number) => `${n} ${n === 1 ? 'entry' : 'entries'}`;

function baseName(report: BookReport): string {
  const title = { 'day-book': 'Day_Book', 'cash-book': 'Cash_Book', 'bank-book': 'Bank_Book' };
  return `${title[report.book]}_${report.from}_to_${report.to}`;
}

/** The sheet's rows: entries, then the totals (per kind for the day book; in, out, closing). */
export function bookSheetRows(report: BookReport): Record<string, unknown>[] {
  if (report.book === 'day-book') {
    const t = report.totals;
    return [
      ...report.rows.map((r) => ({
        Date: r.date,
        Type: DAY_BOOK_KIND_LABELS[r.kind],
        Number: r.number,
        Reference: r.reference,
        Party: r.partyName,
        Mode: r.mode ? modeOf(r.mode) : '',
        Status: r.cancelled ? 'Cancelled' : 'Active',
        Amount: Number(r.amount),
        'Money in': Number(r.moneyIn),
        'Money out': Number(r.moneyOut),
      })),
      ...t.byKind.map((k) => ({
        Date: 'Total',
        Type: DAY_BOOK_KIND_LABELS[k.kind],
        Number: entries(k.count),
        Amount: Number(k.amount),
      })),
      {
        Date: 'Total',
        Type: 'Money in and out',
        Number: `${entries(t.count)}${t.cancelled ? `, ${t.cancelled} cancelled` : ''}`,
        'Money in': Number(t.moneyIn),
        'Money out': Number(t.moneyOut),
      },
    ];
  }
  const t = report.totals;
  const bank = report.book === 'bank-book';
  return [
    { Date: report.from, Type: 'Opening balance', Balance: Number(t.opening) },
    ...report.rows.map((r: MoneyBookRow) => ({
      Date: r.date,
      Type: DAY_BOOK_KIND_LABELS[r.kind],
      Number: r.number,
      Party: r.partyName,
      Mode: modeOf(r.mode),
      ...(bank ? { Account: r.account } : {}),
      'Money in': Number(r.moneyIn),
      'Money out': Number(r.moneyOut),
      Balance: Number(r.balance),
    })),
    {
      Date: 'Total',
      Type: 'Closing balance',
      Number: entries(t.count),
      'Money in': Number(t.moneyIn),
      'Money out': Number(t.moneyOut),
      Balance: Number(t.closing),
    },
  ];
}

const DAY_COLUMNS = ['Date', 'Type', 'Number', 'Reference', 'Party', 'Mode', 'Status', 'Amount'];
const MONEY_COLUMNS = ['Date', 'Type', 'Number', 'Party', 'Mode'];

export function bookWorkbook(report: BookReport): DocumentFile {
  const columns =
    report.book === 'day-book'
      ? [...DAY_COLUMNS, 'Money in', 'Money out']
      : [
          ...MONEY_COLUMNS,
          ...(report.book === 'bank-book' ? ['Account'] : []),
          'Money in',
          'Money out',
          'Balance',
        ];
  return {
    bytes: writeWorkbookSheets([{ name: report.title, rows: bookSheetRows(report), columns }]),
    contentType: XLSX_TYPE,
    fileName: `${baseName(report)}.xlsx`,
  };
}

function pdfTable(report: BookReport) {
  if (report.book === 'day-book') {
    const t = report.totals;
    const columns: BookPdfColumn[] = [
      { text: 'Date', width: 48 },
      { text: 'Type', width: 70 },
      { text: 'Number', width: 80 },
      { text: 'Party', width: '*' },
      { text: 'Reference', width: 90 },
      { text: 'Mode', width: 56 },
      { text: 'Amount', width: 70, right: true },
      { text: 'Money in', width: 66, right: true },
      { text: 'Money out', width: 66, right: true },
    ];
    const rows = report.rows.map((r) => ({
      muted: r.cancelled,
      cells: [
        formatDate(r.date),
        `${DAY_BOOK_KIND_LABELS[r.kind]}${r.cancelled ? ' (cancelled)' : ''}`,
        r.number,
        r.partyName,
        r.reference,
        r.mode ? modeOf(r.mode) : '',
        amount(r.amount),
        r.moneyIn === '0.00' ? '' : amount(r.moneyIn),
        r.moneyOut === '0.00' ? '' : amount(r.moneyOut),
      ],
    }));
    const totals = [
      ...t.byKind.map((k) => [
        `${DAY_BOOK_KIND_LABELS[k.kind]}: ${k.count}`,
        '',
        '',
        '',
        '',
        '',
        amount(k.amount),
        '',
        '',
      ]),
      [`Total: ${entries(t.count)}`, '', '', '', '', '', '', amount(t.moneyIn), amount(t.moneyOut)],
    ];
    const summary = `Money in ${amount(t.moneyIn)} · money out ${amount(t.moneyOut)}. Cancelled and reversed entries are listed at zero.`;
    return { columns, rows, totals, summary };
  }
  const t = report.totals;
  const bank = report.book === 'bank-book';
  const columns: BookPdfColumn[] = [
    { text: 'Date', width: 48 },
    { text: 'Type', width: 74 },
    { text: 'Number', width: 80 },
    { text: 'Party', width: '*' },
    { text: 'Mode', width: 60 },
    ...(bank ? [{ text: 'Account', width: 90 } as const] : []),
    { text: 'Money in', width: 66, right: true },
    { text: 'Money out', width: 66, right: true },
    { text: 'Balance', width: 70, right: true },
  ];
  const blanks = bank ? ['', '', '', ''] : ['', '', ''];
  const rows = [
    {
      cells: [formatDate(report.from), 'Opening balance', ...blanks, '', '', amount(t.opening)],
    },
    ...report.rows.map((r) => ({
      cells: [
        formatDate(r.date),
        DAY_BOOK_KIND_LABELS[r.kind],
        r.number,
        r.partyName,
        modeOf(r.mode),
        ...(bank ? [r.account] : []),
        r.moneyIn === '0.00' ? '' : amount(r.moneyIn),
        r.moneyOut === '0.00' ? '' : amount(r.moneyOut),
        amount(r.balance),
      ],
    })),
  ];
  const totals = [
    [
      `Closing: ${entries(t.count)}`,
      ...blanks,
      '',
      amount(t.moneyIn),
      amount(t.moneyOut),
      amount(t.closing),
    ],
  ];
  const summary = `Opening ${amount(t.opening)} + money in ${amount(t.moneyIn)} − money out ${amount(t.moneyOut)} = closing ${amount(t.closing)}. The opening balance is the opening ${bank ? 'bank balance of the account (every account together when none is chosen)' : 'cash balance'} recorded in Settings as of its date, with this book's movements from that date to the day before the first date.`;
  return { columns, rows, totals, summary };
}

export async function bookPdf(report: BookReport): Promise<DocumentFile> {
  const bytes = await renderBookPdf({
    title: report.title,
    shopName: report.shopName,
    gstin: report.gstin,
    from: report.from,
    to: report.to,
    account: report.account,
    ...pdfTable(report),
    generatedAt: new Date(),
  });
  return { bytes, contentType: 'application/pdf', fileName: `${baseName(report)}.pdf` };
}

/** A ledger's download: the statement's own Excel or PDF, named Customer_Ledger_… */
export async function ledgerFile(
  data: StatementData,
  format: 'xlsx' | 'pdf',
): Promise<DocumentFile> {
  const file = await statementOf(data, format);
  const title = data.role === 'supplier' ? 'Supplier_Ledger' : 'Customer_Ledger';
  const name = safeFileName(data.customer.name);
  return { ...file, fileName: `${title}_${name}_${data.from}_to_${data.to}.${format}` };
}
