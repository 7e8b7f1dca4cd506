import { Inflate } from 'fflate';
import * as XLSX from 'xlsx';

/** Rows one Excel import takes at most (the API's import contracts hold the same number). */
export const IMPORT_MAX_ROWS = 10_000;

/** A refused upload; `message` is a sentence a shop owner can act on. The API maps it to a 400. */
export class XlsxRefused extends Error {
  override name = 'XlsxRefused';
}

/**
 * Reading an uploaded .xlsx for an Excel import (customers, products, items) without trusting
 * it. An .xlsx is a zip archive; a hostile one can be garbage, cut short, hold thousands of
 * sheets, or be a "zip bomb" whose entries inflate to gigabytes. So before SheetJS parses
 * anything, the zip's central directory is read and every cap below is checked, every entry is
 * actually inflated with a running byte count (the sizes a zip declares can lie), and SheetJS
 * then reads at most IMPORT_MAX_ROWS + 1 rows. Each refusal is an XlsxRefused with a sentence a
 * shop owner can act on; nothing is imported. The browser runs it on the file before showing the
 * preview (apps/web parseFirstSheet); the API wraps it as a 400 for any server-side reader.
 */
export type XlsxLimits = {
  /** The file itself. */
  maxUploadBytes: number;
  /** All entries inflated, together. */
  maxUnpackedBytes: number;
  /** Zip entries (a workbook has a dozen or so plus a few per sheet). */
  maxEntries: number;
  maxSheets: number;
  /** Data rows of the first sheet (the header row not counted). */
  maxRows: number;
};

export const XLSX_LIMITS: XlsxLimits = {
  maxUploadBytes: 5 * 1024 * 1024,
  maxUnpackedBytes: 50 * 1024 * 1024,
  maxEntries: 1000,
  maxSheets: 20,
  maxRows: IMPORT_MAX_ROWS,
};

export type ZipEntry = {
  name: string;
  method: number;
  compressedSize: number;
  unpackedSize: number;
  localHeaderOffset: number;
};

const EOCD = 0x06054b50;
const CENTRAL = 0x02014b50;
const LOCAL = 0x04034b50;

function refuse(message: string): never {
  throw new XlsxRefused(message);
}

const NOT_XLSX =
  'This file is not an Excel workbook (.xlsx). Save it from Excel as .xlsx and upload it again.';
const DAMAGED =
  'This Excel file is damaged or incomplete. Save it again from Excel and upload it again.';

function megabytes(bytes: number): string {
  return `${Math.round((bytes / (1024 * 1024)) * 10) / 10} MB`;
}

/** The entries listed in the zip's central directory; refuses what is not a whole zip. */
export function readZipDirectory(bytes: Uint8Array, limits: XlsxLimits = XLSX_LIMITS): ZipEntry[] {
  if (bytes.length < 22) refuse(bytes.length === 0 ? 'The file is empty.' : NOT_XLSX);
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  if (view.getUint32(0, true) !== LOCAL) refuse(NOT_XLSX);
  // The end-of-central-directory record: the last 22 bytes plus a comment of up to 65,535.
  let end = -1;
  for (let at = bytes.length - 22; at >= Math.max(0, bytes.length - 22 - 65_535); at--) {
    if (view.getUint32(at, true) === EOCD) {
      end = at;
      break;
    }
  }
  if (end < 0) refuse(DAMAGED);
  const count = view.getUint16(end + 10, true);
  const size = view.getUint32(end + 12, true);
  const offset = view.getUint32(end + 16, true);
  if (count === 0xffff || offset === 0xffffffff) refuse(DAMAGED); // zip64: no workbook needs it
  if (offset + size > end) refuse(DAMAGED);
  if (count > limits.maxEntries) {
    refuse(`This Excel file has ${count} parts; at most ${limits.maxEntries} are accepted.`);
  }
  const entries: ZipEntry[] = [];
  let at = offset;
  const decoder = new TextDecoder();
  for (let i = 0; i < count; i++) {
    if (at + 46 > end || view.getUint32(at, true) !== CENTRAL) refuse(DAMAGED);
    const nameLength = view.getUint16(at + 28, true);
    const extraLength = view.getUint16(at + 30, true);
    const commentLength = view.getUint16(at + 32, true);
    if (at + 46 + nameLength > end) refuse(DAMAGED);
    const entry: ZipEntry = {
      method: view.getUint16(at + 10, true),
      compressedSize: view.getUint32(at + 20, true),
      unpackedSize: view.getUint32(at + 24, true),
      localHeaderOffset: view.getUint32(at + 42, true),
      name: decoder.decode(bytes.subarray(at + 46, at + 46 + nameLength)),
    };
    if (entry.localHeaderOffset + 30 + entry.compressedSize > offset) refuse(DAMAGED);
    entries.push(entry);
    at += 46 + nameLength + extraLength + commentLength;
  }
  return entries;
}

/** Inflates every entry with a running count; refuses past maxUnpackedBytes. */
function inflateWithCap(bytes: Uint8Array, entries: ZipEntry[], limits: XlsxLimits): void {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const tooBig = () =>
    refuse(
      `This Excel file unpacks to more than ${megabytes(limits.maxUnpackedBytes)}; ` +
        'split it into smaller files.',
    );
  let total = 0;
  for (const entry of entries) {
    const at = entry.localHeaderOffset;
    if (view.getUint32(at, true) !== LOCAL) refuse(DAMAGED);
    const start = at + 30 + view.getUint16(at + 26, true) + view.getUint16(at + 28, true);
    const data = bytes.subarray(start, start + entry.compressedSize);
    if (data.length !== entry.compressedSize) refuse(DAMAGED);
    if (entry.method === 0) {
      total += data.length;
      if (total > limits.maxUnpackedBytes) tooBig();
      continue;
    }
    if (entry.method !== 8) refuse(DAMAGED);
    let exceeded = false;
    const inflate = new Inflate((chunk) => {
      total += chunk.length;
      if (total > limits.maxUnpackedBytes) exceeded = true;
    });
    try {
      // 64 KB at a time, so a bomb is stopped after a few chunks, not after inflating it all.
      for (let off = 0; off < data.length && !exceeded; off += 65_536) {
        inflate.push(data.subarray(off, off + 65_536), off + 65_536 >= data.length);
      }
    } catch {
      refuse(DAMAGED);
    }
    if (exceeded) tooBig();
  }
}

export type SheetRow = Record<string, unknown>;

/**
 * The rows of the first sheet of an uploaded .xlsx, keyed by its (trimmed) header row, after every
 * cap has been checked. Throws XlsxRefused naming what is wrong.
 */
export function readImportWorkbook(
  bytes: Uint8Array,
  limits: XlsxLimits = XLSX_LIMITS,
): SheetRow[] {
  if (bytes.length > limits.maxUploadBytes) {
    refuse(
      `This file is ${megabytes(bytes.length)}; at most ${megabytes(limits.maxUploadBytes)} can be uploaded.`,
    );
  }
  const entries = readZipDirectory(bytes, limits);
  const names = new Set(entries.map((e) => e.name));
  if (!names.has('[Content_Types].xml') || !names.has('xl/workbook.xml')) refuse(NOT_XLSX);
  const sheets = entries.filter((e) => /^xl\/worksheets\/[^/]+\.xml$/.test(e.name)).length;
  if (sheets > limits.maxSheets) {
    refuse(
      `This Excel file has ${sheets} sheets; at most ${limits.maxSheets} are accepted (the first sheet is imported).`,
    );
  }
  const declared = entries.reduce((sum, e) => sum + e.unpackedSize, 0);
  if (declared > limits.maxUnpackedBytes) {
    refuse(
      `This Excel file unpacks to more than ${megabytes(limits.maxUnpackedBytes)}; split it into smaller files.`,
    );
  }
  inflateWithCap(bytes, entries, limits);
  let book: XLSX.WorkBook;
  try {
    // sheetRows: SheetJS stops after the header and maxRows + 1 data rows and keeps the sheet's
    // full range in !fullref, so a sheet of a million rows is never built in memory.
    book = XLSX.read(bytes, { type: 'array', sheetRows: limits.maxRows + 2, cellHTML: false });
  } catch {
    refuse(DAMAGED);
  }
  if (book.SheetNames.length > limits.maxSheets) {
    refuse(
      `This Excel file has ${book.SheetNames.length} sheets; at most ${limits.maxSheets} are accepted (the first sheet is imported).`,
    );
  }
  const first = book.SheetNames[0];
  const sheet = first ? book.Sheets[first] : undefined;
  if (!sheet) refuse('This Excel file has no sheet to import.');
  const fullRef = sheet['!fullref'] as unknown;
  const range = typeof fullRef === 'string' ? fullRef : sheet['!ref'];
  const dataRows = range ? XLSX.utils.decode_range(range).e.r : 0;
  const rows = XLSX.utils.sheet_to_json<SheetRow>(sheet, { defval: '', raw: true });
  if (dataRows > limits.maxRows || rows.length > limits.maxRows) {
    refuse(
      `The first sheet has ${Math.max(dataRows, rows.length).toLocaleString('en-IN')} rows; at most ` +
        `${limits.maxRows.toLocaleString('en-IN')} can be imported at once. Split it into smaller files.`,
    );
  }
  return rows.map((row) =>
    Object.fromEntries(Object.entries(row).map(([key, value]) => [key.trim(), value])),
  );
}
