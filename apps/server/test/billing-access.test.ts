// @engines pglite
// Permission flags and the HTTP edge, checked before any SQL of note: one engine
// (scripts/test-engines.mjs, the rule).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { invoiceCount, seedBilling } from './billing-fixtures';
import { type Harness, type RequestOptions, staffSession, startHarness, trpcData } from './helpers';

let h: Harness;
let ownerA: string;
let ownerB: string;
let viewer: string;
let fx: Awaited<ReturnType<typeof seedBilling>>;
let invoiceId: string;
let quoteId: string;

beforeAll(async () => {
  h = await startHarness();
  fx = await seedBilling(h, h.a);
  await seedBilling(h, h.b);
  ownerA = await h.login(h.a);
  ownerB = await h.login(h.b);
  viewer = await staffSession(h, 'viewer@alpha.test', {
    'manage-invoice': ['view'],
    'manage-quote': ['view'],
  });
  invoiceId = trpcData<{ id: string }>(
    await h.trpcMutation(
      'tenant.invoices.create',
      { billToId: fx.local.id, lines: [{ productId: fx.battery.id, price: '100' }] },
      { tenant: 'alpha', cookie: ownerA },
    ),
  ).id;
  quoteId = trpcData<{ id: string }>(
    await h.trpcMutation(
      'tenant.quotes.create',
      { customerName: 'A buyer', lines: [] },
      { tenant: 'alpha', cookie: ownerA },
    ),
  ).id;
});
afterAll(async () => h?.close());

/** POST /api/invoice of one battery to alpha's local customer, sent with `options`. */
const postInvoice = (options: RequestOptions) =>
  h.rest('POST', '/api/invoice', {
    ...options,
    body: { invoices: [{ billTo: fx.local.id, products: [{ product: fx.battery.id }] }] },
  });

describe('billing isolation between tenants', () => {
  it("tenant B's admin cannot read, change or delete A's invoice or quote (tRPC and REST)", async () => {
    const asB = { tenant: 'beta', cookie: ownerB };
    expect((await h.trpcQuery('tenant.invoices.get', { id: invoiceId }, asB)).status).toBe(404);
    expect((await h.trpcQuery('tenant.quotes.get', { id: quoteId }, asB)).status).toBe(404);
    expect((await h.trpcMutation('tenant.invoices.delete', { id: invoiceId }, asB)).status).toBe(
      404,
    );
    expect((await h.trpcMutation('tenant.quotes.delete', { id: quoteId }, asB)).status).toBe(404);
    expect((await h.rest('GET', `/api/invoice?invoiceId=${invoiceId}`, asB)).status).toBe(404);
    expect((await h.rest('DELETE', `/api/loose-quote/hard-delete/${quoteId}`, asB)).status).toBe(
      404,
    );
    const listB = trpcData(
      await h.trpcQuery('tenant.invoices.list', { page: 1, pageSize: 50 }, asB),
    );
    expect(listB.total).toBe(0);
    // A's invoice and quote are untouched.
    expect(
      (
        await h.trpcQuery(
          'tenant.invoices.get',
          { id: invoiceId },
          { tenant: 'alpha', cookie: ownerA },
        )
      ).status,
    ).toBe(200);
    expect(
      (await h.trpcQuery('tenant.quotes.get', { id: quoteId }, { tenant: 'alpha', cookie: ownerA }))
        .status,
    ).toBe(200);
  });

  it("A's session sent with B's tenant id is not a session there", async () => {
    const swapped = { tenant: 'beta', cookie: ownerA };
    expect(
      (await h.trpcQuery('tenant.invoices.list', { page: 1, pageSize: 5 }, swapped)).status,
    ).toBe(401);
    expect((await h.rest('GET', '/api/loose-quote', swapped)).status).toBe(401);
    expect((await postInvoice(swapped)).status).toBe(401);
  });

  it("an invoice of B cannot sell A's serials or bill A's customer", async () => {
    const reply = await h.trpcMutation(
      'tenant.invoices.create',
      {
        billToId: fx.local.id,
        lines: [
          {
            productId: fx.module.id,
            quantity: 1,
            price: '1',
            serialItemIds: [fx.moduleSerials[0]],
          },
        ],
      },
      { tenant: 'beta', cookie: ownerB },
    );
    expect(reply.status).toBe(400);
    expect(await invoiceCount(h, h.b)).toBe(0);
  });
});

describe('billing permissions', () => {
  it('a view-only user can list but not create, edit or delete, and nothing is written', async () => {
    const asViewer = { tenant: 'alpha', cookie: viewer };
    expect(
      (await h.trpcQuery('tenant.invoices.list', { page: 1, pageSize: 5 }, asViewer)).status,
    ).toBe(200);
    expect(
      (await h.trpcQuery('tenant.quotes.list', { page: 1, pageSize: 5 }, asViewer)).status,
    ).toBe(200);
    const before = await invoiceCount(h, h.a);
    expect(
      (
        await h.trpcMutation(
          'tenant.invoices.create',
          { billToId: fx.local.id, lines: [{ productId: fx.battery.id }] },
          asViewer,
        )
      ).status,
    ).toBe(403);
    expect(
      (await h.trpcMutation('tenant.invoices.delete', { id: invoiceId }, asViewer)).status,
    ).toBe(403);
    expect(
      (await h.trpcMutation('tenant.quotes.create', { customerName: 'x', lines: [] }, asViewer))
        .status,
    ).toBe(403);
    expect(
      (
        await h.trpcMutation(
          'tenant.quotes.update',
          { id: quoteId, customerName: 'x', lines: [] },
          asViewer,
        )
      ).status,
    ).toBe(403);
    expect((await postInvoice(asViewer)).status).toBe(403);
    expect(
      (await h.rest('DELETE', `/api/loose-quote/hard-delete/${quoteId}`, asViewer)).status,
    ).toBe(403);
    expect(
      (
        await h.rest('POST', '/api/v2/invoice/file', {
          ...asViewer,
          body: { fromDateInput: '2026-01-01', toDateInput: '2026-12-31' },
        })
      ).status,
    ).toBe(403);
    expect(await invoiceCount(h, h.a)).toBe(before);
  });

  it('a user without the page at all cannot even list', async () => {
    const nobody = await staffSession(h, 'nobody@alpha.test', { dashboard: ['view'] });
    expect(
      (
        await h.trpcQuery(
          'tenant.invoices.list',
          { page: 1, pageSize: 5 },
          { tenant: 'alpha', cookie: nobody },
        )
      ).status,
    ).toBe(403);
    expect(
      (await h.rest('GET', '/api/loose-quote', { tenant: 'alpha', cookie: nobody })).status,
    ).toBe(403);
  });
});
