// @engines postgres
// A race needs more than one connection: PGlite has one, so on it the requests only queue.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedBilling } from './billing-fixtures';
import { customerInput, startHarness, trpcData, trpcError, type Harness } from './helpers';

let h: Harness;
let cookie: string;

beforeAll(async () => {
  h = await startHarness();
  await seedBilling(h, h.a, 1);
  cookie = await h.login(h.a);
});
afterAll(async () => h?.close());

const as = () => ({ tenant: 'alpha', cookie });

async function advanceOf(customerId: string) {
  const r = trpcData<{ data: { customerId: string; advance: string }[] }>(
    await h.trpcQuery('tenant.payments.receivables', {}, as()),
  );
  return r.data.find((row) => row.customerId === customerId)?.advance ?? '0.00';
}

describe('a refund and a receipt reversal racing (issue 29)', () => {
  it('never leaves the advance below nothing: one of the two wins, the other is refused', async () => {
    for (const round of [1, 2, 3, 4, 5]) {
      const customer = trpcData<{ id: string }>(
        await h.trpcMutation(
          'tenant.customers.create',
          customerInput(`Race Buyer ${round}`, { address: '1 Race Road, Kolkata' }),
          as(),
        ),
      ).id;
      // One receipt of 1,000.00 allocated to nothing: the customer's advance is 1,000.00.
      const receipt = trpcData<{ id: string; receiptNumber: string }>(
        await h.trpcMutation(
          'tenant.payments.create',
          { customerId: customer, paymentDate: '2025-10-01', amount: '1000', mode: 'cheque' },
          as(),
        ),
      );
      // A refund of 600.00 and the receipt's reversal at once.
      const [refund, reversal] = await Promise.all([
        h.trpcMutation(
          'tenant.refunds.create',
          { customerId: customer, refundDate: '2025-10-02', amount: '600', mode: 'cash' },
          as(),
        ),
        h.trpcMutation('tenant.payments.delete', { id: receipt.id }, as()),
      ]);
      if (refund.status === 200) {
        // The refund first: the reversal would take back 600.00 already paid out.
        expect(reversal.status, reversal.text).toBe(409);
        expect(trpcError(reversal).message).toMatch(
          new RegExp(`^Receipt ${receipt.receiptNumber} cannot be reversed: ₹600\\.00 of it`),
        );
        expect(await advanceOf(customer)).toBe('400.00');
      } else {
        // The reversal first: nothing is held, so the refund is refused.
        expect(reversal.status, reversal.text).toBe(200);
        expect(refund.status, refund.text).toBe(400);
        expect(trpcError(refund).message).toBe(
          "Refund of ₹600.00 is more than the customer's advance of ₹0.00",
        );
        expect(await advanceOf(customer)).toBe('0.00');
      }
    }
  });
});
