/**
 * Excel and download helpers for the browser. SheetJS is imported lazily (`import('xlsx')`) so
 * it loads only when a file is parsed or written, never with the main bundle.
 * - `parseFirstSheet(file)`: rows of the first sheet, keyed by the header row, after the upload
 *   guard's caps (a refused file throws with the reason).
 * - `exportRowsToXlsx(rows, fileName)`: a one-sheet .xlsx download; text starting with = + - @
 *   becomes literal text (same rule as `neutraliseFormula` in @gst/documents, which the web
 *   cannot import).
 * - `downloadBlob(blob, fileName)`.
 */
/** Largest spreadsheet accepted for upload (the server body limit is 5 MB of JSON). */
export const MAX_UPLOAD_BYTES = 5 * 1024 * 1024;

export const XLSX_MIME = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

export type SheetRow = Record<string, unknown>;

/**
 * Rows of the first sheet, keyed by the (trimmed) header row, read through the upload guard
 * (@gst/domain/xlsx-guard): garbage, damaged files, more than 20 sheets or 10,000 rows, and zip
 * bombs (over 50 MB unpacked, counted while inflating) are refused with an XlsxRefused whose
 * message says why, before SheetJS builds anything. Loaded lazily with SheetJS.
 */
export async function parseFirstSheet(file: Blob): Promise<SheetRow[]> {
  const { readImportWorkbook } = await import('@gst/domain/xlsx-guard');
  return readImportWorkbook(new Uint8Array(await file.arrayBuffer()));
}

/** Spreadsheet apps run = + - @ (and tab/CR) as formulas; such text is written as text. */
export function neutraliseFormula(value: unknown): unknown {
  if (typeof value !== 'string') return value;
  return /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
}

export function downloadBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/** Rows (objects with the same keys, or `header` to fix the column order) as an .xlsx download. */
export async function exportRowsToXlsx(
  rows: readonly SheetRow[],
  fileName: string,
  header?: readonly string[],
): Promise<void> {
  downloadBlob(new Blob([await workbookBytes(rows, header)], { type: XLSX_MIME }), fileName);
}

/** The .xlsx bytes of a one-sheet workbook; formula-like text is neutralised. */
export async function workbookBytes(
  rows: readonly SheetRow[],
  header?: readonly string[],
): Promise<ArrayBuffer> {
  const XLSX = await import('xlsx');
  const safe = rows.map((row) =>
    Object.fromEntries(Object.entries(row).map(([key, value]) => [key, neutraliseFormula(value)])),
  );
  const sheet = XLSX.utils.json_to_sheet(safe, header ? { header: [...header] } : undefined);
  const book = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(book, sheet, 'Sheet1');
  return XLSX.write(book, { type: 'array', bookType: 'xlsx' }) as ArrayBuffer;
}
