import { describe, expect, it } from 'vitest';
import { EMPTY_PRODUCT, validateProduct } from './productForm';

describe('validateProduct (the server rules, shown under each field)', () => {
  const valid = {
    ...EMPTY_PRODUCT,
    productUniqueID: 'MOD-540',
    productName: 'Mono PERC 540',
    productLabel: 'Mono PERC 540 Wp',
    productMinPrice: 13000,
    productHSNCode: '85414300',
    gstPercentage: 5,
  };

  it('passes an 8-digit HSN at a notified rate', () => {
    expect(validateProduct(valid)).toEqual({});
  });

  it.each([
    ['AB', /digits only/],
    ['85414', /4, 6 or 8 digits/],
    ['', /HSN code is required/],
  ])('refuses the HSN %j', (hsn, message) => {
    expect(validateProduct({ ...valid, productHSNCode: hsn }).productHSNCode).toMatch(message);
  });

  it('refuses a rate that is not notified', () => {
    expect(validateProduct({ ...valid, gstPercentage: 17 }).gstPercentage).toMatch(
      /17 % is not a notified GST rate/,
    );
  });
});
