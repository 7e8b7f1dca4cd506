import { STATEMENT_KIND_LABELS, type StatementData } from '@gst/documents';

/** The statement workbook's columns, as its PDF table. */
export const STATEMENT_COLUMNS = ['Date', 'Document', 'Number', 'Debit', 'Credit', 'Balance'];

/** Opening row, one row per entry, closing row; amounts as numbers, 2 decimals. */
export function statementRows(data: StatementData): Record<string, unknown>[] {
  const money = (value: string) => Number(value);
  return [
    { Date: data.from, Document: 'Opening balance', Balance: money(data.opening) },
    ...data.lines.map((line) => ({
      Date: line.date,
      Document: STATEMENT_KIND_LABELS[line.kind],
      Number: line.number,
      Debit: money(line.debit),
      Credit: money(line.credit),
      Balance: money(line.balance),
    })),
    { Date: data.to, Document: 'Closing balance', Balance: money(data.closing) },
  ];
}
