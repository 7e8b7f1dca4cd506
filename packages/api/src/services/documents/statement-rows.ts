import { STATEMENT_KIND_LABELS, type StatementData } from '@gst/documents';

/** The statement workbook's columns, as its PDF table. */
export const STATEMENT_COLUMNS = ['Date', 'Document', 'Number', 'Debit', 'Credit', 'Balance'];

/** A supplier's (issue 31): bills add to what the shop owes, returns and payments take away. */
export const SUPPLIER_STATEMENT_COLUMNS = [
  'Date',
  'Document',
  'Number',
  'Billed',
  'Paid / returned',
  'Payable',
];
const SUPPLIER_KIND_LABELS: Record<keyof typeof STATEMENT_KIND_LABELS, string> = {
  invoice: 'Bill',
  'credit-note': 'Return',
  'debit-note': 'Bill',
  receipt: 'Payment',
  refund: 'Refund',
};

type Columns = {
  date: string;
  document: string;
  number: string;
  debit: string;
  credit: string;
  balance: string;
};
const columnsOf = ([
  date = '',
  document = '',
  number = '',
  debit = '',
  credit = '',
  balance = '',
]: string[]): Columns => ({
  date,
  document,
  number,
  debit,
  credit,
  balance,
});

/** Opening row, one row per entry, closing row; amounts as numbers, 2 decimals. */
export function statementRows(data: StatementData): Record<string, unknown>[] {
  const money = (value: string) => Number(value);
  const supplier = data.role === 'supplier';
  const c = columnsOf(supplier ? SUPPLIER_STATEMENT_COLUMNS : STATEMENT_COLUMNS);
  const kinds = supplier ? SUPPLIER_KIND_LABELS : STATEMENT_KIND_LABELS;
  return [
    { [c.date]: data.from, [c.document]: 'Opening balance', [c.balance]: money(data.opening) },
    ...data.lines.map((line) => ({
      [c.date]: line.date,
      [c.document]: kinds[line.kind],
      [c.number]: line.number,
      [c.debit]: money(line.debit),
      [c.credit]: money(line.credit),
      [c.balance]: money(line.balance),
    })),
    { [c.date]: data.to, [c.document]: 'Closing balance', [c.balance]: money(data.closing) },
  ];
}
