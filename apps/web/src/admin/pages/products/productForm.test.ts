import { describe, expect, it } from 'vitest';
import { describeExcelTemplate } from '../../../../test/excelTemplate';
import {
  EMPTY_PRODUCT,
  PRODUCT_TEMPLATE,
  TAXABILITY_OPTIONS,
  formToProduct,
  taxabilityChange,
  taxabilityHint,
  validateProductForm,
} from './productForm';

describe('validateProductForm (the server contract, each problem under its field)', () => {
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
    expect(validateProductForm(valid)).toEqual({});
  });

  it.each([
    ['AB', /digits only/],
    ['85414', /4, 6 or 8 digits/],
    ['', /HSN code is required/],
  ])('refuses the HSN %j', (hsn, message) => {
    expect(validateProductForm({ ...valid, productHSNCode: hsn }).productHSNCode).toMatch(message);
  });

  it('refuses a rate that is not notified', () => {
    expect(validateProductForm({ ...valid, gstPercentage: 17 }).gstPercentage).toMatch(
      /17 % is not a notified GST rate/,
    );
  });

  it('needs the ID, name, label and minimum price, in the drawer’s words', () => {
    const errors = validateProductForm(EMPTY_PRODUCT);
    expect(errors).toMatchObject({
      productUniqueID: 'Product code is required',
      productName: 'Full name is required',
      productLabel: 'Short name is required',
      productMinPrice: 'Minimum price is required',
    });
  });

  it('takes blank optional numbers, and refuses a link that is not http(s)', () => {
    expect(validateProductForm({ ...valid, productWeight: '', productWarranty: 2.5 })).toEqual({});
    expect(validateProductForm({ ...valid, productLink: 'ftp://x' }).productLink).toBe(
      'Link must start with http:// or https://',
    );
  });
});

describeExcelTemplate(PRODUCT_TEMPLATE, async () => {
  const server = await import('@gst/domain/contracts');
  return { columns: server.PRODUCT_EXCEL_COLUMNS, row: server.ZProductInput };
});

describe('the default type of a new item from its product category (issue 29)', () => {
  it('names inverters, batteries and modules by category; others Other; none the spec default', async () => {
    const { itemTypeForCategory } = await import('@gst/domain/contracts');
    const { STORE_CATEGORIES } = await import('@gst/domain');
    expect(STORE_CATEGORIES.map((c) => [c, itemTypeForCategory(c)])).toEqual([
      ['Small Solar Modules', 'Module'],
      ['Poly Crystalline', 'Module'],
      ['Mono PERC', 'Module'],
      ['Bifacial', 'Module'],
      ['Flexible', 'Module'],
      ['Single Phase On Grid Inverter', 'Inverter'],
      ['Three Phase On Grid Inverter', 'Inverter'],
      ['Li-Ion Battery', 'Battery'],
      ['Special Combos', 'Other'],
    ]);
    expect(itemTypeForCategory('Inverter')).toBe('Inverter');
    expect(itemTypeForCategory('Charge controllers')).toBe('Other');
    expect(itemTypeForCategory('  ')).toBe('Module');
  });
});

describe('taxability (issue 30): a nil-rated, exempt or non-GST product carries no GST', () => {
  const valid = {
    ...EMPTY_PRODUCT,
    productUniqueID: 'MAN-01',
    productName: 'Printed installation manual',
    productLabel: 'Manual',
    productMinPrice: 350,
    productHSNCode: '4901',
    gstPercentage: 0,
  };

  it('new products are taxable, and each kind has its one-line hint', () => {
    expect(EMPTY_PRODUCT.taxability).toBe('taxable');
    expect(TAXABILITY_OPTIONS.map((o) => o.label)).toEqual(['Taxable', 'Nil-rated', 'Exempt', 'Non-GST']); // prettier-ignore
    expect(taxabilityHint('non-gst')).toMatch(/^Outside GST altogether/);
  });

  it('choosing one that carries no GST sets the rate to 0; taxable keeps what was typed', () => {
    expect(taxabilityChange('exempt')).toEqual({ taxability: 'exempt', gstPercentage: 0 });
    expect(taxabilityChange('taxable')).toEqual({ taxability: 'taxable' });
  });

  it('refuses a rate on an untaxed product, in the server contract’s words, and sends the taxability', () => {
    expect(validateProductForm({ ...valid, taxability: 'nil-rated' })).toEqual({});
    expect(
      validateProductForm({ ...valid, taxability: 'exempt', gstPercentage: 18 }).gstPercentage,
    ).toBe('Exempt products carry no GST: set the GST rate to 0');
    expect(formToProduct({ ...valid, taxability: 'non-gst' }).taxability).toBe('non-gst');
  });
});
