import { toMoney, type MoneyInput } from '../money';

/**
 * Amounts compared exactly: each is read as an integer count of 10^-dp rupees (a BigInt; `dp` its
 * decimals as written, at least 2), and every amount of a run is brought to the largest `dp` seen,
 * so a difference is exact whatever the inputs (the peer's 2B case has 900.045). Plain decimal
 * strings and numbers are read directly; anything else (an exponent, a Decimal) through the
 * project's `toMoney`, with its errors.
 */
export interface Scaled {
  units: bigint;
  dp: number;
}

const PLAIN = /^(-?)(\d+)(?:\.(\d+))?$/;

/**
 * '1234.50', '-0.50': a sign, 1–13 digits, a point and exactly two digits, nothing else, read
 * with integer arithmetic (at most 15 digits, exact in a double); undefined for anything else,
 * which `readAmount` reads as before (whitespace, '+', '12', '12.5', '1e3', …).
 */
export function readTwoDecimals(x: string): Scaled | undefined {
  const n = x.length;
  if (n < 4 || x.charCodeAt(n - 3) !== 46) return undefined;
  const start = x.charCodeAt(0) === 45 ? 1 : 0;
  const digits = n - 3 - start;
  if (digits < 1 || digits > 13) return undefined;
  let v = 0;
  for (let i = start; i < n; i++) {
    if (i === n - 3) continue;
    const d = x.charCodeAt(i) - 48;
    if (d < 0 || d > 9) return undefined;
    v = v * 10 + d;
  }
  return { units: BigInt(start === 1 ? -v : v), dp: 2 };
}

export function readAmount(x: MoneyInput | undefined | null): Scaled {
  if (x === undefined || x === null || x === '') return { units: 0n, dp: 2 };
  if (typeof x === 'string') {
    const fast = readTwoDecimals(x);
    if (fast) return fast;
  }
  if (typeof x === 'string' || typeof x === 'number') {
    const m = PLAIN.exec(typeof x === 'number' ? String(x) : x.trim());
    if (m) {
      const fraction = m[3] ?? '';
      const units = BigInt((m[2] ?? '0') + fraction);
      return { units: m[1] ? -units : units, dp: fraction.length };
    }
  }
  const d = toMoney(x);
  const dp = d.decimalPlaces();
  return { units: BigInt(d.times(10 ** dp).toFixed(0)), dp };
}

const POW: bigint[] = [];
/** 10^n as a BigInt, each power computed once. */
export function pow10(n: number): bigint {
  return (POW[n] ??= 10n ** BigInt(n));
}

export function toScale(amount: Scaled, scale: number): bigint {
  return amount.dp === scale ? amount.units : amount.units * pow10(scale - amount.dp);
}

/** Units of 10^-scale as a decimal string with at least 2 decimals ('-0.045', '12.50'). */
export function formatUnits(units: bigint, scale: number): string {
  const negative = units < 0n;
  const digits = (negative ? -units : units).toString().padStart(scale + 1, '0');
  let fraction = digits.slice(digits.length - scale);
  while (fraction.length > 2 && fraction.endsWith('0')) fraction = fraction.slice(0, -1);
  const text = `${digits.slice(0, digits.length - scale)}${fraction ? '.' : ''}${fraction}`;
  return negative ? `-${text}` : text;
}

export const abs = (x: bigint): bigint => (x < 0n ? -x : x);
