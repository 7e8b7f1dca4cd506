import { describe, expect, it } from 'vitest';
import {
  financialYearMonths,
  headsLine,
  hsnDownloadUrl,
  hsnQuantity,
  monthRangeProblem,
  taxLiabilityDownloadUrl,
} from './gstReports';

describe('HSN summary and tax liability helpers (issue 33)', () => {
  it('builds the download URLs', () => {
    expect(hsnDownloadUrl({ from: '2026-05-01', to: '2026-05-31' }, 'inward', 'pdf')).toBe(
      '/api/reports/hsn-summary?from=2026-05-01&to=2026-05-31&side=inward&format=pdf',
    );
    expect(taxLiabilityDownloadUrl({ from: '2026-04', to: '2026-09' }, 'xlsx')).toBe(
      '/api/reports/tax-liability?from=2026-04&to=2026-09&format=xlsx',
    );
  });

  it('defaults to the financial year to this month, and checks the months', () => {
    expect(financialYearMonths('2026-11-29')).toEqual({ from: '2026-04', to: '2026-11' });
    expect(financialYearMonths('2027-02-03')).toEqual({ from: '2026-04', to: '2027-02' });
    expect(monthRangeProblem({ from: '2026-05', to: '2026-04' })).toBe('To is before From');
    expect(monthRangeProblem({ from: '2025-04', to: '2026-04' })).toBe('Choose at most 12 months');
    expect(monthRangeProblem({ from: '2025-05', to: '2026-04' })).toBeNull();
  });

  it('shows quantities and the heads that are not zero', () => {
    expect(hsnQuantity(2.5, 'NOS')).toBe('2.5');
    expect(hsnQuantity(0, 'NA')).toBe('–');
    expect(
      headsLine({ igst: '1800.00', cgst: '0.00', sgst: '0.00', cess: '0.00', total: '1800.00' }),
    ).toBe('I\u00a01,800.00');
  });
});
