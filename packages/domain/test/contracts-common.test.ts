import { describe, expect, it } from 'vitest';
import { ZEmail, ZId, ZMoney, ZPageInput, ZPassword, ZPhone } from '../src';

const firstMessage = (r: { success: boolean; error?: { issues: Array<{ message: string }> } }) =>
  r.error?.issues[0]?.message;

describe('ZId', () => {
  it('accepts UUIDs and rejects other strings', () => {
    expect(ZId.parse('3f2504e0-4f89-41d3-9a0c-0305e82c3301')).toBe(
      '3f2504e0-4f89-41d3-9a0c-0305e82c3301',
    );
    expect(ZId.safeParse('not-a-uuid').success).toBe(false);
    expect(ZId.safeParse('3f2504e0-4f89-41d3-9a0c-0305e82c330').success).toBe(false);
    expect(ZId.safeParse(42).success).toBe(false);
  });
});

describe('ZPageInput', () => {
  it('applies defaults', () => {
    expect(ZPageInput.parse({})).toEqual({ page: 1, pageSize: 5, search: undefined });
  });

  it('accepts numbers or query-string text', () => {
    expect(ZPageInput.parse({ page: '3', pageSize: '50' })).toMatchObject({
      page: 3,
      pageSize: 50,
    });
    expect(ZPageInput.parse({ page: 2, pageSize: 1000 })).toMatchObject({
      page: 2,
      pageSize: 1000,
    });
  });

  it.each([
    { page: 0 },
    { page: -1 },
    { page: 1.5 },
    { page: 'x' },
    { pageSize: 7 },
    { pageSize: 0 },
    { pageSize: 2000 },
  ])('rejects %j', (input) => {
    expect(ZPageInput.safeParse(input).success).toBe(false);
  });

  it('trims search, drops it when blank and caps it at 200', () => {
    expect(ZPageInput.parse({ search: '  solar  ' }).search).toBe('solar');
    expect(ZPageInput.parse({ search: '   ' }).search).toBeUndefined();
    expect(ZPageInput.safeParse({ search: 'x'.repeat(201) }).success).toBe(false);
    expect(ZPageInput.safeParse({ search: 'x'.repeat(200) }).success).toBe(true);
  });

  it('validates sort', () => {
    expect(ZPageInput.parse({ sort: { field: 'invoiceDate', dir: 'desc' } }).sort).toEqual({
      field: 'invoiceDate',
      dir: 'desc',
    });
    expect(ZPageInput.safeParse({ sort: { field: 'x', dir: 'up' } }).success).toBe(false);
    expect(ZPageInput.safeParse({ sort: { field: 'x'.repeat(65), dir: 'asc' } }).success).toBe(
      false,
    );
  });
});

describe('ZEmail', () => {
  it('trims and lower-cases', () => {
    expect(ZEmail.parse('  Owner@Example.IN ')).toBe('owner@example.in');
  });

  it.each(['', 'owner', 'owner@', '@example.in', 'a b@example.in', `${'a'.repeat(250)}@x.in`, 5])(
    'rejects %j',
    (input) => {
      const r = ZEmail.safeParse(input);
      expect(r.success).toBe(false);
      expect(firstMessage(r)).toBe('Enter a valid email address');
    },
  );
});

describe('ZPassword', () => {
  it('needs 8 to 200 characters and keeps spaces', () => {
    expect(ZPassword.parse(' pass word ')).toBe(' pass word ');
    expect(firstMessage(ZPassword.safeParse('short'))).toBe(
      'Password must be at least 8 characters',
    );
    expect(ZPassword.safeParse('x'.repeat(200)).success).toBe(true);
    expect(ZPassword.safeParse('x'.repeat(201)).success).toBe(false);
  });
});

describe('ZPhone', () => {
  it.each([
    ['9876543210', '9876543210'],
    ['+919876543210', '9876543210'],
    ['+91 98765 43210', '9876543210'],
    ['+91-98765-43210', '9876543210'],
    ['919876543210', '9876543210'],
    ['09876543210', '9876543210'],
    [' 033 2234 5678 ', '3322345678'],
  ])('%j → %s', (input, expected) => {
    expect(ZPhone.parse(input)).toBe(expected);
  });

  it.each([
    '',
    '12345',
    '98765432101',
    '+9198765432',
    '+1 9876543210',
    '0000000000',
    'phone',
    '98765x3210',
  ])('rejects %j', (input) => {
    const r = ZPhone.safeParse(input);
    expect(r.success).toBe(false);
    expect(firstMessage(r)).toBe('Enter a valid 10-digit phone number');
  });
});

describe('ZMoney', () => {
  it.each([
    [0, '0.00'],
    [-0, '0.00'],
    [19.99, '19.99'],
    [105000, '105000.00'],
    ['105000', '105000.00'],
    [' 12.5 ', '12.50'],
    ['12.500', '12.50'],
    ['999999999999.99', '999999999999.99'],
    [999999999999.99, '999999999999.99'],
  ])('%j → %s', (input, expected) => {
    expect(ZMoney.parse(input)).toBe(expected);
  });

  it.each([
    -1,
    '-1',
    0.1 + 0.2,
    1.005,
    '1.005',
    '1e3',
    '1,000',
    '',
    'abc',
    '.5',
    '1000000000000',
    1e12,
    Number.NaN,
    Number.POSITIVE_INFINITY,
    null,
    true,
  ])('rejects %j', (input) => {
    const r = ZMoney.safeParse(input);
    expect(r.success).toBe(false);
    expect(firstMessage(r)).toBe('Enter a valid amount');
  });
});
