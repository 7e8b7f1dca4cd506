import { describe, expect, it } from 'vitest';
import {
  addDays,
  calendarDateIN,
  calendarPartsIN,
  toInstant,
  todayIN,
  todayPlusDays,
} from '../src';

describe('toInstant', () => {
  it('reads a bare date as midnight in India', () => {
    expect(toInstant('2026-11-21').toISOString()).toBe('2026-11-20T18:30:00.000Z');
  });

  it('reads zone-less timestamps as Indian wall-clock time', () => {
    expect(toInstant('2026-11-21T14:05').toISOString()).toBe('2026-11-21T08:35:00.000Z');
    expect(toInstant('2026-11-21 14:05:30').toISOString()).toBe('2026-11-21T08:35:30.000Z');
  });

  it('honours explicit zones, including Postgres text timestamps', () => {
    expect(toInstant('2026-11-21T08:35:00Z').toISOString()).toBe('2026-11-21T08:35:00.000Z');
    expect(toInstant('2026-11-21 08:35:00+00').toISOString()).toBe('2026-11-21T08:35:00.000Z');
    expect(toInstant('2026-11-21 08:35:00.123456+00').toISOString()).toBe(
      '2026-11-21T08:35:00.123Z',
    );
    expect(toInstant('2026-11-21T14:05:00+0530').toISOString()).toBe('2026-11-21T08:35:00.000Z');
    expect(toInstant('2026-11-21T03:35:00-05:00').toISOString()).toBe('2026-11-21T08:35:00.000Z');
  });

  it('copies Date inputs instead of returning them', () => {
    const d = new Date('2026-01-01T00:00:00Z');
    const copy = toInstant(d);
    expect(copy).not.toBe(d);
    expect(copy.getTime()).toBe(d.getTime());
  });

  it.each(['', '21/11/2026', '2026-13-01', '2026-11-31', '2026-11-21T25:00', 'yesterday'])(
    'rejects %j',
    (input) => {
      expect(() => toInstant(input)).toThrow(RangeError);
    },
  );
});

describe('calendarDateIN', () => {
  it('keeps a bare date as is', () => {
    expect(calendarDateIN('2024-02-29')).toBe('2024-02-29');
    expect(calendarPartsIN('2024-02-29')).toEqual({ year: 2024, month: 2, day: 29 });
  });

  it('converts instants to the Indian date', () => {
    expect(calendarDateIN(new Date('2026-12-31T18:29:59Z'))).toBe('2026-12-31');
    expect(calendarDateIN(new Date('2026-12-31T18:30:00Z'))).toBe('2027-01-01');
  });
});

describe('addDays / todayPlusDays / todayIN', () => {
  it.each([
    ['2026-11-21', 7, '2026-11-28'],
    ['2026-12-28', 7, '2027-01-04'],
    ['2024-02-25', 7, '2024-03-03'],
    ['2024-02-28', 1, '2024-02-29'],
    ['2025-02-28', 1, '2025-03-01'],
    ['2026-03-01', -1, '2026-02-28'],
    ['2026-05-10', 0, '2026-05-10'],
  ])('%s + %i = %s', (date, n, expected) => {
    expect(addDays(date, n)).toBe(expected);
  });

  it('rejects fractional day counts', () => {
    expect(() => addDays('2026-01-01', 1.5)).toThrow(RangeError);
  });

  it('counts from the Indian date, not the UTC one', () => {
    // 20:00 UTC on 31 Dec is already 1 Jan in India.
    const now = new Date('2026-12-31T20:00:00Z');
    expect(todayIN(now)).toBe('2027-01-01');
    expect(todayPlusDays(7, now)).toBe('2027-01-08');
  });

  it('defaults to the real clock', () => {
    expect(todayIN()).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(todayPlusDays(7)).toBe(addDays(todayIN(), 7));
  });
});
