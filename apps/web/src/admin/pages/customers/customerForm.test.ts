import { describe, expect, it } from 'vitest';
import {
  CUSTOMER_COLUMNS,
  CUSTOMER_TEMPLATE,
  EMPTY_CUSTOMER,
  formToCustomer,
  validateCustomerForm,
} from './customerForm';

describe('validateCustomerForm (the server contract, each problem under its field)', () => {
  const base = { ...EMPTY_CUSTOMER, name: 'Sunrise RWA' };

  it('passes a customer whose GSTIN was issued in its state', () => {
    expect(validateCustomerForm({ ...base, gstin: '19AABCD1234E1Z5', stateCode: '19' })).toEqual(
      {},
    );
  });

  it('flags the state when the GSTIN names another one', () => {
    // 27 = Maharashtra, 19 = West Bengal.
    const errors = validateCustomerForm({ ...base, gstin: '27AAPFU0939F1ZV', stateCode: '19' });
    expect(errors.stateCode).toMatch(/does not match the GSTIN, which was issued in 27/);
  });

  it('needs a GSTIN for an SEZ customer and sends the flag', () => {
    expect(validateCustomerForm({ ...base, isSez: true }).gstin).toMatch(/required for an SEZ/);
    const sez = { ...base, gstin: '19aabcf1234k1z2', isSez: true };
    expect(formToCustomer(sez)).toMatchObject({ gstin: '19AABCF1234K1Z2', isSez: true });
  });

  it('says what is missing or wrong in the words the drawer always used', () => {
    expect(validateCustomerForm({ ...EMPTY_CUSTOMER, name: '  ' }).name).toBe('Name is required');
    expect(validateCustomerForm({ ...base, email: 'not-an-email' }).email).toBe(
      'Enter a valid email address',
    );
    expect(validateCustomerForm({ ...base, email: 'Accounts@Sunrise.example' })).toEqual({});
  });

  it('checks the GSTIN itself as the server does', () => {
    expect(validateCustomerForm({ ...base, gstin: '19AABCD1234E1Z4' }).gstin).toBeDefined();
  });
});

/**
 * The server's import and export read the very objects of @gst/domain/contracts (its
 * customers.schema.ts re-exports them), so the template is checked against those.
 */
describe('the Excel template (Download Demo)', () => {
  it('has the columns the server imports and exports, SEZ included', async () => {
    const server = await import('@gst/domain/contracts');
    expect(CUSTOMER_COLUMNS).toEqual(server.CUSTOMER_EXCEL_COLUMNS);
    expect(CUSTOMER_COLUMNS).toContain('SEZ');
  });

  it('has demo rows in those columns that the server imports', async () => {
    const { ZCustomerImportRow } = await import('@gst/domain/contracts');
    for (const row of CUSTOMER_TEMPLATE.demoRows) {
      expect(Object.keys(row)).toEqual([...CUSTOMER_COLUMNS]);
      expect(ZCustomerImportRow.safeParse(row).error).toBeUndefined();
    }
  });
});
