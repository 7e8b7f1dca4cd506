import Decimal from 'decimal.js';

/**
 * A private Decimal constructor for money: 40 significant digits so sums of large invoices never
 * round silently (the library default is 20), and half-up rounding as Indian invoices expect.
 * It is a clone so we never change the global Decimal settings other code relies on.
 */
export const MoneyDecimal = Decimal.clone({ precision: 40, rounding: Decimal.ROUND_HALF_UP });
export type MoneyDecimal = Decimal;

export type MoneyInput = string | number | Decimal;

function toDecimal(x: MoneyInput): Decimal {
  let value: Decimal;
  try {
    // Numbers go through their shortest string form, so 1.005 is read as written, not as
    // 1.00499999999999989... which is its binary value.
    value = new MoneyDecimal(typeof x === 'string' ? x.trim() : x);
  } catch {
    throw new RangeError(`Not a number: ${String(x)}`);
  }
  if (!value.isFinite()) throw new RangeError(`Not a finite amount: ${String(x)}`);
  return value;
}

/** Half-up (away from zero on a tie) to 2 decimals; -0 becomes 0 so it never prints as '-0.00'. */
export function roundToPaise(value: Decimal): Decimal {
  const rounded = new MoneyDecimal(value).toDecimalPlaces(2, Decimal.ROUND_HALF_UP);
  return rounded.isZero() ? new MoneyDecimal(0) : rounded;
}

/** Rupees to integer paise, rounding half-up to the nearest paisa. */
export function toPaise(x: MoneyInput): bigint {
  return BigInt(roundToPaise(toDecimal(x)).times(100).toFixed(0));
}

/** Integer paise to a rupee string with exactly 2 decimals, e.g. 12345n → '123.45'. */
export function fromPaise(paise: bigint | number): string {
  if (typeof paise === 'number' && !Number.isSafeInteger(paise)) {
    throw new RangeError(`Paise must be a safe integer: ${paise}`);
  }
  return new MoneyDecimal(paise.toString()).dividedBy(100).toFixed(2);
}

/** Parses an amount (number, numeric string or Decimal) into a money Decimal. */
export function toMoney(x: MoneyInput): Decimal {
  return toDecimal(x);
}
