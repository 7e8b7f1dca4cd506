import { formatDate } from '@gst/domain';
import type { Statement } from '../payments/types';

export const STATEMENT_KIND_LABELS: Record<Statement['lines'][number]['kind'], string> = {
  invoice: 'Invoice',
  'credit-note': 'Credit note',
  'debit-note': 'Debit note',
  receipt: 'Receipt',
  refund: 'Refund',
};

/** The statement's columns, on screen and in the workbook. */
export const STATEMENT_COLUMNS = ['Date', 'Type', 'Number', 'Debit', 'Credit', 'Balance'] as const;

type SheetRow = Record<(typeof STATEMENT_COLUMNS)[number], string | number>;

/** A 2-decimal amount as an Excel number cell ('' for none). */
const cell = (value: string) => (Number(value) === 0 ? '' : Number(value));

/** The statement as workbook rows: opening balance, one row per document, closing balance. */
export function statementSheetRows(statement: Statement): SheetRow[] {
  return [
    {
      Date: formatDate(statement.from),
      Type: 'Opening balance',
      Number: '',
      Debit: '',
      Credit: '',
      Balance: Number(statement.opening),
    },
    ...statement.lines.map((line) => ({
      Date: formatDate(line.date),
      Type: STATEMENT_KIND_LABELS[line.kind],
      Number: line.number,
      Debit: cell(line.debit),
      Credit: cell(line.credit),
      Balance: Number(line.balance),
    })),
    {
      Date: formatDate(statement.to),
      Type: 'Closing balance',
      Number: '',
      Debit: '',
      Credit: '',
      Balance: Number(statement.closing),
    },
  ];
}

/** 'Statement_Gupta_Cold_Storage_2026-04-01_to_2026-11-25.xlsx' */
export function statementFileName(statement: Pick<Statement, 'customer' | 'from' | 'to'>): string {
  const name = statement.customer.name.replace(/[^\p{L}\p{N}]+/gu, '_').replace(/^_+|_+$/g, '');
  return `Statement_${name || 'customer'}_${statement.from}_to_${statement.to}.xlsx`;
}
