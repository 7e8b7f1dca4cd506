import { describe, expect, it } from 'vitest';
import Decimal from 'decimal.js';
import {
  formatDate,
  formatDateTimeIN,
  formatFilterDate,
  formatINR,
  formatINRWhole,
  formatIndianNumber,
} from '../src';

describe('formatIndianNumber', () => {
  it.each([
    [0, '0'],
    [7, '7'],
    [999, '999'],
    [1000, '1,000'],
    [99999, '99,999'],
    [100000, '1,00,000'],
    [1234567, '12,34,567'],
    [10000000, '1,00,00,000'],
    [123456789, '12,34,56,789'],
    [-1234567, '-12,34,567'],
    [1234.5, '1,234.5'],
  ])('%d → %s', (n, expected) => {
    expect(formatIndianNumber(n)).toBe(expected);
  });

  it('pads or rounds to the requested decimals (half-up)', () => {
    expect(formatIndianNumber(123456789.5, { decimals: 2 })).toBe('12,34,56,789.50');
    expect(formatIndianNumber(1.005, { decimals: 2 })).toBe('1.01');
    expect(formatIndianNumber(2.5, { decimals: 0 })).toBe('3');
    expect(formatIndianNumber(-2.5, { decimals: 0 })).toBe('-3');
    expect(formatIndianNumber(999999.996, { decimals: 2 })).toBe('10,00,000.00');
  });

  it('rounds up with ceil', () => {
    expect(formatIndianNumber(1234.01, { decimals: 0, rounding: 'ceil' })).toBe('1,235');
    expect(formatIndianNumber(1234, { decimals: 0, rounding: 'ceil' })).toBe('1,234');
  });

  it('never prints a negative zero', () => {
    expect(formatIndianNumber(-0.001, { decimals: 2 })).toBe('0.00');
    expect(formatIndianNumber(-0)).toBe('0');
  });

  it('keeps every digit of numeric strings and Decimals', () => {
    expect(formatIndianNumber('12345678901234.55', { decimals: 2 })).toBe(
      '1,23,45,67,89,01,234.55',
    );
    expect(formatIndianNumber(' 1000.10 ')).toBe('1,000.1');
    expect(formatIndianNumber(new Decimal('-98765.4321'), { decimals: 3 })).toBe('-98,765.432');
  });

  it('throws on garbage', () => {
    expect(() => formatIndianNumber('abc')).toThrow(RangeError);
    expect(() => formatIndianNumber(Number.NaN)).toThrow(RangeError);
    expect(() => formatIndianNumber(Number.POSITIVE_INFINITY)).toThrow(RangeError);
    expect(() => formatIndianNumber(1, { decimals: -1 })).toThrow(RangeError);
  });
});

describe('formatINR / formatINRWhole', () => {
  it('formats rupees with 2 decimals by default', () => {
    expect(formatINR(123456.78)).toBe('₹1,23,456.78');
    expect(formatINR(0)).toBe('₹0.00');
    expect(formatINR('105000')).toBe('₹1,05,000.00');
    expect(formatINR(-500)).toBe('-₹500.00');
    expect(formatINR('12345678901234.55')).toBe('₹1,23,45,67,89,01,234.55');
    expect(formatINR(0.1 + 0.2)).toBe('₹0.30');
    expect(formatINR(99.999, { decimals: 1 })).toBe('₹100.0');
  });

  it('dashboard style drops decimals, rounding half-up', () => {
    expect(formatINRWhole(123456.5)).toBe('₹1,23,457');
    expect(formatINRWhole('123456.49')).toBe('₹1,23,456');
    expect(formatINRWhole(12345678)).toBe('₹1,23,45,678');
  });
});

describe('date formatting', () => {
  const instant = new Date('2026-11-21T08:35:00Z'); // 14:05 in India

  it('formatDate gives dd MMM yyyy with English short months', () => {
    expect(formatDate(instant)).toBe('21 Nov 2026');
    expect(formatDate('2026-09-05')).toBe('05 Sep 2026');
    expect(formatDate('2024-02-29')).toBe('29 Feb 2024');
    // 20:00 UTC on 31 Mar is 1 Apr in India.
    expect(formatDate(new Date('2026-03-31T20:00:00Z'))).toBe('01 Apr 2026');
  });

  it('formatFilterDate gives yyyy-MM-dd in India', () => {
    expect(formatFilterDate(instant)).toBe('2026-11-21');
    expect(formatFilterDate(new Date('2026-11-20T19:00:00Z'))).toBe('2026-11-21');
  });

  it('formatDateTimeIN gives the Indian 12-hour form', () => {
    expect(formatDateTimeIN(instant)).toBe('21/11/2026, 2:05 pm');
    expect(formatDateTimeIN('2026-11-20T18:40:00Z')).toBe('21/11/2026, 12:10 am');
    expect(formatDateTimeIN('2026-01-05T06:30:00Z')).toBe('05/01/2026, 12:00 pm');
  });
});
