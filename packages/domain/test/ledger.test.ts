import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  agingBucket,
  agingOf,
  allocationErrors,
  creditNoteDeadline,
  creditNoteLineErrors,
  creditNoteTimeLimitError,
  customerStatement,
  invoiceBalance,
  lineRemaining,
  type StatementEntry,
} from '../src/ledger';

describe('credit note time limit (CGST Act s.34(2): 30 November after the financial year)', () => {
  it.each([
    // FY 2025-26 runs 1 Apr 2025 – 31 Mar 2026, so its notes are due by 30 Nov 2026.
    ['2025-04-01', '2026-11-30'],
    ['2026-03-31', '2026-11-30'],
    // 1 Apr 2026 starts FY 2026-27: due by 30 Nov 2027.
    ['2026-04-01', '2027-11-30'],
  ])('an invoice of %s may be credited until %s', (invoiceDate, deadline) => {
    expect(creditNoteDeadline(invoiceDate)).toBe(deadline);
  });

  it('refuses a note dated after the deadline, naming it', () => {
    expect(creditNoteTimeLimitError('2025-06-15', '2026-11-30')).toBeNull();
    expect(creditNoteTimeLimitError('2025-06-15', '2026-12-01')).toBe(
      'A credit note against an invoice dated 2025-06-15 must be issued by 2026-11-30 (CGST Act s.34(2))',
    );
  });
});

describe('what a note may still take from an invoice line', () => {
  const line = {
    lineId: 'L1',
    quantity: 3,
    taxableValue: '42000.00',
    creditedQuantity: 1,
    creditedValue: '14000.00',
    debitedValue: '500.00',
  };

  it('is the invoiced quantity and value less earlier credits, plus debits', () => {
    // 3 − 1 = 2 units; 42,000 + 500 − 14,000 = 28,500.00.
    expect(lineRemaining(line)).toEqual({ quantity: '2', taxableValue: '28500.00' });
  });

  it('refuses more quantity or value than is left, and unknown or repeated lines', () => {
    expect(
      creditNoteLineErrors([line], [{ lineId: 'L1', quantity: 2, taxableValue: '28500.00' }]),
    ).toEqual([]);
    expect(
      creditNoteLineErrors([line], [{ lineId: 'L1', quantity: 3, taxableValue: '28500.01' }]),
    ).toEqual([
      'Invoice line 1: returning 3 is more than the 2 the invoice still has',
      'Invoice line 1: crediting 28500.01 is more than the 28500.00 the invoice still has',
    ]);
    expect(
      creditNoteLineErrors([line], [{ lineId: 'L9', quantity: 0, taxableValue: '1' }]),
    ).toEqual(['Line L9 is not on the invoice']);
    expect(
      creditNoteLineErrors(
        [line],
        [
          { lineId: 'L1', quantity: 0, taxableValue: '1' },
          { lineId: 'L1', quantity: 0, taxableValue: '1' },
        ],
      ),
    ).toEqual(['Invoice line 1 is named twice']);
    expect(
      creditNoteLineErrors([line], [{ lineId: 'L1', quantity: 0, taxableValue: '0' }]),
    ).toEqual(['A credit note must credit some value']);
  });
});

describe('invoice balance and status', () => {
  const base = { total: '11800.00', dueDate: '2026-11-30' };

  it.each([
    [{}, '2026-11-25', '11800.00', 'unpaid'],
    [{ allocated: '5000' }, '2026-11-25', '6800.00', 'partly-paid'],
    [{ allocated: '5000' }, '2026-12-01', '6800.00', 'overdue'],
    [{ allocated: '11800' }, '2026-12-01', '0.00', 'paid'],
    // A credit note of 1,180 and a debit note of 590: 11,800 − 1,180 + 590 − 11,210 = 0.
    [{ credited: '1180', debited: '590', allocated: '11210' }, '2026-12-05', '0.00', 'paid'],
    // Fully credited, nothing received: nothing is owed.
    [{ credited: '11800' }, '2027-01-01', '0.00', 'paid'],
  ] as const)('%o on %s leaves %s, %s', (extra, today, balance, status) => {
    expect(invoiceBalance({ ...base, ...extra }, today)).toEqual({ balance, status });
  });
});

describe('allocations of a receipt', () => {
  it('refuses more than an invoice owes and more than the receipt', () => {
    expect(
      allocationErrors('10000', [
        { invoiceNumber: 'INV/1', amount: '6000', balance: '6000' },
        { invoiceNumber: 'INV/2', amount: '4000', balance: '5000' },
      ]),
    ).toEqual([]);
    expect(
      allocationErrors('5000', [
        { invoiceNumber: 'INV/1', amount: '6000.01', balance: '6000' },
        { invoiceNumber: 'INV/2', amount: '0', balance: '5000' },
      ]),
    ).toEqual([
      'Allocation of 6000.01 to INV/1 is more than its balance of 6000.00',
      'Allocation to INV/2 must be more than 0',
      'The allocations (6000.01) are more than the receipt (5000.00)',
    ]);
  });
});

describe('aging', () => {
  it.each([
    ['2026-11-26', 'current'],
    ['2026-11-25', 'd0_30'],
    ['2026-10-26', 'd0_30'],
    ['2026-10-25', 'd31_60'],
    // Sep 26 → Oct 26 → Nov 25: 30 + 30 = 60 days late; one day earlier is 61.
    ['2026-09-26', 'd31_60'],
    ['2026-09-25', 'd61_90'],
    ['2026-08-27', 'd61_90'],
    ['2026-08-26', 'd90plus'],
  ] as const)('an amount due on %s is %s on 2026-11-25', (due, bucket) => {
    expect(agingBucket(due, '2026-11-25')).toBe(bucket);
  });

  it('sums balances into buckets and a total', () => {
    expect(
      agingOf(
        [
          { balance: '100.10', dueDate: '2026-12-01' },
          { balance: '200.20', dueDate: '2026-11-01' },
          { balance: '300.30', dueDate: '2026-10-01' },
          { balance: '400.40', dueDate: '2026-01-01' },
        ],
        '2026-11-25',
      ),
    ).toEqual({
      current: '100.10',
      d0_30: '200.20',
      d31_60: '300.30',
      d61_90: '0.00',
      d90plus: '400.40',
      total: '1001.00',
    });
  });
});

describe('customer statement', () => {
  const entries: StatementEntry[] = [
    { date: '2026-09-10', kind: 'invoice', number: 'INV/1', amount: '10000' },
    { date: '2026-09-20', kind: 'receipt', number: 'RCT/1', amount: '4000' },
    { date: '2026-10-05', kind: 'invoice', number: 'INV/2', amount: '5900' },
    { date: '2026-10-05', kind: 'receipt', number: 'RCT/2', amount: '6000' },
    { date: '2026-10-05', kind: 'credit-note', number: 'CN/1', amount: '1180' },
    { date: '2026-10-20', kind: 'debit-note', number: 'DN/1', amount: '590' },
    { date: '2026-11-10', kind: 'receipt', number: 'RCT/3', amount: '1000' },
  ];

  it('opens with what came before, runs a balance and closes', () => {
    // Before October: 10,000 − 4,000 = 6,000 opening.
    // 5 Oct: INV/2 +5,900 = 11,900; CN/1 −1,180 = 10,720; RCT/2 −6,000 = 4,720.
    // 20 Oct: DN/1 +590 = 5,310. The November receipt is outside the range.
    const s = customerStatement(entries, '2026-10-01', '2026-10-31');
    expect(s.opening).toBe('6000.00');
    expect(s.lines.map((l) => [l.number, l.debit, l.credit, l.balance])).toEqual([
      ['INV/2', '5900.00', '0.00', '11900.00'],
      ['CN/1', '0.00', '1180.00', '10720.00'],
      ['RCT/2', '0.00', '6000.00', '4720.00'],
      ['DN/1', '590.00', '0.00', '5310.00'],
    ]);
    expect(s.closing).toBe('5310.00');
  });

  it('chains: the closing balance of one range is the opening of the next (property)', () => {
    const entry = fc.record({
      date: fc
        .integer({ min: 0, max: 364 })
        .map((d) => new Date(Date.UTC(2026, 0, 1 + d)).toISOString().slice(0, 10)),
      kind: fc.constantFrom('invoice', 'credit-note', 'debit-note', 'receipt' as const),
      number: fc.string({ minLength: 1, maxLength: 6 }),
      amount: fc.integer({ min: 1, max: 10_000_000 }).map((p) => (p / 100).toFixed(2)),
    });
    fc.assert(
      fc.property(fc.array(entry, { maxLength: 40 }), (list) => {
        const first = customerStatement(list as StatementEntry[], '2026-01-01', '2026-06-30');
        const second = customerStatement(list as StatementEntry[], '2026-07-01', '2026-12-31');
        expect(second.opening).toBe(first.closing);
        // The whole year: invoices + debit notes − credit notes − receipts, in paise.
        const paise = list.reduce((acc, e) => {
          const p = Math.round(Number(e.amount) * 100);
          return acc + (e.kind === 'invoice' || e.kind === 'debit-note' ? p : -p);
        }, 0);
        expect(second.closing).toBe((paise / 100).toFixed(2));
      }),
    );
  });
});
