import { describe, expect, it } from 'vitest';
import {
  documentDate,
  filterDate,
  sortInput,
  ZEmail,
  ZFilterDate,
  ZId,
  ZMoney,
  ZPageInput,
  ZPassword,
  ZPhone,
} from '../src';

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

  it('refuses a sort (lists that sort add their own columns) and unknown keys, naming them', () => {
    const sorted = ZPageInput.safeParse({ sort: { field: 'invoiceDate', dir: 'desc' } });
    expect(sorted.error?.issues[0]?.message).toBe('Unrecognized key: "sort"');
    const extra = ZPageInput.safeParse({ page: 1, sortBy: 'name', _: '1' });
    expect(extra.error?.issues[0]?.message).toBe('Unrecognized keys: "sortBy", "_"');
  });
});

describe('sortInput', () => {
  const ZSort = sortInput(['name', 'createdAt']);

  it('takes a known column and direction', () => {
    expect(ZSort.parse({ field: 'name', dir: 'asc' })).toEqual({ field: 'name', dir: 'asc' });
  });

  it('names an unknown column, direction or key', () => {
    expect(ZSort.safeParse({ field: 'passwordHash', dir: 'asc' }).error?.issues[0]?.message).toBe(
      'Cannot sort by "passwordHash"; sort by one of name, createdAt',
    );
    expect(ZSort.safeParse({ field: 'name', dir: 'up' }).error?.issues[0]?.message).toBe(
      'Sort direction "up" must be asc or desc',
    );
    expect(
      ZSort.safeParse({ field: 'name', dir: 'asc', nulls: 'last' }).error?.issues[0]?.message,
    ).toBe('Unrecognized key: "nulls"');
  });
});

describe('dates', () => {
  const invoiceDate = documentDate('Invoice date');

  it.each(['2017-07-01', '2024-02-29', '2099-12-31'])('a document date takes %s', (d) => {
    expect(invoiceDate.parse(d)).toBe(d);
  });

  it.each([
    ['0001-01-01', 'Invoice date 0001-01-01 is before 1 July 2017, when GST began'],
    ['2017-06-30', 'Invoice date 2017-06-30 is before 1 July 2017, when GST began'],
    ['1969-12-31', 'Invoice date 1969-12-31 is before 1 July 2017, when GST began'],
    [
      '9999-12-31',
      'Invoice date 9999-12-31 is after 31 December 2099; use a date from 2017-07-01 to 2099-12-31',
    ],
    ['2024-02-30', 'Invoice date 2024-02-30 is not a real date'],
    ['2023-02-29', 'Invoice date 2023-02-29 is not a real date'],
    ['0000-01-01', 'Invoice date 0000-01-01 is before 1 July 2017, when GST began'],
    ['+275760-09-13', 'Invoice date must be a date in YYYY-MM-DD form'],
    ['', 'Invoice date must be a date in YYYY-MM-DD form'],
    ['2024-1-5', 'Invoice date must be a date in YYYY-MM-DD form'],
  ])('a document date refuses %j with one clear message', (d, message) => {
    const issues = invoiceDate.safeParse(d).error?.issues ?? [];
    expect(issues.map((i) => i.message)).toEqual([message]);
  });

  it('a document date refuses what is not text', () => {
    expect(invoiceDate.safeParse(20240101).success).toBe(false);
    expect(invoiceDate.safeParse(null).success).toBe(false);
  });

  it('a filter date runs from 2000-01-01 to 2099-12-31', () => {
    expect(ZFilterDate.parse('2000-01-01')).toBe('2000-01-01');
    expect(ZFilterDate.parse(' 2010-05-06 ')).toBe('2010-05-06');
    expect(ZFilterDate.safeParse('1999-12-31').error?.issues[0]?.message).toBe(
      'Date 1999-12-31 is before 1 January 2000; use a date from 2000-01-01 to 2099-12-31',
    );
    expect(filterDate('from').safeParse('2100-01-01').error?.issues[0]?.message).toBe(
      'from 2100-01-01 is after 31 December 2099; use a date from 2000-01-01 to 2099-12-31',
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

describe('error text that names what the caller sent stays short', () => {
  it('names the first five unknown keys and counts the rest (a string spread into an object)', async () => {
    const { issueText } = await import('../src/contracts/common');
    const { z } = await import('zod');
    const result = z
      .strictObject({ id: z.string() })
      .safeParse({ id: 'x', ...'abcdefgh'.split('') });
    expect(result.success).toBe(false);
    const text = issueText(result.error!.issues[0]!);
    expect(text).toBe('Unrecognized keys: "0", "1", "2", "3", "4" and 3 more');
  });

  it('quotes a long value at most 40 characters', async () => {
    const { quoted } = await import('../src/contracts/common');
    expect(quoted('9'.repeat(2000))).toHaveLength(40);
    expect(quoted('asc')).toBe('"asc"');
  });
});
