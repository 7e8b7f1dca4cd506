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

/** The words that differ between a customer's statement and a supplier's (issue 31). */
const ROLE_TEXT = {
  customer: {
    party: 'Customer',
    kinds: STATEMENT_KIND_LABELS,
    debit: 'Debit (₹)',
    credit: 'Credit (₹)',
    balance: 'Balance (₹)',
    debits: 'Invoices and debit notes',
    credits: 'Credit notes and receipts',
    advanceMark: 'Cr',
    due: 'Balance due (in words)',
    advance: 'Advance held (in words)',
    note: 'Balance: what is due from the customer after each entry; Cr: in the customer’s favour (an advance).',
  },
  supplier: {
    party: 'Supplier',
    kinds: {
      invoice: 'Bill',
      'credit-note': 'Return',
      'debit-note': 'Bill',
      receipt: 'Payment',
      refund: 'Refund',
    } satisfies Record<StatementLineKind, string>,
    debit: 'Billed (₹)',
    credit: 'Paid / returned (₹)',
    balance: 'Payable (₹)',
    debits: 'Bills',
    credits: 'Payments and returns',
    advanceMark: 'Adv',
    due: 'Payable (in words)',
    advance: 'Advance paid (in words)',
    note: 'Payable: what the shop owes the supplier after each entry; Adv: paid ahead (an advance with the supplier).',
  },
} as const;
type RoleText = (typeof ROLE_TEXT)[keyof typeof ROLE_TEXT];

/**
 * A balance as the statement prints it: what the customer owes as is ('1,234.00'); below 0 the
 * customer is in credit (an advance), printed as the positive figure followed by 'Cr'
 * ('1,234.00 Cr'). `format` is `amount` in the table and `rupees` in the summary.
 */
export function balanceText(
  value: string,
  format: (v: string) => string = amount,
  mark = 'Cr',
): string {
  const d = toMoney(value);
  return d.isNegative() && !d.isZero() ? `${format(d.abs().toFixed(2))} ${mark}` : format(value);
}

/** Column widths (pt); the number takes the rest. */
const W = { date: 58, kind: 62, debit: 80, credit: 80, balance: 92 };

/** A money cell that is blank for 0 (a debit line has no credit and the other way round). */
const moneyOrBlank = (value: string, width: number): PdfNode =>
  toMoney(value).isZero() ? '' : num(amount(value), width);

/** A label over the Document and Number columns (the opening and closing rows). */
const spanLabel = (text: string): PdfNode => ({ text, bold: true, colSpan: 2 });

function accountSummary(
  data: StatementData,
  text: RoleText,
  debits: string,
  credits: string,
): PdfNode {
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
            row('Opening balance', balanceText(data.opening, rupees, text.advanceMark)),
            row(text.debits, rupees(debits)),
            row(text.credits, rupees(credits)),
            row('Closing balance', balanceText(data.closing, rupees, text.advanceMark), true),
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
function statementTable(
  data: StatementData,
  text: RoleText,
  debits: string,
  credits: string,
): PdfNode {
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
      cell: (l, i) => (isOpening(l, i) ? spanLabel('Opening balance') : text.kinds[l.kind]),
      total: spanLabel('Closing balance'),
    },
    { header: 'Number', width: '*', cell: (l) => ({ text: l.number, bold: true }), total: '' },
    {
      header: text.debit,
      width: W.debit,
      cell: (l) => moneyOrBlank(l.debit, W.debit),
      total: num(amount(debits), W.debit, { bold: true }),
    },
    {
      header: text.credit,
      width: W.credit,
      cell: (l) => moneyOrBlank(l.credit, W.credit),
      total: num(amount(credits), W.credit, { bold: true }),
    },
    {
      header: text.balance,
      width: W.balance,
      cell: (l, i) =>
        num(balanceText(l.balance, amount, text.advanceMark), W.balance, { bold: isOpening(l, i) }),
      total: num(balanceText(data.closing, amount, text.advanceMark), W.balance, { bold: true }),
    },
  ];
  return columnsTable(columns, [opening, ...data.lines]);
}

/** The closing balance in words: the amount due, or the advance held. */
function closingWords(closing: string, text: RoleText): PdfNode {
  const d = toMoney(closing);
  return d.isNegative() && !d.isZero()
    ? wordsLine(text.advance, d.abs().toFixed(2))
    : wordsLine(text.due, closing);
}

/**
 * A customer's statement of account for a period: the shop, STATEMENT OF ACCOUNT, the customer,
 * the period, an account summary, then every invoice, credit note, debit note and receipt with
 * its debit or credit and the running balance between an opening and a closing balance row. A
 * long statement runs onto more pages with the table header repeated and page numbers. With
 * role 'supplier' the same for a supplier: bills, returns and payments, and the payable.
 */
export function statementDocument(data: StatementData): RenderTask {
  const text = ROLE_TEXT[data.role ?? 'customer'];
  const debits = sum(data.lines.map((l) => l.debit));
  const credits = sum(data.lines.map((l) => l.credit));
  const period = `from ${dateText(data.from)} to ${dateText(data.to)}`;
  const body: PdfNode[] = [
    metaFrame(
      [field('Period', period, { bold: true })],
      [
        field('Closing Balance', balanceText(data.closing, rupees, text.advanceMark), {
          bold: true,
        }),
      ],
      [partyBlock(text.party, data.customer), accountSummary(data, text, debits, credits)],
    ),
    statementTable(data, text, debits, credits),
    { text: text.note, fontSize: 6.5, color: COLORS.muted, margin: [0, 3, 0, 0] },
    closingWords(data.closing, text),
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
