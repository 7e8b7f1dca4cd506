// Issue 30 in the invoice drawer: reverse charge, exports, the typed delivery address's PIN and
// city, the place of supply hint (IGST Act s.10(1)(b)) and the e-way bill hint on goods only.
import { describe, expect, it } from 'vitest';
import { EXPORT_PORT_MESSAGE } from '@gst/domain/contracts';
import {
  billToChange,
  deliveryFromPlace,
  emptyInvoiceLine,
  ewayGoodsOf,
  invoiceErrors,
  invoiceTotals,
  isExportInvoice,
  newInvoiceValues,
  placeOfSupplyHint,
  showsReverseCharge,
  suggestedPlaceOfSupply,
  toInvoiceInput,
  withPlaceOfSupply,
  type InvoiceFormValues,
  type InvoiceLineValues,
} from './invoiceForm';
import { ewayBillHint } from './transport';

const PRODUCT = '11111111-1111-4111-8111-111111111111';
const CUSTOMER = '22222222-2222-4222-8222-222222222222';
const WB = 19;

const line = (spec: Partial<InvoiceLineValues>): InvoiceLineValues => ({
  ...emptyInvoiceLine(),
  productId: PRODUCT,
  productLabel: 'Item',
  quantity: 1,
  ...spec,
});

/** A West Bengal shop billing a registered Kolkata buyer. */
function registered(extra: Partial<InvoiceFormValues> = {}): InvoiceFormValues {
  return {
    ...newInvoiceValues('2026-11-21', ''),
    billToId: CUSTOMER,
    billToLabel: 'Sunrise RWA',
    billToStateCode: '19',
    billToGstin: '19AABCD1234E1Z5',
    placeOfSupply: '19',
    lines: [line({ gstPercentage: '18.00', price: 10000, hsnCode: '85414300' })],
    ...extra,
  };
}

/** The same shop exporting to a buyer abroad (state 96) under LUT. */
function exported(extra: Partial<InvoiceFormValues> = {}): InvoiceFormValues {
  return registered({
    billToLabel: 'Sahara Renewables LLC',
    billToStateCode: '96',
    billToGstin: '',
    placeOfSupply: '96',
    supplyType: 'WOPAY',
    ...extra,
  });
}

describe('reverse charge (CGST Act s.9(3)/(4))', () => {
  it('is offered for a registered buyer in India only', () => {
    expect(showsReverseCharge(registered())).toBe(true);
    expect(showsReverseCharge(registered({ billToGstin: '' }))).toBe(false);
    expect(showsReverseCharge(registered({ billToIsSez: true }))).toBe(false);
    expect(showsReverseCharge(exported())).toBe(false);
    expect(showsReverseCharge(registered({ billToId: '' }))).toBe(false);
  });

  it('keeps the tax on the lines but collects none: 10,000 at 18 % is payable as 10,000', () => {
    const totals = invoiceTotals(registered({ reverseCharge: true }), WB);
    // CGST = SGST = 9 % of 10,000 = 900.00; the buyer pays 1,800.00 to the government.
    expect(totals?.totals).toMatchObject({
      taxable: '10000.00',
      cgst: '900.00',
      sgst: '900.00',
      totalTax: '1800.00',
      reverseChargeTax: '1800.00',
      grandTotal: '10000.00',
    });
    expect(invoiceTotals(registered(), WB)?.totals.grandTotal).toBe('11800.00');
  });

  it('is sent only while the switch shows, and cleared when the buyer has no GSTIN', () => {
    expect(toInvoiceInput(registered({ reverseCharge: true })).reverseCharge).toBe(true);
    const walkIn = registered({ reverseCharge: true, billToGstin: '' });
    expect(toInvoiceInput(walkIn).reverseCharge).toBe(false);
    expect(billToChange(registered({ reverseCharge: true }), { stateCode: 19, gstin: '' })).toMatchObject({ billToGstin: '', reverseCharge: false }); // prettier-ignore
    expect(billToChange(registered({ reverseCharge: true }), { stateCode: 27, gstin: '27AAAAA0000A1Z5' })).not.toHaveProperty('reverseCharge'); // prettier-ignore
  });
});

describe('exports: country, port, shipping bill', () => {
  it('shows the Export section for a buyer abroad only', () => {
    expect(isExportInvoice(exported())).toBe(true);
    expect(isExportInvoice(registered())).toBe(false);
  });

  it('sends what is known (port in capitals), null when nothing is', () => {
    const known = exported({
      exportCountryCode: 'AE',
      exportPortCode: 'inmaa1',
      exportShippingBillNumber: '4123456',
      exportShippingBillDate: '2026-11-25',
    });
    expect(toInvoiceInput(known).exportDetails).toEqual({
      countryCode: 'AE',
      portCode: 'INMAA1',
      shippingBillNumber: '4123456',
      shippingBillDate: '2026-11-25',
    });
    expect(toInvoiceInput(exported({ exportCountryCode: 'US' })).exportDetails).toEqual({
      countryCode: 'US',
      portCode: '',
      shippingBillNumber: '',
      shippingBillDate: null,
    });
    expect(toInvoiceInput(exported()).exportDetails).toBeNull();
    expect(invoiceErrors(exported())).toEqual({});
  });

  it('checks the port code as the server does, and drops the details when the buyer is not abroad', () => {
    expect(invoiceErrors(exported({ exportPortCode: 'INMA' })).exportPortCode).toBe(EXPORT_PORT_MESSAGE); // prettier-ignore
    const left = exported({ exportCountryCode: 'AE', exportPortCode: 'INMAA1' });
    expect(billToChange(left, { stateCode: 19, gstin: '' })).toMatchObject({
      exportCountryCode: '',
      exportPortCode: '',
      exportShippingBillNumber: '',
      exportShippingBillDate: '',
    });
    expect(toInvoiceInput({ ...left, billToStateCode: '19' }).exportDetails).toBeNull();
  });
});

describe('the typed delivery address (IGST Act s.10(1)(b))', () => {
  it('takes a saved place with its PIN and city apart from the address', () => {
    const place = { label: 'Site', address: ' 4 Lake Road ', stateCode: 24, pinCode: '380015', city: 'Ahmedabad' }; // prettier-ignore
    expect(deliveryFromPlace(place)).toEqual({
      deliveryAddress: '4 Lake Road',
      deliveryStateCode: '24',
      deliveryPinCode: '380015',
      deliveryCity: 'Ahmedabad',
    });
    // A place saved before issue 30 has no city.
    expect(deliveryFromPlace({ ...place, city: undefined }).deliveryCity).toBe('');
    const values = registered({ ...deliveryFromPlace(place), deliveryName: 'Site office' });
    expect(toInvoiceInput(values).deliveryAddress).toMatchObject({
      address: '4 Lake Road',
      stateCode: 24,
      pinCode: '380015',
      city: 'Ahmedabad',
    });
    // The place of supply stays the buyer's state (19), whatever the delivery state.
    expect(toInvoiceInput(values).placeOfSupply).toBe(19);
  });

  it('says under Place of supply that it stays the buyer’s state, and which state that is', () => {
    expect(placeOfSupplyHint(registered())).toBe(
      'Decides CGST + SGST (same state as the shop) or IGST',
    );
    const delivered = registered({ deliveryAddress: 'Survey 118, Sanand', deliveryStateCode: '24' }); // prettier-ignore
    expect(placeOfSupplyHint(delivered)).toBe(
      "The bill-to's state, though the goods go elsewhere: IGST Act s.10(1)(b)",
    );
    expect(placeOfSupplyHint({ ...delivered, placeOfSupply: '24' })).toBe(
      "By law goods sent elsewhere on a registered buyer's order are supplied in the buyer's state (IGST Act s.10(1)(b)): 19 - West Bengal",
    );
    // A PIN alone is a typed delivery address too.
    expect(placeOfSupplyHint(registered({ deliveryPinCode: '380015' }))).toContain('s.10(1)(b)');
  });

  it('follows the law while the user has not chosen: s.10(1)(b) for a registered buyer, s.10(1)(ca) for an unregistered one', () => {
    // Registered Kolkata buyer (19), goods typed to Sanand, Gujarat (24): stays 19.
    const typed = { deliveryAddress: 'Survey 118, Sanand' };
    const reg = registered(typed);
    expect(withPlaceOfSupply(reg, { deliveryStateCode: '24' })).toEqual({
      deliveryStateCode: '24',
      placeOfSupply: '19',
    });
    // The same goods for an unregistered buyer: the state the invoice sends them to, 24.
    const walkIn = registered({ ...typed, billToGstin: '' });
    expect(withPlaceOfSupply(walkIn, { deliveryStateCode: '24' })).toEqual({
      deliveryStateCode: '24',
      placeOfSupply: '24',
    });
    const sent = { ...walkIn, deliveryStateCode: '24', placeOfSupply: '24' };
    expect(suggestedPlaceOfSupply(sent)).toBe('24');
    expect(placeOfSupplyHint(sent)).toContain('s.10(1)(ca)');
    // Cleared again, it goes back to the buyer's state.
    expect(withPlaceOfSupply(sent, { deliveryStateCode: '' }).placeOfSupply).toBe('19');
    // A place the user chose (Odisha, 21) stays, and the hint names the law's state.
    const chosen = { ...walkIn, placeOfSupply: '21' };
    expect(withPlaceOfSupply(chosen, { deliveryStateCode: '24' })).toEqual({
      deliveryStateCode: '24',
    });
    expect(placeOfSupplyHint({ ...chosen, deliveryStateCode: '24' })).toBe(
      'By law goods for an unregistered buyer are supplied where the invoice sends them (IGST Act s.10(1)(ca)): 24 - Gujarat',
    );
  });
});

describe('untaxed lines and the e-way bill hint (goods only, as the server counts)', () => {
  // Goods: 8 modules × 5,000 at 5 % = 40,000 + 2,000 tax = 42,000.00. Installation (SAC 9954…)
  // 20,000 + 3,600 and an exempt survey 9,000 are not goods the e-way bill counts. The invoice is
  // 74,600.00, yet the goods are 42,000.00: no e-way bill.
  const mixed = registered({
    lines: [
      line({ quantity: 8, price: 5000, gstPercentage: '5.00', hsnCode: '85414300' }),
      line({ price: 20000, gstPercentage: '18.00', hsnCode: '995461' }),
      line({ price: 9000, gstPercentage: '0.00', hsnCode: '4901', taxability: 'exempt' }),
    ],
  });

  it('counts the taxable goods with their tax, not services or exempt lines', () => {
    const totals = invoiceTotals(mixed, WB);
    expect(totals?.totals.grandTotal).toBe('74600.00');
    expect(ewayGoodsOf(mixed, totals)).toBe('42000.00');
    expect(ewayBillHint(ewayGoodsOf(mixed, totals), mixed)).toBeNull();
  });

  it('hints once the goods pass ₹50,000: 10 modules are 52,500.00', () => {
    const more = { ...mixed, lines: mixed.lines.map((l, i) => (i === 0 ? { ...l, quantity: 10 } : l)) }; // prettier-ignore
    const goods = ewayGoodsOf(more, invoiceTotals(more, WB));
    expect(goods).toBe('52500.00');
    expect(ewayBillHint(goods, more)?.text).toMatch(/^The goods on this invoice are worth ₹52,500\.00, above ₹50,000/); // prettier-ignore
  });

  it('an exempt line carries no tax even at a product rate', () => {
    const exempt = registered({
      lines: [
        line({ price: 1500, gstPercentage: '18.00', taxability: 'exempt', hsnCode: '998399' }),
      ],
    });
    expect(invoiceTotals(exempt, WB)?.totals).toMatchObject({ totalTax: '0.00', grandTotal: '1500.00' }); // prettier-ignore
  });
});
