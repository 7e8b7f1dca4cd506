import { describe, expect, it } from 'vitest';
import {
  CUSTOMER_EXCEL_COLUMNS,
  CUSTOMER_SEZ_REQUIRES_GSTIN,
  customerExcelRow,
  fieldsOf,
  ITEM_EXCEL_COLUMNS,
  PRODUCT_EXCEL_COLUMNS,
  PRODUCT_EXPORT_COLUMNS,
  restoreNeutralised,
  ZCustomerImportRow,
  ZCustomerInput,
  ZCustomerUpdate,
  ZItemForm,
  ZItemImportRow,
  ZItemInput,
  ZProductForm,
  ZProductInput,
} from '../src/contracts';

type Parsed = { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } };
/** Each issue as 'path: message'. */
const problems = (r: Parsed) =>
  r.error?.issues.map((i) => `${i.path.join('.')}: ${i.message}`) ?? [];

const ID = '3f2504e0-4f89-41d3-9a0c-0305e82c3301';

describe('customer contract', () => {
  const base = { name: 'Sunrise RWA' };

  it('fills blanks: state 19, no SEZ, empty text; reads the state code as text too', () => {
    expect(ZCustomerInput.parse(base)).toEqual({
      name: 'Sunrise RWA',
      email: '',
      address: '',
      phoneNumber: '',
      gstin: '',
      stateCode: 19,
      isSez: false,
      pinCode: '',
      city: '',
      shippingAddresses: [],
      creditPeriodDays: null,
    });
    expect(ZCustomerInput.parse({ ...base, stateCode: '24' }).stateCode).toBe(24);
    expect(ZCustomerInput.parse({ ...base, phoneNumber: 9830012345 }).phoneNumber).toBe(
      '9830012345',
    );
  });

  it('names what is missing or wrong, field by field', () => {
    expect(problems(ZCustomerInput.safeParse({ name: ' ', email: 'x@' }))).toEqual([
      'name: Name is required',
      'email: Enter a valid email address',
    ]);
    expect(problems(ZCustomerInput.safeParse({ ...base, stateCode: 25 }))).toEqual([
      'stateCode: This state code is no longer in use',
    ]);
    expect(problems(ZCustomerInput.safeParse({ ...base, nickname: 'x' }))).toEqual([
      ': Unrecognized key: "nickname"',
    ]);
  });

  it('checks across fields: the GSTIN state is the customer state; an SEZ has a GSTIN', () => {
    expect(
      problems(ZCustomerInput.safeParse({ ...base, gstin: '27AAPFU0939F1ZV', stateCode: 19 })),
    ).toEqual([expect.stringMatching(/^stateCode: State 19 .* does not match the GSTIN/)]);
    expect(problems(ZCustomerInput.safeParse({ ...base, isSez: 'Yes' }))).toEqual([
      `gstin: ${CUSTOMER_SEZ_REQUIRES_GSTIN}`,
    ]);
    expect(problems(ZCustomerUpdate.safeParse({ ...base, id: ID, isSez: true }))).toEqual([
      `gstin: ${CUSTOMER_SEZ_REQUIRES_GSTIN}`,
    ]);
  });

  it('has the Excel columns of its fields, isSez as SEZ', () => {
    expect(CUSTOMER_EXCEL_COLUMNS).toEqual([
      'name',
      'email',
      'address',
      'phoneNumber',
      'gstin',
      'stateCode',
      'SEZ',
      'pinCode',
      'city',
      'creditPeriodDays',
    ]);
    expect(customerExcelRow({ name: 'x', isSez: true }).SEZ).toBe('Yes');
  });

  it('imports a sheet row: SEZ is isSez, columns that are not fields are left out', () => {
    const row = ZCustomerImportRow.parse({ name: 'x', SEZ: 'no', notes: 'our own column' });
    expect(row).toMatchObject({ name: 'x', isSez: false });
    expect(row).not.toHaveProperty('notes');
    expect(problems(ZCustomerImportRow.safeParse({ name: 'x', SEZ: 'maybe' }))).toEqual([
      'isSez: Use Yes or No',
    ]);
  });
});

describe('item contract', () => {
  it('takes a product id, a serial and a type (blank when blank: the server takes the category’s)', () => {
    expect(ZItemInput.parse({ productId: ID, serialNo: ' SN-1 ', type: '' })).toEqual({
      productId: ID,
      serialNo: 'SN-1',
      type: '',
    });
    expect(problems(ZItemInput.safeParse({ productId: 'x', serialNo: '' }))).toEqual([
      'productId: Invalid id',
      'serialNo: serialNo is required',
    ]);
  });

  it('speaks the drawer’s words in the form, which carries read-only values too', () => {
    expect(
      problems(ZItemForm.safeParse({ productId: '', serialNo: '', type: '', productLabel: '' })),
    ).toEqual(['productId: Choose a product', 'serialNo: Serial number is required']);
  });

  it('has the spec’s Excel columns, in order, from the import row', () => {
    expect(ITEM_EXCEL_COLUMNS).toEqual(['product', 'type', 'serialNo']);
    expect(ITEM_EXCEL_COLUMNS).toEqual(fieldsOf(ZItemImportRow));
  });
});

describe('product contract', () => {
  const valid = {
    productUniqueID: 'MOD-540',
    productName: 'Mono PERC 540',
    productLabel: 'Mono PERC 540 Wp',
    productMinPrice: '₹13,000',
    productHSNCode: '8541 43 00',
    gstPercentage: 5,
  };

  it('reads numbers and numeric text, fills blanks', () => {
    expect(ZProductInput.parse(valid)).toMatchObject({
      productMinPrice: '13000.00',
      productHSNCode: '85414300',
      gstPercentage: '5.00',
      uomUnit: 'UNITS',
      productCapacity: '0.00',
      productWeight: null,
      productLink: '',
    });
  });

  it('refuses a bad HSN, an unnotified rate, a negative price and a non-http link', () => {
    expect(
      problems(
        ZProductInput.safeParse({
          ...valid,
          productHSNCode: '85414',
          gstPercentage: 17,
          productMinPrice: -1,
          productLink: 'javascript:alert(1)',
        }),
      ),
    ).toEqual([
      'productMinPrice: productMinPrice must be a number (0 or more)',
      'productHSNCode: HSN code must be 4, 6 or 8 digits long (got 5)',
      expect.stringMatching(/^gstPercentage: GST rate 17 % is not a notified GST rate/),
      'productLink: Link must start with http:// or https://',
    ]);
  });

  it('speaks the drawer’s words in the form: required fields and a typed minimum price', () => {
    const blank = {
      productUniqueID: '',
      productName: '',
      productLabel: '',
      productMinPrice: '',
      productHSNCode: '85414300',
      gstPercentage: '',
      productMetaData: { wattage: 540 },
    };
    expect(problems(ZProductForm.safeParse(blank))).toEqual([
      'productUniqueID: Product code is required',
      'productName: Full name is required',
      'productLabel: Short name is required',
      'productMinPrice: Minimum price is required',
    ]);
    expect(ZProductForm.safeParse({ ...valid, productMetaData: {} }).success).toBe(true);
  });

  it('has the spec’s Excel columns first, then the export’s, all from the contract', () => {
    expect(PRODUCT_EXCEL_COLUMNS).toEqual([
      'productUniqueID',
      'productName',
      'productLabel',
      'productMinPrice',
      'productHSNCode',
      'productCategory',
      'gstPercentage',
      'uomUnit',
      'productCapacity',
    ]);
    expect(PRODUCT_EXPORT_COLUMNS).toEqual(fieldsOf(ZProductInput));
    expect(PRODUCT_EXPORT_COLUMNS.slice(0, PRODUCT_EXCEL_COLUMNS.length)).toEqual(
      PRODUCT_EXCEL_COLUMNS,
    );
  });
});

describe('cells', () => {
  it('read an exported formula guard back unchanged', () => {
    expect(restoreNeutralised("'=SUM(A1)")).toBe('=SUM(A1)');
    expect(restoreNeutralised("'quoted")).toBe("'quoted");
    expect(ZItemImportRow.parse({ product: "'-MOD", serialNo: 'S' }).product).toBe('-MOD');
  });
});
