import { describe, expect, it } from 'vitest';
import type { ProductOption, QuoteDetail } from '../billing/types';
import { quoteFigures } from './quoteFigures';
import {
  emptyQuoteLine,
  lineFromProduct,
  newQuoteValues,
  quoteErrors,
  quoteTotals,
  resetLine,
  toQuoteInput,
  type QuoteFormValues,
} from './quoteForm';

const PRODUCT = {
  id: '11111111-1111-4111-8111-111111111111',
  productLabel: 'Mono PERC 540 Wp',
  productMinPrice: 13000,
  gstPercentage: 5,
  uomUnit: '',
  productHSNCode: '85414300',
  productCategory: 'Mono PERC',
  taxability: 'taxable',
} satisfies ProductOption;

function withLines(): QuoteFormValues {
  const v = newQuoteValues('2026-11-21', '');
  return {
    ...v,
    customerName: 'Walk-in Buyer',
    discountPrice: 2450,
    lines: [
      { ...lineFromProduct(emptyQuoteLine(), PRODUCT), quantity: 10, price: 14500 },
      {
        ...emptyQuoteLine(),
        productName: 'Li-ion battery 5 kWh',
        price: 65000,
        gstPercentage: 18,
        minPrice: '60000',
      },
    ],
  };
}

describe('quote defaults (spec §3)', () => {
  it('Pending quote, expiry today + 7, demand 5 kW, no installation', () => {
    expect(newQuoteValues('2026-11-21', 'terms')).toMatchObject({
      status: 'Pending',
      quoteType: 'Quote',
      expiryDate: '2026-11-28',
      userDemand: 5,
      isInstallationRequired: false,
      termsAndConditions: 'terms',
    });
  });
});

describe('quote lines (spec §4)', () => {
  it('a product fills name, GST %, its minimum price, unit UNITS and quantity 1', () => {
    const line = lineFromProduct({ ...emptyQuoteLine(), quantity: 4, price: 1 }, PRODUCT);
    expect(line).toMatchObject({
      productId: PRODUCT.id,
      productName: 'Mono PERC 540 Wp',
      gstPercentage: 5,
      price: 13000,
      uomUnit: 'UNITS',
      quantity: 1,
      minPrice: '13000',
    });
  });
  it('no product resets the line but keeps its React key', () => {
    const line = lineFromProduct(emptyQuoteLine(), PRODUCT);
    const reset = resetLine(line);
    expect(reset).toMatchObject({ productId: '', productName: '', price: 0, quantity: 1 });
    expect(reset.key).toBe(line.key);
  });
});

describe('quote total (spec §9)', () => {
  it('is lines + GST per line − discount, with the net profit', () => {
    // 145000 + 7250 + 65000 + 11700 − 2450 (the server test's figures)
    expect(quoteTotals(withLines(), 19)).toMatchObject({
      totals: { grandTotal: '226500.00', discountAfterTax: '2450.00' },
      // 226500 − 18950 − (130000 + 60000)
      netProfit: '17550.00',
    });
  });
  it('sends the typed total only with installation', () => {
    expect(toQuoteInput({ ...withLines(), totalAmount: 300000 })).not.toHaveProperty('totalAmount');
    const input = toQuoteInput({
      ...withLines(),
      isInstallationRequired: true,
      totalAmount: 300000,
    });
    expect(input).toMatchObject({ totalAmount: '300000', customerId: null, userDemand: 5 });
    expect(input.lines?.[1]).toMatchObject({ productId: null, uomUnit: 'UNITS' });
  });
  it('needs a customer name unless a saved customer is chosen', () => {
    expect(quoteErrors({ ...withLines(), customerName: '' }).customerName).toBeDefined();
    expect(quoteErrors(withLines())).toEqual({});
  });
});

describe('saved quote figures', () => {
  it('net profit is measured against the stated total', () => {
    const quote = {
      discountPrice: '0.00',
      totalAmount: '300000.00',
      lines: [{ quantity: '10', price: '14500', gstPercentage: '5', productMinPrice: '13000' }],
    } as unknown as QuoteDetail;
    const figures = quoteFigures(quote, 19);
    // 300000 − 7250 GST − 130000 cost
    expect(figures).toMatchObject({ total: '300000.00', cgst: '3625.00', netProfit: '162750.00' });
  });
});
