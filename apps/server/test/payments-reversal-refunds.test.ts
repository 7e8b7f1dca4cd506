// @engines pglite
// A receipt's reversal after a refund (issue 29): behaviour of the verbs, no engine-specific SQL
// (the race between a refund and a reversal is payments-reversal-race.test.ts, on PostgreSQL).
import { describe, expect, it } from 'vitest';
import { trpcData, trpcError } from './helpers';
import { paymentsSuite } from './payments-fixtures';

const { mutate, query, newCustomer } = paymentsSuite();

type Receipt = { id: string; receiptNumber: string };
type Refund = { id: string; refundNumber: string };

async function advanceOf(customerId: string) {
  const r = trpcData<{ data: { customerId: string; advance: string }[] }>(
    await query('tenant.payments.receivables', {}),
  );
  return r.data.find((row) => row.customerId === customerId)?.advance ?? '0.00';
}

async function receipt(customerId: string, amount: string, paymentDate: string) {
  return trpcData<Receipt>(
    await mutate('tenant.payments.create', { customerId, paymentDate, amount, mode: 'cheque' }),
  );
}

async function statusOf(id: string) {
  return trpcData<{ status: string }>(await query('tenant.payments.get', { id })).status;
}

describe('reversing a receipt whose money was refunded (issue 29)', () => {
  it('is refused while the refund stands, naming the refund and what it paid back', async () => {
    const customer = await newCustomer('Reversal Buyer');
    // R1 = 1,000.00 allocated to nothing: the advance is 1,000.00; a refund of 600.00 leaves 400.00.
    const r1 = await receipt(customer, '1000', '2025-10-01');
    const refund = trpcData<Refund>(
      await mutate('tenant.refunds.create', {
        customerId: customer,
        refundDate: '2025-10-02',
        amount: '600',
        mode: 'cash',
        paymentId: r1.id,
      }),
    );
    expect(await advanceOf(customer)).toBe('400.00');

    // Without R1 the shop would hold 400 − 1,000 = −600.00: all 600.00 refunded came from R1.
    const refused = await mutate('tenant.payments.delete', { id: r1.id });
    expect(refused.status, refused.text).toBe(409);
    expect(trpcError(refused).message).toBe(
      `Receipt ${r1.receiptNumber} cannot be reversed: ₹600.00 of it has already been paid back to the customer by refund ${refund.refundNumber}. Reverse the refund first, then the receipt.`,
    );
    expect(await statusOf(r1.id)).toBe('active');
    expect(await advanceOf(customer)).toBe('400.00');

    // R2 = 500.00: the advance is 900.00; without R1 it would be 900 − 1,000 = −100.00.
    await receipt(customer, '500', '2025-10-03');
    expect(await advanceOf(customer)).toBe('900.00');
    expect(trpcError(await mutate('tenant.payments.delete', { id: r1.id })).message).toMatch(
      /: ₹100\.00 of it has already been paid back/,
    );
    expect(await advanceOf(customer)).toBe('900.00');

    // The refund reversed: the advance is 1,500.00 and R1 may go (1,500 − 1,000 = 500.00 left).
    trpcData(await mutate('tenant.refunds.reverse', { id: refund.id }));
    expect(await advanceOf(customer)).toBe('1500.00');
    trpcData(await mutate('tenant.payments.delete', { id: r1.id }));
    expect(await statusOf(r1.id)).toBe('reversed');
    expect(await advanceOf(customer)).toBe('500.00');
  });

  it('lets a receipt go when the advance that stays still covers the refunds', async () => {
    const customer = await newCustomer('Covered Buyer');
    // R1 = 300.00 and R2 = 700.00: advance 1,000.00; a refund of 600.00 leaves 400.00.
    const r1 = await receipt(customer, '300', '2025-10-01');
    await receipt(customer, '700', '2025-10-01');
    trpcData(
      await mutate('tenant.refunds.create', {
        customerId: customer,
        refundDate: '2025-10-02',
        amount: '600',
        mode: 'upi',
      }),
    );
    // Without R1: 400 − 300 = 100.00, still not below nothing.
    trpcData(await mutate('tenant.payments.delete', { id: r1.id }));
    expect(await advanceOf(customer)).toBe('100.00');
  });
});
