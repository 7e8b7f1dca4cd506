// @engines postgres
// Validation only (hostile spreadsheets refused before any SQL): one engine (docs/CONVENTIONS.md,
// Engines), the PostgreSQL round's, which has room beside the Citus round.
import { zipSync } from 'fflate';
import * as XLSX from 'xlsx';
import { describe, expect, it } from 'vitest';
import { AppError } from '@gst/api';
import {
  readImportWorkbook,
  readZipDirectory,
  XLSX_LIMITS,
} from '../../../packages/api/src/infra/import/xlsx-guard';
import { customerInput, ownerSuite, trpcData } from './helpers';

/**
 * Issue 19: hostile .xlsx uploads for the Excel imports (customers, products, items). The guard
 * reads the zip's directory and inflates every entry with a byte cap before SheetJS parses it;
 * each refusal is a 400 with a sentence, and nothing reaches the import.
 */
const suite = ownerSuite();

const IMPORTS = [
  ['customers', 'tenant.customers.createMany', 'customers'],
  ['products', 'tenant.products.createMany', 'products'],
  ['items', 'tenant.items.createMany', 'items'],
] as const;

function workbook(
  sheets: Record<string, Record<string, unknown>[]>,
  compression = false,
): Uint8Array {
  const book = XLSX.utils.book_new();
  for (const [name, rows] of Object.entries(sheets)) {
    XLSX.utils.book_append_sheet(book, XLSX.utils.json_to_sheet(rows), name);
  }
  return new Uint8Array(
    XLSX.write(book, { type: 'array', bookType: 'xlsx', compression }) as ArrayBuffer,
  );
}

/** A zip with the parts that make it look like a workbook, and whatever else is given. */
function fakeWorkbook(extra: Record<string, Uint8Array>): Uint8Array {
  const text = (s: string) => new TextEncoder().encode(s);
  return zipSync(
    {
      '[Content_Types].xml': text('<Types/>'),
      'xl/workbook.xml': text('<workbook/>'),
      ...extra,
    },
    { level: 9 },
  );
}

async function counts() {
  const [row] = await suite.h.sql<{ customers: number; products: number; items: number }>(
    `select (select count(*)::int from ${suite.h.a.schemaName}.customers) as customers,
            (select count(*)::int from ${suite.h.a.schemaName}.products) as products,
            (select count(*)::int from ${suite.h.a.schemaName}.items) as items`,
  );
  return row;
}

/** The upload as the import does it: read the workbook, then send its rows to the procedure. */
async function upload(bytes: Uint8Array, path: string, field: string) {
  let rows;
  try {
    rows = readImportWorkbook(bytes);
  } catch (error) {
    return { refused: error as AppError };
  }
  return {
    reply: await suite.h.trpcMutation(path, { [field]: rows }, suite.asOwner()),
  };
}

/** Every import refuses the file with a 400 naming the problem, and nothing is written. */
async function expectRefusedEverywhere(bytes: Uint8Array, message: RegExp) {
  const before = await counts();
  for (const [, path, field] of IMPORTS) {
    const result = await upload(bytes, path, field);
    expect(result.refused, `${path} should be refused`).toBeInstanceOf(AppError);
    expect(result.refused?.appCode).toBe('BAD_REQUEST');
    expect(result.refused?.httpStatus).toBe(400);
    expect(result.refused?.message).toMatch(message);
  }
  expect(await counts()).toEqual(before);
}

describe('a good workbook', () => {
  it('is read and imported (the control)', async () => {
    const bytes = workbook({ Customers: [customerInput('Sheet One'), customerInput('Sheet Two')] });
    const before = await counts();
    const result = await upload(bytes, 'tenant.customers.createMany', 'customers');
    expect(result.refused).toBeUndefined();
    trpcData(result.reply!);
    expect((await counts())?.customers).toBe((before?.customers ?? 0) + 2);
  });

  it('10,000 rows are accepted', () => {
    const rows = Array.from({ length: 10_000 }, (_, i) => ({ name: `Row ${i}` }));
    expect(readImportWorkbook(workbook({ Sheet1: rows }))).toHaveLength(10_000);
  });
});

describe('hostile files are refused with a 400 and nothing is imported', () => {
  it('garbage named .xlsx', async () => {
    await expectRefusedEverywhere(
      new TextEncoder().encode('name,email\nMallory,m@example.test\n'.repeat(20)),
      /not an Excel workbook \(\.xlsx\)/,
    );
    await expectRefusedEverywhere(new Uint8Array(0), /The file is empty/);
  });

  it('a zip that is not a workbook', async () => {
    await expectRefusedEverywhere(
      zipSync({ 'readme.txt': new TextEncoder().encode('hello') }),
      /not an Excel workbook/,
    );
  });

  it('a truncated workbook', async () => {
    const good = workbook({ Sheet1: [{ name: 'A' }, { name: 'B' }] });
    for (const cut of [good.length - 10, Math.floor(good.length / 2), 100]) {
      await expectRefusedEverywhere(good.subarray(0, cut), /damaged or incomplete/);
    }
  });

  it('corrupt deflate data inside a whole zip', async () => {
    const good = workbook({ Sheet1: [{ name: 'A' }] }, true);
    const entry = readZipDirectory(good).find((e) => e.name === 'xl/worksheets/sheet1.xml')!;
    expect(entry.method).toBe(8);
    const broken = good.slice();
    const view = new DataView(broken.buffer);
    const start = entry.localHeaderOffset + 30 + view.getUint16(entry.localHeaderOffset + 26, true);
    broken.fill(0xff, start, start + entry.compressedSize);
    await expectRefusedEverywhere(broken, /damaged or incomplete/);
  });

  it('a zip bomb: one entry that inflates past the cap', async () => {
    const bomb = fakeWorkbook({
      'xl/worksheets/sheet1.xml': new Uint8Array(XLSX_LIMITS.maxUnpackedBytes + 1024 * 1024),
    });
    expect(bomb.length).toBeLessThan(200 * 1024);
    await expectRefusedEverywhere(bomb, /unpacks to more than 50 MB/);
  });

  it('a zip bomb that lies about its sizes is stopped while inflating', async () => {
    const bomb = fakeWorkbook({
      'xl/worksheets/sheet1.xml': new Uint8Array(XLSX_LIMITS.maxUnpackedBytes + 1024 * 1024),
    });
    // Rewrite every declared unpacked size (central directory and local headers) to 100 bytes.
    const view = new DataView(bomb.buffer, bomb.byteOffset, bomb.byteLength);
    for (let at = 0; at < bomb.length - 4; at++) {
      const sig = view.getUint32(at, true);
      if (sig === 0x02014b50) view.setUint32(at + 24, 100, true);
      if (sig === 0x04034b50) view.setUint32(at + 22, 100, true);
    }
    expect(readZipDirectory(bomb).every((e) => e.unpackedSize <= 100)).toBe(true);
    await expectRefusedEverywhere(bomb, /unpacks to more than 50 MB/);
  });

  it('too many sheets', async () => {
    const sheets = Object.fromEntries(
      Array.from({ length: XLSX_LIMITS.maxSheets + 1 }, (_, i) => [`S${i}`, [{ name: `N${i}` }]]),
    );
    await expectRefusedEverywhere(workbook(sheets), /has 21 sheets; at most 20/);
  });

  it('too many rows', async () => {
    const rows = Array.from({ length: 10_001 }, (_, i) => customerInput(`Bulk ${i}`));
    await expectRefusedEverywhere(workbook({ Sheet1: rows }), /has 10,001 rows; at most 10,000/);
  });

  it('a file over the upload size', async () => {
    const big = new Uint8Array(XLSX_LIMITS.maxUploadBytes + 1);
    big.set([0x50, 0x4b, 0x03, 0x04]);
    await expectRefusedEverywhere(big, /at most 5 MB can be uploaded/);
  });

  it('too many zip entries', async () => {
    const parts = Object.fromEntries(
      Array.from({ length: XLSX_LIMITS.maxEntries + 1 }, (_, i) => [
        `xl/media/p${i}.bin`,
        new Uint8Array(1),
      ]),
    );
    await expectRefusedEverywhere(fakeWorkbook(parts), /has 1003 parts; at most 1000/);
  });
});
