import { describe, expect, it } from 'vitest';
import {
  goodsRatesOn,
  INVOICE_COPY_LABELS,
  isNotifiedGstRate,
  NOTIFIED_GST_RATES,
  rule46RecipientIssues,
  validateCustomerGstinState,
  validateGstRate,
  validateHsn,
  validateInvoiceDate,
  ZERO_RATED_ENDORSEMENTS,
} from '../src';

describe('validateHsn', () => {
  it.each([
    ['8541', '8541'],
    ['854143', '854143'],
    ['85414300', '85414300'],
    ['8541 43 00', '85414300'],
  ])('accepts %s', (code, hsn) => {
    expect(validateHsn(code)).toEqual({ ok: true, hsn });
  });
  it.each([
    ['', 'HSN code is required'],
    ['85A1', 'HSN code must contain digits only'],
    ['8541-43', 'HSN code must contain digits only'],
    ['854', 'HSN code must be 4, 6 or 8 digits long (got 3)'],
    ['85414', 'HSN code must be 4, 6 or 8 digits long (got 5)'],
    ['854143001', 'HSN code must be 4, 6 or 8 digits long (got 9)'],
  ])('refuses %j: %s', (code, error) => {
    expect(validateHsn(code)).toEqual({ ok: false, field: 'hsn', error });
  });
  it('applies the shop minimum (6 digits above ₹5 crore turnover)', () => {
    const result = validateHsn('8541', { minDigits: 6 });
    expect(result).toMatchObject({ ok: false, field: 'hsn' });
    if (!result.ok) expect(result.error).toContain('at least 6 digits');
    expect(validateHsn('85414300', { minDigits: 6 }).ok).toBe(true);
    expect(validateHsn('85414300', { minDigits: 8 }).ok).toBe(true);
  });
});

describe('GST rates', () => {
  it('the one list', () => {
    expect(NOTIFIED_GST_RATES).toEqual([0, 0.1, 0.25, 1.5, 3, 5, 6, 7.5, 12, 18, 28, 40]);
  });
  it.each([0, '0.10', 0.25, '1.5', 3, 5, 6, 7.5, '12', 18, '28.00', 40])('accepts %s', (rate) => {
    expect(validateGstRate(rate)).toEqual({ ok: true });
    expect(isNotifiedGstRate(rate)).toBe(true);
  });
  it.each([
    [13.8, 'GST rate 13.8 % is not a notified GST rate'],
    ['8.9', 'GST rate 8.9 % is not a notified GST rate'],
    [2.5, 'GST rate 2.5 % is not a notified GST rate'], // the CGST half, not a rate
    ['abc', 'GST rate must be a number, e.g. 18'],
    ['', 'GST rate is required'],
    [null, 'GST rate is required'],
  ])('refuses %j', (rate, error) => {
    const result = validateGstRate(rate);
    expect(result).toMatchObject({ ok: false, field: 'gstRate' });
    if (!result.ok) expect(result.error).toContain(error);
  });
  it('40 % only from 22 Sep 2025; old rates stay valid for old documents', () => {
    expect(validateGstRate(40, { documentDate: '2025-09-22' }).ok).toBe(true);
    const early = validateGstRate(40, { documentDate: '2025-09-21' });
    expect(early.ok).toBe(false);
    if (!early.ok) expect(early.error).toContain('from 22 Sep 2025');
    expect(validateGstRate(12, { documentDate: '2025-09-21' }).ok).toBe(true);
    expect(validateGstRate(12, { documentDate: '2026-01-10' }).ok).toBe(true); // e.g. a credit note
  });
  it('offers the goods slabs of the date', () => {
    expect(goodsRatesOn('2026-01-10')).toEqual([0, 0.1, 0.25, 1.5, 3, 5, 18, 28, 40]);
    expect(goodsRatesOn('2025-09-21')).toEqual([0, 0.1, 0.25, 1.5, 3, 5, 6, 7.5, 12, 18, 28]);
  });
});

describe('validateCustomerGstinState', () => {
  it('accepts a matching state, and no GSTIN at all', () => {
    expect(validateCustomerGstinState({ gstin: '27ABCPK1234L1ZS', stateCode: 27 })).toEqual({
      ok: true,
    });
    expect(validateCustomerGstinState({ gstin: '', stateCode: 96 })).toEqual({ ok: true });
    expect(validateCustomerGstinState({ stateCode: 19 })).toEqual({ ok: true });
  });
  it('names the field and both states on a mismatch', () => {
    expect(validateCustomerGstinState({ gstin: '27ABCPK1234L1ZS', stateCode: 19 })).toEqual({
      ok: false,
      field: 'stateCode',
      error:
        'State 19 - West Bengal does not match the GSTIN, which was issued in 27 - Maharashtra (its first two digits)',
    });
  });
  it('a customer abroad (96) has no GSTIN', () => {
    expect(validateCustomerGstinState({ gstin: '27ABCPK1234L1ZS', stateCode: 96 })).toMatchObject({
      ok: false,
      field: 'gstin',
    });
  });
  it('97 Other Territory matches like a state', () => {
    expect(validateCustomerGstinState({ gstin: '97AAAAA0000A1Z5', stateCode: 97 }).ok).toBe(true);
    expect(validateCustomerGstinState({ gstin: 'XXABCPK1234L1ZS', stateCode: 27 })).toMatchObject({
      ok: false,
      field: 'gstin',
    });
  });
});

describe('rule46RecipientIssues', () => {
  const full = { name: 'A. Roy', address: '1 Park St, Kolkata', stateCode: 19 };
  const fields = (issues: { field: string }[]) => issues.map((i) => i.field);
  it('unregistered below ₹50,000: nothing required (Rule 46(f): on request)', () => {
    expect(rule46RecipientIssues({ taxableValue: '49999.99' })).toEqual([]);
  });
  it('unregistered at ₹50,000 or more: name, address and state (Rule 46(e))', () => {
    const issues = rule46RecipientIssues({ taxableValue: 50_000 });
    expect(fields(issues)).toEqual(['name', 'address', 'stateCode']);
    expect(issues[0]?.error).toBe(
      'Customer name is required: the recipient is unregistered and the taxable value is ₹50,000 or more (CGST Rule 46(e))',
    );
    expect(rule46RecipientIssues({ ...full, taxableValue: 50_000 })).toEqual([]);
    expect(fields(rule46RecipientIssues({ ...full, stateCode: 55, taxableValue: 60_000 }))).toEqual(
      ['stateCode'],
    );
  });
  it('registered: name and address whatever the value (Rule 46(d))', () => {
    const issues = rule46RecipientIssues({ gstin: '27ABCPK1234L1ZS', taxableValue: 10 });
    expect(fields(issues)).toEqual(['name', 'address']);
    expect(issues[0]?.error).toContain('CGST Rule 46(d)');
  });
  it('export: name, address and country of destination whatever the value (proviso)', () => {
    const issues = rule46RecipientIssues({
      placeOfSupply: 96,
      taxableValue: 10,
      name: 'Acme GmbH',
    });
    expect(fields(issues)).toEqual(['address', 'countryOfDestination']);
    expect(
      rule46RecipientIssues({
        placeOfSupply: 96,
        taxableValue: 10,
        ...full,
        countryOfDestination: 'Nepal',
      }),
    ).toEqual([]);
  });
});

describe('validateInvoiceDate', () => {
  // 2026-03-31 20:00 UTC is already 1 April 2026 in India (UTC+5:30).
  const now = new Date('2026-03-31T20:00:00Z');
  it.each(['2026-04-01', '2026-03-31', '2017-07-01', '2026-04-01T01:00:00+05:30'])(
    'accepts %s',
    (date) => {
      expect(validateInvoiceDate(date, now)).toEqual({ ok: true });
    },
  );
  it.each([
    [
      '2026-04-02',
      'Invoice date 2026-04-02 is after today (2026-04-01 in India): an invoice cannot be dated in the future',
    ],
    ['2017-06-30', 'Invoice date 2017-06-30 is before 1 July 2017, when GST began'],
    ['2026-02-30', 'Invoice date is not a valid date'],
    ['yesterday', 'Invoice date is not a valid date'],
  ])('refuses %s', (date, error) => {
    expect(validateInvoiceDate(date, now)).toEqual({ ok: false, field: 'invoiceDate', error });
  });
});

describe('Rule 48 copies and the zero-rated endorsements', () => {
  it('triplicate for goods, in printing order', () => {
    expect(INVOICE_COPY_LABELS).toEqual([
      'ORIGINAL FOR RECIPIENT',
      'DUPLICATE FOR TRANSPORTER',
      'TRIPLICATE FOR SUPPLIER',
    ]);
  });
  it('Rule 46 proviso wording, verbatim', () => {
    expect(ZERO_RATED_ENDORSEMENTS.WPAY).toBe(
      'SUPPLY MEANT FOR EXPORT/SUPPLY TO SEZ UNIT OR SEZ DEVELOPER FOR AUTHORISED OPERATIONS ON PAYMENT OF INTEGRATED TAX',
    );
    expect(ZERO_RATED_ENDORSEMENTS.WOPAY).toBe(
      'SUPPLY MEANT FOR EXPORT/SUPPLY TO SEZ UNIT OR SEZ DEVELOPER FOR AUTHORISED OPERATIONS UNDER BOND OR LETTER OF UNDERTAKING WITHOUT PAYMENT OF INTEGRATED TAX',
    );
  });
});
