import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  GSTIN_ERRORS,
  ZGstin,
  ZOptionalGstin,
  gstinCategory,
  gstinCheckCharacter,
  gstinStateCode,
  isValidGstin,
  validateGstin,
} from '../src';

describe('gstinCheckCharacter', () => {
  it('reproduces the worked example of gst-domain.md §1.2', () => {
    expect(gstinCheckCharacter('27ABCPK1234L1Z')).toBe('S');
  });

  it('gives the expected characters for the failing examples of §1.2', () => {
    expect(gstinCheckCharacter('27ABCPK1243L1Z')).toBe('R');
    expect(gstinCheckCharacter('29AAFCA7488L1Z')).toBe('W');
  });

  it('is case-insensitive and rejects bad input', () => {
    expect(gstinCheckCharacter('27abcpk1234l1z')).toBe('S');
    expect(() => gstinCheckCharacter('27ABCPK1234L1')).toThrow(RangeError);
    expect(() => gstinCheckCharacter('27ABCPK1234L1-')).toThrow(RangeError);
  });

  it('can produce a 0 check value (S mod 36 = 0)', () => {
    // Brute force a body whose check character is '0' to exercise the final "mod 36".
    const body = Array.from(
      { length: 36 },
      (_, i) => `27ABCPK1234L${'0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ'[i]}Z`,
    ).find((b) => gstinCheckCharacter(b) === '0');
    expect(body).toBeDefined();
  });
});

describe('validateGstin: table of §1.2', () => {
  it.each([
    '27ABCPK1234L1ZS',
    '24AAHFS5678Q1ZA',
    '33AADCR4321M2ZF',
    '27AAPFU0939F1ZV',
    '24AANFA2641L1ZF',
    '29AABCR1718E1ZL',
  ])('%s is valid', (gstin) => {
    expect(validateGstin(gstin)).toEqual({ ok: true, gstin });
    expect(isValidGstin(gstin)).toBe(true);
  });

  it.each([
    ['27ABCPK1234L1ZX', 'wrong check character'],
    ['27ABCPK1243L1ZS', 'swapped digits'],
    ['29AAFCA7488L1Z0', 'transporter ID'],
  ])('%s is invalid (%s)', (gstin) => {
    expect(validateGstin(gstin)).toEqual({ ok: false, error: GSTIN_ERRORS.checkCharacter });
  });

  it('rejects the NIC sandbox GSTIN 37ARZPT4384Q1MT', () => {
    // Its 14th character M fits no category, so the format check fires first; the checksum
    // would fail too.
    expect(validateGstin('37ARZPT4384Q1MT')).toEqual({ ok: false, error: GSTIN_ERRORS.format });
    expect(gstinCheckCharacter('37ARZPT4384Q1M')).not.toBe('T');
  });
});

describe('validateGstin: normalisation and messages', () => {
  it('trims and upper-cases', () => {
    expect(validateGstin('  27abcpk1234l1zs \n')).toEqual({ ok: true, gstin: '27ABCPK1234L1ZS' });
  });

  it('has distinct English messages', () => {
    expect(GSTIN_ERRORS.length).toBe('GSTIN must be 15 characters');
    expect(GSTIN_ERRORS.checkCharacter).toBe('GSTIN check character is wrong');
    expect(new Set(Object.values(GSTIN_ERRORS)).size).toBe(4);
  });

  it.each(['', '27ABCPK1234L1Z', '27ABCPK1234L1ZSS', '27 ABCPK1234L1ZS'])('length: %j', (input) => {
    expect(validateGstin(input)).toEqual({ ok: false, error: GSTIN_ERRORS.length });
  });

  it.each([
    '27ABCP11234L1ZS', // digit inside the PAN letters
    'A7ABCPK1234L1ZS', // letter in the state code
    '27ABCPK1234L0ZS', // entity number 0
    '27ABCPK1234L1KS', // 14th character K is not a known marker
    '27ABCPK1234L1Z-', // punctuation
    '27ABCPK1234L1ZÉ', // non-ASCII
  ])('format: %s', (input) => {
    expect(validateGstin(input)).toEqual({ ok: false, error: GSTIN_ERRORS.format });
  });

  it('unknown state code is reported before the checksum', () => {
    const body = '00ABCPK1234L1Z';
    expect(validateGstin(body + gstinCheckCharacter(body))).toEqual({
      ok: false,
      error: GSTIN_ERRORS.stateCode,
    });
    const body40 = '40ABCPK1234L1Z';
    expect(validateGstin(body40 + gstinCheckCharacter(body40)).ok).toBe(false);
  });

  it('accepts the new state codes python-stdnum rejects (38, 97, 99) with a correct checksum', () => {
    for (const state of ['38', '97', '99']) {
      const body = `${state}ABCPK1234L1Z`;
      expect(validateGstin(body + gstinCheckCharacter(body)).ok).toBe(true);
    }
  });
});

describe('special registration patterns (§1.4)', () => {
  const withCheck = (body: string) => body + gstinCheckCharacter(body);

  it.each([
    ['normal', '27ABCPK1234L1Z'],
    ['normal', '27ABCPK1234LA1'], // 14th character may be 1-9, A, B, D-J
    ['government', '07ABCD12347E1Z'], // the pattern needs a digit check character
    ['uin', '0717UNO00157UN'],
    ['uin', '0717UNO00157ON'],
    ['nri', '2717ABC12345NR'],
    ['oidar', '9917SGP29001OS'],
    ['tds', '19CALK01234A1D'],
    ['tcs', '29AABCF8078M1C'],
  ])('%s: %s', (category, body) => {
    const gstin = withCheck(body);
    expect(validateGstin(gstin)).toEqual({ ok: true, gstin });
    if (category !== 'normal' || !body.endsWith('D')) expect(gstinCategory(gstin)).toBe(category);
  });

  it('rejects a valid-looking OIDAR number that does not start with 99', () => {
    expect(validateGstin(withCheck('2717SGP29001OS')).ok).toBe(false);
  });

  it('classifies nothing for garbage', () => {
    expect(gstinCategory('HELLO')).toBeUndefined();
  });
});

describe('gstinStateCode', () => {
  it('reads the first two digits', () => {
    expect(gstinStateCode('27ABCPK1234L1ZS')).toBe(27);
    expect(gstinStateCode(' 07abcd12345e1z0')).toBe(7);
    expect(gstinStateCode('AB')).toBeUndefined();
    expect(gstinStateCode('')).toBeUndefined();
  });
});

describe('ZGstin / ZOptionalGstin', () => {
  it('normalises on parse', () => {
    expect(ZGstin.parse(' 24aahfs5678q1za ')).toBe('24AAHFS5678Q1ZA');
  });

  it('surfaces the validateGstin message', () => {
    const short = ZGstin.safeParse('27ABC');
    expect(short.error?.issues[0]?.message).toBe('GSTIN must be 15 characters');
    const wrong = ZGstin.safeParse('27ABCPK1234L1ZX');
    expect(wrong.error?.issues[0]?.message).toBe('GSTIN check character is wrong');
    expect(ZGstin.safeParse(27).success).toBe(false);
    expect(ZGstin.safeParse('').success).toBe(false);
  });

  it('treats empty, blank, null and undefined as absent', () => {
    expect(ZOptionalGstin.parse('')).toBeUndefined();
    expect(ZOptionalGstin.parse('   ')).toBeUndefined();
    expect(ZOptionalGstin.parse(null)).toBeUndefined();
    expect(ZOptionalGstin.parse(undefined)).toBeUndefined();
    expect(ZOptionalGstin.parse('27abcpk1234l1zs')).toBe('27ABCPK1234L1ZS');
    expect(ZOptionalGstin.safeParse('27ABCPK1234L1ZX').error?.issues[0]?.message).toBe(
      'GSTIN check character is wrong',
    );
  });

  it('works as an optional object key', () => {
    const schema = z.object({ gstin: ZOptionalGstin });
    expect(schema.parse({})).toEqual({ gstin: undefined });
    expect(schema.parse({ gstin: '' })).toEqual({ gstin: undefined });
    expect(schema.safeParse({ gstin: 'nope' }).success).toBe(false);
  });
});
