import { describe, expect, it } from 'vitest';
import { EMPTY_FILTERS, openingFilters, presetOf, presetRange } from './filters';

/** Issue 29: date presets on the Indian calendar and the April financial year, worked by hand. */
describe('dashboard date presets', () => {
  it('on 28 Nov 2026: November, October, October-December, FY 2026-27', () => {
    const today = '2026-11-28';
    expect(presetRange('thisMonth', today)).toEqual({
      startDate: '2026-11-01',
      endDate: '2026-11-30',
    });
    expect(presetRange('lastMonth', today)).toEqual({
      startDate: '2026-10-01',
      endDate: '2026-10-31',
    });
    expect(presetRange('thisQuarter', today)).toEqual({
      startDate: '2026-10-01',
      endDate: '2026-12-31',
    });
    expect(presetRange('thisFinancialYear', today)).toEqual({
      startDate: '2026-04-01',
      endDate: '2027-03-31',
    });
  });

  it('in January: last month is the previous December, the quarter and FY straddle the year', () => {
    const today = '2027-01-05';
    expect(presetRange('lastMonth', today)).toEqual({
      startDate: '2026-12-01',
      endDate: '2026-12-31',
    });
    expect(presetRange('thisQuarter', today)).toEqual({
      startDate: '2027-01-01',
      endDate: '2027-03-31',
    });
    expect(presetRange('thisFinancialYear', today)).toEqual({
      startDate: '2026-04-01',
      endDate: '2027-03-31',
    });
  });

  it('knows February of a leap year and the first quarter of the financial year', () => {
    expect(presetRange('thisMonth', '2028-02-10')).toEqual({
      startDate: '2028-02-01',
      endDate: '2028-02-29',
    });
    expect(presetRange('lastMonth', '2028-03-31')).toEqual({
      startDate: '2028-02-01',
      endDate: '2028-02-29',
    });
    expect(presetRange('thisQuarter', '2026-04-01')).toEqual({
      startDate: '2026-04-01',
      endDate: '2026-06-30',
    });
  });

  it('takes the date in India: 31 Mar 2026 20:00 UTC is already 1 April, FY 2026-27', () => {
    const today = new Date('2026-03-31T20:00:00Z');
    expect(presetRange('thisFinancialYear', today.toISOString())).toEqual({
      startDate: '2026-04-01',
      endDate: '2027-03-31',
    });
  });

  it('opens on this financial year and names the preset the dates are', () => {
    const opening = openingFilters('2026-11-28');
    expect(opening).toEqual({ ...EMPTY_FILTERS, startDate: '2026-04-01', endDate: '2027-03-31' });
    expect(presetOf(opening, '2026-11-28')).toBe('thisFinancialYear');
    expect(presetOf({ startDate: '2026-10-01', endDate: '2026-10-31' }, '2026-11-28')).toBe(
      'lastMonth',
    );
    expect(presetOf({ startDate: '2026-10-02', endDate: '2026-10-31' }, '2026-11-28')).toBeNull();
    expect(presetOf(EMPTY_FILTERS, '2026-11-28')).toBeNull();
  });
});
