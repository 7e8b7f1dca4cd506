import { describe, expect, it } from 'vitest';
import { financialYearRange, monthToDate, rangeProblem, yearToDate } from './dateRange';

describe('rangeProblem', () => {
  it('needs both dates in order', () => {
    expect(rangeProblem({ from: '2026-04-01', to: '2027-03-31' })).toBeNull();
    expect(rangeProblem({ from: '2026-05-01', to: '2026-05-01' })).toBeNull();
    expect(rangeProblem({ from: '2026-05-02', to: '2026-05-01' })).toBe('To is before From');
    expect(rangeProblem({ from: '', to: '2026-05-01' })).toBe('Choose both dates');
    expect(rangeProblem({ from: '2026-05-01', to: '' })).toBe('Choose both dates');
  });
});

describe('default ranges', () => {
  it('month to date starts on the first', () => {
    expect(monthToDate('2026-11-29')).toEqual({ from: '2026-11-01', to: '2026-11-29' });
    expect(monthToDate('2026-03-01')).toEqual({ from: '2026-03-01', to: '2026-03-01' });
  });

  it('year to date starts on 1 April of the financial year', () => {
    expect(yearToDate('2026-11-29')).toEqual({ from: '2026-04-01', to: '2026-11-29' });
    expect(yearToDate('2027-02-10')).toEqual({ from: '2026-04-01', to: '2027-02-10' });
    expect(yearToDate('2026-03-31')).toEqual({ from: '2025-04-01', to: '2026-03-31' });
  });

  it('the financial year runs 1 April to 31 March', () => {
    expect(financialYearRange('2026-11-29')).toEqual({ from: '2026-04-01', to: '2027-03-31' });
    expect(financialYearRange('2026-04-01')).toEqual({ from: '2026-04-01', to: '2027-03-31' });
    expect(financialYearRange('2026-03-31')).toEqual({ from: '2025-04-01', to: '2026-03-31' });
  });
});
