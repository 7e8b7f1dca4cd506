import {
  buildDayBook,
  type DayBookRow,
  type DayBookTotals,
  type MoneyBookRow,
  type MoneyBookTotals,
} from '@gst/domain';
import { AppError } from '../../errors';
import { writeAudit } from '../../infra/audit';
import type { ServiceCtx } from '../context';
import { readSettings } from '../settings/settings.service';
import { dayBookEntries } from './reports.book-sources';
import { bankBookAccountName, moneyBookOf } from './reports.money-books';
import type {
  TBankBookExportInput,
  TBankBookInput,
  TCashBookExportInput,
  TCashBookInput,
  TDayBookExportInput,
  TDayBookInput,
} from './reports.books.schema';
import { REGISTER_EXPORT_MAX_ROWS } from './reports.schema';

export { bankAccounts } from './reports.money-books';

/**
 * The day book, the cash book and the bank book (issue 33). The cash and bank books' figures are
 * `reports.money-books.ts`: per bank account (the account each movement names), each opening
 * with its recorded opening balance.
 */
type Paging = { page: number; pageSize: number };
const pageRows = <T>(rows: T[], { page, pageSize }: Paging) =>
  rows.slice((page - 1) * pageSize, page * pageSize);

/** One page of the day book and the totals of the whole range. */
export async function dayBook(ctx: ServiceCtx, input: TDayBookInput) {
  const { rows, totals } = buildDayBook(await dayBookEntries(ctx.tx, input));
  return {
    data: pageRows(rows, input),
    total: rows.length,
    page: input.page,
    pageSize: input.pageSize,
    totals,
  };
}

const pageOf = (
  book: { rows: MoneyBookRow[]; totals: MoneyBookTotals },
  input: Paging,
  extra: object = {},
) => ({
  data: pageRows(book.rows, input),
  total: book.rows.length,
  page: input.page,
  pageSize: input.pageSize,
  totals: book.totals,
  ...extra,
});

/** One page of the cash book with the running balance, and its opening, in, out, closing. */
export async function cashBook(ctx: ServiceCtx, input: TCashBookInput) {
  return pageOf(await moneyBookOf(ctx, input, { book: 'cash' }), input);
}

/** One page of the bank book (one account, or every account together). */
export async function bankBook(ctx: ServiceCtx, input: TBankBookInput) {
  const book = await moneyBookOf(ctx, input, { book: 'bank', account: input.account });
  return pageOf(book, input, {
    account: input.account ?? null,
    accountName: await bankBookAccountName(ctx, input.account),
  });
}

/** A day, cash or bank book whole, as its Excel and PDF print it. */
export type BookReport = {
  book: 'day-book' | 'cash-book' | 'bank-book';
  title: string;
  shopName: string;
  gstin: string;
  from: string;
  to: string;
  /** The bank account of a bank book ('All bank accounts' when none was chosen). */
  account: string | null;
} & (
  | { book: 'day-book'; rows: DayBookRow[]; totals: DayBookTotals }
  | { book: 'cash-book' | 'bank-book'; rows: MoneyBookRow[]; totals: MoneyBookTotals }
);

const TITLES = { 'day-book': 'Day book', 'cash-book': 'Cash book', 'bank-book': 'Bank book' };

async function heading(
  ctx: ServiceCtx,
  book: BookReport['book'],
  input: { from: string; to: string; format: string },
  rows: number,
  account: string | null,
) {
  if (rows > REGISTER_EXPORT_MAX_ROWS) {
    throw new AppError(
      'BAD_REQUEST',
      `The range has ${rows} entries, more than ${REGISTER_EXPORT_MAX_ROWS} a download holds; choose a shorter range`,
    );
  }
  // Who took the shop's figures away, and which: an export is audited like a change.
  await writeAudit(ctx.tx, ctx.actor, 'report.export', 'report', book, {
    from: input.from,
    to: input.to,
    format: input.format,
    ...(account ? { account } : {}),
    rows,
  });
  const shop = await readSettings(ctx, ['shopName', 'gstin']);
  return {
    title: TITLES[book],
    shopName: shop.shopName.trim() || ctx.tenant.name,
    gstin: shop.gstin,
    from: input.from,
    to: input.to,
    account,
  };
}

/** The whole day book of the range for a download (needs export; audited). */
export async function exportDayBook(
  ctx: ServiceCtx,
  input: TDayBookExportInput,
): Promise<BookReport> {
  const { rows, totals } = buildDayBook(await dayBookEntries(ctx.tx, input));
  const head = await heading(ctx, 'day-book', input, rows.length, null);
  return { ...head, book: 'day-book', rows, totals };
}

/** The whole cash book of the range for a download (needs export; audited). */
export async function exportCashBook(
  ctx: ServiceCtx,
  input: TCashBookExportInput,
): Promise<BookReport> {
  const { rows, totals } = await moneyBookOf(ctx, input, { book: 'cash' });
  const head = await heading(ctx, 'cash-book', input, rows.length, null);
  return { ...head, book: 'cash-book', rows, totals };
}

/** The whole bank book (one account or all) for a download (needs export; audited). */
export async function exportBankBook(
  ctx: ServiceCtx,
  input: TBankBookExportInput,
): Promise<BookReport> {
  const { rows, totals } = await moneyBookOf(ctx, input, { book: 'bank', account: input.account });
  const name = await bankBookAccountName(ctx, input.account);
  const head = await heading(ctx, 'bank-book', input, rows.length, input.account ? name : null);
  return {
    ...head,
    account: name,
    book: 'bank-book',
    rows,
    totals,
  };
}
