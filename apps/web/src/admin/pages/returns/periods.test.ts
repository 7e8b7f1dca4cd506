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
  it('is last month for a monthly shop, across a year end', () => {
    expect(lastEndedPeriod('2026-06-15', 'monthly')).toBe('052026');
    expect(lastEndedPeriod('2026-01-01', 'monthly')).toBe('122025');
    expect(lastEndedPeriod('2026-12-31', 'monthly')).toBe('112026');
  });

  it('is the last completed quarter, named by its last month, for a quarterly shop', () => {
    expect(lastEndedPeriod('2026-07-01', 'quarterly')).toBe('062026');
    expect(lastEndedPeriod('2026-08-20', 'quarterly')).toBe('062026');
    expect(lastEndedPeriod('2026-09-30', 'quarterly')).toBe('062026');
    expect(lastEndedPeriod('2026-10-01', 'quarterly')).toBe('092026');
    expect(lastEndedPeriod('2026-01-10', 'quarterly')).toBe('122025');
    expect(lastEndedPeriod('2026-03-31', 'quarterly')).toBe('122025');
  });
});

describe('currentPeriod and toFrequency', () => {
  it('names the period today falls in', () => {
    expect(currentPeriod('2026-05-10', 'monthly')).toBe('052026');
    expect(currentPeriod('2026-05-10', 'quarterly')).toBe('062026');
    expect(currentPeriod('2026-12-10', 'quarterly')).toBe('122026');
    expect(currentPeriod('2026-01-10', 'quarterly')).toBe('032026');
  });

  it('moves a month to the end of its quarter for a quarterly shop only', () => {
    expect(toFrequency('042026', 'quarterly')).toBe('062026');
    expect(toFrequency('112025', 'quarterly')).toBe('122025');
    expect(toFrequency('092025', 'quarterly')).toBe('092025');
    expect(toFrequency('042026', 'monthly')).toBe('042026');
  });
});

describe('hasEnded', () => {
  it('is true from the day after the period ends', () => {
    expect(hasEnded('2026-05-31', '2026-05-31')).toBe(false);
    expect(hasEnded('2026-05-31', '2026-06-01')).toBe(true);
  });
});
