import { describe, expect, it } from 'vitest';
import {
  bookOf,
  buildDayBook,
  buildMoneyBook,
  ledgerTotals,
  openingBasis,
  type DayBookEntry,
  type MoneyMovement,
} from '../src';

const entry = (over: Partial<DayBookEntry>): DayBookEntry => ({
  id: 'e',
  kind: 'invoice',
  date: '2026-05-04',
  number: 'INV/1',
  reference: '',
  partyName: 'Ravi Traders',
  mode: '',
  amount: '0.00',
  cancelled: false,
  ...over,
});

const move = (over: Partial<MoneyMovement>): MoneyMovement => ({
  id: 'm',
  kind: 'receipt',
  date: '2026-05-04',
  number: 'RCT/1',
  partyName: 'Ravi Traders',
  mode: 'cash',
  account: '',
  amount: '0.00',
  ...over,
});

describe('day book (issue 33)', () => {
  it('orders by date, kind and number; totals per kind; money in and out; cancelled at zero', () => {
    const { rows, totals } = buildDayBook([
      entry({ id: 'x', kind: 'expense', number: 'EXP/2', amount: '250.50' }),
      entry({ id: 'r', kind: 'receipt', number: 'RCT/10', amount: '1000.00' }),
      entry({ id: 'i2', kind: 'invoice', number: 'INV/10', amount: '1180.00' }),
      entry({ id: 'i1', kind: 'invoice', number: 'INV/9', amount: '590.00' }),
      entry({ id: 'c', kind: 'invoice', number: 'INV/8', amount: '118.00', cancelled: true }),
      entry({ id: 'p', kind: 'supplier-payment', number: 'SP/1', amount: '0.10' }),
      entry({ id: 'f', kind: 'refund', date: '2026-05-03', number: 'RF/1', amount: '0.20' }),
    ]);
    // The 3rd first (refund), then the 4th: invoices 8, 9, 10, the receipt, payment, expense.
    expect(rows.map((r) => r.id)).toEqual(['f', 'c', 'i1', 'i2', 'r', 'p', 'x']);
    expect(rows[1]).toMatchObject({ amount: '0.00', moneyIn: '0.00', moneyOut: '0.00' });
    expect(rows[4]).toMatchObject({ moneyIn: '1000.00', moneyOut: '0.00' });
    // Invoices 590 + 1,180 + 0 = 1,770 (3 rows); out 0.20 + 0.10 + 250.50 = 250.80.
    expect(totals).toEqual({
      count: 7,
      cancelled: 1,
      byKind: [
        { kind: 'invoice', count: 3, amount: '1770.00' },
        { kind: 'receipt', count: 1, amount: '1000.00' },
        { kind: 'refund', count: 1, amount: '0.20' },
        { kind: 'supplier-payment', count: 1, amount: '0.10' },
        { kind: 'expense', count: 1, amount: '250.50' },
      ],
      moneyIn: '1000.00',
      moneyOut: '250.80',
    });
  });

  it('is empty with zero totals when nothing happened', () => {
    expect(buildDayBook([]).totals).toEqual({
      count: 0,
      cancelled: 0,
      byKind: [],
      moneyIn: '0.00',
      moneyOut: '0.00',
    });
  });
});

describe('cash and bank books (issue 33)', () => {
  it('opening from before the range, running balance, closing = opening + in − out', () => {
    // Before: in 5,000.00 − out 1,200.35 = 3,799.65 opening.
    const before = [
      { kind: 'receipt' as const, amount: '5000.00' },
      { kind: 'expense' as const, amount: '1200.35' },
    ];
    const { rows, totals } = buildMoneyBook(before, [
      move({ id: 'b', kind: 'supplier-payment', date: '2026-05-02', amount: '4000.00' }),
      move({ id: 'a', kind: 'receipt', date: '2026-05-02', amount: '0.35' }),
      move({ id: 'c', kind: 'refund', date: '2026-05-01', amount: '100.00' }),
    ]);
    // 3,799.65 − 100 = 3,699.65; + 0.35 = 3,700.00; − 4,000 = − 300.00 (an overdraft shows).
    expect(rows.map((r) => [r.id, r.moneyIn, r.moneyOut, r.balance])).toEqual([
      ['c', '0.00', '100.00', '3699.65'],
      ['a', '0.35', '0.00', '3700.00'],
      ['b', '0.00', '4000.00', '-300.00'],
    ]);
    expect(totals).toEqual({
      count: 3,
      opening: '3799.65',
      moneyIn: '0.35',
      moneyOut: '4100.00',
      closing: '-300.00',
    });
  });

  it('sums a thousand 0.10 movements exactly (no float drift)', () => {
    const many = Array.from({ length: 1000 }, (_, i) =>
      move({ id: String(i), number: `R/${i}`, amount: '0.10' }),
    );
    expect(buildMoneyBook([], many).totals).toMatchObject({ moneyIn: '100.00', closing: '100.00' });
  });
});

describe('which book and which bank account', () => {
  const hdfc = '0b5a3c1e-2f44-4c1a-9d7e-1a2b3c4d5e6f';

  it('puts cash in the cash book and every other mode in the account it names', () => {
    expect(bookOf({ mode: 'cash', accountId: null })).toEqual({ book: 'cash' });
    for (const mode of ['upi', 'bank-transfer', 'cheque', 'card', 'bank']) {
      expect(bookOf({ mode, accountId: hdfc })).toEqual({ book: 'bank', accountId: hdfc });
    }
    // An old expense with its account typed as text names no account: "Other (as typed)".
    expect(bookOf({ mode: 'bank', accountId: null })).toEqual({ book: 'bank', accountId: 'other' });
  });

  it('counts the opening balance from its as-of date, not before', () => {
    // Blank date: the balances are before the first entry, every earlier movement counts.
    expect(openingBasis('', '2025-04-01', 150000n)).toEqual({
      paise: 150000n,
      movementsFrom: null,
    });
    // As of 1 April, range from 1 May: the balance plus April's movements.
    expect(openingBasis('2025-04-01', '2025-05-01', 150000n)).toEqual({
      paise: 150000n,
      movementsFrom: '2025-04-01',
    });
    expect(openingBasis('2025-05-01', '2025-05-01', -500n)).toEqual({
      paise: -500n,
      movementsFrom: '2025-05-01',
    });
    // A range before the as-of date opens with its earlier movements only.
    expect(openingBasis('2025-06-01', '2025-05-01', 150000n)).toEqual({
      paise: 0n,
      movementsFrom: null,
    });
  });

  it('opens with the recorded balance plus the earlier movements', () => {
    // 1,500.00 recorded + 200.00 in − 50.00 out = 1,650.00 opening.
    const book = buildMoneyBook(
      [
        { kind: 'receipt', amount: '200.00' },
        { kind: 'expense', amount: '50.00' },
      ],
      [],
      150000n,
    );
    expect(book.totals).toMatchObject({ opening: '1650.00', closing: '1650.00' });
  });

  it('sums a ledger’s debit and credit columns', () => {
    expect(
      ledgerTotals([
        { debit: '100.10', credit: '0.00' },
        { debit: '0.00', credit: '50.05' },
        { debit: '0.20', credit: '0.00' },
      ]),
    ).toEqual({ debit: '100.30', credit: '50.05' });
  });
});
