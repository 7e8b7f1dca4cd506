import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { counters, invoiceCount, seedBilling, soldFlags } from './billing-fixtures';
import { expectRestError, startHarness, trpcData, trpcError, type Harness } from './helpers';

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
const create = (input: unknown) => h.trpcMutation('tenant.invoices.create', input, opts());

function intraState(extra: Record<string, unknown> = {}) {
  return {
    invoiceDate: '2026-11-21',
    billToId: fx.local.id,
    lines: [
      {
        productId: fx.module.id,
        quantity: 2,
        price: '14500',
        serialItemIds: fx.moduleSerials.slice(0, 2),
      },
      {
        productId: fx.inverter.id,
        quantity: 1,
        price: '42000',
        serialItemIds: [fx.inverterSerials[0]],
      },
      { productId: fx.battery.id, quantity: 1, price: '65000' },
    ],
    ...extra,
  };
}

describe('creating invoices', () => {
  it('issues the first number of the financial year, splits CGST/SGST and sells the serials', async () => {
    const invoice = trpcData(await create(intraState()));
    expect(invoice.invoiceNumber).toBe('INV/26-27/0001');
    expect(invoice.financialYear).toBe(2026);
    expect(invoice.dueDate).toBe('2026-11-28');
    expect(invoice.transportMode).toBe('Road');
    expect(invoice.placeOfSupply).toBe(19);
    expect(invoice).toMatchObject({
      isInterState: false,
      taxableAmount: '136000.00', // 29000 + 42000 + 65000
      cgstAmount: '7625.00', // (1450 + 2100 + 11700) / 2
      sgstAmount: '7625.00',
      igstAmount: '0.00',
      totalAmount: '151250.00',
    });
    expect(invoice.taxSplit).toEqual([
      {
        rate: '5.00',
        taxableValue: '71000.00',
        cgst: '1775.00',
        sgst: '1775.00',
        utgst: '0.00',
        igst: '0.00',
      },
      {
        rate: '18.00',
        taxableValue: '65000.00',
        cgst: '5850.00',
        sgst: '5850.00',
        utgst: '0.00',
        igst: '0.00',
      },
    ]);
    expect(invoice.lines[0].serials.map((s: { serialNo: string }) => s.serialNo)).toEqual([
      'M-1000',
      'M-1001',
    ]);
    expect(
      await soldFlags(h, h.a, [...fx.moduleSerials.slice(0, 3), fx.inverterSerials[0]!]),
    ).toEqual([true, true, false, true]);
  });

  it('charges IGST to a customer in another state, with the next consecutive number', async () => {
    const invoice = trpcData(
      await create({
        invoiceDate: '2026-11-22',
        billToId: fx.remote.id,
        lines: [{ productId: fx.battery.id, quantity: 1, price: '65000' }],
      }),
    );
    expect(invoice.invoiceNumber).toBe('INV/26-27/0002');
    expect(invoice).toMatchObject({
      placeOfSupply: 24,
      isInterState: true,
      igstAmount: '11700.00',
      cgstAmount: '0.00',
      totalAmount: '76700.00',
    });
  });

  it('lists newest first with customer, GSTIN and the inverter tick', async () => {
    const list = trpcData(
      await h.trpcQuery('tenant.invoices.list', { page: 1, pageSize: 5 }, opts()),
    );
    expect(list.total).toBe(2);
    expect(list.data.map((r: { invoiceNumber: string }) => r.invoiceNumber)).toEqual([
      'INV/26-27/0002',
      'INV/26-27/0001',
    ]);
    expect(list.data.map((r: { hasInverter: boolean }) => r.hasInverter)).toEqual([false, true]);
    expect(list.data[1]).toMatchObject({ customerName: 'Sunrise RWA', gstin: '19AABCD1234E1Z5' });
  });

  it('refuses a serial that is already sold, and nothing is written or numbered', async () => {
    const before = await counters(h, h.a);
    const reply = await create({
      billToId: fx.local.id,
      invoiceDate: '2026-11-23',
      lines: [
        {
          productId: fx.module.id,
          quantity: 1,
          price: '14500',
          serialItemIds: [fx.moduleSerials[2]],
        },
        {
          productId: fx.module.id,
          quantity: 1,
          price: '14500',
          serialItemIds: [fx.moduleSerials[0]],
        },
      ],
    });
    expect(reply.status).toBe(409);
    expect(trpcError(reply).message).toMatch(/M-1000 already sold/);
    expect(await counters(h, h.a)).toEqual(before);
    expect(await invoiceCount(h, h.a)).toBe(2);
    expect(await soldFlags(h, h.a, [fx.moduleSerials[2]!])).toEqual([false]);
  });

  it('refuses more serials than the quantity', async () => {
    const reply = await create({
      billToId: fx.local.id,
      lines: [
        {
          productId: fx.module.id,
          quantity: 1,
          price: '1',
          serialItemIds: fx.moduleSerials.slice(3, 5),
        },
      ],
    });
    expect(reply.status).toBe(400);
    expect(trpcError(reply).message).toContain('Only 1 serial numbers allowed');
  });

  it('refuses a serial of another product', async () => {
    const reply = await create({
      billToId: fx.local.id,
      lines: [
        {
          productId: fx.module.id,
          quantity: 1,
          price: '1',
          serialItemIds: [fx.inverterSerials[3]],
        },
      ],
    });
    expect(reply.status).toBe(409);
    expect(await soldFlags(h, h.a, [fx.inverterSerials[3]!])).toEqual([false]);
  });

  it('a create that fails midway uses no number and sells nothing', async () => {
    const reply = await create({
      billToId: fx.local.id,
      lines: [
        {
          productId: fx.module.id,
          quantity: 1,
          price: '14500',
          serialItemIds: [fx.moduleSerials[4]],
        },
        { productId: '00000000-0000-4000-8000-000000000000', quantity: 1, price: '1' },
      ],
    });
    expect(reply.status).toBe(400);
    expect(trpcError(reply).message).toContain('Line 2: the product does not exist');
    expect(await soldFlags(h, h.a, [fx.moduleSerials[4]!])).toEqual([false]);
    const next = trpcData(
      await create({
        invoiceDate: '2026-11-24',
        billToId: fx.local.id,
        lines: [{ productId: fx.battery.id, price: '100' }],
      }),
    );
    expect(next.invoiceNumber).toBe('INV/26-27/0003');
  });

  it('replays a retried create with the same idempotency key, and refuses the key for another request', async () => {
    const body = {
      idempotencyKey: 'retry-key-0001',
      invoiceDate: '2026-11-25',
      billToId: fx.local.id,
      lines: [{ productId: fx.battery.id, price: '500' }],
    };
    const first = trpcData(await create(body));
    const second = trpcData(await create(body));
    expect(second.id).toBe(first.id);
    expect(second.invoiceNumber).toBe(first.invoiceNumber);
    expect(await invoiceCount(h, h.a)).toBe(4);
    const reused = await create({ ...body, lines: [{ productId: fx.battery.id, price: '501' }] });
    expect(reused.status).toBe(409);
    expect(await invoiceCount(h, h.a)).toBe(4);
  });

  it('starts a new series each April', async () => {
    const april = trpcData(
      await create({
        invoiceDate: '2027-04-01',
        billToId: fx.local.id,
        lines: [{ productId: fx.battery.id, price: '10' }],
      }),
    );
    expect(april.invoiceNumber).toBe('INV/27-28/0001');
    const march = trpcData(
      await create({
        invoiceDate: '2027-03-31',
        billToId: fx.local.id,
        lines: [{ productId: fx.battery.id, price: '10' }],
      }),
    );
    expect(march.invoiceNumber).toBe('INV/26-27/0005');
  });
});

describe('editing and deleting invoices', () => {
  it('an edit keeps the number and returns removed serials to stock', async () => {
    const list = trpcData(
      await h.trpcQuery(
        'tenant.invoices.list',
        { page: 1, pageSize: 100, search: 'INV/26-27/0001' },
        opts(),
      ),
    );
    const id = list.data[0].id as string;
    const updated = trpcData(
      await h.trpcMutation(
        'tenant.invoices.update',
        {
          id,
          ...intraState({
            lines: [
              {
                productId: fx.module.id,
                quantity: 2,
                price: '15000',
                serialItemIds: [fx.moduleSerials[1], fx.moduleSerials[5]],
              },
            ],
          }),
        },
        opts(),
      ),
    );
    expect(updated.invoiceNumber).toBe('INV/26-27/0001');
    expect(updated.totalAmount).toBe('31500.00');
    expect(
      await soldFlags(h, h.a, [
        fx.moduleSerials[0]!,
        fx.moduleSerials[1]!,
        fx.moduleSerials[5]!,
        fx.inverterSerials[0]!,
      ]),
    ).toEqual([false, true, true, false]);
  });

  it('only the newest invoice of a year can be deleted; its number and serials come back', async () => {
    const list = trpcData(
      await h.trpcQuery('tenant.invoices.list', { page: 1, pageSize: 100 }, opts()),
    );
    const byNumber = new Map(
      list.data.map((r: { invoiceNumber: string; id: string }) => [r.invoiceNumber, r.id]),
    );
    const older = await h.trpcMutation(
      'tenant.invoices.delete',
      { id: byNumber.get('INV/26-27/0001') },
      opts(),
    );
    expect(older.status).toBe(409);
    expect(trpcError(older).message).toContain('only the newest invoice of a financial year');
    const newest = await h.trpcMutation(
      'tenant.invoices.delete',
      { id: byNumber.get('INV/26-27/0005') },
      opts(),
    );
    expect(newest.status).toBe(200);
    const again = trpcData(
      await create({
        invoiceDate: '2027-03-30',
        billToId: fx.local.id,
        lines: [{ productId: fx.battery.id, price: '10' }],
      }),
    );
    expect(again.invoiceNumber).toBe('INV/26-27/0005');
  });
});

describe('invoices over REST', () => {
  it('creates with the spec body, lists, fetches one and exports Excel', async () => {
    const created = await h.rest('POST', '/api/invoice', {
      ...opts(),
      body: {
        invoices: [
          {
            invoiceDate: '2026-12-01',
            billTo: fx.local.id,
            products: [
              {
                product: fx.module.id,
                quantity: 1,
                price: '14000',
                serialNo: [fx.moduleSerials[3]],
              },
            ],
          },
        ],
      },
    });
    expect(created.status, created.text).toBe(201);
    expect(created.body.message).toBe('Invoice saved');
    expect(created.body.data._id).toBe(created.body.data.id);
    const one = await h.rest(
      'GET',
      `/api/invoice?invoiceId=${created.body.data.id as string}`,
      opts(),
    );
    expect(one.body.data.invoiceNumber).toBe(created.body.data.invoiceNumber);
    const list = await h.rest('GET', '/api/invoice', opts());
    expect(list.body.message).toBeDefined();
    expect(list.body.data.length).toBeGreaterThan(3);
    const file = await h.rest('POST', '/api/v2/invoice/file', {
      ...opts(),
      body: { fromDateInput: '2026-11-01', toDateInput: '2026-12-31' },
    });
    expect(file.status).toBe(200);
    expect(file.raw.headers['content-disposition']).toBe(
      'attachment; filename="VAT_Invoices_from_2026-11-01_to_2026-12-31.xlsx"',
    );
    expect(file.raw.rawPayload.subarray(0, 2).toString()).toBe('PK');
  });

  it('answers bad bodies with a readable {error}', async () => {
    expectRestError(
      await h.rest('POST', '/api/invoice', { ...opts(), body: { invoices: [] } }),
      400,
      'Send exactly one invoice',
    );
    expectRestError(
      await h.rest('POST', '/api/invoice', {
        ...opts(),
        body: { invoices: [{ billTo: fx.local.id, products: [] }] },
      }),
      400,
      'Add at least one product',
    );
    expectRestError(
      await h.rest('POST', '/api/v2/invoice/file', {
        ...opts(),
        body: { fromDateInput: '01/11/2026', toDateInput: '2026-12-31' },
      }),
      400,
      'YYYY-MM-DD',
    );
  });
});
