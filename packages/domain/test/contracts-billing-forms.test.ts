import { describe, expect, it } from 'vitest';
import {
  allocationsFormSchema,
  formAmount,
  formNumber,
  hasDeliveryAddress,
  needsZeroRatedSupplyType,
  noteFormSchema,
  paymentFormSchema,
  serialLimitOf,
  typedAmount,
  ZInvoiceForm,
  ZTransportForm,
} from '../src/contracts';

type Parsed = { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } };
/** The first issue of each path as 'path: message', as the drawers show them. */
function shown(result: Parsed): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of result.error?.issues ?? []) {
    const path = issue.path.join('.');
    errors[path] ??= issue.message;
  }
  return errors;
}

const ID = '3f2504e0-4f89-41d3-9a0c-0305e82c3301';

const transport = {
  transportMode: 'Road',
  vehicleNumber: '',
  transportDistanceKm: '' as number | string,
  transporterId: '',
  transporterName: '',
};

const line = {
  productId: ID,
  description: '',
  quantity: 2 as number | string,
  price: 14500 as number | string,
  discount: 0 as number | string,
  serialItemIds: ['a', 'b'],
  serialDetails: '',
};

const invoice = {
  ...transport,
  billToId: ID,
  billToStateCode: '19',
  billToIsSez: false,
  placeOfSupply: '19',
  invoiceDate: '2026-11-21',
  dueDate: '2026-11-28',
  dateOfSupply: '',
  supplyType: '',
  termsAndConditions: 'Goods once sold…',
  deliveryName: '',
  deliveryAddress: '',
  deliveryStateCode: '',
  deliveryGstin: '',
  deliveryPhone: '',
  deliveryEmail: '',
  lines: [line],
};

describe('form values', () => {
  it('read number boxes as the drawers send them', () => {
    expect([formNumber(''), formNumber(' 2.5 '), formNumber('abc'), formNumber(3)]).toEqual([
      0, 2.5, 0, 3,
    ]);
    expect(formAmount('0.1').plus(formAmount('0.2')).toString()).toBe('0.3');
    expect(typedAmount('')?.toString()).toBe('0');
    expect(typedAmount('12.345')).toBeNull();
    expect(serialLimitOf('2.5')).toBe(2);
  });
});

describe('invoice drawer contract', () => {
  it('takes a complete invoice, with extra display values (labels) passing', () => {
    expect(shown(ZInvoiceForm.safeParse({ ...invoice, billToLabel: 'Sunrise RWA' }))).toEqual({});
  });

  it("says what to choose, in the drawer's words", () => {
    const blank = { ...invoice, billToId: '', placeOfSupply: '', invoiceDate: '' };
    expect(
      shown(ZInvoiceForm.safeParse({ ...blank, lines: [{ ...line, productId: '' }] })),
    ).toEqual({
      billToId: 'Choose the customer to bill',
      placeOfSupply: 'Choose the place of supply',
      invoiceDate: 'Invoice date is required',
      'lines.0.productId': 'Choose a product',
    });
    expect(shown(ZInvoiceForm.safeParse({ ...invoice, lines: [] }))).toEqual({
      lines: 'Add at least one product',
    });
  });

  it('checks across fields: due date, delivery state, zero-rated supply type', () => {
    const values = {
      ...invoice,
      dueDate: '2026-11-20',
      placeOfSupply: '',
      deliveryName: 'Site office',
      billToStateCode: '96',
    };
    expect(shown(ZInvoiceForm.safeParse(values))).toEqual({
      placeOfSupply: 'Choose the place of supply',
      dueDate: 'The due date is before the invoice date',
      deliveryStateCode: 'Choose the delivery state',
      supplyType: 'Choose how this zero-rated supply is made',
    });
    expect(needsZeroRatedSupplyType({ stateCode: '19', isSez: true })).toBe(true);
    expect(needsZeroRatedSupplyType(null)).toBe(false);
    expect(hasDeliveryAddress({ ...invoice, deliveryPhone: ' ' })).toBe(false);
  });

  it("checks each line: the drawer's message first, then the server contract's", () => {
    const lines = [
      { ...line, quantity: 0, price: -1, discount: -1 },
      { ...line, quantity: 1, price: 100, discount: 150 },
      { ...line, quantity: 1, price: 12.345, discount: 0 },
      { ...line, quantity: 2_000_000, serialItemIds: [] },
    ];
    expect(shown(ZInvoiceForm.safeParse({ ...invoice, lines }))).toEqual({
      'lines.0.quantity': 'Quantity must be more than 0',
      'lines.0.price': 'Price cannot be negative',
      'lines.0.discount': 'Discount cannot be negative',
      'lines.0.serialItemIds': 'Only 0 serial numbers allowed',
      'lines.1.discount': 'Discount is more than the line amount',
      'lines.1.serialItemIds': 'Only 1 serial numbers allowed',
      'lines.2.price': 'Enter a valid amount',
      'lines.2.serialItemIds': 'Only 1 serial numbers allowed',
      'lines.3.quantity': 'Quantity is too large',
    });
  });

  it("refuses what the invoice contract refuses, with the contract's message", () => {
    const values = {
      ...invoice,
      invoiceDate: '2017-06-30',
      deliveryName: 'x',
      deliveryGstin: 'bad',
    };
    expect(shown(ZInvoiceForm.safeParse(values))).toEqual({
      invoiceDate: 'Invoice date 2017-06-30 is before 1 July 2017, when GST began',
      deliveryGstin: 'GSTIN must be 15 characters',
    });
  });

  it('takes whole km from 0 to 4000 and a 15-character transporter id', () => {
    expect(shown(ZTransportForm.safeParse({ ...transport, transportDistanceKm: 4000 }))).toEqual(
      {},
    );
    expect(
      shown(
        ZTransportForm.safeParse({
          ...transport,
          transportDistanceKm: 'twelve',
          transporterId: '19AAHFS5678Q1Z',
          transporterName: 'x'.repeat(101),
        }),
      ),
    ).toEqual({
      transportDistanceKm: 'Distance must be whole km from 0 to 4000',
      transporterId: "Enter the transporter's 15-character GSTIN or TRANSIN",
      transporterName: 'At most 100 characters',
    });
  });
});

const noteLine = {
  quantity: 1 as number | string,
  taxableValue: 100 as number | string,
  remainingQuantity: '3',
  remainingValue: '300.00',
  serialItemIds: [] as string[],
};
const context = {
  today: '2026-01-15',
  invoices: [{ invoiceNumber: 'INV/2025-26/0001', invoiceDate: '2025-06-10' }],
};
const note = { noteDate: '2026-01-15', reason: 'sales-return', remarks: '', lines: [noteLine] };

describe('note drawer contract', () => {
  const credit = noteFormSchema('credit', context);

  it('takes a credit within what is left', () => {
    expect(shown(credit.safeParse(note))).toEqual({});
  });

  it("keeps the date between the invoice's and today", () => {
    expect(shown(credit.safeParse({ ...note, noteDate: '' }))).toEqual({
      noteDate: 'Note date is required',
    });
    expect(shown(credit.safeParse({ ...note, noteDate: '2026-01-16' }))).toEqual({
      noteDate: 'The note date is after today',
    });
    expect(shown(credit.safeParse({ ...note, noteDate: '2025-06-09' }))).toEqual({
      noteDate: "The note date is before invoice INV/2025-26/0001's date 10 Jun 2025",
    });
  });

  it('refuses more than is left, negatives and too many serials; needs some value', () => {
    const lines = [
      { ...noteLine, quantity: 4, taxableValue: 300.01, serialItemIds: ['a'] },
      { ...noteLine, quantity: -1, taxableValue: -1 },
      { ...noteLine, quantity: 1, serialItemIds: ['a', 'b'] },
      { ...noteLine, quantity: 1.0005 },
    ];
    expect(shown(credit.safeParse({ ...note, reason: '', lines }))).toEqual({
      reason: 'Choose the reason',
      'lines.0.quantity': 'At most 3 can come back',
      'lines.0.taxableValue': 'At most 300.00 is left on this line',
      'lines.1.quantity': 'Quantity cannot be negative',
      'lines.1.taxableValue': 'Value cannot be negative',
      'lines.2.serialItemIds': 'Only 1 serial numbers allowed',
      'lines.3.quantity': 'Quantity may have at most 3 decimals',
    });
    const nothing = { ...note, lines: [{ ...noteLine, quantity: 0, taxableValue: 0 }] };
    expect(shown(credit.safeParse(nothing))).toEqual({
      lines: 'Credit some value on at least one line',
    });
  });

  it('lets a debit note add any positive value, with its own reasons', () => {
    const debit = noteFormSchema('debit', context);
    const values = {
      ...note,
      reason: 'price-revision',
      lines: [{ ...noteLine, taxableValue: 99999 }],
    };
    expect(shown(debit.safeParse(values))).toEqual({});
    expect(shown(debit.safeParse({ ...values, lines: [] }))).toEqual({
      lines: 'Add some value on at least one line',
    });
    expect(shown(debit.safeParse({ ...values, reason: 'sales-return' })).reason).toMatch(
      /^reason must be one of /,
    );
  });
});

describe('receipt drawer contract', () => {
  const receipt = paymentFormSchema('2026-11-25');
  const allocation = (amount: string, balance = '10000.00') => ({
    invoiceId: ID,
    invoiceNumber: 'INV-A',
    balance,
    amount,
  });
  const values = {
    customerId: ID,
    customerLabel: 'Sunrise RWA',
    paymentDate: '2026-11-25',
    amount: '5000',
    mode: 'cash',
    reference: '',
    remarks: '',
    allocations: [allocation('4000')],
  };

  it('takes a receipt and its allocations', () => {
    expect(shown(receipt.safeParse(values))).toEqual({});
  });

  it("says what is missing or wrong in the server's words", () => {
    const bad = {
      ...values,
      customerId: '',
      paymentDate: '2026-11-26',
      amount: '-5',
      mode: '',
      reference: 'x'.repeat(101),
      allocations: [allocation('12.345'), allocation('10000.01')],
    };
    expect(shown(receipt.safeParse(bad))).toEqual({
      customerId: 'Choose the customer who paid',
      paymentDate: 'Payment date 2026-11-26 is after today (India)',
      amount: 'Amount must be more than 0',
      mode: 'Choose how the customer paid',
      reference: 'At most 100 characters',
      'allocations.0.amount': 'Enter an amount in rupees with at most 2 decimals',
      'allocations.1.amount':
        'Allocation of 10000.01 to INV-A is more than its balance of 10000.00',
      allocations: 'The allocations (10000.01) are more than the receipt (0.00)',
    });
    expect(shown(receipt.safeParse({ ...values, paymentDate: '2017-06-30' }))).toEqual({
      paymentDate: 'Receipt date 2017-06-30 is before 1 July 2017, when GST began',
    });
  });

  it('applies an advance within what is left, at least one invoice', () => {
    const apply = allocationsFormSchema('2000.00', { atLeastOne: true });
    expect(shown(apply.safeParse({ allocations: [allocation('2000')] }))).toEqual({});
    expect(shown(apply.safeParse({ allocations: [allocation('')] }))).toEqual({
      allocations: 'Add at least one invoice',
    });
    expect(shown(apply.safeParse({ allocations: [allocation('2500.50')] }))).toEqual({
      allocations: 'The allocations (2500.50) are more than the receipt (2000.00)',
    });
  });
});
