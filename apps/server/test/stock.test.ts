// @engines pglite postgres
// Isolation between shops and permission refusals for stock over HTTP; nothing here depends on
// where Citus places a schema.
import { describe, expect, it } from 'vitest';
import { seedBilling } from './billing-fixtures';
import { expectRestError, ownerSuite, staffSession, trpcError } from './helpers';

/** Stock (issue 31): alpha's stay alpha's; the page's flags hold on tRPC and REST. */
const suite = ownerSuite({}, async (h, asOwner) => {
  const fx = await seedBilling(h, h.a, 1);
  const adjusted = await h.rest('POST', '/api/stock-adjustment', {
    ...asOwner,
    body: {
      productId: fx.battery.id,
      adjustmentDate: '2026-05-31',
      quantity: 3,
      unitCost: 50000,
      reason: 'Opening count',
    },
  });
  expect(adjusted.status, adjusted.text).toBe(201);
  const cookieB = await h.login(h.b);
  const viewer = await staffSession(h, 'st-viewer@alpha.test', { stock: ['view'] });
  return { fx, cookieB, viewer };
});
const asB = () => ({ tenant: 'beta', cookie: suite.cookieB });
const asViewer = () => ({ tenant: 'alpha', cookie: suite.viewer });

describe('stock over HTTP', () => {
  it('the owner reads stock as on a date and a product ledger', async () => {
    const stock = await suite.h.rest('GET', '/api/stock?date=2026-06-01', suite.asOwner());
    // 3 batteries counted in at 50,000: 150,000.00.
    expect(stock.body).toMatchObject({
      data: [{ quantity: '3.000', value: '150000.00' }],
      value: '150000.00',
    });
    const ledger = await suite.h.rest(
      'GET',
      `/api/stock-ledger/${suite.fx.battery.id}?from=2026-05-01&to=2026-05-31`,
      suite.asOwner(),
    );
    expect(ledger.body).toMatchObject({
      data: { closing: { quantity: '3.000', value: '150000.00' } },
    });
  });

  it("another shop sees none of alpha's stock and cannot adjust alpha's product", async () => {
    expect((await suite.h.rest('GET', '/api/stock', asB())).body).toMatchObject({
      data: [],
      value: '0.00',
    });
    expectRestError(
      await suite.h.rest(
        'GET',
        `/api/stock-ledger/${suite.fx.battery.id}?from=2026-05-01&to=2026-05-31`,
        asB(),
      ),
      404,
    );
    expectRestError(
      await suite.h.rest('POST', '/api/stock-adjustment', {
        ...asB(),
        body: {
          productId: suite.fx.battery.id,
          adjustmentDate: '2026-05-31',
          quantity: -1,
          reason: 'x',
        },
      }),
      400,
      'The product does not exist',
    );
  });

  it('a view-only user reads but cannot adjust or set levels', async () => {
    expect((await suite.h.rest('GET', '/api/stock', asViewer())).status).toBe(200);
    expectRestError(
      await suite.h.rest('POST', '/api/stock-adjustment', {
        ...asViewer(),
        body: {
          productId: suite.fx.battery.id,
          adjustmentDate: '2026-05-31',
          quantity: -1,
          reason: 'x',
        },
      }),
      403,
    );
    expect(
      trpcError(
        await suite.h.trpcMutation(
          'tenant.stock.setLowLevel',
          { productId: suite.fx.battery.id, lowStockLevel: 2 },
          asViewer(),
        ),
      ).data.appCode,
    ).toBe('FORBIDDEN');
    const stock = await suite.h.rest('GET', '/api/stock', suite.asOwner());
    expect(stock.body).toMatchObject({ data: [{ quantity: '3.000' }] });
  });
});
