import { describe, expect, it } from 'vitest';
import { defaultExportRange, exportFileName, exportRangeError } from './exportRange';

describe('invoice Excel export range', () => {
  it('names the file as the spec does', () => {
    expect(exportFileName('2026-04-01', '2026-04-30')).toBe(
      'VAT_Invoices_from_2026-04-01_to_2026-04-30.xlsx',
    );
  });
  it('needs both dates in YYYY-MM-DD, start not after end', () => {
    expect(exportRangeError('', '2026-04-30')).toMatch(/both/);
    expect(exportRangeError('01-04-2026', '2026-04-30')).toMatch(/YYYY-MM-DD/);
    expect(exportRangeError('2026-05-01', '2026-04-30')).toMatch(/after/);
    expect(exportRangeError('2026-04-01', '2026-04-01')).toBeNull();
  });
  it('defaults to the month so far', () => {
    expect(defaultExportRange('2026-11-21')).toEqual({ from: '2026-11-01', to: '2026-11-21' });
  });
});
