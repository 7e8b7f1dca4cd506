import { describe, expect, it } from 'vitest';
import { rateSummary, registerDownloadUrl, rowTypeLabel, thisMonth } from './register';

describe('reports register helpers', () => {
  it('defaults to this calendar month, leap Februaries included', () => {
    expect(thisMonth('2026-05-17')).toEqual({ from: '2026-05-01', to: '2026-05-31' });
    expect(thisMonth('2028-02-03')).toEqual({ from: '2028-02-01', to: '2028-02-29' });
  });

  it('builds the download URL with the party filter of its side', () => {
    const filters = { from: '2026-05-01', to: '2026-05-31', partyId: null };
    expect(registerDownloadUrl('sales', filters, 'xlsx')).toBe(
      '/api/reports/sales-register?from=2026-05-01&to=2026-05-31&format=xlsx',
    );
    expect(registerDownloadUrl('purchases', { ...filters, partyId: 'abc' }, 'pdf')).toBe(
      '/api/reports/purchase-register?from=2026-05-01&to=2026-05-31&format=pdf&supplierId=abc',
    );
  });

  it('labels cancelled rows and summarises the split by rate', () => {
    expect(rowTypeLabel({ kind: 'credit-note', cancelled: true })).toBe('Credit note (cancelled)');
    expect(rateSummary([{ rate: '18', taxableValue: '-1000.00', tax: '-180.00' }])).toEqual([
      '18 %: -1,000.00 taxable, -180.00 tax',
    ]);
  });
});
