import { describe, expect, it } from 'vitest';
import { EMPTY_SETTINGS, refusedField, validateSettings } from './settingsForm';

const VALID = {
  ...EMPTY_SETTINGS,
  shopName: 'Demo Solar Traders',
  invoiceNumberingFormat: 'INV/{fiscalYear}/{number:4}',
  quoteNumberingFormat: 'QT/{fiscalYear}/{number:4}',
  invoiceStyle: '0',
  stateCode: '19',
};

describe('validateSettings (the server rules, shown under each field)', () => {
  it('passes a valid object', () => {
    expect(validateSettings(VALID)).toEqual({});
  });

  it('names the field of each problem', () => {
    const errors = validateSettings({
      ...VALID,
      shopName: '',
      invoiceNumberingFormat: 'INVOICE/{financialYear}/{number:4}',
      gstin: '27AAACR5055K1Z7',
      ifscCode: 'bad',
      shopLogo: 'data:image/svg+xml;base64,PHN2Zy8+',
    });
    expect(errors.shopName).toBe('Shop name is required');
    expect(errors.invoiceNumberingFormat).toContain('CGST Rule 46(b)');
    expect(errors.ifscCode).toContain('IFSC');
    expect(errors.shopLogo).toContain('SVG');
    // A valid GSTIN from another state than the one chosen.
    expect(errors.stateCode).toBe(
      'State must match the GSTIN, which was issued in 27 - Maharashtra',
    );
  });

  it('checks the UPI ID as the server does: optional, a VPA when given', () => {
    expect(validateSettings({ ...VALID, upiId: '' })).toEqual({});
    expect(validateSettings({ ...VALID, upiId: 'demo.solar@okaxis' })).toEqual({});
    expect(validateSettings({ ...VALID, upiId: 'demo solar@okaxis' }).upiId).toBe(
      'Enter a UPI ID such as yourshop@okhdfcbank',
    );
    expect(validateSettings({ ...VALID, upiId: 'demo@ok1' }).upiId).toBeDefined();
  });
});

describe('refusedField (a server refusal shown under its field)', () => {
  it('reads details.field when it names a settings field', () => {
    const refusal = { message: 'Shop Logo: the image is 12000 × 12000 pixels', data: {} };
    expect(refusedField({ ...refusal, data: { details: { field: 'shopLogo' } } })).toBe('shopLogo');
    expect(refusedField({ ...refusal, data: { details: { field: 'theme' } } })).toBeNull();
    expect(refusedField(refusal)).toBeNull();
    expect(refusedField(new Error('offline'))).toBeNull();
    expect(refusedField(null)).toBeNull();
  });
});
