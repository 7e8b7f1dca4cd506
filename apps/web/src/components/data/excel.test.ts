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
});
