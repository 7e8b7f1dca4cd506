import type Decimal from 'decimal.js';
import { MoneyDecimal, roundToPaise, toMoney, type MoneyInput } from '../money';

/**
 * Exact sums for the returns (issue 17, `pnpm bench returns`). A month of 10,000 invoices is
 * ~25,000 lines, each added into three or four sums per tax head; with a Decimal per term (parse,
 * round to the paisa, times the sign, plus) that was most of computeGstr1's time. Amounts as the
 * books hold them (a plain decimal string with at most `scale` decimals, or an integer) are added
 * here as integer units of 10^-scale (paise; thousandths for quantities): in a number while the
 * sum is a safe integer, carried into a BigInt beyond (an exact sum either way); any other
 * input (more decimals, an exponent, spaces, a Decimal, a fraction as a number) goes through
 * `toMoney` as before, with the same errors, and is added as a Decimal. Both parts are exact, so
 * the total is the same number the Decimal-only sum gave, and so are its roundings.
 */
const PLAIN: Record<2 | 3, RegExp> = {
  2: /^(-?)(\d{1,24})(?:\.(\d{1,2}))?$/,
  3: /^(-?)(\d{1,24})(?:\.(\d{1,3}))?$/,
};
const POW: Record<2 | 3, bigint> = { 2: 100n, 3: 1000n };
const SCALE: Record<2 | 3, number> = { 2: 100, 3: 1000 };
const MAX = Number.MAX_SAFE_INTEGER;

/**
 * `x` in units of 10^-scale when it is written as PLAIN (at most `scale` decimals) or is an
 * integer, else undefined: a number up to 12 digits before the point, a BigInt beyond.
 */
function plainUnits(x: MoneyInput, scale: 2 | 3): number | bigint | undefined {
  if (typeof x === 'string') {
    // The common case by hand (what PLAIN matches, up to 12 digits before the point): this runs
    // for every amount of every line, several times per line.
    const n = x.length;
    let i = x.charCodeAt(0) === 45 ? 1 : 0;
    const start = i;
    let whole = 0;
    for (; i < n; i++) {
      const c = x.charCodeAt(i) - 48;
      if (c < 0 || c > 9) break;
      whole = whole * 10 + c;
    }
    const wholeDigits = i - start;
    if (wholeDigits > 0 && wholeDigits <= 12) {
      let fraction = 0;
      let fractionDigits = 0;
      if (i < n) {
        if (x.charCodeAt(i) !== 46) return undefined;
        for (i++; i < n; i++) {
          const c = x.charCodeAt(i) - 48;
          if (c < 0 || c > 9) return undefined;
          fraction = fraction * 10 + c;
          fractionDigits++;
        }
        if (fractionDigits === 0 || fractionDigits > scale) return undefined;
      }
      for (; fractionDigits < scale; fractionDigits++) fraction *= 10;
      const units = whole * SCALE[scale] + fraction;
      return start ? -units || 0 : units;
    }
    if (wholeDigits === 0) return undefined;
    // More than 12 digits before the point: exactly, in a BigInt.
    const m = PLAIN[scale].exec(x);
    if (!m) return undefined;
    const units = BigInt(m[2] ?? 0) * POW[scale] + BigInt((m[3] ?? '').padEnd(scale, '0'));
    return m[1] ? -units : units;
  }
  if (typeof x === 'number' && Number.isSafeInteger(x)) {
    const units = x * SCALE[scale];
    return Number.isSafeInteger(units) ? units || 0 : BigInt(x) * POW[scale];
  }
  return undefined;
}

/** `money(x)` (half-up to the paisa) in paise. */
export function paiseOf(x: MoneyInput): number | bigint {
  return plainUnits(x, 2) ?? BigInt(roundToPaise(toMoney(x)).times(100).toFixed(0));
}

/** Integer units of 10^-scale as a number with `scale` decimals (e.g. -5, 2 → -0.05). */
function unitsToNumber(units: number | bigint, scale: 2 | 3): number {
  const negative = units < 0;
  const digits = (negative ? -units : units).toString().padStart(scale + 1, '0');
  const text = `${digits.slice(0, -scale)}.${digits.slice(-scale)}`;
  return Number(negative ? `-${text}` : text);
}

/** `num(money(x))`: the amount rounded half-up to the paisa, as the portal's number. */
export const moneyNumber = (x: MoneyInput): number => unitsToNumber(paiseOf(x), 2);

export class ExactSum {
  /** Units of 10^-scale: `small` stays a safe integer, what would not fit is moved to `big`. */
  private small = 0;
  private big = 0n;
  private rest: Decimal | undefined;

  constructor(private readonly scale: 2 | 3 = 2) {}

  private addUnits(u: number | bigint, sign: 1 | -1) {
    if (typeof u === 'bigint') {
      this.big += sign === 1 ? u : -u;
      return;
    }
    const next = sign === 1 ? this.small + u : this.small - u;
    // Both terms are safe integers, so a sum within ±MAX is exact; beyond, carry exactly.
    if (next > MAX || next < -MAX) {
      this.big += BigInt(this.small) + (sign === 1 ? BigInt(u) : -BigInt(u));
      this.small = 0;
    } else this.small = next;
  }

  private units(): number | bigint {
    return this.big === 0n ? this.small : this.big + BigInt(this.small);
  }

  /** Adds `money(x) × sign`: x rounded half-up to the paisa first (scale 2 only). */
  addMoney(x: MoneyInput, sign: 1 | -1 = 1): this {
    this.addUnits(paiseOf(x), sign);
    return this;
  }

  /** Adds `toMoney(x) × sign`, x as given (no rounding). */
  add(x: MoneyInput, sign: 1 | -1 = 1): this {
    const u = plainUnits(x, this.scale);
    if (u !== undefined) this.addUnits(u, sign);
    else this.rest = (this.rest ?? new MoneyDecimal(0)).plus(toMoney(x).times(sign));
    return this;
  }

  /** The exact total. */
  value(): Decimal {
    const units = new MoneyDecimal(this.units().toString()).dividedBy(SCALE[this.scale]);
    return this.rest ? this.rest.plus(units) : units;
  }

  /** `Number(roundToPaise(total).toFixed(2))`, as `num` gives it. */
  toMoneyNumber(): number {
    if (!this.rest && this.scale === 2) return unitsToNumber(this.units(), 2);
    return Number(roundToPaise(this.value()).toFixed(2));
  }

  /** `Number(total.toFixed(3))` (half-up), as quantities are written. */
  toQuantityNumber(): number {
    if (!this.rest && this.scale === 3) return unitsToNumber(this.units(), 3);
    return Number(this.value().toFixed(3));
  }
}

/**
 * What a line's rate is as a key and a number: `toMoney(rate).toString()` ('18', '12.5'), its
 * Number and whether it is zero, computed once per distinct rate of a call.
 */
export type RateInfo = { key: string; rt: number; zero: boolean };
export function rateReader(): (rate: MoneyInput) => RateInfo {
  const seen = new Map<string | number, RateInfo>();
  const read = (rate: MoneyInput): RateInfo => {
    const d = toMoney(rate);
    const key = d.toString();
    return { key, rt: Number(key), zero: d.isZero() };
  };
  return (rate) => {
    if (typeof rate === 'object') return read(rate);
    let info = seen.get(rate);
    if (!info) seen.set(rate, (info = read(rate)));
    return info;
  };
}
