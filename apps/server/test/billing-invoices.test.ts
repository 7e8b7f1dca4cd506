import { describe, expect, it } from 'vitest';
import { counters, invoiceCount, soldFlags } from './billing-fixtures';
import { invoiceSuite } from './billing-invoices-fixtures';
import { trpcData, trpcError } from './helpers';

/** Creating invoices: numbering, GST split, serials. Edits, deletes and REST: billing-invoices-edit. */
const suite = invoiceSuite();
const { opts, create, intraState, battery } = suite;

describe('creating invoices', () => {
  it('issues the first number of the financial year, splits CGST/SGST and sells the serials', async () => {
    const invoice = trpcData(await create(intraState()));
    expect(invoice.invoiceNumber).toBe('INV/25-26/0001');
    expect(invoice.financialYear).toBe(2025);
    expect(invoice.dueDate).toBe('2025-11-28');
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
      await soldFlags(suite.h, suite.h.a, [
        ...suite.fx.moduleSerials.slice(0, 3),
        suite.fx.inverterSerials[0]!,
      ]),
    ).toEqual([true, true, false, true]);
  });

  it('charges IGST to a customer in another state, with the next consecutive number', async () => {
    const invoice = trpcData(
      await create({
        invoiceDate: '2025-11-22',
        billToId: suite.fx.remote.id,
        lines: [{ productId: suite.fx.battery.id, quantity: 1, price: '65000' }],
      }),
    );
    expect(invoice.invoiceNumber).toBe('INV/25-26/0002');
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
      await suite.h.trpcQuery('tenant.invoices.list', { page: 1, pageSize: 5 }, opts()),
    );
    expect(list.total).toBe(2);
    expect(list.data.map((r: { invoiceNumber: string }) => r.invoiceNumber)).toEqual([
      'INV/25-26/0002',
      'INV/25-26/0001',
    ]);
    expect(list.data.map((r: { hasInverter: boolean }) => r.hasInverter)).toEqual([false, true]);
    expect(list.data[1]).toMatchObject({ customerName: 'Sunrise RWA', gstin: '19AABCD1234E1Z5' });
  });

  it('refuses a serial that is already sold, and nothing is written or numbered', async () => {
    const before = await counters(suite.h, suite.h.a);
    const reply = await create({
      billToId: suite.fx.local.id,
      invoiceDate: '2025-11-23',
      lines: [
        {
          productId: suite.fx.module.id,
          quantity: 1,
          price: '14500',
          serialItemIds: [suite.fx.moduleSerials[2]],
        },
        {
          productId: suite.fx.module.id,
          quantity: 1,
          price: '14500',
          serialItemIds: [suite.fx.moduleSerials[0]],
        },
      ],
    });
    expect(reply.status).toBe(409);
    expect(trpcError(reply).message).toMatch(/M-1000 already sold/);
    expect(await counters(suite.h, suite.h.a)).toEqual(before);
    expect(await invoiceCount(suite.h, suite.h.a)).toBe(2);
    expect(await soldFlags(suite.h, suite.h.a, [suite.fx.moduleSerials[2]!])).toEqual([false]);
  });

  it('refuses more serials than the quantity', async () => {
    const reply = await create({
      billToId: suite.fx.local.id,
      lines: [
        {
          productId: suite.fx.module.id,
          quantity: 1,
          price: '1',
          serialItemIds: suite.fx.moduleSerials.slice(3, 5),
        },
      ],
    });
    expect(reply.status).toBe(400);
    expect(trpcError(reply).message).toContain('Only 1 serial numbers allowed');
  });

  it('refuses a serial of another product', async () => {
    const reply = await create({
      billToId: suite.fx.local.id,
      lines: [
        {
          productId: suite.fx.module.id,
          quantity: 1,
          price: '1',
          serialItemIds: [suite.fx.inverterSerials[3]],
        },
      ],
    });
    expect(reply.status).toBe(409);
    expect(await soldFlags(suite.h, suite.h.a, [suite.fx.inverterSerials[3]!])).toEqual([false]);
  });

  it('a create that fails midway uses no number and sells nothing', async () => {
    const reply = await create({
      billToId: suite.fx.local.id,
      lines: [
        {
          productId: suite.fx.module.id,
          quantity: 1,
          price: '14500',
          serialItemIds: [suite.fx.moduleSerials[4]],
        },
        { productId: '00000000-0000-4000-8000-000000000000', quantity: 1, price: '1' },
      ],
    });
    expect(reply.status).toBe(400);
    expect(trpcError(reply).message).toContain('Line 2: the product does not exist');
    expect(await soldFlags(suite.h, suite.h.a, [suite.fx.moduleSerials[4]!])).toEqual([false]);
    const next = trpcData(await create(battery('2025-11-24', '100')));
    expect(next.invoiceNumber).toBe('INV/25-26/0003');
  });

  it('replays a retried create with the same idempotency key, and refuses the key for another request', async () => {
    const body = { idempotencyKey: 'retry-key-0001', ...battery('2025-11-25', '500') };
    const first = trpcData(await create(body));
    const second = trpcData(await create(body));
    expect(second.id).toBe(first.id);
    expect(second.invoiceNumber).toBe(first.invoiceNumber);
    expect(await invoiceCount(suite.h, suite.h.a)).toBe(4);
    const reused = await create({
      ...body,
      lines: [{ productId: suite.fx.battery.id, price: '501' }],
    });
    expect(reused.status).toBe(409);
    expect(await invoiceCount(suite.h, suite.h.a)).toBe(4);
  });

  it('starts a new series each April', async () => {
    const april = trpcData(await create(battery('2026-04-01', '10')));
    expect(april.invoiceNumber).toBe('INV/26-27/0001');
    const march = trpcData(await create(battery('2026-03-31', '10')));
    expect(march.invoiceNumber).toBe('INV/25-26/0005');
  });
});
