import { describe, expect, it } from 'vitest';
import { bookDownloadUrl, bookRangeProblem, kindLabel, modeLabel } from './books';

describe('books helpers (issue 33)', () => {
  it('builds download URLs with only the filters that are set', () => {
    const range = { from: '2026-05-01', to: '2026-05-31' };
    expect(bookDownloadUrl('cash-book', range, {}, 'xlsx')).toBe(
      '/api/reports/cash-book?from=2026-05-01&to=2026-05-31&format=xlsx',
    );
    expect(bookDownloadUrl('bank-book', range, { account: 'SBI 9911' }, 'pdf')).toBe(
      '/api/reports/bank-book?from=2026-05-01&to=2026-05-31&account=SBI+9911&format=pdf',
    );
    expect(bookDownloadUrl('bank-book', range, { account: null }, 'pdf')).toBe(
      '/api/reports/bank-book?from=2026-05-01&to=2026-05-31&format=pdf',
    );
  });

  it('says what is wrong with a range before asking the server', () => {
    expect(bookRangeProblem({ from: '2026-05-01', to: '2026-05-31' }, 31)).toBeNull();
    expect(bookRangeProblem({ from: '2026-05-01', to: '2026-06-01' }, 31)).toBe(
      'Choose at most 31 days',
    );
    expect(bookRangeProblem({ from: '2026-05-02', to: '2026-05-01' }, 31)).toBe(
      'To is before From',
    );
  });

  it('labels kinds and modes', () => {
    expect(kindLabel('supplier-payment')).toBe('Supplier payment');
    expect(kindLabel('bill', true)).toBe('Purchase bill (cancelled)');
    expect(modeLabel('bank-transfer')).toBe('Bank transfer');
  });
});
