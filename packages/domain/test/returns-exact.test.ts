import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { MoneyDecimal, roundToPaise, toMoney } from '../src/money';
import { ExactSum, moneyNumber, paiseOf } from '../src/returns/exact';

/**
 * The returns' integer-paise sums (returns/exact.ts) against decimal.js: the same totals and the
 * same roundings for amounts as the books hold them and for anything else a caller may pass.
 */
const plainAmount = fc
  .tuple(fc.boolean(), fc.bigInt({ min: 0n, max: 10n ** 15n }), fc.integer({ min: 0, max: 99 }))
  .map(([neg, rupees, paise]) => `${neg ? '-' : ''}${rupees}.${String(paise).padStart(2, '0')}`);
const oddAmount = fc.oneof(
  fc.double({ min: -1e9, max: 1e9, noNaN: true, noDefaultInfinity: true }).map((n) => n.toFixed(5)),
  fc.integer({ min: -1e6, max: 1e6 }),
  fc.constantFrom('0.005', '-0.005', '1.235', '12', '0', '-0.00', '1e3', '  42.10 '),
);
const amount = fc.oneof(plainAmount, oddAmount);

describe('exact sums of the returns', () => {
  it('add() equals the decimal.js sum, and addMoney() the sum of amounts rounded to the paisa', () => {
    fc.assert(
      fc.property(
        fc.array(fc.tuple(amount, fc.constantFrom(1 as const, -1 as const)), { maxLength: 60 }),
        (terms) => {
          const exact = new ExactSum();
          const rounded = new ExactSum();
          let decimal = new MoneyDecimal(0);
          let decimalRounded = new MoneyDecimal(0);
          for (const [x, sign] of terms) {
            exact.add(x, sign);
            rounded.addMoney(x, sign);
            decimal = decimal.plus(toMoney(x).times(sign));
            decimalRounded = decimalRounded.plus(roundToPaise(toMoney(x)).times(sign));
          }
          expect(exact.value().equals(decimal)).toBe(true);
          expect(rounded.value().equals(decimalRounded)).toBe(true);
          expect(exact.toMoneyNumber()).toBe(Number(roundToPaise(decimal).toFixed(2)));
        },
      ),
      { numRuns: 400 },
    );
  });

  it('carries past 2^53 paise exactly', () => {
    const sum = new ExactSum();
    for (let i = 0; i < 40; i += 1) sum.addMoney('99999999999999.99');
    expect(sum.value().toFixed(2)).toBe('3999999999999999.60');
    sum.addMoney('3999999999999999.60', -1);
    expect(sum.toMoneyNumber()).toBe(0);
  });

  it('paiseOf and moneyNumber round half-up like roundToPaise', () => {
    expect(Number(paiseOf('10.005'))).toBe(1001);
    expect(Number(paiseOf('-10.005'))).toBe(-1001);
    expect(Number(paiseOf('10.05'))).toBe(1005);
    expect(moneyNumber('1234.565')).toBe(1234.57);
    expect(moneyNumber(7)).toBe(7);
    expect(new ExactSum(3).add('1.2345').toQuantityNumber()).toBe(1.235);
    expect(() => paiseOf('abc')).toThrow();
  });
});
