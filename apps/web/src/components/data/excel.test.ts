import { zipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { neutraliseFormula, parseFirstSheet, workbookBytes } from './excel';
import { exportUrl } from '../../admin/pages/shared/exportUrl';

describe('browser Excel helpers', () => {
  it('writes formula-like text as text and reads the first sheet back by header', async () => {
    const bytes = await workbookBytes(
      [
        { name: '=HYPERLINK("http://x")', phoneNumber: '+919830012345', stateCode: 19 },
        { name: 'Plain', phoneNumber: 9830012345, stateCode: '' },
      ],
      ['name', 'phoneNumber', 'stateCode'],
    );
    const rows = await parseFirstSheet(new Blob([bytes]));
    expect(rows).toEqual([
      { name: `'=HYPERLINK("http://x")`, phoneNumber: "'+919830012345", stateCode: 19 },
      { name: 'Plain', phoneNumber: 9830012345, stateCode: '' },
    ]);
  });

  it('trims header names, so a stray space does not lose a column', async () => {
    const bytes = await workbookBytes([{ ' serialNo ': 'SN-1', product: 'MOD-540' }]);
    expect(await parseFirstSheet(new Blob([bytes]))).toEqual([
      { serialNo: 'SN-1', product: 'MOD-540' },
    ]);
  });

  it('neutralises = + - @ tab and CR only', () => {
    expect(['=a', '+a', '-a', '@a', '\ta', '\ra', 'a=', 5].map(neutraliseFormula)).toEqual([
      "'=a",
      "'+a",
      "'-a",
      "'@a",
      "'\ta",
      "'\ra",
      'a=',
      5,
    ]);
  });

  it('export URLs carry the current search and sort', () => {
    expect(exportUrl('/api/product/export', '  ', undefined)).toBe('/api/product/export');
    expect(exportUrl('/api/item/export', 'SN 1&2', { field: 'serialNo', dir: 'desc' })).toBe(
      '/api/item/export?search=SN+1%262&sortField=serialNo&sortDir=desc',
    );
  });

  // Issue 19 (attacker item 4): uploads are parsed in the browser, so the caps live here. Before
  // the guard, SheetJS inflated whatever it was given: a 51 MB bomb of under 100 kB hung the tab.
  describe('refuses hostile uploads with a reason, before SheetJS builds anything', () => {
    const refusal = async (bytes: Uint8Array<ArrayBuffer> | ArrayBuffer) => {
      try {
        await parseFirstSheet(new Blob([bytes]));
      } catch (error) {
        return { name: (error as Error).name, message: (error as Error).message };
      }
      return null;
    };
    const workbookFiles = (sheet: Uint8Array) => ({
      '[Content_Types].xml': new TextEncoder().encode('<Types/>'),
      'xl/workbook.xml': new TextEncoder().encode('<workbook/>'),
      'xl/worksheets/sheet1.xml': sheet,
    });

    it('garbage named .xlsx', async () => {
      expect(
        await refusal(new TextEncoder().encode('not a spreadsheet at all, just text')),
      ).toEqual({
        name: 'XlsxRefused',
        message: expect.stringMatching(/not an Excel workbook/),
      });
    });

    it('a workbook cut short', async () => {
      const good = new Uint8Array(await workbookBytes([{ name: 'A' }]));
      expect((await refusal(good.slice(0, good.length - 40)))?.message).toMatch(
        /damaged or incomplete/,
      );
    });

    it('a zip bomb: one sheet that unpacks past 50 MB', async () => {
      const bomb = zipSync(workbookFiles(new Uint8Array(51 * 1024 * 1024)), { level: 9 });
      expect(bomb.length).toBeLessThan(1024 * 1024);
      expect((await refusal(bomb))?.message).toMatch(/unpacks to more than 50 MB/);
    });

    it('more than 20 sheets', async () => {
      const files: Record<string, Uint8Array> = workbookFiles(new Uint8Array(10));
      for (let i = 2; i <= 21; i++) files[`xl/worksheets/sheet${i}.xml`] = new Uint8Array(10);
      expect((await refusal(zipSync(files)))?.message).toMatch(/21 sheets; at most 20/);
    });

    it('more than 10,000 rows', async () => {
      const rows = Array.from({ length: 10_001 }, (_, i) => ({ name: `N${i}` }));
      expect((await refusal(await workbookBytes(rows)))?.message).toMatch(
        /10,001 rows; at most 10,000/,
      );
    });
  });
});
