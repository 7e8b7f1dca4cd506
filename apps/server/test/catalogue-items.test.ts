import { describe, expect, it } from 'vitest';
import { productInput, sheetRows, tableCounts } from './catalogue-fixtures';
import { expectRestError, ownerSuite, pluck, trpcData, trpcError } from './helpers';

/** Serial-numbered items: unique per product, sold ones kept, all-or-nothing import (spec §3, §4). */
const suite = ownerSuite({}, async (h, asA) => ({
  panel: trpcData<{ id: string; productUniqueID: string }>(
    await h.trpcMutation('tenant.products.create', productInput('PANEL-540'), asA),
  ),
  inverter: trpcData<{ id: string }>(
    await h.trpcMutation(
      'tenant.products.create',
      productInput('INV-5K', { productLabel: 'Inverter 5 kVA' }),
      asA,
    ),
  ),
  buyer: trpcData<{ id: string }>(
    await h.trpcMutation('tenant.customers.create', { name: 'Buyer' }, asA),
  ),
}));
const asA = () => suite.asOwner();
const query = (path: string, input: unknown) =>
  suite.h.trpcQuery(`tenant.items.${path}`, input, asA());
const mutate = (path: string, input: unknown) =>
  suite.h.trpcMutation(`tenant.items.${path}`, input, asA());

describe('create, list, update, delete', () => {
  it("creates with type defaulting to 'Module'; a serial is unique per product only", async () => {
    const one = trpcData(await mutate('create', { productId: suite.panel.id, serialNo: 'SN-1' }));
    expect(one).toMatchObject({
      serialNo: 'SN-1',
      type: 'Module',
      soldToInvoice: false,
      productId: suite.panel.id,
      product: suite.panel.id,
      productLabel: 'Label PANEL-540',
    });
    const again = await mutate('create', { productId: suite.panel.id, serialNo: 'SN-1' });
    expect(again.status).toBe(409);
    expect(trpcError(again).message).toBe(
      "Serial number 'SN-1' already exists for product 'Label PANEL-540'",
    );
    trpcData(
      await mutate('create', { productId: suite.inverter.id, serialNo: 'SN-1', type: 'Inverter' }),
    );
    const unknown = await mutate('create', {
      productId: '00000000-0000-4000-8000-000000000000',
      serialNo: 'X',
    });
    expect(unknown.status).toBe(400);
  });

  it('lists with search across serial and product, status filter and sort', async () => {
    trpcData(await mutate('create', { productId: suite.panel.id, serialNo: 'SN-2' }));
    const all = trpcData(
      await query('list', { pageSize: 10, sort: { field: 'serialNo', dir: 'asc' } }),
    );
    expect(all.total).toBe(3);
    const byProduct = trpcData(await query('list', { search: 'inverter', pageSize: 10 }));
    expect(pluck(byProduct.data, 'type')).toEqual(['Inverter']);
    const available = trpcData(
      await query('list', { status: 'available', productId: suite.panel.id }),
    );
    expect(available.total).toBe(2);
  });

  it('a sold item cannot be deleted or moved to another serial; search-item leaves it out', async () => {
    const [sold, free] = trpcData(
      await query('list', { productId: suite.panel.id, sort: { field: 'serialNo', dir: 'asc' } }),
    ).data;
    trpcData(
      await suite.h.trpcMutation(
        'tenant.invoices.create',
        {
          invoiceDate: '2026-11-21',
          billToId: suite.buyer.id,
          lines: [
            { productId: suite.panel.id, quantity: 1, price: '100', serialItemIds: [sold.id] },
          ],
        },
        asA(),
      ),
    );
    const deleted = await mutate('delete', { id: sold.id });
    expect(deleted.status).toBe(409);
    expect(trpcError(deleted).message).toBe(
      "Item 'SN-1' is sold on an invoice and cannot be deleted",
    );
    const moved = await mutate('update', {
      id: sold.id,
      productId: suite.panel.id,
      serialNo: 'SN-9',
    });
    expect(moved.status).toBe(409);
    // Changing only the type of a sold item is fine.
    expect(
      trpcData(
        await mutate('update', {
          id: sold.id,
          productId: suite.panel.id,
          serialNo: 'SN-1',
          type: 'Panel',
        }),
      ).type,
    ).toBe('Panel');

    const search = await suite.h.rest(
      'GET',
      `/api/search-item/${suite.panel.id}?serialNo=yes`,
      asA(),
    );
    expect(search.status, search.text).toBe(200);
    expect(search.body).toEqual({ success: true, data: [{ _id: free.id, serialNo: 'SN-2' }] });
    expect(trpcData(await query('available', { productId: suite.panel.id }))).toEqual([
      { id: free.id, serialNo: 'SN-2' },
    ]);

    trpcData(await mutate('delete', { id: free.id }));
    expect((await query('get', { id: free.id })).status).toBe(404);
  });
});

describe('REST', () => {
  it('POST {items:[{product, serialNo}]}, GET ?itemId=, PATCH, DELETE', async () => {
    const created = await suite.h.rest('POST', '/api/item', {
      ...asA(),
      body: { items: [{ product: suite.panel.id, serialNo: 'REST-1' }] },
    });
    expect(created.status, created.text).toBe(201);
    expect(created.body.message).toBe('Item created successfully!');
    const [row] = created.body.data;
    expect(row).toMatchObject({ _id: row.id, product: suite.panel.id, type: 'Module' });
    const one = await suite.h.rest('GET', `/api/item?itemId=${row._id}`, asA());
    expect(one.body.data).toMatchObject({ serialNo: 'REST-1', productLabel: 'Label PANEL-540' });
    const patched = await suite.h.rest('PATCH', '/api/item', {
      ...asA(),
      body: {
        items: [{ _id: row._id, product: suite.panel.id, serialNo: 'REST-1', type: 'Spare' }],
      },
    });
    expect(patched.status, patched.text).toBe(200);
    expect(patched.body.data[0].type).toBe('Spare');
    const list = await suite.h.rest('GET', '/api/item?search=REST', asA());
    expect(list.body).toMatchObject({ message: 'Items fetched', total: 1 });
    expect((await suite.h.rest('DELETE', `/api/item/hard-delete/${row._id}`, asA())).status).toBe(
      200,
    );
    expectRestError(await suite.h.rest('DELETE', `/api/item/hard-delete/${row._id}`, asA()), 404);
  });
});

describe('Excel import (all or nothing) and export', () => {
  it('reports unknown products, missing fields and duplicate serials by sheet row; writes nothing', async () => {
    const before = await tableCounts(suite.h, suite.h.a);
    const reply = await mutate('createMany', {
      items: [
        { product: 'PANEL-540', serialNo: 'NEW-1' },
        { product: 'NO-SUCH', serialNo: 'NEW-2' },
        { product: 'PANEL-540', serialNo: '' },
        { product: 'panel-540', serialNo: 'NEW-1' },
        { product: 'Label PANEL-540', serialNo: 'SN-1' },
        { product: 'Inverter 5 kVA', serialNo: 'NEW-1', type: 'Inverter' },
      ],
    });
    expect(reply.status, reply.text).toBe(400);
    expect(reply.body.error.data.details.rows).toEqual([
      { row: 3, reason: "unknown product 'NO-SUCH'" },
      { row: 4, reason: 'serialNo: serialNo is required' },
      { row: 5, reason: "serialNo 'NEW-1' repeats row 2" },
      { row: 6, reason: "serialNo 'SN-1' already exists for this product" },
    ]);
    expect(await tableCounts(suite.h, suite.h.a)).toEqual(before);
  });

  it('imports by productUniqueID, label or id, exports, and re-imports to the same rows', async () => {
    const result = trpcData(
      await mutate('createMany', {
        items: [
          { product: 'PANEL-540', serialNo: '=RT-1' },
          { product: 'Inverter 5 kVA', serialNo: 'RT-2', type: 'Inverter' },
          { product: suite.panel.id, serialNo: 40012345 },
        ],
      }),
    );
    expect(result.count).toBe(3);
    const reply = await suite.h.rest(
      'GET',
      '/api/item/export?search=RT-&sortField=serialNo',
      asA(),
    );
    expect(reply.status, reply.text).toBe(200);
    expect(reply.raw.headers['content-disposition']).toMatch(
      /filename="Items_\d{4}-\d{2}-\d{2}\.xlsx"/,
    );
    const rows = sheetRows(reply);
    expect(rows).toEqual([
      {
        product: 'PANEL-540',
        type: 'Module',
        serialNo: "'=RT-1",
        productLabel: 'Label PANEL-540',
        status: 'Available',
      },
      {
        product: 'INV-5K',
        type: 'Inverter',
        serialNo: 'RT-2',
        productLabel: 'Inverter 5 kVA',
        status: 'Available',
      },
    ]);
    // Deleting and re-importing the exported rows gives back the same items.
    const before = trpcData<Record<string, unknown>[]>(
      await query('export', { search: 'RT-', sort: { field: 'serialNo', dir: 'asc' } }),
    );
    for (const item of before) trpcData(await mutate('delete', { id: item.id }));
    trpcData(await mutate('createMany', { items: rows }));
    const after = trpcData<Record<string, unknown>[]>(
      await query('export', { search: 'RT-', sort: { field: 'serialNo', dir: 'asc' } }),
    );
    const shape = (list: Record<string, unknown>[]) =>
      list.map((r) => [r.productId, r.serialNo, r.type, r.soldToInvoice]);
    expect(shape(after)).toEqual(shape(before));
    expect(after[0]?.serialNo).toBe('=RT-1');
  });

  it('refuses rows that are not objects with a 400 and writes nothing (found by fuzzing)', async () => {
    const reply = await suite.h.rest('POST', '/api/item', {
      ...asA(),
      body: { items: [null, [null, false, 'Ib'], null], returnRows: true },
    });
    expect(reply.status, reply.text.slice(0, 300)).toBe(400);
    expect(typeof reply.body.error).toBe('string');
  });

  it('imports 10,000 items in one request through REST', async () => {
    const items = Array.from({ length: 10_000 }, (_, i) => ({
      product: 'PANEL-540',
      type: 'Module',
      serialNo: `BULK-${String(i).padStart(5, '0')}`,
    }));
    const reply = await suite.h.rest('POST', '/api/item', { ...asA(), body: { items } });
    expect(reply.status, reply.text.slice(0, 300)).toBe(201);
    expect(reply.body).toMatchObject({ message: 'Items uploaded successfully', count: 10_000 });
    expect(reply.body.data[9_999]).toMatchObject({
      serialNo: 'BULK-09999',
      product: suite.panel.id,
    });
    const available = await suite.h.rest(
      'GET',
      `/api/search-item/${suite.panel.id}?serialNo=yes`,
      asA(),
    );
    expect(available.body.data.length).toBeGreaterThanOrEqual(10_000);
  });
});
