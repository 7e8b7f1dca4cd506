import { z } from 'zod';
import { issueText } from '@gst/domain';
import { IMPORT_MAX_ROWS } from '@gst/domain/xlsx-guard';
import { AppError } from '../../errors';

/** The largest import accepted in one request (spec: 10,000 rows import in one request). */
export { IMPORT_MAX_ROWS };

/** One bad row of an import: its row number as in the sheet (header = row 1), and why. */
export type RowProblem = { row: number; reason: string };

/** Row i of the uploaded list is sheet row i + 2: the header is row 1. */
export const sheetRowNumber = (index: number) => index + 2;

/** Raw rows as parsed from the first sheet (or sent by an API client): checked one by one. */
export const ZImportRows = (emptyMessage: string) =>
  z
    .array(z.record(z.string(), z.unknown()), { error: 'Send a list of rows' })
    .min(1, emptyMessage)
    .max(IMPORT_MAX_ROWS, `At most ${IMPORT_MAX_ROWS.toLocaleString('en-IN')} rows per upload`);

function describeIssues(error: z.ZodError): string {
  return error.issues.slice(0, 5).map(issueText).join('; ');
}

/**
 * Parses every row with `schema`; returns the parsed rows and a problem per failing row. A sheet's
 * columns that are not fields (a shop's own notes column, an export's extra columns) are left out
 * rather than refused: a spreadsheet row is not an API body, though the record's own create and
 * update inputs are strict.
 */
export function parseRows<S extends z.ZodType>(
  rows: readonly Record<string, unknown>[],
  schema: S,
): { parsed: { index: number; value: z.output<S> }[]; problems: RowProblem[] } {
  const parsed: { index: number; value: z.output<S> }[] = [];
  const problems: RowProblem[] = [];
  const rowSchema = (schema instanceof z.ZodObject ? schema.strip() : schema) as S;
  rows.forEach((row, index) => {
    const result = rowSchema.safeParse(row);
    if (result.success) parsed.push({ index, value: result.data });
    else problems.push({ row: sheetRowNumber(index), reason: describeIssues(result.error) });
  });
  return { parsed, problems };
}

const REPORT_LIMIT = 1000;

/**
 * Refuses the whole import: nothing is written. The message names the first few bad rows; the
 * full list (up to 1,000 rows) travels as `details.rows` for the upload dialog to show.
 */
export function rejectImport(problems: RowProblem[]): never {
  const sorted = [...problems].sort((a, b) => a.row - b.row);
  const head = sorted
    .slice(0, 3)
    .map((p) => `Row ${p.row}: ${p.reason}`)
    .join('; ');
  const more = sorted.length > 3 ? `; and ${sorted.length - 3} more` : '';
  const count = sorted.length === 1 ? '1 row has' : `${sorted.length} rows have`;
  throw new AppError('BAD_REQUEST', `${count} problems; nothing was imported. ${head}${more}`, {
    details: { rows: sorted.slice(0, REPORT_LIMIT), total: sorted.length },
  });
}

/** Rows whose `key(row)` repeats an earlier row's, as problems naming the first occurrence. */
export function duplicateRows<T>(
  rows: readonly { index: number; value: T }[],
  key: (value: T) => string,
  describe: (value: T, firstRow: number) => string,
): RowProblem[] {
  const seen = new Map<string, number>();
  const problems: RowProblem[] = [];
  for (const { index, value } of rows) {
    const k = key(value);
    const first = seen.get(k);
    if (first === undefined) seen.set(k, sheetRowNumber(index));
    else problems.push({ row: sheetRowNumber(index), reason: describe(value, first) });
  }
  return problems;
}

/**
 * A bulk import's input: `{[key]: rows, returnRows?}`; all rows are created, or none. returnRows
 * answers with the created rows (the REST envelope); the web needs only the count.
 */
export function ZImportInput<K extends string>(key: K, emptyMessage: string) {
  const rows = { [key]: ZImportRows(emptyMessage) } as Record<K, ReturnType<typeof ZImportRows>>;
  return z.strictObject({ ...rows, returnRows: z.boolean().optional() });
}
