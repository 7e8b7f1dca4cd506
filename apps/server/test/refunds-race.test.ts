// @engines postgres
// A race needs more than one connection: PGlite has one, so on it the requests only queue.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedBilling } from './billing-fixtures';
import { startHarness, trpcData, trpcError, type Harness } from './helpers';

let h: Harness;
let cookie: string;
let fx: Awaited<ReturnType<typeof seedBilling>>;

beforeAll(async () => {
  h = await startHarness();
  fx = await seedBilling(h, h.a, 1);
  cookie = await h.login(h.a);
});
afterAll(async () => h?.close());

const as = () => ({ tenant: 'alpha', cookie });

describe('refunds under concurrency (issue 29 item 5)', () => {
  it('refunds racing for one advance: the advance is spent once', async () => {
    // A receipt of 1,000.00 allocated to nothing: the customer's advance is 1,000.00.
    trpcData(
      await h.trpcMutation(
        'tenant.payments.create',
        { customerId: fx.local.id, paymentDate: '2025-10-01', amount: '1000', mode: 'cash' },
        as(),
      ),
    );
    // Four refunds of 600.00 at once: one fits (1,000 − 600 = 400 left), the others do not.
    const replies = await Promise.all(
      [1, 2, 3, 4].map(() =>
        h.trpcMutation(
          'tenant.refunds.create',
          { customerId: fx.local.id, refundDate: '2025-10-02', amount: '600', mode: 'cash' },
          as(),
        ),
      ),
    );
    const ok = replies.filter((r) => r.status === 200);
    expect(ok).toHaveLength(1);
    for (const r of replies.filter((x) => x.status !== 200)) {
      expect(r.status).toBe(400);
      expect(trpcError(r).message).toBe(
        "Refund of ₹600.00 is more than the customer's advance of ₹400.00",
      );
    }
    const receivables = trpcData<{ data: { customerId: string; advance: string }[] }>(
      await h.trpcQuery('tenant.payments.receivables', {}, as()),
    );
    expect(receivables.data.find((r) => r.customerId === fx.local.id)?.advance).toBe('400.00');
  });
});
