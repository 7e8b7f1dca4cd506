import { describe, expect, it } from 'vitest';
import Decimal from 'decimal.js';
import { MoneyDecimal, fromPaise, roundToPaise, toMoney, toPaise } from '../src';

describe('toPaise', () => {
  it.each([
    [0, 0n],
    [1, 100n],
    ['123.45', 12345n],
    [0.1, 10n],
    [0.2, 20n],
    [0.1 + 0.2, 30n], // 0.30000000000000004
    [1.005, 101n], // binary value is 1.00499999...; read as written and rounded half-up
    ['1.005', 101n],
    ['1.0049', 100n],
    [-1.005, -101n], // ties round away from zero
    ['999999999999.99', 99999999999999n],
    ['12345678901234567890.12', 1234567890123456789012n],
    [' 42.5 ', 4250n],
  ])('%j → %s', (input, expected) => {
    expect(toPaise(input)).toBe(expected);
  });

  it('sums exactly where floats do not', () => {
    expect(0.1 + 0.2).not.toBe(0.3);
    expect(toPaise(0.1) + toPaise(0.2)).toBe(toPaise('0.3'));
  });

  it.each(['abc', '', '1,000', Number.NaN, Number.POSITIVE_INFINITY])('rejects %j', (input) => {
    expect(() => toPaise(input)).toThrow(RangeError);
  });
});

describe('fromPaise', () => {
  it.each([
    [0n, '0.00'],
    [5n, '0.05'],
    [12345n, '123.45'],
    [-250n, '-2.50'],
    [100, '1.00'],
    [1234567890123456789012n, '12345678901234567890.12'],
  ])('%s → %s', (input, expected) => {
    expect(fromPaise(input)).toBe(expected);
  });

  it('round-trips with toPaise', () => {
    for (const s of ['0.01', '19.99', '105000.00', '999999999999.99']) {
      expect(fromPaise(toPaise(s))).toBe(s);
    }
  });

  it('rejects non-integer or unsafe numbers', () => {
    expect(() => fromPaise(1.5)).toThrow(RangeError);
    expect(() => fromPaise(2 ** 60)).toThrow(RangeError);
  });
});

describe('roundToPaise', () => {
  it('rounds half-up to 2 decimals', () => {
    expect(roundToPaise(new Decimal('2.345')).toFixed(2)).toBe('2.35');
    expect(roundToPaise(new Decimal('2.344999')).toFixed(2)).toBe('2.34');
    expect(roundToPaise(new Decimal('-2.345')).toFixed(2)).toBe('-2.35');
    // 18% of 333.33: 59.9994 → 60.00
    expect(roundToPaise(new Decimal('333.33').times('0.18')).toFixed(2)).toBe('60.00');
  });

  it('turns negative zero into zero', () => {
    const r = roundToPaise(new Decimal('-0.001'));
    expect(r.isNegative()).toBe(false);
    expect(r.toFixed(2)).toBe('0.00');
  });
});

describe('MoneyDecimal', () => {
  it('keeps 40 significant digits without touching the global Decimal', () => {
    const big = new MoneyDecimal('12345678901234567890.12').plus('0.01');
    expect(big.toFixed(2)).toBe('12345678901234567890.13');
    expect(Decimal.precision).toBe(20);
    expect(toMoney('1.50').toFixed()).toBe('1.5');
  });
});
