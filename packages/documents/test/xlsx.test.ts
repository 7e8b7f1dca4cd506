import { describe, expect, it } from 'vitest';
import { neutraliseFormula, readFirstSheet, writeWorkbook } from '../src/xlsx';

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
});
