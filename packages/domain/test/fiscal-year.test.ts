import { describe, expect, it } from 'vitest';
import { financialYearFromStart, financialYearId, financialYearOf } from '../src';

describe('financialYearOf', () => {
  it('returns the full shape', () => {
    expect(financialYearOf('2026-11-21')).toEqual({
      startYear: 2026,
      endYear: 2027,
      label: '26-27',
      fullLabel: '2026-27',
      start: '2026-04-01',
      end: '2027-03-31',
    });
  });

  it.each([
    ['2026-03-31', 2025],
    ['2026-04-01', 2026],
    ['2026-01-01', 2025],
    ['2026-12-31', 2026],
    ['2024-02-29', 2023],
    ['2024-03-31', 2023],
    ['2024-04-01', 2024],
  ])('%s falls in FY starting %i', (date, startYear) => {
    expect(financialYearId(date)).toBe(startYear);
  });

  it('uses the Indian calendar date of an instant', () => {
    // 20:00 UTC on 31 March is 01:30 on 1 April in India.
    expect(financialYearId(new Date('2026-03-31T20:00:00Z'))).toBe(2026);
    expect(financialYearId('2026-03-31T20:00:00Z')).toBe(2026);
    // 18:29 UTC is still 23:59 on 31 March in India.
    expect(financialYearId(new Date('2026-03-31T18:29:59Z'))).toBe(2025);
    // 18:30 UTC is exactly midnight on 1 April in India.
    expect(financialYearId(new Date('2026-03-31T18:30:00Z'))).toBe(2026);
    // A zone-less timestamp is Indian wall-clock time.
    expect(financialYearId('2026-03-31T23:59:00')).toBe(2025);
    expect(financialYearId('2026-04-01 00:00:00')).toBe(2026);
  });

  it('handles century rollover labels', () => {
    const fy = financialYearOf('2100-01-15');
    expect(fy.label).toBe('99-00');
    expect(fy.fullLabel).toBe('2099-00');
    expect(financialYearOf('2009-04-01').label).toBe('09-10');
  });

  it('rejects invalid dates', () => {
    expect(() => financialYearOf('2026-02-30')).toThrow(RangeError);
    expect(() => financialYearOf('2025-02-29')).toThrow(RangeError);
    expect(() => financialYearOf('not a date')).toThrow(RangeError);
    expect(() => financialYearOf(new Date(Number.NaN))).toThrow(RangeError);
  });
});

describe('financialYearFromStart', () => {
  it('builds a year from its id', () => {
    expect(financialYearFromStart(2025).label).toBe('25-26');
    expect(financialYearFromStart(2023).end).toBe('2024-03-31');
  });

  it('rejects non-integer or absurd years', () => {
    expect(() => financialYearFromStart(2025.5)).toThrow(RangeError);
    expect(() => financialYearFromStart(25)).toThrow(RangeError);
  });
});
