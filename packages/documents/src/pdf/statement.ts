import { toMoney } from '@gst/domain';
import { amount, COLORS, dateText, field, partyBlock, rupees } from './common';
import type { PdfNode, RenderTask } from './doc';
import { metaFrame, wordsLine } from './invoice-parts';
import { type Column, columnsTable, dateColumn, num, sum } from './invoice-tables';
import { letterDocument } from './letter-document';
import type { StatementData, StatementLine, StatementLineKind } from './types';

/** What the Document column prints for each kind of line. */
export const STATEMENT_KIND_LABELS: Record<StatementLineKind, string> = {
  invoice: 'Invoice',
  'credit-note': 'Credit note',
  'debit-note': 'Debit note',
  receipt: 'Receipt',
  refund: 'Refund',
};

/**
 * A balance as the statement prints it: what the customer owes as is ('1,234.00'); below 0 the
 * customer is in credit (an advance), printed as the positive figure followed by 'Cr'
 * ('1,234.00 Cr'). `format` is `amount` in the table and `rupees` in the summary.
 */
export function balanceText(value: string, format: (v: string) => string = amount): string {
  const d = toMoney(value);
  return d.isNegative() && !d.isZero() ? `${format(d.abs().toFixed(2))} Cr` : format(value);
}

/** Column widths (pt); the number takes the rest. */
const W = { date: 58, kind: 62, debit: 80, credit: 80, balance: 92 };

/** A money cell that is blank for 0 (a debit line has no credit and the other way round). */
const moneyOrBlank = (value: string, width: number): PdfNode =>
  toMoney(value).isZero() ? '' : num(amount(value), width);

/** A label over the Document and Number columns (the opening and closing rows). */
const spanLabel = (text: string): PdfNode => ({ text, bold: true, colSpan: 2 });

function accountSummary(data: StatementData, debits: string, credits: string): PdfNode {
  const row = (label: string, value: string, bold = false): PdfNode[] => [
    { text: label, color: COLORS.muted },
    { text: value, alignment: 'right', bold },
  ];
  return {
    stack: [
      { text: 'ACCOUNT SUMMARY', style: 'boxHeading' },
      {
        table: {
          widths: ['*', 'auto'],
          body: [
            row('Opening balance', balanceText(data.opening, rupees)),
            row('Invoices and debit notes', rupees(debits)),
            row('Credit notes and receipts', rupees(credits)),
            row('Closing balance', balanceText(data.closing, rupees), true),
          ],
        },
        layout: 'noBorders',
      },
    ],
  };
}

/**
 * Date | Document | Number | Debit | Credit | Balance: the opening balance first (dated the
 * period's start), a row per line with its running balance, the closing balance last with the
 * period's debits and credits added up. The header row repeats on every page.
 */
function statementTable(data: StatementData, debits: string, credits: string): PdfNode {
  const opening: StatementLine = {
    date: data.from,
    kind: 'invoice',
    number: '',
    debit: '0.00',
    credit: '0.00',
    balance: data.opening,
  };
  const isOpening = (_l: StatementLine, i: number) => i === 0;
  const columns: Column<StatementLine>[] = [
    dateColumn('Date', W.date, (l) => l.date, { text: dateText(data.to), alignment: 'center' }),
    {
      header: 'Document',
      width: W.kind,
      cell: (l, i) =>
        isOpening(l, i) ? spanLabel('Opening balance') : STATEMENT_KIND_LABELS[l.kind],
      total: spanLabel('Closing balance'),
    },
    { header: 'Number', width: '*', cell: (l) => ({ text: l.number, bold: true }), total: '' },
    {
      header: 'Debit (₹)',
      width: W.debit,
      cell: (l) => moneyOrBlank(l.debit, W.debit),
      total: num(amount(debits), W.debit, { bold: true }),
    },
    {
      header: 'Credit (₹)',
      width: W.credit,
      cell: (l) => moneyOrBlank(l.credit, W.credit),
      total: num(amount(credits), W.credit, { bold: true }),
    },
    {
      header: 'Balance (₹)',
      width: W.balance,
      cell: (l, i) => num(balanceText(l.balance), W.balance, { bold: isOpening(l, i) }),
      total: num(balanceText(data.closing), W.balance, { bold: true }),
    },
  ];
  return columnsTable(columns, [opening, ...data.lines]);
}

/** The closing balance in words: the amount due, or the advance the customer holds. */
function closingWords(closing: string): PdfNode {
  const d = toMoney(closing);
  return d.isNegative() && !d.isZero()
    ? wordsLine('Advance held (in words)', d.abs().toFixed(2))
    : wordsLine('Balance due (in words)', closing);
}

const BALANCE_NOTE =
  'Balance: what is due from the customer after each entry; Cr: in the customer’s favour (an advance).';

/**
 * A customer's statement of account for a period: the shop, STATEMENT OF ACCOUNT, the customer,
 * the period, an account summary, then every invoice, credit note, debit note and receipt with
 * its debit or credit and the running balance between an opening and a closing balance row. A
 * long statement runs onto more pages with the table header repeated and page numbers.
 */
export function statementDocument(data: StatementData): RenderTask {
  const debits = sum(data.lines.map((l) => l.debit));
  const credits = sum(data.lines.map((l) => l.credit));
  const period = `from ${dateText(data.from)} to ${dateText(data.to)}`;
  const body: PdfNode[] = [
    metaFrame(
      [field('Period', period, { bold: true })],
      [field('Closing Balance', balanceText(data.closing, rupees), { bold: true })],
      [partyBlock('Customer', data.customer), accountSummary(data, debits, credits)],
    ),
    statementTable(data, debits, credits),
    { text: BALANCE_NOTE, fontSize: 6.5, color: COLORS.muted, margin: [0, 3, 0, 0] },
    closingWords(data.closing),
  ];
  return letterDocument({
    shop: data.shop,
    band: 'STATEMENT OF ACCOUNT',
    stamp: null,
    body,
    closing: [],
    titles: {
      title: `Statement of Account ${data.customer.name}`,
      heading: `Statement of Account: ${data.customer.name}, ${period}`,
    },
    document: 'statement',
  });
}
