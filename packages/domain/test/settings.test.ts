import { describe, expect, it } from 'vitest';
import {
  SETTINGS_DEFAULTS,
  SETTINGS_FIELDS,
  SETTINGS_GROUPS,
  SETTINGS_KEYS,
  settingsConsistencyError,
  ZShopSettings,
  ZShopSettingsPatch,
} from '../src';

const VALID = {
  shopName: 'Alpha Solar',
  shopDescription: 'Rooftop solar',
  email: 'Shop@Alpha.test',
  mobileNumber: '+91 98300 12345',
  website: 'https://alpha.example.com/solar',
  address: '1 Park Street, Kolkata',
  city: 'Kolkata',
  pinCode: '700016',
  invoiceNumberingFormat: 'INV/{fiscalYear}/{number:4}',
  quoteNumberingFormat: 'QT/{financialYear}/{number:4}',
  creditNoteNumberingFormat: 'CN/{fiscalYear}/{number:4}',
  debitNoteNumberingFormat: 'DN/{fiscalYear}/{number:4}',
  gstRegistration: 'registered',
  gstin: '19aaacr5055k1z4',
  invoiceStyle: 1,
  stateCode: 19,
  jurisdiction: 'Kolkata',
  lutNumber: 'AD190324000123X',
  lutDate: '2025-04-01',
  roundOffTotals: 1,
  invoiceCopies: '3',
  hsnMinDigits: 6,
  returnFrequency: 'quarterly',
  eInvoicing: '1',
  defTermsQuote: 'Valid 7 days',
  defTermsInvoice: 'No returns',
  bankName: 'State Bank of India',
  accountNumber: '123456789012',
  ifscCode: 'sbin0001234',
  branch: 'Park Street',
  upiId: ' parkstreet.solar@okaxis ',
  openingCashBalance: '2500.50',
  openingBalancesDate: '2025-04-01',
  invoiceFolder: 'invoices',
  quoteFolder: 'quotes',
  shopLogo: '',
  partnerLogo: null,
  topText: 'Tax Invoice',
  signature: '',
  purchaseBillNumberingFormat: 'PB/{fiscalYear}/{number:4}',
  purchaseReturnNumberingFormat: 'PR/{fiscalYear}/{number:4}',
  supplierPaymentNumberingFormat: 'SP/{fiscalYear}/{number:4}',
  expenseNumberingFormat: 'EX/{fiscalYear}/{number:4}',
  purchaseTotalTolerance: '1.00',
  negativeStock: 'refuse',
  reconciliationTolerance: '1.00',
};

describe('shop settings contract', () => {
  it('lists every field of spec §3 once, each in a group with a type', () => {
    // 24 of spec §3, five of issue 15 (GST & Legal), two note series of issue 16, and issue 17's
    // return frequency, issue 19's UPI ID, issue 29's PIN code and GST registration, issue 30's
    // city and e-invoicing, issue 31's four purchase-side series, bill tolerance and negative stock,
    // issue 32's reconciliation tolerance and issue 33's opening cash balance and its date.
    expect(SETTINGS_KEYS).toHaveLength(46);
    expect(SETTINGS_FIELDS.map((f) => f.key).sort()).toEqual([...SETTINGS_KEYS].sort());
    for (const field of SETTINGS_FIELDS) expect(SETTINGS_GROUPS).toContain(field.group);
    for (const group of SETTINGS_GROUPS) {
      expect(
        SETTINGS_FIELDS.some((f) => f.group === group),
        group,
      ).toBe(true);
    }
  });

  it('normalises a valid object to text', () => {
    const parsed = ZShopSettings.parse(VALID);
    expect(parsed.email).toBe('shop@alpha.test');
    expect(parsed.gstin).toBe('19AAACR5055K1Z4');
    expect(parsed.invoiceStyle).toBe('1');
    expect(parsed.stateCode).toBe('19');
    expect(parsed.ifscCode).toBe('SBIN0001234');
    expect(parsed.partnerLogo).toBe('');
    expect(parsed.roundOffTotals).toBe('1');
    expect(parsed.invoiceCopies).toBe('3');
    expect(parsed.hsnMinDigits).toBe('6');
  });

  it("puts the issue 15 keys under 'GST & Legal', selects with their options, and defaults", () => {
    const byKey = new Map(SETTINGS_FIELDS.map((f) => [f.key, f]));
    for (const key of [
      'lutNumber',
      'lutDate',
      'roundOffTotals',
      'invoiceCopies',
      'hsnMinDigits',
    ] as const) {
      expect(byKey.get(key)?.group, key).toBe('GST & Legal');
      expect(byKey.get(key)?.hint, key).toBeTruthy();
    }
    expect(byKey.get('roundOffTotals')?.options?.map((o) => o.label)).toEqual(['Off', 'On']);
    expect(byKey.get('invoiceCopies')?.options?.map((o) => [o.value, o.label])).toEqual([
      ['1', 'Original only'],
      ['2', 'Original + Duplicate'],
      ['3', 'Original, Duplicate and Triplicate'],
    ]);
    expect(byKey.get('hsnMinDigits')?.options?.map((o) => o.value)).toEqual(['4', '6', '8']);
    expect(SETTINGS_DEFAULTS).toEqual({
      creditNoteNumberingFormat: 'CN/{fiscalYear}/{number:4}',
      debitNoteNumberingFormat: 'DN/{fiscalYear}/{number:4}',
      roundOffTotals: '0',
      invoiceCopies: '1',
      hsnMinDigits: '4',
      returnFrequency: 'monthly',
      gstRegistration: 'registered',
      eInvoicing: '0',
      purchaseBillNumberingFormat: 'PB/{fiscalYear}/{number:4}',
      purchaseReturnNumberingFormat: 'PR/{fiscalYear}/{number:4}',
      supplierPaymentNumberingFormat: 'SP/{fiscalYear}/{number:4}',
      expenseNumberingFormat: 'EX/{fiscalYear}/{number:4}',
      purchaseTotalTolerance: '1.00',
      negativeStock: 'warn',
      reconciliationTolerance: '1.00',
    });
    expect(
      ZShopSettings.parse({ ...VALID, purchaseTotalTolerance: '1.5' }).purchaseTotalTolerance,
    ).toBe('1.5');
    expect(ZShopSettings.safeParse({ ...VALID, purchaseTotalTolerance: '-1' }).success).toBe(false);
    expect(
      ZShopSettings.parse({ ...VALID, reconciliationTolerance: '2.00' }).reconciliationTolerance,
    ).toBe('2.00');
    for (const bad of ['-1', '1.234', '10000', 'one'])
      expect(ZShopSettings.safeParse({ ...VALID, reconciliationTolerance: bad }).success).toBe(
        false,
      );
    expect(ZShopSettings.safeParse({ ...VALID, negativeStock: 'maybe' }).success).toBe(false);
    expect(byKey.get('returnFrequency')?.options?.map((o) => o.value)).toEqual([
      'monthly',
      'quarterly',
    ]);
    expect(ZShopSettings.parse({ ...VALID, lutNumber: '', lutDate: '' }).lutDate).toBe('');
  });

  it.each([
    ['gstin', '19AAACR5055K1Z5', 'check character'],
    ['stateCode', 28, 'no longer in use'],
    ['stateCode', 42, 'Unknown state code'],
    ['invoiceStyle', '2', '0 (Default) or 1 (KW)'],
    ['invoiceNumberingFormat', 'INVOICE/{financialYear}/{number}', 'CGST Rule 46(b)'],
    ['quoteNumberingFormat', 'QT', '{number}'],
    ['creditNoteNumberingFormat', 'CREDITNOTE/{financialYear}/{number}', 'CGST Rule 46(b)'],
    ['debitNoteNumberingFormat', '{number:4}/DN', "start with '0'"],
    ['shopLogo', 'data:image/svg+xml;base64,PHN2Zy8+', 'SVG'],
    ['ifscCode', 'SBIN1234', 'IFSC'],
    ['accountNumber', '12ab', 'digits'],
    ['website', 'javascript:alert(1)', 'web address'],
    ['email', 'not-an-email', 'email'],
    ['shopName', '  ', 'required'],
    ['invoiceFolder', '../etc', 'letters'],
    ['invoiceNumberingFormat', '{number:4}', "start with '0'"],
    ['lutNumber', 'A'.repeat(31), 'at most 30'],
    ['lutDate', '2025-02-30', 'YYYY-MM-DD'],
    ['lutDate', '01/04/2025', 'YYYY-MM-DD'],
    ['roundOffTotals', '2', '0 (Off), 1 (On)'],
    ['invoiceCopies', 4, 'Original only'],
    ['hsnMinDigits', '5', '4 (4 digits)'],
    ['returnFrequency', 'yearly', 'monthly (Monthly)'],
    ['pinCode', '070001', 'first digit 1-9'],
    ['pinCode', '70001', '6-digit PIN code'],
    ['gstRegistration', 'composition', 'registered (Registered)'],
  ])('refuses %s = %j, saying %s', (key, value, text) => {
    const result = ZShopSettings.safeParse({ ...VALID, [key]: value });
    expect(result.success).toBe(false);
    const issue = result.error?.issues[0];
    expect(issue?.path).toEqual([key]);
    expect(issue?.message).toContain(text);
  });

  it('refuses unknown keys, also in a partial update', () => {
    expect(ZShopSettings.safeParse({ ...VALID, theme: 'dark' }).success).toBe(false);
    expect(ZShopSettingsPatch.safeParse({ theme: 'dark' }).success).toBe(false);
    expect(ZShopSettingsPatch.parse({ shopName: 'New' })).toEqual({ shopName: 'New' });
  });

  it("requires the state to be the GSTIN's state", () => {
    expect(settingsConsistencyError({ gstin: '19AAACR5055K1Z4', stateCode: '19' })).toBeUndefined();
    expect(settingsConsistencyError({ gstin: '', stateCode: '27' })).toBeUndefined();
    expect(
      settingsConsistencyError({ gstin: '19AAACR5055K1Z4', stateCode: '27' })?.message,
    ).toContain('19 - West Bengal');
  });
});
