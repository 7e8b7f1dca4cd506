import * as XLSX from 'xlsx';

/**
 * Spreadsheet apps run a cell that starts with = + - @ (or a tab/CR) as a formula. Exported text
 * from users must never become one, so such text is prefixed with an apostrophe.
 */
export function neutraliseFormula(value: unknown): unknown {
  if (typeof value !== 'string') return value;
  return /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
}

/** Undoes `neutraliseFormula` on a cell read back in, so an export re-imports unchanged. */
export function restoreNeutralised(value: string): string {
  return /^'[=+\-@\t\r]/.test(value) ? value.slice(1) : value;
}

/**
 * Rows (objects with the same keys) as an .xlsx workbook with one sheet. `columns` fixes the
 * header order (and writes the header even when there are no rows); null and undefined cells
 * are left empty.
 */
export function writeWorkbook(
  rows: readonly Record<string, unknown>[],
  sheetName = 'Sheet1',
  columns?: readonly string[],
): Uint8Array {
  return writeWorkbookSheets([{ name: sheetName, rows, ...(columns ? { columns } : {}) }]);
}

export type WorkbookSheet = {
  name: string;
  rows: readonly Record<string, unknown>[];
  columns?: readonly string[];
};

/** Several sheets in one workbook, each as `writeWorkbook` writes its one sheet. */
export function writeWorkbookSheets(sheets: readonly WorkbookSheet[]): Uint8Array {
  const book = XLSX.utils.book_new();
  for (const { name, rows, columns } of sheets) {
    const safeRows = rows.map((row) =>
      Object.fromEntries(
        Object.entries(row)
          .filter(([, value]) => value !== null && value !== undefined)
          .map(([key, value]) => [key, neutraliseFormula(value)]),
      ),
    );
    const sheet = columns
      ? XLSX.utils.json_to_sheet(safeRows, { header: [...columns] })
      : XLSX.utils.json_to_sheet(safeRows);
    XLSX.utils.book_append_sheet(book, sheet, name);
  }
  return XLSX.write(book, { type: 'array', bookType: 'xlsx' }) as Uint8Array;
}

/** The first sheet of an .xlsx file as row objects keyed by the header row. */
export function readFirstSheet(bytes: Uint8Array): Record<string, unknown>[] {
  const book = XLSX.read(bytes, { type: 'array' });
  const first = book.SheetNames[0];
  const sheet = first ? book.Sheets[first] : undefined;
  if (!sheet) return [];
  return XLSX.utils.sheet_to_json<Record<string, unknown>>(sheet, { defval: '' });
}

/** Every sheet of an .xlsx file by name, each as `readFirstSheet` reads its sheet. */
export function readSheets(bytes: Uint8Array): Record<string, Record<string, unknown>[]> {
  const book = XLSX.read(bytes, { type: 'array' });
  return Object.fromEntries(
    book.SheetNames.flatMap((name) => {
      const sheet = book.Sheets[name];
      return sheet
        ? [[name, XLSX.utils.sheet_to_json<Record<string, unknown>>(sheet, { defval: '' })]]
        : [];
    }),
  );
}
