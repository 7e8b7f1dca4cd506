// @engines pglite postgres
// Requests within one shop's schema: no Citus round.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { withTenant } from '@gst/db/client';
import {
  bankAccounts,
  customers,
  expenses,
  payments,
  refunds,
  supplierPayments,
  suppliers,
} from '@gst/db/schema';
import { ownerSuite, trpcData } from './helpers';

/**
 * Issue 33's "every report's totals equal the sum of the documents behind it", for the day book
 * and the cash and bank books, over random months: each run writes a random year of receipts,
 * refunds, supplier payments and expenses (random modes, bank accounts and amounts, some
 * reversed or cancelled) into a year of its own, then asks for a random month of it. Expected
 * figures are summed here in integer paise from what was written (every earlier run's rows
 * included: they are the openings), independently of the domain's code:
 *   day book: count, cancelled, money in (active receipts), money out (active refunds, supplier
 *     payments, expenses) of the month, and per kind;
 *   cash book (mode cash), bank book (any other mode; all accounts and each account, two of the
 *     shop's with opening balances 1,000.00 and −250.00 and "Other (as typed)" for movements that
 *     name none): opening = the account's opening balance (no "as of" date: before the first
 *     entry) + every active movement of that book before the month, in, out, closing = opening +
 *     in − out; the accounts' closings add up to the all-accounts book's.
 * The rows are written straight into the shop's tables (the books only read them).
 */
const suite = ownerSuite({}, async (h) => {
  const ids = await withTenant(h.database.db, h.a, async (tx) => {
    const [customer] = await tx.insert(customers).values({ name: 'Prop Customer' }).returning();
    const [supplier] = await tx
      .insert(suppliers)
      .values({ name: 'Prop Supplier', stateCode: 19, registration: 'unregistered' as const })
      .returning();
    const accounts = await tx
      .insert(bankAccounts)
      .values([
        { name: 'Prop A', openingBalancePaise: 100_000n, createdAt: new Date('2020-01-01') },
        { name: 'Prop B', openingBalancePaise: -25_000n, createdAt: new Date('2020-01-02') },
      ])
      .returning();
    const [a, b] = accounts.sort((x, y) => x.name.localeCompare(y.name));
    if (!customer || !supplier || !a || !b) throw new Error('not seeded');
    return { customerId: customer.id, supplierId: supplier.id, accountIds: [a.id, b.id] };
  });
  return { ids };
});

type Kind = 'receipt' | 'refund' | 'supplier-payment' | 'expense';
type Movement = {
  kind: Kind;
  date: string;
  paise: number;
  mode: string;
  /** 0 or 1: the shop's accounts A and B; 2: none ("Other (as typed)", an expense's text). */
  account: number;
  active: boolean;
};

const OPENING = [100_000, -25_000, 0];
const pad = (n: number) => String(n).padStart(2, '0');
const rupees = (p: number) => {
  const abs = Math.abs(p);
  return `${p < 0 ? '-' : ''}${Math.floor(abs / 100)}.${pad(abs % 100)}`;
};

const movementArb = fc
  .record({
    kind: fc.constantFrom<Kind>('receipt', 'refund', 'supplier-payment', 'expense'),
    month: fc.integer({ min: 1, max: 12 }),
    day: fc.integer({ min: 1, max: 28 }),
    paise: fc.integer({ min: 1, max: 5_000_000 }),
    mode: fc.constantFrom('cash', 'upi', 'bank-transfer', 'cheque', 'card'),
    account: fc.integer({ min: 0, max: 2 }),
    // About one in five reversed (a receipt, refund or payment) or cancelled (an expense).
    active: fc.integer({ min: 0, max: 9 }).map((n) => n < 8),
  })
  .map((m) => ({
    kind: m.kind,
    monthDay: `${pad(m.month)}-${pad(m.day)}`,
    paise: m.paise,
    // An expense is paid from cash or a bank; any movement not in cash names an account or none.
    mode: m.kind === 'expense' ? (m.mode === 'cash' ? 'cash' : 'bank') : m.mode,
    account: m.mode === 'cash' ? 2 : m.account,
    active: m.active,
  }));

let sequence = 0;
const written: Movement[] = [];

async function write(movements: Movement[]) {
  const { customerId, supplierId } = suite.ids;
  await withTenant(suite.h.database.db, suite.h.a, async (tx) => {
    for (const m of movements) {
      sequence += 1;
      const common = {
        financialYear: Number(m.date.slice(0, 4)),
        sequence,
        amount: rupees(m.paise),
      };
      const status = m.active ? ('active' as const) : ('reversed' as const);
      const mode = m.mode as 'cash';
      const bankAccountId = suite.ids.accountIds[m.account] ?? null;
      if (m.kind === 'receipt') {
        await tx.insert(payments).values({
          ...common,
          receiptNumber: `R/${sequence}`,
          customerId,
          paymentDate: m.date,
          mode,
          bankAccountId,
          status,
        });
      } else if (m.kind === 'refund') {
        await tx.insert(refunds).values({
          ...common,
          refundNumber: `RF/${sequence}`,
          customerId,
          refundDate: m.date,
          mode,
          bankAccountId,
          status,
        });
      } else if (m.kind === 'supplier-payment') {
        await tx.insert(supplierPayments).values({
          ...common,
          paymentNumber: `SP/${sequence}`,
          supplierId,
          paymentDate: m.date,
          mode,
          bankAccountId,
          status,
        });
      } else {
        await tx.insert(expenses).values({
          ...common,
          expenseNumber: `EXP/${sequence}`,
          expenseDate: m.date,
          category: 'Sundry',
          paidFrom: m.mode as 'cash' | 'bank',
          bankAccount: m.mode === 'bank' && m.account === 2 ? 'SBI 9911' : '',
          bankAccountId,
          status: m.active ? 'active' : 'cancelled',
        });
      }
    }
  });
  written.push(...movements);
}

const signed = (m: Movement) => (m.kind === 'receipt' ? m.paise : -m.paise);
const toPaise = (v: string) => Math.round(Number(v) * 100);

function expectedBook(from: string, to: string, inBook: (m: Movement) => boolean, recorded = 0) {
  const mine = written.filter((m) => m.active && inBook(m));
  const opening = mine.filter((m) => m.date < from).reduce((s, m) => s + signed(m), recorded);
  const range = mine.filter((m) => m.date >= from && m.date <= to);
  const moneyIn = range.filter((m) => m.kind === 'receipt').reduce((s, m) => s + m.paise, 0);
  const moneyOut = range.filter((m) => m.kind !== 'receipt').reduce((s, m) => s + m.paise, 0);
  return {
    count: range.length,
    opening: rupees(opening),
    moneyIn: rupees(moneyIn),
    moneyOut: rupees(moneyOut),
    closing: rupees(opening + moneyIn - moneyOut),
  };
}

type Totals = {
  count: number;
  opening: string;
  moneyIn: string;
  moneyOut: string;
  closing: string;
};
const book = async (path: string, input: object) =>
  trpcData<{ totals: Totals }>(await suite.h.trpcQuery(path, input, suite.asOwner())).totals;

describe('books over random months (property)', () => {
  it('totals equal the movements behind them; closing = opening + in − out', async () => {
    let year = 2011;
    await fc.assert(
      fc.asyncProperty(
        fc.array(movementArb, { minLength: 1, maxLength: 30 }),
        fc.integer({ min: 1, max: 12 }),
        async (drawn, month) => {
          // Each run (a shrunk one too) writes into a year of its own, after the earlier runs'.
          const movements: Movement[] = drawn.map(({ monthDay, ...m }) => ({
            ...m,
            date: `${year}-${monthDay}`,
          }));
          await write(movements);
          const from = `${year}-${pad(month)}-01`;
          const to = new Date(Date.UTC(year, month, 0)).toISOString().slice(0, 10);
          year += 1;

          const inMonth = movements.filter((m) => m.date >= from && m.date <= to);
          const day = trpcData<{
            totals: {
              count: number;
              cancelled: number;
              moneyIn: string;
              moneyOut: string;
              byKind: { kind: string; count: number; amount: string }[];
            };
          }>(
            await suite.h.trpcQuery('tenant.reports.dayBook', { from, to }, suite.asOwner()),
          ).totals;
          const active = inMonth.filter((m) => m.active);
          expect(day.count).toBe(inMonth.length);
          expect(day.cancelled).toBe(inMonth.length - active.length);
          const sum = (list: Movement[]) => rupees(list.reduce((s, m) => s + m.paise, 0));
          expect(day.moneyIn).toBe(sum(active.filter((m) => m.kind === 'receipt')));
          expect(day.moneyOut).toBe(sum(active.filter((m) => m.kind !== 'receipt')));
          for (const k of day.byKind) {
            const kindRows = inMonth.filter((m) => m.kind === k.kind);
            expect([k.count, k.amount]).toEqual([
              kindRows.length,
              sum(kindRows.filter((m) => m.active)),
            ]);
          }

          const cash = await book('tenant.reports.cashBook', { from, to });
          expect(cash).toEqual(expectedBook(from, to, (m) => m.mode === 'cash'));
          const bank = await book('tenant.reports.bankBook', { from, to });
          // 1,000.00 − 250.00 recorded, with every bank movement before the month.
          expect(bank).toEqual(expectedBook(from, to, (m) => m.mode !== 'cash', 75_000));
          for (const t of [cash, bank]) {
            expect(toPaise(t.closing)).toBe(
              toPaise(t.opening) + toPaise(t.moneyIn) - toPaise(t.moneyOut),
            );
          }
          const accounts = trpcData<{ id: string }[]>(
            await suite.h.trpcQuery('tenant.reports.bankAccounts', undefined, suite.asOwner()),
          ).map((a) => a.id);
          const [a, b] = suite.ids.accountIds;
          const hasOther = written.some((m) => m.active && m.mode !== 'cash' && m.account === 2);
          expect(accounts).toEqual([a, b, ...(hasOther ? ['other'] : [])]);
          let closings = 0;
          for (const [index, account] of [a, b, 'other'].entries()) {
            const one = await book('tenant.reports.bankBook', { from, to, account });
            expect(one).toEqual(
              expectedBook(
                from,
                to,
                (m) => m.mode !== 'cash' && m.account === index,
                OPENING[index],
              ),
            );
            closings += toPaise(one.closing);
          }
          expect(closings).toBe(toPaise(bank.closing));
        },
      ),
      { numRuns: 6 },
    );
  }, 60_000);
});
