import * as XLSX from 'xlsx';
import { describe, expect, it } from 'vitest';
import { neutraliseFormula, readFirstSheet, restoreNeutralised, writeWorkbook } from '../src/xlsx';

describe('xlsx', () => {
  it('round-trips rows through a workbook, first sheet only', () => {
    const rows = [
      { name: 'Sunrise RWA', stateCode: 19, gstin: '' },
      { name: 'Patel Textiles', stateCode: 24, gstin: '24AAHFS5678Q1ZA' },
    ];
    expect(readFirstSheet(writeWorkbook(rows))).toEqual(rows);
  });

  it('writes formula-like text as text', () => {
    const [row] = readFirstSheet(
      writeWorkbook([{ name: '=HYPERLINK("http://x")', note: '+91 98300', ok: 'plain' }]),
    );
    expect(row).toEqual({ name: `'=HYPERLINK("http://x")`, note: `'+91 98300`, ok: 'plain' });
    expect(neutraliseFormula(42)).toBe(42);
    expect(neutraliseFormula('@SUM(A1)')).toBe("'@SUM(A1)");
  });

  it('fixes the header order, writes it with no rows, and leaves null cells empty', () => {
    const bytes = writeWorkbook([{ b: 2, a: null }], 'Sheet1', ['a', 'b']);
    expect(readFirstSheet(bytes)).toEqual([{ a: '', b: 2 }]);
    const empty = writeWorkbook([], 'Sheet1', ['name', 'email']);
    expect(readFirstSheet(empty)).toEqual([]);
    const book = XLSX.read(empty, { type: 'array' });
    const sheet = book.Sheets[book.SheetNames[0] ?? ''];
    expect(sheet && XLSX.utils.sheet_to_json(sheet, { header: 1 })).toEqual([['name', 'email']]);
  });

  it('restoreNeutralised undoes the apostrophe only where neutraliseFormula added one', () => {
    for (const text of ['=1+1', '+91 98300', '-5', '@x', 'plain', "'quoted"]) {
      expect(restoreNeutralised(String(neutraliseFormula(text)))).toBe(text);
    }
  });

  it('writes tens of thousands of rows', () => {
    const rows = Array.from({ length: 30_000 }, (_, i) => ({ serialNo: `SN${i}`, type: 'Module' }));
    const back = readFirstSheet(writeWorkbook(rows));
    expect(back).toHaveLength(30_000);
    expect(back[29_999]).toEqual({ serialNo: 'SN29999', type: 'Module' });
  });
});
