import { describe, expect, it } from 'vitest';
import {
  CUSTOMER_COLUMNS,
  CUSTOMER_TEMPLATE,
  EMPTY_CUSTOMER,
  customerToForm,
  formToCustomer,
  stateFromGstin,
  stateSearchText,
  validateCustomerForm,
  type CustomerRecord,
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

describe('the state from a GSTIN and the State select search (issue 29)', () => {
  it('takes the state from the GSTIN first two digits', () => {
    expect(stateFromGstin('27AAPFU0939F1ZV')).toBe('27'); // Maharashtra
    expect(stateFromGstin('07AAACB1234C1Z5')).toBe('7'); // Delhi: the select's value has no 0
    expect(stateFromGstin('28AAACB1234C1Z5')).toBeNull(); // old Andhra Pradesh: not for new records
    expect(stateFromGstin('')).toBeNull();
  });

  it('searches afresh for what is typed after the chosen label, never the two joined', () => {
    expect(stateSearchText('19 - West BengalGuj', '19 - West Bengal')).toBe('Guj');
    expect(stateSearchText('19 - West Bengal', '19 - West Bengal')).toBeNull();
    expect(stateSearchText('Kar', '19 - West Bengal')).toBe('Kar');
  });
});

describe('PIN, shipping addresses and credit period in the form (issue 29)', () => {
  const base = { ...EMPTY_CUSTOMER, name: 'Lakeview Apartments' };
  const rooftop = {
    label: 'Rooftop site',
    address: '4 Lake Road',
    stateCode: '19',
    pinCode: '700029',
    city: 'Kolkata',
  };

  it('sends numbers for the state codes and null for an empty credit period', () => {
    expect(formToCustomer({ ...base, shippingAddresses: [rooftop] })).toMatchObject({
      creditPeriodDays: null,
      shippingAddresses: [{ ...rooftop, stateCode: 19 }],
    });
    expect(formToCustomer({ ...base, creditPeriodDays: 30 }).creditPeriodDays).toBe(30);
  });

  it('loads a record back into the form as it was typed', () => {
    const record = {
      ...formToCustomer({ ...base, pinCode: '700029', shippingAddresses: [rooftop] }),
      creditPeriodDays: null,
    } as unknown as CustomerRecord;
    expect(customerToForm(record)).toMatchObject({
      pinCode: '700029',
      creditPeriodDays: '',
      shippingAddresses: [rooftop],
    });
  });

  it('puts each problem under its field, a shipping address under its own row', () => {
    const errors = validateCustomerForm({
      ...base,
      pinCode: '7000',
      creditPeriodDays: 400,
      shippingAddresses: [rooftop, { ...rooftop, label: '', pinCode: '12' }],
    });
    expect(errors).toMatchObject({
      pinCode: 'PIN code must be 6 digits',
      creditPeriodDays: 'Credit period must be a whole number of days from 0 to 365',
      'shippingAddresses.1.label': 'Place name is required',
      'shippingAddresses.1.pinCode': 'PIN code must be 6 digits',
    });
  });
});

describe('the city (issue 30): the e-invoice names it, never an address line', () => {
  const base = {
    ...EMPTY_CUSTOMER,
    name: 'Sunrise RWA',
    address: '4 Lake Road',
    pinCode: '700029',
  };

  it('is sent with the customer and with each delivery place', () => {
    const place = { label: 'Rooftop', address: 'Plot 9, Rajarhat Main Road', stateCode: '19', pinCode: '700156', city: 'New Town' }; // prettier-ignore
    const input = formToCustomer({ ...base, city: 'Kolkata', shippingAddresses: [place] });
    expect(input).toMatchObject({ city: 'Kolkata', shippingAddresses: [{ ...place, stateCode: 19 }] }); // prettier-ignore
    expect(validateCustomerForm({ ...base, city: 'Kolkata', shippingAddresses: [place] })).toEqual({}); // prettier-ignore
    expect(EMPTY_CUSTOMER.city).toBe('');
  });

  it('a delivery place saved before issue 30 loads with no city', () => {
    const record = {
      ...formToCustomer({ ...base, city: 'Kolkata' }),
      creditPeriodDays: null,
      shippingAddresses: [{ label: 'Old site', address: '1 Park Street', stateCode: 19, pinCode: '700016' }], // prettier-ignore
    } as unknown as CustomerRecord;
    expect(customerToForm(record)).toMatchObject({
      city: 'Kolkata',
      shippingAddresses: [{ label: 'Old site', stateCode: '19', city: '' }],
    });
  });
});
