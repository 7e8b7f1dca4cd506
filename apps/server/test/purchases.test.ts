// Purchase bills over HTTP (issue 31): isolation between shops and permission refusals, and the
// races a unit's serial can be in (two bills bringing it in; a sale and a purchase return taking
// it out). The races need real concurrent transactions, so this file runs on every engine.
import { describe, expect, it } from 'vitest';
import { withTenant } from '@gst/db/client';
import { suppliers } from '@gst/db/schema';
import { seedBilling } from './billing-fixtures';
import { expectRestError, ownerSuite, staffSession, trpcData, trpcError } from './helpers';

type Bill = {
  id: string;
  lines: { id: string; serials: { itemId: string; serialNo: string }[] }[];
};

const suite = ownerSuite({}, async (h, asOwner) => {
  const fx = await seedBilling(h, h.a, 1);
  const supplierId = await withTenant(h.database.db, h.a, async (tx) => {
    const [row] = await tx
      .insert(suppliers)
      .values({ name: 'Eastern Solar Distributors', gstin: '19AAACE1234F1Z3', stateCode: 19 })
      .returning();
    return row?.id ?? '';
  });
  const cookieB = await h.login(h.b);
  const viewer = await staffSession(h, 'pb-viewer@alpha.test', {
    'manage-purchase-bill': ['view'],
  });
  const itemsOnly = await staffSession(h, 'items-only@alpha.test', { 'manage-item': ['view'] });
  return { fx, supplierId, cookieB, viewer, itemsOnly, asOwnerA: asOwner };
});

/** A bill of `serials.length` panels at 12,000 and 5 %: 12,600.00 each. */
function panelBill(number: string, serials: string[]) {
  return {
    supplierId: suite.supplierId,
    supplierInvoiceNumber: number,
    billDate: '2026-05-04',
    supplierTotal: (12600 * serials.length).toFixed(2),
    lines: [
      {
        productId: suite.fx.module.id,
        quantity: serials.length,
        price: '12000',
        gstPercentage: 5,
        serialNumbers: serials,
      },
    ],
  };
}

async function enter(number: string, serials: string[]) {
  const reply = await suite.h.rest('POST', '/api/purchase-bill', {
    ...suite.asOwner(),
    body: panelBill(number, serials),
  });
  return reply;
}

describe('purchase bills over HTTP', () => {
  it("another shop can neither read, cancel nor return against alpha's bill; a viewer cannot write", async () => {
    const created = await enter('ISO-1', ['ISO-A']);
    expect(created.status, created.text).toBe(201);
    const bill = (created.body as { data: Bill }).data;
    const asB = { tenant: 'beta', cookie: suite.cookieB };
    expectRestError(await suite.h.rest('GET', `/api/purchase-bill/${bill.id}`, asB), 404);
    expectRestError(await suite.h.rest('DELETE', `/api/purchase-bill/${bill.id}`, asB), 404);
    expectRestError(
      await suite.h.rest('POST', '/api/purchase-return', {
        ...asB,
        body: {
          billId: bill.id,
          returnDate: '2026-05-10',
          reason: 'x',
          lines: [{ billLineId: bill.lines[0]?.id, quantity: 1, itemIds: [] }],
        },
      }),
      404,
    );
    expectRestError(
      await suite.h.rest('PATCH', `/api/purchase-bill/${bill.id}`, {
        ...asB,
        body: panelBill('ISO-1', ['ISO-A']),
      }),
      404,
    );
    expect((await suite.h.rest('GET', '/api/purchase-bill', asB)).body).toMatchObject({ total: 0 });

    const asViewer = { tenant: 'alpha', cookie: suite.viewer };
    expect((await suite.h.rest('GET', `/api/purchase-bill/${bill.id}`, asViewer)).status).toBe(200);
    expectRestError(
      await suite.h.rest('POST', '/api/purchase-bill', {
        ...asViewer,
        body: panelBill('V-1', ['V-A']),
      }),
      403,
    );
    expectRestError(await suite.h.rest('DELETE', `/api/purchase-bill/${bill.id}`, asViewer), 403);
    expectRestError(
      await suite.h.rest('PATCH', `/api/purchase-bill/${bill.id}`, {
        ...asViewer,
        body: panelBill('ISO-1', ['ISO-A']),
      }),
      403,
    );
    expectRestError(
      await suite.h.rest('POST', '/api/purchase-return', {
        ...asViewer,
        body: {
          billId: bill.id,
          returnDate: '2026-05-10',
          reason: 'x',
          lines: [{ billLineId: bill.lines[0]?.id, quantity: 1, itemIds: [] }],
        },
      }),
      403,
    );
    expect(
      trpcError(
        await suite.h.trpcMutation(
          'tenant.purchases.update',
          { ...panelBill('ISO-1', ['ISO-A']), id: bill.id },
          asViewer,
        ),
      ).data.appCode,
    ).toBe('FORBIDDEN');
    const still = trpcData<{ status: string; revision: number }>(
      await suite.h.trpcQuery('tenant.purchases.get', { id: bill.id }, suite.asOwner()),
    );
    expect(still).toMatchObject({ status: 'active', revision: 1 });
  });

  it('two bills racing to bring in the same serial: exactly one is entered, nothing of the other', async () => {
    const replies = await Promise.all([
      enter('RACE-1', ['DUP-1', 'RACE-1A']),
      enter('RACE-2', ['DUP-1', 'RACE-2A']),
    ]);
    expect(replies.map((r) => r.status).sort()).toEqual([201, 409]);
    const rows = await suite.h.sql<{ serial_no: string }>(
      `select serial_no from "${suite.h.a.schemaName}".items where serial_no in ('DUP-1', 'RACE-1A', 'RACE-2A') order by 1`,
    );
    // The winner's two units, none of the loser's.
    expect(rows).toHaveLength(2);
    expect(rows.map((r) => r.serial_no)).toContain('DUP-1');
  });

  it('a sale and a purchase return racing for one unit: exactly one takes it', async () => {
    const created = await enter('SALE-RACE', ['SR-1']);
    const bill = (created.body as { data: Bill }).data;
    const line = bill.lines[0];
    const itemId = line?.serials[0]?.itemId ?? '';
    const [sale, back] = await Promise.all([
      suite.h.trpcMutation(
        'tenant.invoices.create',
        {
          invoiceDate: '2026-05-12',
          billToId: suite.fx.local.id,
          lines: [
            { productId: suite.fx.module.id, quantity: 1, price: '15000', serialItemIds: [itemId] },
          ],
        },
        suite.asOwner(),
      ),
      suite.h.rest('POST', '/api/purchase-return', {
        ...suite.asOwner(),
        body: {
          billId: bill.id,
          returnDate: '2026-05-12',
          reason: 'Race',
          lines: [{ billLineId: line?.id, quantity: 1, itemIds: [itemId] }],
        },
      }),
    ]);
    const won = [sale.status === 200, back.status === 201];
    expect(won.filter(Boolean), `${sale.text} | ${back.text}`).toHaveLength(1);
    const [taken] = await suite.h.sql<{ n: number }>(
      `select (select count(*) from "${suite.h.a.schemaName}".invoice_line_serials where item_id = '${itemId}')::int
        + (select count(*) from "${suite.h.a.schemaName}".purchase_return_line_serials where item_id = '${itemId}')::int as n`,
    );
    expect(taken?.n).toBe(1);
  });

  it("a serial's life names the bill, supplier and cost it came in at, and its return to the supplier", async () => {
    const created = await enter('LIFE-1', ['LIFE-A', 'LIFE-B']);
    expect(created.status, created.text).toBe(201);
    const bill = (created.body as { data: Bill & { entryNumber: string } }).data;
    const line = bill.lines[0]!;
    const itemA = line.serials.find((x) => x.serialNo === 'LIFE-A')!.itemId;
    const sent = await suite.h.rest('POST', '/api/purchase-return', {
      ...suite.asOwner(),
      body: {
        billId: bill.id,
        returnDate: '2026-05-10',
        reason: 'Cracked glass',
        lines: [{ billLineId: line.id, quantity: 1, itemIds: [itemA] }],
      },
    });
    expect(sent.status, sent.text).toBe(201);
    const back = (sent.body as { data: { id: string; returnNumber: string } }).data;
    type Life = {
      purchaseHidden: boolean;
      matches: { status: string; purchase: Record<string, unknown> | null }[];
    };
    const lifeOf = async (serial: string, as = suite.asOwner()) =>
      trpcData<Life>(await suite.h.trpcQuery('tenant.items.life', { serial }, as));
    // 12,000 a panel before tax: the cost it came into stock at (GST is input tax, not cost).
    const purchase = {
      billId: bill.id,
      entryNumber: bill.entryNumber,
      supplierInvoiceNumber: 'LIFE-1',
      billDate: '2026-05-04',
      billStatus: 'active',
      supplierId: suite.supplierId,
      supplierName: 'Eastern Solar Distributors',
      unitCost: '12000.0000',
    };
    const returned = {
      returnId: back.id,
      returnNumber: back.returnNumber,
      returnDate: '2026-05-10',
    };
    const a = await lifeOf('LIFE-A');
    expect(a.purchaseHidden).toBe(false);
    expect(a.matches).toMatchObject([
      {
        status: 'returned-to-supplier',
        purchase: {
          ...purchase,
          returns: [{ ...returned, status: 'active' }],
          returnedToSupplier: true,
        },
      },
    ]);
    expect((await lifeOf('LIFE-B')).matches).toMatchObject([
      { status: 'available', purchase: { ...purchase, returns: [], returnedToSupplier: false } },
    ]);
    // The return cancelled: the panel is back in stock and the cancelled return stays listed.
    trpcData(
      await suite.h.trpcMutation('tenant.purchases.cancelReturn', { id: back.id }, suite.asOwner()),
    );
    expect((await lifeOf('LIFE-A')).matches).toMatchObject([
      {
        status: 'available',
        purchase: { returns: [{ ...returned, status: 'cancelled' }], returnedToSupplier: false },
      },
    ]);
    // Without 'view' on purchase bills: the status, but neither the bill nor the supplier.
    const hidden = await lifeOf('LIFE-A', { tenant: 'alpha', cookie: suite.itemsOnly });
    expect(hidden.purchaseHidden).toBe(true);
    expect(hidden.matches).toMatchObject([{ status: 'available', purchase: null }]);
    // Another shop has no such serial.
    expect((await lifeOf('LIFE-A', { tenant: 'beta', cookie: suite.cookieB })).matches).toEqual([]);
  });

  it('a return reads back with its lines over REST and tRPC; more than is left is refused, saying why', async () => {
    // 3 batteries at 50,000 + 18 % (no serials): 150,000 + 27,000 = 177,000.00.
    const created = await suite.h.rest('POST', '/api/purchase-bill', {
      ...suite.asOwner(),
      body: {
        supplierId: suite.supplierId,
        supplierInvoiceNumber: 'QTY-1',
        billDate: '2026-05-04',
        supplierTotal: '177000.00',
        lines: [{ productId: suite.fx.battery.id, quantity: 3, price: '50000', gstPercentage: 18 }],
      },
    });
    expect(created.status, created.text).toBe(201);
    const bill = (created.body as { data: Bill }).data;
    const lineId = bill.lines[0]!.id;
    const sendBack = (quantity: number) =>
      suite.h.rest('POST', '/api/purchase-return', {
        ...suite.asOwner(),
        body: {
          billId: bill.id,
          returnDate: '2026-05-10',
          reason: 'Swollen cells',
          lines: [{ billLineId: lineId, quantity }],
        },
      });
    const sent = await sendBack(1);
    expect(sent.status, sent.text).toBe(201);
    // 1 of 3: taxable 50,000.00, CGST 4,500.00 + SGST 4,500.00.
    const line = {
      billLineId: lineId,
      position: 0,
      kind: 'goods',
      productId: suite.fx.battery.id,
      description: 'Li-ion 5 kWh',
      quantity: '1.000',
      taxableValue: '50000.00',
      taxAmount: '9000.00',
      cgst: '4500.00',
      sgst: '4500.00',
      utgst: '0.00',
      igst: '0.00',
      serials: [],
    };
    expect((sent.body as { data: { lines: unknown[] } }).data.lines).toMatchObject([line]);
    const listed = trpcData<{ returnNumber: string; lines: unknown[] }[]>(
      await suite.h.trpcQuery(
        'tenant.purchases.listReturns',
        { billId: bill.id },
        { tenant: 'alpha', cookie: suite.viewer },
      ),
    );
    expect(listed).toMatchObject([{ lines: [line] }]);
    expectRestError(
      await sendBack(3),
      400,
      'Li-ion 5 kWh: at most 2 can go back (3 bought, 1 gone back already)',
    );
    expect((await sendBack(2)).status).toBe(201);
    expectRestError(await sendBack(1), 400, 'Li-ion 5 kWh: all 3 bought have gone back already');
    // Another shop sees no returns of alpha's bill.
    expect(
      trpcData(
        await suite.h.trpcQuery(
          'tenant.purchases.listReturns',
          { billId: bill.id },
          { tenant: 'beta', cookie: suite.cookieB },
        ),
      ),
    ).toEqual([]);
  });
});
