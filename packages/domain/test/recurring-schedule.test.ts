import { describe, expect, it } from 'vitest';
import {
  addMonthsClamped,
  dueRunDates,
  nextRunDate,
  scheduleDates,
  ZRecurringInput,
} from '../src/contracts';

/**
 * Recurring invoice schedules (issue 34), worked out by hand: the start's day of the month is
 * kept and clamped to a shorter month's last day, every date counted from the start.
 */
describe('recurring schedules', () => {
  it('monthly from 31 January: 29 Feb (leap year), 31 Mar, 30 Apr, 31 May, 30 Jun', () => {
    expect(scheduleDates({ startDate: '2024-01-31', frequency: 'month' }, 6)).toEqual([
      '2024-01-31',
      '2024-02-29',
      '2024-03-31',
      '2024-04-30',
      '2024-05-31',
      '2024-06-30',
    ]);
    expect(scheduleDates({ startDate: '2025-01-31', frequency: 'month' }, 3)).toEqual([
      '2025-01-31',
      '2025-02-28',
      '2025-03-31',
    ]);
  });

  it('quarterly and half-yearly, across a year end', () => {
    expect(scheduleDates({ startDate: '2024-11-30', frequency: 'quarter' }, 5)).toEqual([
      '2024-11-30',
      '2025-02-28',
      '2025-05-30',
      '2025-08-30',
      '2025-11-30',
    ]);
    expect(scheduleDates({ startDate: '2024-08-31', frequency: 'half-year' }, 4)).toEqual([
      '2024-08-31',
      '2025-02-28',
      '2025-08-31',
      '2026-02-28',
    ]);
  });

  it('yearly from 29 February: 28 February in common years, 29 in the next leap year', () => {
    expect(scheduleDates({ startDate: '2024-02-29', frequency: 'year' }, 5)).toEqual([
      '2024-02-29',
      '2025-02-28',
      '2026-02-28',
      '2027-02-28',
      '2028-02-29',
    ]);
    expect(addMonthsClamped('2024-02-29', 48)).toBe('2028-02-29');
  });

  it('ends at the end date (a run on it is made) or after the count, whichever is given', () => {
    const byDate = { startDate: '2026-01-15', frequency: 'month', endDate: '2026-04-15' } as const;
    expect(scheduleDates(byDate, 10)).toEqual([
      '2026-01-15',
      '2026-02-15',
      '2026-03-15',
      '2026-04-15',
    ]);
    expect(nextRunDate(byDate, '2026-04-15', 4)).toBeNull();
    const byCount = { startDate: '2026-01-15', frequency: 'quarter', maxRuns: 3 } as const;
    expect(scheduleDates(byCount, 10)).toEqual(['2026-01-15', '2026-04-15', '2026-07-15']);
    expect(nextRunDate(byCount, '2026-07-15', 3)).toBeNull();
  });

  it('finds every missed date up to today, once each, and the next after a given date', () => {
    const schedule = { startDate: '2026-01-31', frequency: 'month' } as const;
    expect(dueRunDates(schedule, '2026-01-31', 0, '2026-04-29')).toEqual([
      '2026-01-31',
      '2026-02-28',
      '2026-03-31',
    ]);
    expect(dueRunDates(schedule, '2026-01-31', 0, '2026-04-30')).toHaveLength(4);
    expect(dueRunDates(schedule, '2026-05-31', 4, '2026-05-30')).toEqual([]);
    expect(dueRunDates({ ...schedule, maxRuns: 2 }, '2026-01-31', 0, '2026-12-31')).toEqual([
      '2026-01-31',
      '2026-02-28',
    ]);
    // The next date after one far in the series, and after a date between two runs.
    expect(nextRunDate(schedule, '2030-02-28', 49)).toBe('2030-03-31');
    expect(nextRunDate(schedule, '2026-03-05', 2)).toBe('2026-03-31');
    expect(nextRunDate(schedule, null, 0)).toBe('2026-01-31');
  });

  it('refuses an end before the start, and an end date with a count', () => {
    const base = {
      name: 'AMC',
      customerId: '00000000-0000-4000-8000-000000000001',
      template: { lines: [{ productId: '00000000-0000-4000-8000-000000000002' }] },
      frequency: 'month',
      startDate: '2026-02-01',
    };
    expect(ZRecurringInput.safeParse(base).success).toBe(true);
    const early = ZRecurringInput.safeParse({ ...base, endDate: '2026-01-31' });
    expect(early.error?.issues[0]?.message).toBe('End date must be on or after the start date');
    const both = ZRecurringInput.safeParse({ ...base, endDate: '2026-12-31', maxRuns: 4 });
    expect(both.error?.issues[0]?.message).toBe(
      'Give an end date or a number of invoices, not both',
    );
    const dated = ZRecurringInput.safeParse({
      ...base,
      template: { ...base.template, invoiceDate: '2026-02-01' },
    });
    expect(dated.success).toBe(false);
  });
});
