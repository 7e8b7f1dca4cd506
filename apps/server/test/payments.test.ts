import { describe, expect, it } from 'vitest';
import { trpcData } from './helpers';
import { paymentsSuite, type Payment } from './payments-fixtures';

/**
 * Receipts and allocations (issue 16), on both engines: allocation, advance, over-allocation
 * refused, reversal, racing receipts, isolation and permissions. The shop is in West Bengal (19);
 * every figure is worked out by hand in the comments. (The ledger identity and REST:
 * payments-ledger.test.ts.)
 */
const { suite, mutate, query, newCustomer, battery, balances, refusedWith } = paymentsSuite();

describe('receipts', () => {
  it('allocates, keeps the rest as advance, refuses over-allocation, and reverses', async () => {
    const customer = await newCustomer('Ledger One');
    const other = await newCustomer('Ledger Other');
    const i1 = await battery(customer, '10000'); // 10,000 + 900 + 900 = 11,800.00
    const i2 = await battery(customer, '5000'); // 5,000 + 450 + 450 = 5,900.00
    const foreign = await battery(other, '1000'); // 1,180.00

    // 15,000 received: 11,800 to I1, 3,000 to I2, 200 left as advance. Both are past their due
    // date (1 Oct 2025 + 7 days), so I2 with 2,900.00 left is overdue.
    const r1 = trpcData<Payment>(
      await mutate('tenant.payments.create', {
        customerId: customer,
        paymentDate: '2025-10-05',
        amount: '15000',
        mode: 'bank-transfer',
        reference: 'UTR 1234',
        allocations: [
          { invoiceId: i1.id, amount: '11800' },
          { invoiceId: i2.id, amount: '3000' },
        ],
      }),
    );
    expect(r1.receiptNumber).toBe('RCT/25-26/0001');
    expect(r1.unallocated).toBe('200.00');
    expect(await balances([i1.id, i2.id])).toEqual([
      ['0.00', 'paid'],
      ['2900.00', 'overdue'],
    ]);

    refusedWith(
      await mutate('tenant.payments.allocate', {
        paymentId: r1.id,
        allocations: [{ invoiceId: i2.id, amount: '2900.01' }],
      }),
      /Allocation of 2900.01 to .* is more than its balance of 2900.00; The allocations \(2900.01\) are more than the receipt \(200.00\)/,
    );
    refusedWith(
      await mutate('tenant.payments.create', {
        customerId: customer,
        amount: '100',
        mode: 'cash',
        allocations: [{ invoiceId: foreign.id, amount: '100' }],
      }),
      /is not this customer's/,
    );

    // The advance of 200 goes to I2: 2,900 − 200 = 2,700.00.
    const applied = trpcData<Payment>(
      await mutate('tenant.payments.allocate', {
        paymentId: r1.id,
        allocations: [{ invoiceId: i2.id, amount: '200' }],
      }),
    );
    expect(applied.unallocated).toBe('0.00');
    expect(await balances([i2.id])).toEqual([['2700.00', 'overdue']]);

    // A credit note of 1,000 + 18 % = 1,180.00 reduces it: 2,700 − 1,180 = 1,520.00.
    trpcData(
      await mutate('tenant.creditNotes.create', {
        noteDate: '2025-10-20',
        reason: 'post-sale-discount',
        lines: [{ invoiceLineId: i2.lines[0]!.id, taxableValue: '1000' }],
      }),
    );
    expect(await balances([i2.id])).toEqual([['1520.00', 'overdue']]);

    // Receivables on 1 Dec 2025: I2 is due 8 Oct, 54 days late: the 31–60 bucket.
    const aging = trpcData<{ data: Record<string, string>[] }>(
      await query('tenant.payments.receivables', { asOf: '2025-12-01', search: 'Ledger One' }),
    );
    expect(aging.data).toEqual([
      expect.objectContaining({
        customerName: 'Ledger One',
        current: '0.00',
        d0_30: '0.00',
        d31_60: '1520.00',
        d61_90: '0.00',
        d90plus: '0.00',
        total: '1520.00',
        advance: '0.00',
      }),
    ]);

    // Statement for Oct–Dec 2025: 11,800 + 5,900 − 15,000 − 1,180 = 1,520.00.
    const statement = trpcData<{
      opening: string;
      closing: string;
      lines: { number: string; balance: string }[];
    }>(
      await query('tenant.payments.statement', {
        customerId: customer,
        from: '2025-10-01',
        to: '2025-12-31',
      }),
    );
    expect(statement.opening).toBe('0.00');
    expect(statement.lines.map((l) => l.balance)).toEqual([
      '11800.00',
      '17700.00',
      '2700.00',
      '1520.00',
    ]);
    expect(statement.closing).toBe('1520.00');

    // Reversing the receipt opens both invoices again.
    expect((await mutate('tenant.payments.delete', { id: r1.id })).status).toBe(200);
    expect(await balances([i1.id, i2.id])).toEqual([
      ['11800.00', 'overdue'],
      ['4720.00', 'overdue'],
    ]);
    expect((await mutate('tenant.payments.delete', { id: r1.id })).status).toBe(409);
  });

  it('two receipts racing for the last rupee of one invoice never over-allocate it', async () => {
    const customer = await newCustomer('Race Buyer');
    const invoice = await battery(customer, '1000'); // 1,180.00
    const race = () =>
      mutate('tenant.payments.create', {
        customerId: customer,
        amount: '1180',
        mode: 'upi',
        allocations: [{ invoiceId: invoice.id, amount: '1180' }],
      });
    const replies = await Promise.all([race(), race(), race()]);
    expect(replies.filter((r) => r.status === 200)).toHaveLength(1);
    for (const r of replies.filter((x) => x.status !== 200)) {
      refusedWith(r, /more than its balance of 0.00/);
    }
    expect(await balances([invoice.id])).toEqual([['0.00', 'paid']]);
  });

  it('another shop cannot see a receipt, and a user without the page is refused', async () => {
    const customer = await newCustomer('Private Buyer');
    const receipt = trpcData<Payment>(
      await mutate('tenant.payments.create', { customerId: customer, amount: '10', mode: 'cash' }),
    );
    const asB = { tenant: 'beta', cookie: suite.ownerB };
    expect((await suite.h.trpcQuery('tenant.payments.get', { id: receipt.id }, asB)).status).toBe(
      404,
    );
    expect((await suite.h.rest('GET', `/api/payment-file/${receipt.id}`, asB)).status).toBe(404);
    const statement = await suite.h.rest(
      'GET',
      `/api/customer-statement/${customer}?from=2025-01-01&to=2025-12-31`,
      asB,
    );
    expect(statement.status).toBe(404);
    const open = await suite.h.trpcQuery(
      'tenant.payments.openInvoices',
      { customerId: customer },
      asB,
    );
    expect(trpcData(open)).toEqual([]);
    expect(
      (await suite.h.trpcMutation('tenant.payments.delete', { id: receipt.id }, asB)).status,
    ).toBe(404);
    // A cashier (receipts only) picks the customer of a receipt without the Customers page.
    const asCashier = { tenant: 'alpha', cookie: suite.cashier };
    const picked = await suite.h.trpcQuery(
      'tenant.customers.pick',
      { search: 'Private' },
      asCashier,
    );
    expect(trpcData<{ name: string }[]>(picked).map((c) => c.name)).toEqual(['Private Buyer']);
    expect((await suite.h.trpcQuery('tenant.customers.list', {}, asCashier)).status).toBe(403);
    const asClerk = { tenant: 'alpha', cookie: suite.clerk };
    expect((await suite.h.trpcQuery('tenant.payments.list', {}, asClerk)).status).toBe(403);
    expect((await suite.h.trpcQuery('tenant.payments.receivables', {}, asClerk)).status).toBe(403);
    expect(
      (
        await suite.h.trpcMutation(
          'tenant.payments.create',
          { customerId: customer, amount: '10', mode: 'cash' },
          asClerk,
        )
      ).status,
    ).toBe(403);
  });
});
