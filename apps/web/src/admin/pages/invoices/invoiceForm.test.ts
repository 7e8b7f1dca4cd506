import { describe, expect, it } from 'vitest';
import type { InvoiceDetail, QuoteDetail } from '../billing/types';
import {
  emptyInvoiceLine,
  invoiceErrors,
  invoiceTotals,
  lineCosts,
  invoiceValuesFromDetail,
  invoiceValuesFromQuote,
  newInvoiceValues,
  serialLimit,
  toInvoiceInput,
  type InvoiceFormValues,
} from './invoiceForm';

const PRODUCT = '11111111-1111-4111-8111-111111111111';
const CUSTOMER = '22222222-2222-4222-8222-222222222222';

function filled(): InvoiceFormValues {
  const values = newInvoiceValues('2026-11-21', 'Goods once sold…');
  return {
    ...values,
    billToId: CUSTOMER,
    billToLabel: 'Sunrise RWA',
    placeOfSupply: '19',
    lines: [
      {
        ...emptyInvoiceLine(),
        productId: PRODUCT,
        productLabel: 'Mono PERC 540 Wp',
        gstPercentage: '5.00',
        minPrice: '13000.00',
        quantity: 2,
        price: 14500,
        serialItemIds: ['a', 'b'],
      },
    ],
  };
}

describe('invoice form defaults (spec §3)', () => {
  it('dates today, due in 7 days, by road, one line of quantity 1 at price 0', () => {
    const v = newInvoiceValues('2026-11-28', 'terms');
    expect(v).toMatchObject({
      invoiceDate: '2026-11-28',
      dueDate: '2026-12-05',
      transportMode: 'Road',
      termsAndConditions: 'terms',
    });
    expect(v.lines).toHaveLength(1);
    expect(v.lines[0]).toMatchObject({ quantity: 1, price: 0, serialItemIds: [] });
  });
});

describe('invoice validation (spec §5)', () => {
  it('accepts a complete invoice', () => {
    expect(invoiceErrors(filled())).toEqual({});
  });
  it('needs a customer, a place of supply and a product per line', () => {
    const v = { ...newInvoiceValues('2026-11-21', '') };
    expect(invoiceErrors(v)).toMatchObject({
      billToId: expect.any(String),
      placeOfSupply: expect.any(String),
      'lines.0.productId': 'Choose a product',
    });
  });
  it('allows at most quantity serial numbers', () => {
    const v = filled();
    const line = v.lines[0];
    if (!line) throw new Error('no line');
    line.quantity = 1;
    expect(invoiceErrors(v)['lines.0.serialItemIds']).toBe('Only 1 serial numbers allowed');
    expect(serialLimit('2.5')).toBe(2);
    expect(serialLimit('')).toBe(0);
  });
  it('refuses a due date before the invoice date', () => {
    expect(invoiceErrors({ ...filled(), dueDate: '2026-11-20' }).dueDate).toBeDefined();
  });
});

describe('toInvoiceInput', () => {
  it('sends numbers, money text, state codes and no empty delivery address', () => {
    const input = toInvoiceInput({ ...filled(), dateOfSupply: '' });
    expect(input).toMatchObject({
      invoiceDate: '2026-11-21',
      dueDate: '2026-11-28',
      dateOfSupply: null,
      transportMode: 'Road',
      placeOfSupply: 19,
      billToId: CUSTOMER,
      shipToId: null,
      deliveryAddress: null,
      lines: [{ productId: PRODUCT, quantity: 2, price: '14500', serialItemIds: ['a', 'b'] }],
    });
  });
  it('gives a delivery address the place of supply when no state is chosen', () => {
    const input = toInvoiceInput({ ...filled(), deliveryName: 'Site office' });
    expect(input.deliveryAddress).toMatchObject({ name: 'Site office', stateCode: 19 });
  });
});

describe('live totals', () => {
  it('splits CGST + SGST in the shop state and IGST elsewhere, with net profit', () => {
    const local = invoiceTotals(filled(), 19);
    // 2 × 14,500 = 29,000 at 5 %: halves 29,000 × 2.5 % = 725.00 each; total 30,450.00.
    expect(local).toMatchObject({
      kind: 'CGST_SGST',
      totals: { taxable: '29000.00', cgst: '725.00', sgst: '725.00', grandTotal: '30450.00' },
      netProfit: '3000.00',
    });
    const away = invoiceTotals({ ...filled(), placeOfSupply: '24' }, 19);
    expect(away).toMatchObject({
      kind: 'IGST',
      totals: { igst: '1450.00', grandTotal: '30450.00' },
    });
  });
  it('nets profit at the recorded cost, else the stock average, else the minimum price', () => {
    // 2 panels at 14,500 (taxable 29,000): minimum price 13,000 → 3,000; the stock's average
    // 12,400.5 → 29,000 − 24,801 = 4,199; a saved line's recorded 12,000 → 5,000.
    const average = new Map([[PRODUCT, '12400.5000']]);
    expect(invoiceTotals(filled(), 19)?.netProfit).toBe('3000.00');
    expect(invoiceTotals(filled(), 19, { averageCosts: average })?.netProfit).toBe('4199.00');
    const saved = filled();
    saved.lines = saved.lines.map((l) => ({ ...l, unitCost: '12000.0000' }));
    expect(invoiceTotals(saved, 19, { averageCosts: average })?.netProfit).toBe('5000.00');
    expect(lineCosts(saved, average).map((c) => c.source)).toEqual(['recorded']);
    expect(lineCosts(filled(), new Map([[PRODUCT, '0.0000']]))).toEqual([
      { perUnit: '13000.00', source: 'minimum' },
    ]);
  });
  it('takes a pre-tax discount off the taxable value, and backs GST out of inclusive prices', () => {
    const v = filled();
    const line = v.lines[0];
    if (!line) throw new Error('no line');
    line.discount = '1000';
    // 29,000 − 1,000 = 28,000 taxable; halves 700.00 each; total 29,400.00.
    expect(invoiceTotals(v, 19)?.totals).toMatchObject({
      taxable: '28000.00',
      cgst: '700.00',
      sgst: '700.00',
      grandTotal: '29400.00',
    });
    // Inclusive: 29,000 − 1,000 = 28,000 gross. 28,000 ÷ 1.05 = 26,666.67 would have halves
    // 666.66675 → 666.67 each and a total of 28,000.01; taxable 26,666.66 has the same halves
    // (666.6665 → 666.67) and totals exactly the typed 28,000.00, so that is the taxable value.
    const inclusive = invoiceTotals({ ...v, taxInclusive: true }, 19);
    expect(inclusive?.totals).toMatchObject({
      taxable: '26666.66',
      cgst: '666.67',
      sgst: '666.67',
      grandTotal: '28000.00',
    });
  });
  it('ignores lines without a product yet', () => {
    const v = filled();
    v.lines.push(emptyInvoiceLine());
    expect(invoiceTotals(v, 19)?.lines).toHaveLength(1);
  });
});

describe('loading', () => {
  it('takes a saved invoice with its serials', () => {
    const detail = {
      invoiceNumber: 'INV/26-27/0007',
      invoiceDate: '2026-11-21',
      dueDate: '2026-11-28',
      dateOfSupply: null,
      transportMode: 'Road',
      vehicleNumber: 'WB02AB1234',
      placeOfSupply: 19,
      billToId: CUSTOMER,
      billTo: { name: 'Sunrise RWA' },
      shipToId: null,
      shipTo: null,
      customerName: 'Sunrise RWA',
      termsAndConditions: '',
      deliveryAddress: null,
      lines: [
        {
          productId: PRODUCT,
          productLabel: 'Mono PERC 540 Wp',
          gstPercentage: '5.00',
          productMinPrice: '13000.00',
          description: '',
          quantity: '2.000',
          price: '14500.00',
          serialDetails: '',
          serials: [{ id: 'i1', _id: 'i1', serialNo: 'M-1000' }],
        },
      ],
    } as unknown as InvoiceDetail;
    const v = invoiceValuesFromDetail(detail);
    expect(v).toMatchObject({ invoiceNumber: 'INV/26-27/0007', placeOfSupply: '19', shipToId: '' });
    expect(v.lines[0]).toMatchObject({
      quantity: 2,
      price: 14500,
      serialItemIds: ['i1'],
      heldSerials: [{ id: 'i1', serialNo: 'M-1000' }],
    });
  });

  it('fills an invoice from a quote (Invoicing)', () => {
    const quote = {
      customerId: CUSTOMER,
      customerName: 'Sunrise RWA',
      address: '12 Lake Road',
      gstin: '',
      phoneNumber: '9830012345',
      email: '',
      lines: [
        {
          productId: PRODUCT,
          productName: 'Mono PERC 540 Wp',
          quantity: '10.000',
          price: '14500.00',
          gstPercentage: '5.00',
          productMinPrice: '13000.00',
          hsnCode: '85414300',
          taxability: 'taxable',
        },
        {
          productId: null,
          productName: 'Mounting structure',
          quantity: '1.000',
          price: '8000.00',
          gstPercentage: '18.00',
          productMinPrice: '0.00',
        },
      ],
    } as unknown as QuoteDetail;
    const withCustomer = invoiceValuesFromQuote(
      quote,
      { id: CUSTOMER, name: 'Sunrise RWA', stateCode: 19 },
      '2026-11-21',
      'T&C',
    );
    expect(withCustomer).toMatchObject({
      billToId: CUSTOMER,
      placeOfSupply: '19',
      dueDate: '2026-11-28',
      deliveryName: '',
    });
    expect(
      withCustomer.lines.map((l) => [l.productId, l.quantity, l.price, l.description]),
    ).toEqual([
      [PRODUCT, 10, 14500, ''],
      ['', 1, 8000, 'Mounting structure'],
    ]);
    // Issue 30: the product's HSN and taxability come along (the e-way bill hint counts goods).
    expect(withCustomer.lines.map((l) => [l.hsnCode, l.taxability])).toEqual([
      ['85414300', 'taxable'],
      ['', 'taxable'],
    ]);
    const typed = invoiceValuesFromQuote(quote, null, '2026-11-21', '');
    expect(typed).toMatchObject({
      billToId: '',
      deliveryName: 'Sunrise RWA',
      deliveryPhone: '9830012345',
    });
  });
});

describe('invoice drawer layout (issue 19: Bill to was in a closed section)', () => {
  it('opens Invoice Details, which starts with the required Bill to, at first', async () => {
    const { INVOICE_DRAWER_OPEN } = await import('./invoiceForm');
    expect(INVOICE_DRAWER_OPEN).toEqual(['details', 'products']);
  });
});
