import { describe, expect, it } from 'vitest';
import { toMoney, type MoneyInput } from '../src/money';
import { readAmount, readTwoDecimals, type Scaled } from '../src/reconcile/amounts';
import { documentNumberForms, financialYearStart } from '../src/reconcile/number';

/**
 * The engine's fast paths (PERFORMANCE.md §14, "after 2") read exactly as the regular
 * expressions and the general amount parser they stand in front of: each is checked here against
 * a copy of the code it replaced.
 */

const PLAIN = /^(-?)(\d+)(?:\.(\d+))?$/;
function readAmountBefore(x: MoneyInput | undefined | null): Scaled {
  if (x === undefined || x === null || x === '') return { units: 0n, dp: 2 };
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

const FY_TOKEN = /(^|[^\p{N}])(?:FY)?(\d{4}|\d{2})[-/](\d{4}|\d{2})(?!\p{N})/gu;
function isYearPair(first: string, second: string, fyStart: number | undefined): boolean {
  const a = Number(first);
  const b = Number(second);
  if (((a % 100) + 1) % 100 !== b % 100) return false;
  if (first.length === 4 && second.length === 4 && b !== a + 1) return false;
  if (fyStart === undefined) return true;
  return first.length === 4 ? a === fyStart : a === fyStart % 100;
}
function withoutFinancialYear(upper: string, fyStart: number | undefined): string {
  if (!upper.includes('-') && !upper.includes('/')) return upper;
  const re = FY_TOKEN;
  re.lastIndex = 0;
  let out = '';
  let last = 0;
  for (let m = re.exec(upper); m; m = re.exec(upper)) {
    const [all, before = '', first = '', second = ''] = m;
    if (isYearPair(first, second, fyStart)) {
      out += `${upper.slice(last, m.index)}${before} `;
      last = m.index + all.length;
    } else {
      re.lastIndex = m.index + 1;
    }
  }
  return out + upper.slice(last);
}
function formsBefore(number: string, date?: string) {
  const fy = date === undefined ? undefined : financialYearStart(date);
  // eslint-disable-next-line no-control-regex -- as the code it replaced
  const upper = (/[^\x00-\x7f]/u.test(number) ? number.normalize('NFKC') : number).toUpperCase();
  const stripped = withoutFinancialYear(upper, fy)
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
  const clean = stripped.replace(/^0+(?=.)/u, '').trimStart();
  const groups = clean.match(/\p{L}+|\p{N}+/gu) ?? [];
  return { clean, key: groups.map((g) => g.replace(/^0+(?=.)/u, '')).join(' ') };
}

describe('reading amounts: the two-decimal fast path', () => {
  it('reads plain two-decimal strings with integer arithmetic', () => {
    expect(readTwoDecimals('12.50')).toEqual({ units: 1250n, dp: 2 });
    expect(readTwoDecimals('-0.50')).toEqual({ units: -50n, dp: 2 });
    expect(readTwoDecimals('0.00')).toEqual({ units: 0n, dp: 2 });
    expect(readTwoDecimals('-0.00')).toEqual({ units: 0n, dp: 2 });
    expect(readTwoDecimals('00012.05')).toEqual({ units: 1205n, dp: 2 });
    expect(readTwoDecimals('1234567890123.99')).toEqual({ units: 123456789012399n, dp: 2 });
  });

  it('leaves everything else to the general parser', () => {
    for (const x of [
      '12',
      '12.5',
      '12.500',
      '1e3',
      '1.5e3',
      '+12.50',
      ' 12.50',
      '12.50 ',
      '\t-3.10\n',
      '-',
      '-.50',
      '.50',
      '12a.50',
      '1.2.34',
      '12.5a',
      '--1.00',
      '12345678901234.56',
      '-99999999999999.99',
    ]) {
      expect(readTwoDecimals(x), x).toBeUndefined();
    }
  });

  it('reads every input as the parser before it did', () => {
    const inputs: (MoneyInput | null | undefined)[] = [
      undefined,
      null,
      '',
      '12.50',
      '-0.50',
      '-0.00',
      '12',
      '12.5',
      '12.500',
      '900.045',
      '1e3',
      '1.5e3',
      '+12.50',
      '+5',
      ' 12.50',
      '12.50 ',
      '\t-3.10\n',
      '00012.05',
      '1234567890123.99',
      '12345678901234.56',
      '-99999999999999.99',
      '123456789012345678901234.25',
      12,
      12.5,
      -0.5,
      0,
      1e21,
      toMoney('3.10'),
    ];
    for (const x of inputs) expect(readAmount(x), String(x)).toEqual(readAmountBefore(x));
    const outcome = (read: (x: string) => Scaled, x: string) => {
      try {
        return read(x);
      } catch (e) {
        return (e as Error).message;
      }
    };
    for (const x of ['-', '-.50', '.50', '12a.50', '1.2.34', 'abc']) {
      expect(outcome(readAmount, x), x).toEqual(outcome(readAmountBefore, x));
    }
  });

  it('agrees with the parser before it on many random amounts', () => {
    let seed = 32;
    const next = (n: number) => {
      seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648;
      return seed % n;
    };
    for (let i = 0; i < 5_000; i++) {
      const whole = String(next(10 ** (1 + next(9)))).padStart(1 + next(3), '0');
      const text = `${next(4) === 0 ? '-' : ''}${whole}.${String(next(100)).padStart(2, '0')}`;
      expect(readAmount(text), text).toEqual(readAmountBefore(text));
    }
  });
});

describe('document numbers: one reading gives the cleaned number and the normal form', () => {
  const dates = [undefined, '2023-12-11', '2024-11-05', '2025-03-31', '2025-04-01', '2025-10-17'];

  it('gives what the regular expressions gave, on written examples', () => {
    const numbers = [
      '',
      '   ',
      '0',
      '00',
      '  0000 ',
      '000 ABC',
      '00-12',
      '0/0/0',
      'INV/2024-25/0012',
      'inv-12',
      'INV0012',
      '12/24-25',
      'FY2024-2025/INV/12',
      'fy24-25/inv/12',
      '2024-25',
      '123-245',
      'BILL-23-00001',
      'BILL-23-00040',
      '0012/2023-24',
      'inv 2023/24 7',
      'KXT/2025-26/00417',
      'kxt-417',
      'KXT-0417/25-26',
      'FY25-26/KXT/417',
      'KXT000417',
      'a.b,c;d__e',
      'A1B2C3',
      '007ABC',
      'ABC007 00',
      'INV\u00a012',
      'ＩＮＶ/００１２',
      'Rechnung-ß-12',
      'बिल-१२/2024-25',
      'x\u2028y',
      '12\n34',
    ];
    for (const n of numbers) {
      for (const d of dates) {
        const fy = d === undefined ? undefined : financialYearStart(d);
        expect(documentNumberForms(n, fy), `${JSON.stringify(n)} ${d}`).toEqual(formsBefore(n, d));
      }
    }
  });

  it('gives what the regular expressions gave, on many random numbers', () => {
    const alphabet = ['0', '0', '1', '2', '4', '5', '9', 'a', 'K', 'x', 'F', 'Y', 'FY', '-', '/'];
    const more = ['.', ' ', '_', '#', '\t', '24-25', '2024-25', '2025-26', '25-26', 'é', '１', '²'];
    let seed = 7;
    const next = (n: number) => {
      seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648;
      return seed % n;
    };
    for (let i = 0; i < 20_000; i++) {
      const pool = next(5) === 0 ? [...alphabet, ...more] : [...alphabet, ...more.slice(0, 10)];
      let n = '';
      for (let k = next(14); k > 0; k--) n += pool[next(pool.length)];
      const d = dates[next(dates.length)];
      const fy = d === undefined ? undefined : financialYearStart(d);
      expect(documentNumberForms(n, fy), `${JSON.stringify(n)} ${d}`).toEqual(formsBefore(n, d));
    }
  });
});
