// @engines postgres citus
// Races need more than one connection: PGlite has one, so on it these requests only queue.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { invoiceCount, seedBilling, soldFlags } from './billing-fixtures';
import { startHarness, trpcData, type Harness } from './helpers';

let h: Harness;
let cookie: string;
let fx: Awaited<ReturnType<typeof seedBilling>>;

beforeAll(async () => {
  h = await startHarness();
  fx = await seedBilling(h, h.a, 2);
  cookie = await h.login(h.a);
});
afterAll(async () => h?.close());

const create = (input: unknown) =>
  h.trpcMutation('tenant.invoices.create', input, { tenant: 'alpha', cookie });

describe('invoice numbers under concurrency', () => {
  it('200 concurrent creates in one tenant get 200 distinct, consecutive numbers', async () => {
    const N = 200;
    const replies = await Promise.all(
      Array.from({ length: N }, (_, i) =>
        create({
          invoiceDate: '2026-11-21',
          billToId: fx.local.id,
          lines: [{ productId: fx.battery.id, price: String(100 + i) }],
        }),
      ),
    );
    const failures = replies.filter((r) => r.status !== 200);
    expect(failures.map((f) => f.text)).toEqual([]);
    const numbers = replies.map((r) => trpcData<{ sequence: number; invoiceNumber: string }>(r));
    const sequences = numbers.map((n) => n.sequence).sort((a, b) => a - b);
    expect(sequences).toEqual(Array.from({ length: N }, (_, i) => i + 1));
    expect(new Set(numbers.map((n) => n.invoiceNumber)).size).toBe(N);
    expect(await invoiceCount(h, h.a)).toBe(N);
  });

  it('concurrent retries with one idempotency key create one invoice', async () => {
    const body = {
      idempotencyKey: 'concurrent-retry-1',
      invoiceDate: '2026-11-21',
      billToId: fx.local.id,
      lines: [{ productId: fx.battery.id, price: '999' }],
    };
    const replies = await Promise.all(Array.from({ length: 8 }, () => create(body)));
    const ids = new Set(replies.map((r) => trpcData<{ id: string }>(r).id));
    expect(ids.size).toBe(1);
    expect(await invoiceCount(h, h.a)).toBe(201);
  });

  it('two invoices racing for the same serial: exactly one succeeds, the other gets a clear error', async () => {
    const serial = fx.moduleSerials[0];
    const line = { productId: fx.module.id, quantity: 1, price: '14500', serialItemIds: [serial] };
    const replies = await Promise.all(
      [1, 2, 3, 4].map(() => create({ billToId: fx.local.id, lines: [line] })),
    );
    const ok = replies.filter((r) => r.status === 200);
    const refused = replies.filter((r) => r.status !== 200);
    expect(ok).toHaveLength(1);
    expect(refused.map((r) => r.status)).toEqual([409, 409, 409]);
    for (const r of refused) expect(r.body.error.message).toMatch(/M-1000 already sold/);
    expect(await soldFlags(h, h.a, [serial!])).toEqual([true]);
    expect(await invoiceCount(h, h.a)).toBe(202);
  });
});
