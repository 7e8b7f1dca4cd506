import { describe, expect, it } from 'vitest';
import {
  EXPORT_COUNTRY_MESSAGE,
  EXPORT_DETAILS_NOT_EXPORT,
  EXPORT_PORT_MESSAGE,
  exportDetailsOf,
  invoicePartyRuleError,
  PRODUCT_EXPORT_COLUMNS,
  REVERSE_CHARGE_NEEDS_GSTIN,
  REVERSE_CHARGE_ZERO_RATED,
  SHIPPING_BILL_NUMBER_MESSAGE,
  ZCustomerInput,
  ZInvoiceInput,
  ZProductInput,
  ZProductUpdate,
} from '../src/contracts';
import { countryName, isCountryCode } from '../src/countries';
import { SETTINGS_DEFAULTS, SETTINGS_FIELDS, ZShopSettingsPatch } from '../src/settings';

/** Issue 30's contract fields: product taxability, customer city, exports, reverse charge. */

type Parsed = { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } };
const problems = (r: Parsed) =>
  r.error?.issues.map((i) => `${i.path.join('.')}: ${i.message}`) ?? [];

const ID = '3f2504e0-4f89-41d3-9a0c-0305e82c3301';

describe('product taxability', () => {
  const rice = {
    productUniqueID: 'RICE-25',
    productName: 'Rice 25 kg',
    productLabel: 'Rice',
    productHSNCode: '1006',
    gstPercentage: 0,
  };

  it("defaults to 'taxable' and reads a sheet's label in any case", () => {
    expect(ZProductInput.parse(rice).taxability).toBe('taxable');
    expect(ZProductInput.parse({ ...rice, taxability: 'Nil rated' }).taxability).toBe('nil-rated');
    expect(ZProductInput.parse({ ...rice, taxability: 'NON-GST' }).taxability).toBe('non-gst');
    expect(ZProductInput.parse({ ...rice, taxability: 'exempt' }).taxability).toBe('exempt');
    expect(problems(ZProductInput.safeParse({ ...rice, taxability: 'zero' }))).toEqual([
      'taxability: Taxability must be taxable, nil-rated, exempt or non-gst',
    ]);
    expect(PRODUCT_EXPORT_COLUMNS).toContain('taxability');
  });

  it('refuses a nil-rated, exempt or non-GST product with a GST rate', () => {
    expect(
      problems(ZProductInput.safeParse({ ...rice, taxability: 'nil-rated', gstPercentage: 5 })),
    ).toEqual(['gstPercentage: Nil rated products carry no GST: set the GST rate to 0']);
    expect(
      problems(
        ZProductUpdate.safeParse({ ...rice, id: ID, taxability: 'exempt', gstPercentage: '18' }),
      ),
    ).toEqual(['gstPercentage: Exempt products carry no GST: set the GST rate to 0']);
    expect(
      ZProductInput.safeParse({ ...rice, taxability: 'taxable', gstPercentage: 5 }).success,
    ).toBe(true);
  });
});

describe('customer city', () => {
  it('is text up to 50 characters, on the customer and on a shipping address', () => {
    const parsed = ZCustomerInput.parse({
      name: 'Sunrise RWA',
      city: ' Kolkata ',
      shippingAddresses: [{ label: 'Site', address: '4 Lake Road', stateCode: 19, pinCode: '700029', city: 'Howrah' }], // prettier-ignore
    });
    expect(parsed.city).toBe('Kolkata');
    expect(parsed.shippingAddresses[0]?.city).toBe('Howrah');
    expect(problems(ZCustomerInput.safeParse({ name: 'x', city: 'K'.repeat(51) }))).toEqual([
      'city: At most 50 characters',
    ]);
  });
});

describe('invoice: export details and reverse charge', () => {
  const base = { billToId: ID, lines: [{ productId: ID }] };

  it('defaults to no reverse charge and no export details', () => {
    const parsed = ZInvoiceInput.parse(base);
    expect(parsed.reverseCharge).toBe(false);
    expect(parsed.exportDetails).toBeNull();
  });

  it('takes export details, each blank until known, and refuses malformed ones', () => {
    expect(
      ZInvoiceInput.parse({ ...base, exportDetails: { countryCode: 'ae' } }).exportDetails,
    ).toEqual({
      countryCode: 'AE',
      portCode: '',
      shippingBillNumber: '',
      shippingBillDate: null,
    });
    const bad = ZInvoiceInput.safeParse({
      ...base,
      exportDetails: { countryCode: 'IN', portCode: 'MAA', shippingBillNumber: 'SB-1' },
    });
    expect(problems(bad)).toEqual([
      `exportDetails.countryCode: ${EXPORT_COUNTRY_MESSAGE}`,
      `exportDetails.portCode: ${EXPORT_PORT_MESSAGE}`,
      `exportDetails.shippingBillNumber: ${SHIPPING_BILL_NUMBER_MESSAGE}`,
    ]);
    // 'XX' is two letters but no country.
    expect(ZInvoiceInput.safeParse({ ...base, exportDetails: { countryCode: 'XX' } }).success).toBe(
      false,
    );
    expect(isCountryCode('AE') && countryName('AE')).toBe('United Arab Emirates');
  });

  it('takes a delivery PIN code and city', () => {
    const deliveryAddress = { stateCode: 24, pinCode: '380009', city: 'Ahmedabad' };
    expect(ZInvoiceInput.parse({ ...base, deliveryAddress }).deliveryAddress).toMatchObject(
      deliveryAddress,
    );
    expect(
      ZInvoiceInput.safeParse({ ...base, deliveryAddress: { stateCode: 24, pinCode: '38009' } })
        .success,
    ).toBe(false);
  });

  it('names the bill-to rules: reverse charge needs a GSTIN and no zero rating; exports only', () => {
    const registered = { stateCode: 27, gstin: '27ABCPK1234L1ZS' };
    expect(invoicePartyRuleError({ reverseCharge: true }, registered)).toBeUndefined();
    expect(invoicePartyRuleError({ reverseCharge: true }, { stateCode: 27, gstin: '' })).toEqual({
      field: 'reverseCharge',
      message: REVERSE_CHARGE_NEEDS_GSTIN,
    });
    expect(
      invoicePartyRuleError({ reverseCharge: true }, { ...registered, isSez: true })?.message,
    ).toBe(REVERSE_CHARGE_ZERO_RATED);
    expect(invoicePartyRuleError({ reverseCharge: true }, { stateCode: 96 })?.message).toBe(
      REVERSE_CHARGE_ZERO_RATED,
    );
    expect(invoicePartyRuleError({ exportDetails: { countryCode: 'AE' } }, registered)).toEqual({
      field: 'exportDetails',
      message: EXPORT_DETAILS_NOT_EXPORT,
    });
    expect(
      invoicePartyRuleError({ exportDetails: { countryCode: 'AE' } }, { stateCode: 96 }),
    ).toBeUndefined();
    expect(exportDetailsOf({ exportCountryCode: ' ', exportPortCode: '' })).toBeNull();
  });
});

describe('settings: city and e-invoicing', () => {
  it('has a city (Contact Info) and whether e-invoicing applies (GST & Legal), off by default', () => {
    const field = (key: string) => SETTINGS_FIELDS.find((f) => f.key === key);
    expect(field('city')?.group).toBe('Contact Info');
    expect(field('eInvoicing')?.group).toBe('GST & Legal');
    expect(field('eInvoicing')?.options?.map((o) => o.value)).toEqual(['0', '1']);
    expect(SETTINGS_DEFAULTS.eInvoicing).toBe('0');
    expect(ZShopSettingsPatch.parse({ eInvoicing: 1, city: ' Kolkata ' })).toEqual({
      eInvoicing: '1',
      city: 'Kolkata',
    });
    expect(ZShopSettingsPatch.safeParse({ eInvoicing: '2' }).success).toBe(false);
    expect(ZShopSettingsPatch.safeParse({ city: 'K'.repeat(51) }).success).toBe(false);
  });
});
