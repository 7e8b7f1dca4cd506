import { describe, expect, it } from 'vitest';
import {
  INVOICE_NUMBER_MAX_LENGTH,
  NUMBERING_TOKENS,
  numberingCode,
  previewNumbering,
  renderNumbering,
  unknownNumberingTokens,
  validateInvoiceNumber,
  validateInvoiceTemplate,
  validateQuoteTemplate,
} from '../src';

const render = (template: string, date: string, number = 7) =>
  renderNumbering(template, { number, date, clientCode: 'CLT', invoiceType: 'TAX', prefix: 'A' });

describe('renderNumbering: every token', () => {
  // 21 Nov 2026: financial year 2026-27.
  it.each([
    ['{number}', '7'],
    ['{number:3}', '007'],
    ['{year}', '2026'],
    ['{yearShort}', '26'],
    ['{nextYear}', '2027'],
    ['{nextYearShort}', '27'],
    ['{fiscalYear}', '26-27'],
    ['{financialYear}', '2026-27'],
    ['{financialYearShort}', '26-27'],
    ['{financialStartYear}', '2026'],
    ['{financialStartYearShort}', '26'],
    ['{financialEndYear}', '2027'],
    ['{financialEndYearShort}', '27'],
    ['{month}', '11'],
    ['{day}', '21'],
    ['{yearMonth}', '202611'],
    ['{yearMonthDay}', '20261121'],
    ['{fullDate}', '2026-11-21'],
    ['{clientCode}', 'CLT'],
    ['{invoiceType}', 'TAX'],
    ['{prefix}', 'A'],
  ])('%s on 2026-11-21 is %s', (template, expected) => {
    expect(render(template, '2026-11-21')).toBe(expected);
  });

  it('covers the documented token list exactly', () => {
    const tested = NUMBERING_TOKENS.filter((t) => t !== 'number:N').map((t) => `{${t}}`);
    for (const token of tested) expect(render(token, '2026-11-21')).not.toBe(token);
    expect(NUMBERING_TOKENS).toHaveLength(21);
  });

  it("renders the spec's example template", () => {
    expect(render('TAX-{number:3}/{fiscalYear}', '2024-06-15')).toBe('TAX-007/24-25');
  });

  it('combines tokens and literal text', () => {
    expect(
      render('{prefix}{invoiceType}/{clientCode}-{yearShort}{month}/{number:4}', '2026-01-05'),
    ).toBe('ATAX/CLT-2601/0007');
  });
});

describe('financial year edges (April start, Indian dates)', () => {
  const fyTokens =
    '{fiscalYear}|{financialYear}|{financialStartYear}|{financialStartYearShort}|{financialEndYear}|{financialEndYearShort}';

  it('31 March belongs to the financial year that started the April before', () => {
    expect(render(fyTokens, '2025-03-31')).toBe('24-25|2024-25|2024|24|2025|25');
    expect(render('{year}|{month}|{day}', '2025-03-31')).toBe('2025|03|31');
  });

  it('1 April starts a new financial year', () => {
    expect(render(fyTokens, '2025-04-01')).toBe('25-26|2025-26|2025|25|2026|26');
    expect(render('{year}|{month}|{day}', '2025-04-01')).toBe('2025|04|01');
  });

  it('31 December and 1 January change the calendar year but not the financial year', () => {
    expect(render(`{year}|{yearShort}|{nextYear}|{nextYearShort}|${fyTokens}`, '2025-12-31')).toBe(
      '2025|25|2026|26|25-26|2025-26|2025|25|2026|26',
    );
    expect(render(`{year}|{yearShort}|{nextYear}|{nextYearShort}|${fyTokens}`, '2026-01-01')).toBe(
      '2026|26|2027|27|25-26|2025-26|2025|25|2026|26',
    );
    expect(render('{yearMonth}|{yearMonthDay}|{fullDate}', '2025-12-31')).toBe(
      '202512|20251231|2025-12-31',
    );
    expect(render('{yearMonth}|{yearMonthDay}|{fullDate}', '2026-01-01')).toBe(
      '202601|20260101|2026-01-01',
    );
  });

  it('uses the date in India, not UTC: 31 March 20:00 UTC is already 1 April', () => {
    const instant = new Date('2025-03-31T20:00:00Z');
    expect(renderNumbering('{fiscalYear}/{fullDate}', { number: 1, date: instant })).toBe(
      '25-26/2025-04-01',
    );
    const beforeMidnight = new Date('2025-03-31T18:29:59Z');
    expect(renderNumbering('{fiscalYear}/{fullDate}', { number: 1, date: beforeMidnight })).toBe(
      '24-25/2025-03-31',
    );
    // 31 Dec 19:00 UTC is 1 Jan 00:30 in India.
    expect(
      renderNumbering('{year}/{nextYearShort}', {
        number: 1,
        date: new Date('2025-12-31T19:00:00Z'),
      }),
    ).toBe('2026/27');
  });

  it('wraps two-digit years at the century', () => {
    expect(render('{yearShort}|{nextYearShort}|{fiscalYear}', '2099-12-31')).toBe('99|00|99-00');
    expect(render('{fiscalYear}', '2100-03-31')).toBe('99-00');
  });
});

describe('number:N padding', () => {
  it.each([
    ['{number:1}', 7, '7'],
    ['{number:3}', 7, '007'],
    ['{number:4}', 42, '0042'],
    ['{number:6}', 7, '000007'],
    ['{number:3}', 1234, '1234'], // never truncated
    ['{number:0}', 7, '7'],
    ['{number}', 0, '0'],
    ['{number:12}', 5, '000000000005'],
  ])('%s with %i is %s', (template, number, expected) => {
    expect(renderNumbering(template, { number, date: '2026-05-01' })).toBe(expected);
  });

  it('refuses a negative or fractional number', () => {
    expect(() => renderNumbering('{number}', { number: -1, date: '2026-05-01' })).toThrow(
      RangeError,
    );
    expect(() => renderNumbering('{number}', { number: 1.5, date: '2026-05-01' })).toThrow(
      RangeError,
    );
  });
});

describe('unknown tokens stay as written', () => {
  it.each([
    ['{foo}', '{foo}'],
    ['{Number}', '{Number}'],
    ['{number:}', '{number:}'],
    ['{number:abc}', '{number:abc}'],
    ['{number:123}', '{number:123}'],
    ['{ year }', '{ year }'],
    ['{}', '{}'],
    ['INV-{number}-{unknown}', 'INV-7-{unknown}'],
    ['{year', '{year'],
    ['year}', 'year}'],
    ['{{year}}', '{2026}'],
  ])('%s renders as %s', (template, expected) => {
    expect(render(template, '2026-11-21')).toBe(expected);
  });

  it('lists them', () => {
    expect(unknownNumberingTokens('A{foo}{number}{Bar}{year}')).toEqual(['{foo}', '{Bar}']);
  });

  it('renders missing codes as empty text', () => {
    expect(
      renderNumbering('{prefix}{clientCode}{invoiceType}{number}', {
        number: 3,
        date: '2026-05-01',
      }),
    ).toBe('3');
  });
});

describe('previewNumbering', () => {
  it("uses the spec's sample: number 7, client code CLT, type TAX, prefix A", () => {
    expect(previewNumbering('{prefix}/{invoiceType}/{clientCode}/{number:3}', '2026-04-01')).toBe(
      'A/TAX/CLT/007',
    );
  });
});

describe('numberingCode', () => {
  it('keeps upper-case letters and digits, cut to the limit', () => {
    expect(numberingCode('Acme solar & co', 'clientCode')).toBe('ACME');
    expect(numberingCode('a-1', 'prefix')).toBe('A1');
  });
});

describe('validateInvoiceNumber (CGST Rule 46(b))', () => {
  it.each(['SS/25-26/0001', 'A', 'INV-2026-000001', '1234567890123456'])('accepts %s', (n) => {
    expect(validateInvoiceNumber(n)).toEqual({ ok: true });
  });
  it.each(['', '/0001', '-1', 'INV 1', 'INV_1', 'INV#1', '12345678901234567', 'ÀB1'])(
    'refuses %s',
    (n) => {
      expect(validateInvoiceNumber(n).ok).toBe(false);
    },
  );
});

describe('validateInvoiceTemplate', () => {
  it.each([
    'TAX-{number:3}/{fiscalYear}',
    'INV/{fiscalYear}/{number:4}',
    'T{prefix}{invoiceType}/{number:6}',
    'SS/{fiscalYear}/{number}',
    '{number}',
    '{year}{month}{number:6}',
  ])('accepts %s', (template) => {
    expect(validateInvoiceTemplate(template)).toEqual({ ok: true });
  });

  it('checks the worst case, a 6-digit number, and cites the rule', () => {
    // INV/2026-27/999999 is 18 characters even though INV/2026-27/0007 is 16.
    const result = validateInvoiceTemplate('INV/{financialYear}/{number:4}');
    expect(result.ok).toBe(false);
    if (!result.ok) {
      expect(result.error).toContain('18-character');
      expect(result.error).toContain('CGST Rule 46(b)');
      expect(result.error).toContain(`at most ${INVOICE_NUMBER_MAX_LENGTH} characters`);
    }
  });

  it('counts the longest codes', () => {
    // 4+4+4 letters, '/', 6 digits = 19.
    expect(validateInvoiceTemplate('{prefix}{invoiceType}{clientCode}/{number}').ok).toBe(false);
  });

  it.each([
    ['INV {number}', 'a space'],
    ['INV_{number}', "'_'"],
    ['INV#{number}', "'#'"],
    ['INV.{number}', "'.'"],
  ])('refuses %s naming %s', (template, named) => {
    const result = validateInvoiceTemplate(template);
    expect(result.ok).toBe(false);
    if (!result.ok) {
      expect(result.error).toContain(named);
      expect(result.error).toContain('CGST Rule 46(b)');
    }
  });

  it('refuses a first character that is not a letter or digit, also when a code is empty', () => {
    expect(validateInvoiceTemplate('/{number}').ok).toBe(false);
    expect(validateInvoiceTemplate('-{number}').ok).toBe(false);
    expect(validateInvoiceTemplate('{prefix}/{number}').ok).toBe(false);
  });

  it.each([
    ['{number:4}/{fiscalYear}', '0001/'],
    ['{month}{year}{number}', '01'],
    ['{day}-{number}', '01-'],
    ['0{number}', '01'],
    ['{prefix}{number:3}', '001'], // when the prefix is empty
    ['{nextYearShort}{number}', '00'], // in 2099
  ])('refuses %s, which can start with 0 (e-invoice DocDtls.No)', (template, start) => {
    const result = validateInvoiceTemplate(template);
    expect(result.ok).toBe(false);
    if (!result.ok) {
      expect(result.error).toContain("can start with '0'");
      expect(result.error).toContain(`'${start}`);
      expect(result.error).toContain('e-invoice schema');
    }
  });

  it.each(['{number}', '{year}{month}{number:6}', 'INV{number:4}', '{yearShort}/{number:4}'])(
    'accepts %s: it never starts with 0',
    (template) => {
      expect(validateInvoiceTemplate(template)).toEqual({ ok: true });
    },
  );

  it('refuses unknown tokens, naming them', () => {
    const result = validateInvoiceTemplate('INV/{numbr}/{number}');
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.error).toContain('{numbr}');
  });

  it('refuses a template without a number, or empty', () => {
    expect(validateInvoiceTemplate('INV/{fiscalYear}').ok).toBe(false);
    expect(validateInvoiceTemplate('').ok).toBe(false);
    expect(validateInvoiceTemplate('   ').ok).toBe(false);
  });
});

describe('validateQuoteTemplate', () => {
  it('accepts what Rule 46 would refuse, since quotes are not tax invoices', () => {
    expect(validateQuoteTemplate('QT/{financialYear}/{number:4}')).toEqual({ ok: true });
    expect(validateQuoteTemplate('Quote #{number} {fullDate}')).toEqual({ ok: true });
  });
  it('still needs a number, no control characters and a sane length', () => {
    expect(validateQuoteTemplate('QT/{fiscalYear}').ok).toBe(false);
    expect(validateQuoteTemplate('QT\n{number}').ok).toBe(false);
    expect(validateQuoteTemplate(`${'Q'.repeat(40)}{number}`).ok).toBe(false);
  });
});
