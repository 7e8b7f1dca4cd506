import { describe, expect, it } from 'vitest';
import {
  currentPeriod,
  hasEnded,
  isQuarterEnd,
  lastEndedPeriod,
  monthDateOf,
  periodOfDate,
  toFrequency,
} from './periods';

describe('period names', () => {
  it('reads and writes MMYYYY', () => {
    expect(periodOfDate('2026-05-31')).toBe('052026');
    expect(monthDateOf('052026')).toBe('2026-05-01');
    expect(isQuarterEnd('062026')).toBe(true);
    expect(isQuarterEnd('052026')).toBe(false);
  });
});

describe('lastEndedPeriod', () => {
  it.each([
    ['2026-06-15', '052026'],
    ['2026-01-01', '122025'],
    ['2026-12-31', '112026'],
  ])('is last month for a monthly shop, across a year end (%s → %s)', (today, period) => {
    expect(lastEndedPeriod(today, 'monthly')).toBe(period);
  });

  it.each([
    ['2026-07-01', '062026'],
    ['2026-08-20', '062026'],
    ['2026-09-30', '062026'],
    ['2026-10-01', '092026'],
    ['2026-01-10', '122025'],
    ['2026-03-31', '122025'],
  ])(
    'is the last completed quarter, named by its last month, for a quarterly shop (%s → %s)',
    (today, period) => {
      expect(lastEndedPeriod(today, 'quarterly')).toBe(period);
    },
  );
});

describe('currentPeriod and toFrequency', () => {
  it.each([
    ['2026-05-10', 'monthly', '052026'],
    ['2026-05-10', 'quarterly', '062026'],
    ['2026-12-10', 'quarterly', '122026'],
    ['2026-01-10', 'quarterly', '032026'],
  ] as const)('names the period today falls in (%s, %s → %s)', (today, frequency, period) => {
    expect(currentPeriod(today, frequency)).toBe(period);
  });

  it.each([
    ['042026', 'quarterly', '062026'],
    ['112025', 'quarterly', '122025'],
    ['092025', 'quarterly', '092025'],
    ['042026', 'monthly', '042026'],
  ] as const)(
    'moves a month to the end of its quarter for a quarterly shop only (%s, %s → %s)',
    (month, frequency, period) => {
      expect(toFrequency(month, frequency)).toBe(period);
    },
  );
});

describe('hasEnded', () => {
  it('is true from the day after the period ends', () => {
    expect(hasEnded('2026-05-31', '2026-05-31')).toBe(false);
    expect(hasEnded('2026-05-31', '2026-06-01')).toBe(true);
  });
});
