// @engines pglite postgres
// Requests within one shop's schema: on Citus the whole query goes to the worker holding it, as on
// PostgreSQL, so no Citus round (scripts/test-engines.mjs, the rule).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedBilling } from './billing-fixtures';
import { startHarness, type Harness } from './helpers';

let h: Harness;
let cookie: string;
let fx: Awaited<ReturnType<typeof seedBilling>>;

beforeAll(async () => {
  h = await startHarness();
  fx = await seedBilling(h, h.a);
  cookie = await h.login(h.a);
});
afterAll(async () => h?.close());

const opts = () => ({ tenant: 'alpha', cookie });
/**
 * Quotes over REST with the spec body. Figures, customer fields, numbering and the list are
 * tested on the verbs directly in packages/api/test/services/quotes.test.ts.
 */
describe('quotes over REST', () => {
  it('works over REST with the spec body', async () => {
    const created = await h.rest('POST', '/api/loose-quote', {
      ...opts(),
      body: {
        quotes: [
          {
            name: 'REST Buyer',
            customer: 'REST Buyer',
            products: [
              {
                productId: fx.module.id,
                productName: 'Mono',
                quantity: 2,
                price: '100',
                gstPercentage: 5,
              },
            ],
          },
        ],
      },
    });
    expect(created.status, created.text).toBe(201);
    expect(created.body.message).toBe('Quote saved successfully');
    expect(created.body.data.totalAmount).toBe('210.00');
    const id = created.body.data._id as string;
    const patched = await h.rest('PATCH', '/api/loose-quote', {
      ...opts(),
      body: { quotes: [{ _id: id, customerName: 'REST Buyer', status: 'Rejected', products: [] }] },
    });
    expect(patched.status, patched.text).toBe(200);
    expect(patched.body.data.status).toBe('Rejected');
    const one = await h.rest('GET', `/api/loose-quote?quoteId=${id}`, opts());
    expect(one.body.data.status).toBe('Rejected');
    expect((await h.rest('DELETE', `/api/loose-quote/hard-delete/${id}`, opts())).status).toBe(200);
    expect((await h.rest('GET', `/api/loose-quote?quoteId=${id}`, opts())).status).toBe(404);
  });
});
