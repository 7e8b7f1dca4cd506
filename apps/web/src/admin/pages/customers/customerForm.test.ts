import { describe, expect, it } from 'vitest';
import { EMPTY_CUSTOMER, formToCustomer, validateCustomer } from './customerForm';

describe('validateCustomer (the server rules, shown under each field)', () => {
  const base = { ...EMPTY_CUSTOMER, name: 'Sunrise RWA' };

  it('passes a customer whose GSTIN was issued in its state', () => {
    expect(validateCustomer({ ...base, gstin: '19AABCD1234E1Z5', stateCode: '19' })).toEqual({});
  });

  it('flags the state when the GSTIN names another one', () => {
    // 27 = Maharashtra, 19 = West Bengal.
    const errors = validateCustomer({ ...base, gstin: '27AAPFU0939F1ZV', stateCode: '19' });
    expect(errors.stateCode).toMatch(/does not match the GSTIN, which was issued in 27/);
  });

  it('needs a GSTIN for an SEZ customer and sends the flag', () => {
    expect(validateCustomer({ ...base, isSez: true }).gstin).toMatch(/required for an SEZ/);
    const sez = { ...base, gstin: '19aabcf1234k1z2', isSez: true };
    expect(formToCustomer(sez)).toMatchObject({ gstin: '19AABCF1234K1Z2', isSez: true });
  });
});
