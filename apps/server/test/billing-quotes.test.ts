import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withTenant } from '@gst/db/client';
import { seedBilling } from './billing-fixtures';
import { startHarness, trpcData, trpcError, type Harness } from './helpers';

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
const create = (input: unknown) => h.trpcMutation('tenant.quotes.create', input, opts());
const lines = () => [
  {
    productId: fx.module.id,
    productName: 'Mono PERC 540 Wp',
    quantity: 10,
    price: '14500',
    gstPercentage: 5,
  },
  {
    productId: fx.battery.id,
    productName: 'Li-ion battery 5 kWh',
    quantity: 1,
    price: '65000',
    gstPercentage: 18,
  },
];

describe('quotes', () => {
  it('computes the total as lines + GST per line − discount, with defaults from the spec', async () => {
    const quote = trpcData(
      await create({
        quoteDate: '2026-11-21',
        customerName: 'Walk-in Buyer',
        phoneNumber: '9830011111',
        discountPrice: '2450',
        lines: lines(),
      }),
    );
    expect(quote).toMatchObject({
      quoteNumber: 'QT/26-27/0001',
      year: 2026,
      status: 'Pending',
      quoteType: 'Quote',
      expiryDate: '2026-11-28',
      userDemand: '5.00',
      // 145000 + 7250 + 65000 + 11700 − 2450
      totalAmount: '226500.00',
    });
    expect(quote.lines).toHaveLength(2);
  });

  it('an existing customer fills the customer fields', async () => {
    const quote = trpcData(
      await create({
        customerId: fx.remote.id,
        customerName: 'typed name is ignored',
        lines: lines(),
      }),
    );
    expect(quote).toMatchObject({
      customerName: 'Patel Textiles',
      gstin: '24AAHFS5678Q1ZA',
      customerId: fx.remote.id,
    });
  });

  it('takes the typed total only when installation is required, and keeps that choice on edit', async () => {
    const quote = trpcData(
      await create({
        customerName: 'Rooftop Job',
        isInstallationRequired: true,
        totalAmount: '300000',
        quoteType: 'Proforma Invoice',
        lines: lines(),
      }),
    );
    expect(quote.totalAmount).toBe('300000.00');
    const edited = trpcData(
      await h.trpcMutation(
        'tenant.quotes.update',
        {
          id: quote.id,
          customerName: 'Rooftop Job',
          isInstallationRequired: false,
          totalAmount: '1',
          status: 'Approved',
          lines: lines(),
        },
        opts(),
      ),
    );
    expect(edited.isInstallationRequired).toBe(true);
    expect(edited.totalAmount).toBe('1.00');
    expect(edited.status).toBe('Approved');
    const computed = trpcData(
      await create({ customerName: 'No install', totalAmount: '1', lines: lines() }),
    );
    expect(computed.totalAmount).toBe('228950.00');
  });

  it('needs a customer name and refuses a discount larger than the total', async () => {
    expect(trpcError(await create({ lines: lines() })).message).toContain(
      'Customer name is required',
    );
    const reply = await create({ customerName: 'X', discountPrice: '999999', lines: lines() });
    expect(reply.status).toBe(400);
    expect(trpcError(reply).message).toContain('discount is larger');
  });

  it('sorts by year then number descending, numeric-aware, and filters demand at 5 kW', async () => {
    await withTenant(h.database.db, h.a, (tx) =>
      tx.execute("update settings set value = 'Q-{number}' where key = 'quoteNumberingFormat'"),
    );
    for (let i = 0; i < 8; i++) {
      trpcData(
        await create({
          quoteDate: '2026-12-01',
          customerName: `Buyer ${i}`,
          userDemand: i < 4 ? 3 : 8,
          lines: [],
        }),
      );
    }
    trpcData(
      await create({
        quoteDate: '2027-04-02',
        customerName: 'Next year',
        userDemand: 5,
        lines: [],
      }),
    );
    const list = trpcData(
      await h.trpcQuery('tenant.quotes.list', { page: 1, pageSize: 20 }, opts()),
    );
    const numbers = list.data.map((q: { quoteNumber: string }) => q.quoteNumber);
    expect(numbers.slice(0, 6)).toEqual(['Q-1', 'Q-12', 'Q-11', 'Q-10', 'Q-9', 'Q-8']);
    const small = trpcData(
      await h.trpcQuery('tenant.quotes.list', { page: 1, pageSize: 50, demand: 'below5' }, opts()),
    );
    expect(small.data.every((q: { userDemand: string }) => Number(q.userDemand) < 5)).toBe(true);
    const large = trpcData(
      await h.trpcQuery(
        'tenant.quotes.list',
        { page: 1, pageSize: 50, demand: 'atLeast5' },
        opts(),
      ),
    );
    expect(large.data.every((q: { userDemand: string }) => Number(q.userDemand) >= 5)).toBe(true);
    expect(small.total + large.total).toBe(list.total);
  });

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

  it('quote lines carry the product minimum price; both drawers read their settings defaults', async () => {
    const quote = trpcData(await create({ customerName: 'Margin Check', lines: lines() }));
    expect(quote.lines.map((l: { productMinPrice: string }) => l.productMinPrice)).toEqual([
      '13000.00',
      '60000.00',
    ]);
    const quoteDefaults = trpcData(await h.trpcQuery('tenant.quotes.defaults', undefined, opts()));
    expect(quoteDefaults).toMatchObject({ supplierStateCode: 19 });
    const invoiceDefaults = trpcData(
      await h.trpcQuery('tenant.invoices.defaults', undefined, opts()),
    );
    expect(invoiceDefaults).toMatchObject({ supplierStateCode: 19 });
    expect(typeof invoiceDefaults.termsAndConditions).toBe('string');
  });
});
