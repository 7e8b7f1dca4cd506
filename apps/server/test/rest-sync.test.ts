// @engines pglite
// The list filters an accounting package syncs with (issue 29, item 11): plain SQL on one engine.
import { describe, expect, it } from 'vitest';
import { withTenant } from '@gst/db/client';
import { seedBilling } from './billing-fixtures';
import { expectRestError, ownerSuite, type Harness } from './helpers';

/**
 * `GET /api/invoice` (and the other bill lists) take `from`/`to`, the document date with both
 * bounds inclusive, and `updatedSince`, the rows created or changed at or after a moment, oldest
 * change first. Rows are aged by setting their updated_at straight in the database, so "changed
 * since" never depends on how fast the clock moves.
 */
const suite = ownerSuite({}, async (h, as) => {
  const fx = await seedBilling(h, h.a);
  const invoice = async (invoiceDate: string) => {
    const reply = await h.rest('POST', '/api/invoice', {
      ...as,
      body: {
        invoices: [
          {
            invoiceDate,
            billToId: fx.local.id,
            lines: [{ productId: fx.battery.id, quantity: 1, price: '1000.00' }],
          },
        ],
      },
    });
    expect(reply.status, reply.text).toBe(201);
    return reply.body.data as { id: string; invoiceNumber: string };
  };
  // Made out of date order, so the lists' own order (newest date first) differs from a sync's.
  const april15 = await invoice('2026-04-15');
  const april1 = await invoice('2026-04-01');
  const april30 = await invoice('2026-04-30');
  return { fx, april1, april15, april30 };
});

const LONG_AGO = '2026-01-01T00:00:00Z';

/** Every row of `table` last changed on 1 January 2026. */
async function age(h: Harness, table: 'invoices' | 'quotes' | 'customers', created = '') {
  const also = created ? `, created_at = '${created}'::timestamptz` : '';
  await withTenant(h.database.db, h.a, (tx) =>
    tx.execute(`update ${table} set updated_at = '${LONG_AGO}'::timestamptz${also}`),
  );
}

const list = async (url: string) => {
  const reply = await suite.h.rest('GET', url, suite.asOwner());
  expect(reply.status, reply.text).toBe(200);
  return reply.body as { total: number; data: { id: string; updatedAt: string }[] };
};
const idsOf = (body: { data: { id: string }[] }) => body.data.map((row) => row.id);

describe('from/to: the document date, both bounds inclusive', () => {
  it('takes the invoices dated on either bound and nothing outside', async () => {
    const { april1, april15, april30 } = suite;
    expect(idsOf(await list('/api/invoice?from=2026-04-15&to=2026-04-30'))).toEqual([
      april30.id,
      april15.id,
    ]);
    expect(idsOf(await list('/api/invoice?from=2026-04-01&to=2026-04-01'))).toEqual([april1.id]);
    expect((await list('/api/invoice?from=2026-04-16&to=2026-04-29')).total).toBe(0);
    expect(idsOf(await list('/api/invoice?to=2026-04-14'))).toEqual([april1.id]);
  });

  it('filters receipts and quotes by their own dates', async () => {
    const { h, fx, april1 } = suite;
    const receipt = await h.rest('POST', '/api/payment', {
      ...suite.asOwner(),
      body: {
        payments: [
          {
            customerId: fx.local.id,
            paymentDate: '2026-04-10',
            amount: '500.00',
            mode: 'cash',
            allocations: [{ invoiceId: april1.id, amount: '500.00' }],
          },
        ],
      },
    });
    expect(receipt.status, receipt.text).toBe(201);
    expect(idsOf(await list('/api/payment?from=2026-04-10&to=2026-04-10'))).toEqual([
      receipt.body.data.id,
    ]);
    expect((await list('/api/payment?from=2026-04-11')).total).toBe(0);
    expect((await list('/api/loose-quote?from=2026-04-01&to=2026-04-30')).total).toBe(0);
  });
});

describe('updatedSince: what changed, oldest change first', () => {
  it('returns only the invoices edited or cancelled since, in the order they changed', async () => {
    const { h, april1, april15, april30 } = suite;
    await age(h, 'invoices');
    expect((await list(`/api/invoice?updatedSince=2026-06-01T00:00:00Z`)).total).toBe(0);

    const edit = await h.rest('PATCH', '/api/invoice', {
      ...suite.asOwner(),
      body: {
        invoices: [
          {
            _id: april30.id,
            invoiceDate: '2026-04-30',
            billToId: suite.fx.local.id,
            vehicleNumber: 'WB02AB1234',
            lines: [{ productId: suite.fx.battery.id, quantity: 1, price: '1000.00' }],
          },
        ],
      },
    });
    expect(edit.status, edit.text).toBe(200);
    const cancel = await h.rest(
      'DELETE',
      `/api/invoice/hard-delete/${april15.id}`,
      suite.asOwner(),
    );
    expect(cancel.status, cancel.text).toBe(200);

    // The same moment with India's offset is the same filter.
    for (const since of ['2026-06-01T00:00:00Z', '2026-06-01T05:30:00%2B05:30']) {
      const changed = await list(`/api/invoice?updatedSince=${since}`);
      expect(idsOf(changed)).toEqual([april30.id, april15.id]);
      const [first, second] = changed.data.map((row) => Date.parse(row.updatedAt));
      expect(first).toBeLessThanOrEqual(second ?? 0);
      expect(first).toBeGreaterThan(Date.parse('2026-06-01T00:00:00Z'));
    }
    // At or after: the rows last changed exactly at the moment given are in.
    expect(idsOf(await list(`/api/invoice?updatedSince=${LONG_AGO}`))).toHaveLength(3);
    expect(idsOf(await list(`/api/invoice?updatedSince=${LONG_AGO}`))).toContain(april1.id);
  });

  it('a quote edited since is returned, one left alone is not', async () => {
    const { h } = suite;
    const make = async (customerName: string) => {
      const reply = await h.rest('POST', '/api/loose-quote', {
        ...suite.asOwner(),
        body: { quotes: [{ customerName, quoteDate: '2026-05-02', lines: [] }] },
      });
      expect(reply.status, reply.text).toBe(201);
      return reply.body.data.id as string;
    };
    const kept = await make('Kept Lead');
    const edited = await make('Edited Lead');
    await age(h, 'quotes');
    const patch = await h.rest('PATCH', '/api/loose-quote', {
      ...suite.asOwner(),
      body: { quotes: [{ _id: edited, customerName: 'Edited Lead', quoteDate: '2026-05-03' }] },
    });
    expect(patch.status, patch.text).toBe(200);
    const changed = idsOf(await list('/api/loose-quote?updatedSince=2026-06-01T00:00:00Z'));
    expect(changed).toEqual([edited]);
    expect(changed).not.toContain(kept);
    expect(idsOf(await list('/api/loose-quote?from=2026-05-02&to=2026-05-02'))).toEqual([kept]);
  });

  it('a quote comes back when the invoice made from it is cancelled (it is open again)', async () => {
    const { h, fx } = suite;
    const as = suite.asOwner();
    const quote = await h.rest('POST', '/api/loose-quote', {
      ...as,
      body: { quotes: [{ customerId: fx.local.id, quoteDate: '2026-05-05', lines: [] }] },
    });
    expect(quote.status, quote.text).toBe(201);
    const made = await h.rest('POST', '/api/invoice', {
      ...as,
      body: {
        invoices: [
          {
            quoteId: quote.body.data.id,
            invoiceDate: '2026-05-06',
            billToId: fx.local.id,
            lines: [{ productId: fx.battery.id, quantity: 1, price: '1000.00' }],
          },
        ],
      },
    });
    expect(made.status, made.text).toBe(201);
    await age(h, 'quotes');
    const cancel = await h.rest('DELETE', `/api/invoice/hard-delete/${made.body.data.id}`, as);
    expect(cancel.status, cancel.text).toBe(200);
    expect(idsOf(await list('/api/loose-quote?updatedSince=2026-06-01T00:00:00Z'))).toEqual([
      quote.body.data.id,
    ]);
  });

  it('customers: from/to on the India day they were created, updatedSince on an edit', async () => {
    const { h, fx } = suite;
    // 20:00 UTC on 10 April is 01:30 on 11 April in India.
    await age(h, 'customers', '2026-04-10T20:00:00Z');
    const all = (await list('/api/customer')).total;
    expect((await list('/api/customer?from=2026-04-11&to=2026-04-11')).total).toBe(all);
    expect((await list('/api/customer?to=2026-04-10')).total).toBe(0);
    const edit = await h.rest('PATCH', '/api/customer', {
      ...suite.asOwner(),
      body: { customers: [{ _id: fx.remote.id, name: fx.remote.name, address: 'New address' }] },
    });
    expect(edit.status, edit.text).toBe(200);
    expect(idsOf(await list('/api/customer?updatedSince=2026-06-01T00:00:00Z'))).toEqual([
      fx.remote.id,
    ]);
  });

  it("another shop's list holds none of these rows", async () => {
    const cookieB = await suite.h.login(suite.h.b);
    const reply = await suite.h.rest('GET', `/api/invoice?updatedSince=${LONG_AGO}`, {
      tenant: 'beta',
      cookie: cookieB,
    });
    expect(reply.status, reply.text).toBe(200);
    expect(reply.body.data).toEqual([]);
  });
});

describe('refunds: from/to on the refund date, updatedSince on a change (a reversal is one)', () => {
  it('returns exactly the refunds dated in the range, and the one reversed since', async () => {
    const { h, fx } = suite;
    const as = suite.asOwner();
    // An advance of 1,000 (a receipt applied to no invoice), two refunds out of it on 10 and 20 May.
    const advance = await h.rest('POST', '/api/payment', {
      ...as,
      body: {
        payments: [
          { customerId: fx.remote.id, paymentDate: '2026-05-01', amount: '1000.00', mode: 'cash' },
        ],
      },
    });
    expect(advance.status, advance.text).toBe(201);
    const refund = async (refundDate: string, amount: string) => {
      const reply = await h.rest('POST', '/api/refund', {
        ...as,
        body: { refunds: [{ customerId: fx.remote.id, refundDate, amount, mode: 'upi' }] },
      });
      expect(reply.status, reply.text).toBe(201);
      return reply.body.data.id as string;
    };
    const may20 = await refund('2026-05-20', '200.00');
    const may10 = await refund('2026-05-10', '100.00');

    expect(idsOf(await list('/api/refund?from=2026-05-10&to=2026-05-20'))).toEqual([may20, may10]);
    expect(idsOf(await list('/api/refund?from=2026-05-10&to=2026-05-10'))).toEqual([may10]);
    expect(idsOf(await list('/api/refund?from=2026-05-11'))).toEqual([may20]);
    expect(idsOf(await list('/api/refund?to=2026-05-19'))).toEqual([may10]);
    expect((await list('/api/refund?from=2026-05-11&to=2026-05-19')).total).toBe(0);
    expect(idsOf(await list(`/api/refund?customerId=${fx.local.id}&from=2026-05-01`))).toEqual([]);

    // Both last changed at 20:00 UTC on 10 April, 01:30 on 11 April in India: at or after that
    // moment (written with either offset) they are in, a second later they are not.
    await withTenant(h.database.db, h.a, (tx) =>
      tx.execute(`update refunds set updated_at = '2026-04-10T20:00:00Z'::timestamptz`),
    );
    for (const since of ['2026-04-10T20:00:00Z', '2026-04-11T01:30:00%2B05:30']) {
      expect(idsOf(await list(`/api/refund?updatedSince=${since}`)).sort()).toEqual(
        [may10, may20].sort(),
      );
    }
    expect((await list('/api/refund?updatedSince=2026-04-11T01:30:01%2B05:30')).total).toBe(0);

    // The 10 May refund is reversed later: a sync since then gets it alone, reversed.
    const reverse = await h.rest('POST', `/api/refund/reverse/${may10}`, as);
    expect(reverse.status, reverse.text).toBe(200);
    const changed = await list('/api/refund?updatedSince=2026-06-01T00:00:00Z');
    expect(idsOf(changed)).toEqual([may10]);
    expect((changed.data[0] as { status?: string }).status).toBe('reversed');
    // from/to still lists a reversed refund on its date.
    expect(idsOf(await list('/api/refund?from=2026-05-10&to=2026-05-10'))).toEqual([may10]);
  });
});

describe('bad filters are a 400 naming the field', () => {
  it.each([
    ['/api/invoice?from=2026-02-30', 'from 2026-02-30 is not a real date'],
    ['/api/payment?to=30-04-2026', 'to must be a date in YYYY-MM-DD form'],
    ['/api/refund?updatedSince=2026-06-01', 'updatedSince must be an ISO timestamp'],
    ['/api/credit-note?updatedSince=yesterday', 'updatedSince must be an ISO timestamp'],
    ['/api/loose-quote?updatedSince=2026-06-01T10:00:00', 'updatedSince must be an ISO timestamp'],
  ])('%s', async (url, message) => {
    expectRestError(await suite.h.rest('GET', url, suite.asOwner()), 400, message);
  });
});
