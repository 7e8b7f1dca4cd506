import { describe, expect, it } from 'vitest';
import {
  allocationFormErrors,
  allocationSummary,
  autoAllocate,
  modeLabel,
  newPaymentValues,
  paymentErrors,
  receiptSettles,
  remainingAdvance,
  statementRange,
  toPaymentInput,
  withAllocationErrors,
  type AllocationLine,
} from './paymentForm';

const line = (
  invoiceNumber: string,
  invoiceDate: string,
  balance: string,
  amount = '',
): AllocationLine => ({
  invoiceId: `id-${invoiceNumber}`,
  invoiceNumber,
  invoiceDate,
  dueDate: invoiceDate,
  balance,
  amount,
});

// Listed out of date order on purpose: auto-allocation must still pay INV-A first.
const OPEN = [
  line('INV-C', '2026-06-15', '7000.00'),
  line('INV-A', '2026-04-10', '10000.00'),
  line('INV-B', '2026-05-01', '2500.50'),
];
const amounts = (lines: AllocationLine[]) => lines.map((l) => [l.invoiceNumber, l.amount]);

describe('autoAllocate (oldest invoice first)', () => {
  it('fills INV-A, then the rest of 12,000 goes to INV-B and nothing to INV-C', () => {
    // 12,000 − 10,000 (A) = 2,000 left, less than B's 2,500.50.
    expect(amounts(autoAllocate('12000', OPEN))).toEqual([
      ['INV-C', ''],
      ['INV-A', '10000.00'],
      ['INV-B', '2000.00'],
    ]);
    expect(remainingAdvance('12000', autoAllocate('12000', OPEN))).toBe('0.00');
  });

  it('pays every invoice in full and leaves the rest as an advance', () => {
    // 10,000 + 2,500.50 + 7,000 = 19,500.50; 20,000 − 19,500.50 = 499.50.
    const lines = autoAllocate('20000', OPEN);
    expect(amounts(lines)).toEqual([
      ['INV-C', '7000.00'],
      ['INV-A', '10000.00'],
      ['INV-B', '2500.50'],
    ]);
    expect(remainingAdvance('20000', lines)).toBe('499.50');
  });

  it('breaks a tie on the invoice date by the due date, then by the list order', () => {
    const sameDay = [
      { ...line('INV-Y', '2026-04-10', '300.00'), dueDate: '2026-05-10' },
      { ...line('INV-X', '2026-04-10', '300.00'), dueDate: '2026-04-17' },
    ];
    expect(amounts(autoAllocate('400', sameDay))).toEqual([
      ['INV-Y', '100.00'],
      ['INV-X', '300.00'],
    ]);
  });

  it('allocates nothing for a blank or invalid amount', () => {
    expect(amounts(autoAllocate('', OPEN)).map(([, a]) => a)).toEqual(['', '', '']);
    expect(amounts(autoAllocate('abc', OPEN)).map(([, a]) => a)).toEqual(['', '', '']);
  });
});

describe('remainingAdvance (decimal sums, never floats)', () => {
  it('1.00 − (0.10 + 0.20) is exactly 0.70', () => {
    expect(remainingAdvance('1', [{ amount: '0.10' }, { amount: '0.20' }])).toBe('0.70');
  });

  it('goes negative when more is allocated than received', () => {
    expect(remainingAdvance('5000', [{ amount: '4000' }, { amount: '1500' }])).toBe('-500.00');
  });
});

describe('paymentErrors (the server rules and messages)', () => {
  const TODAY = '2026-11-25';
  const valid = {
    ...newPaymentValues(TODAY),
    customerId: 'c1',
    customerLabel: 'Gupta Cold Storage',
    amount: '5000',
  };

  it('passes a receipt with nothing allocated (all of it an advance)', () => {
    expect(paymentErrors({ ...valid, allocations: OPEN }, TODAY)).toEqual({});
  });

  it('needs a customer and an amount more than 0', () => {
    const errors = paymentErrors({ ...valid, customerId: '', amount: '0' }, TODAY);
    expect(errors.customerId).toBe('Choose the customer who paid');
    expect(errors.amount).toBe('Amount must be more than 0');
    expect(paymentErrors({ ...valid, amount: '' }, TODAY).amount).toBe(
      'Amount must be more than 0',
    );
    expect(paymentErrors({ ...valid, amount: '-5' }, TODAY).amount).toBe(
      'Amount must be more than 0',
    );
  });

  it('refuses a date after today in India', () => {
    expect(paymentErrors({ ...valid, paymentDate: '2026-11-26' }, TODAY).paymentDate).toBe(
      'Payment date 2026-11-26 is after today (India)',
    );
  });

  it('refuses an allocation above the invoice balance, under that invoice', () => {
    const lines = [line('INV-A', '2026-04-10', '10000.00', '10000.01')];
    expect(paymentErrors({ ...valid, amount: '20000', allocations: lines }, TODAY)).toEqual({
      'allocations.0.amount':
        'Allocation of 10000.01 to INV-A is more than its balance of 10000.00',
    });
  });

  it('refuses allocations that add up to more than the receipt', () => {
    // 4,000 + 1,500 = 5,500 > 5,000; each is within its invoice's balance.
    const lines = [
      line('INV-A', '2026-04-10', '10000.00', '4000'),
      line('INV-B', '2026-05-01', '2500.50', '1500'),
    ];
    expect(paymentErrors({ ...valid, allocations: lines }, TODAY)).toEqual({
      allocations: 'The allocations (5500.00) are more than the receipt (5000.00)',
    });
  });

  it('checks an advance applied later against what is left of the receipt', () => {
    const lines = [line('INV-B', '2026-05-01', '2500.50', '2500.50')];
    expect(allocationFormErrors('2500.50', lines)).toEqual({});
    expect(allocationFormErrors('2000.00', lines)).toEqual({
      allocations: 'The allocations (2500.50) are more than the receipt (2000.00)',
    });
  });
});

describe('toPaymentInput', () => {
  it('sends 2-decimal amounts and only the invoices given something', () => {
    const values = {
      ...newPaymentValues('2026-11-25'),
      customerId: 'c1',
      amount: '12000.5',
      mode: 'upi' as const,
      reference: '  UTR123 ',
      allocations: [
        line('INV-A', '2026-04-10', '10000.00', '10000'),
        line('INV-B', '2026-05-01', '2500.50', ''),
        line('INV-C', '2026-06-15', '7000.00', '0'),
      ],
    };
    expect(toPaymentInput(values)).toEqual({
      customerId: 'c1',
      paymentDate: '2026-11-25',
      amount: '12000.50',
      mode: 'upi',
      bankAccountId: null,
      reference: 'UTR123',
      remarks: '',
      allocations: [{ invoiceId: 'id-INV-A', amount: '10000.00' }],
    });
  });
});

describe('TDS deducted (issue 33)', () => {
  const TODAY = '2026-11-25';
  // An invoice of 1,18,000 (1,00,000 + 18 % GST): 1,17,900 received and 100 TDS u/s 194Q
  // (0.1 % of the 1,00,000 without GST) settle it.
  const values = {
    ...newPaymentValues(TODAY),
    customerId: 'c1',
    customerLabel: 'Gupta Cold Storage',
    amount: '117900',
    tdsSection: '194Q' as const,
    tdsRate: '0.1',
    tdsAmount: '100',
    allocations: [line('INV-T', '2026-04-10', '118000.00', '118000')],
  };

  it('settles cash + TDS, and allocations may use both', () => {
    expect(receiptSettles(values)).toBe('118000.00');
    expect(paymentErrors(values, TODAY)).toEqual({});
    expect(remainingAdvance(receiptSettles(values), values.allocations)).toBe('0.00');
    expect(toPaymentInput(values)).toMatchObject({
      amount: '117900.00',
      tdsSection: '194Q',
      tdsRate: '0.1',
      tdsAmount: '100.00',
    });
  });

  it('refuses what the server refuses, with its messages', () => {
    expect(paymentErrors({ ...values, tdsSection: '' }, TODAY).tdsSection).toBe(
      'Choose the TDS section the customer deducted under',
    );
    expect(paymentErrors({ ...values, tdsRate: '31' }, TODAY).tdsRate).toMatch(/0 to 30/);
    expect(paymentErrors({ ...values, tdsAmount: '99.999' }, TODAY).tdsAmount).toBe(
      'Enter an amount in rupees with at most 2 decimals',
    );
    // Without the TDS, 1,17,900 cannot pay 1,18,000.
    expect(paymentErrors({ ...values, tdsSection: '', tdsRate: '', tdsAmount: '' }, TODAY).allocations).toMatch(/more than the receipt/); // prettier-ignore
  });
});

describe('labels and ranges', () => {
  it('names the modes as the shop says them', () => {
    expect(modeLabel('bank-transfer')).toBe('Bank transfer');
    expect(modeLabel('upi')).toBe('UPI');
  });

  it('starts a statement on 1 April of the current financial year', () => {
    expect(statementRange('2026-11-25')).toEqual({ from: '2026-04-01', to: '2026-11-25' });
    expect(statementRange('2027-02-10')).toEqual({ from: '2026-04-01', to: '2027-02-10' });
    expect(statementRange('2026-03-31')).toEqual({ from: '2025-04-01', to: '2026-03-31' });
    expect(statementRange('2026-04-01')).toEqual({ from: '2026-04-01', to: '2026-04-01' });
  });
});

describe('withAllocationErrors (live checks while typing)', () => {
  it('replaces the allocation messages and keeps the other fields’ messages', () => {
    const stale = {
      amount: 'Amount must be more than 0',
      'allocations.0.amount': 'old message',
      allocations: 'old total',
    };
    const fixed = [line('INV-A', '2026-04-10', '10000.00', '4000')];
    expect(withAllocationErrors(stale, '5000', fixed)).toEqual({
      amount: 'Amount must be more than 0',
    });
    // 6,000 > 5,000 received: the total message comes back.
    const over = [line('INV-A', '2026-04-10', '10000.00', '6000')];
    expect(withAllocationErrors({}, '5000', over)).toEqual({
      allocations: 'The allocations (6000.00) are more than the receipt (5000.00)',
    });
  });
});

// Issue 29: a part payment was confirmed as '1 invoice paid'.
describe('allocationSummary (the receipt confirmation)', () => {
  it('says a part payment is in part, with what stays due', () => {
    // 15,000.50 due on INV-A, 10,000 paid: 5,000.50 stays due.
    expect(allocationSummary([line('INV-A', '2026-04-10', '15000.50', '10000')])).toBe(
      '₹10,000.00 towards INV-A; ₹5,000.50 of it stays due',
    );
  });
  it('names a fully paid invoice, counts several, ignores empty lines', () => {
    expect(allocationSummary([line('INV-A', '2026-04-10', '10000.00', '10000.00')])).toBe(
      'INV-A paid in full',
    );
    const lines = [
      line('INV-A', '2026-04-10', '10000.00', '10000'),
      line('INV-B', '2026-05-01', '2500.50', '2500.50'),
      line('INV-C', '2026-06-15', '7000.00', '1000'),
      line('INV-D', '2026-06-20', '500.00', ''),
    ];
    expect(allocationSummary(lines)).toBe('2 invoices paid in full and 1 in part');
    expect(allocationSummary(lines.slice(0, 2))).toBe('2 invoices paid in full');
    expect(allocationSummary([lines[3]!])).toBe('No invoice is paid from it');
  });
});
