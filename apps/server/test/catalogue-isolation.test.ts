import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { productInput, tableCounts } from './catalogue-fixtures';
import { customerInput, startHarness, trpcData, type Harness } from './helpers';

/**
 * Tenant B cannot read, change or delete tenant A's products, items or customers — through tRPC
 * or REST, with its own session or with A's cookie sent under B's x-tenant-id.
 */
let h: Harness;
let cookieA: string;
let cookieB: string;
let product: { id: string; productUniqueID: string; productLabel: string };
let item: { id: string; serialNo: string };
let customer: { id: string };

beforeAll(async () => {
  h = await startHarness();
  cookieA = await h.login(h.a);
  cookieB = await h.login(h.b);
  const asA = { tenant: 'alpha', cookie: cookieA };
  product = trpcData(await h.trpcMutation('tenant.products.create', productInput('ALPHA-1'), asA));
  item = trpcData(
    await h.trpcMutation('tenant.items.create', { productId: product.id, serialNo: 'A-SN-1' }, asA),
  );
  customer = trpcData(
    await h.trpcMutation('tenant.customers.create', customerInput('Alpha Co'), asA),
  );
});
afterAll(async () => h?.close());

async function expectAUnchanged() {
  const asA = { tenant: 'alpha', cookie: cookieA };
  expect(trpcData(await h.trpcQuery('tenant.products.get', { id: product.id }, asA))).toMatchObject(
    {
      productUniqueID: 'ALPHA-1',
      productLabel: product.productLabel,
    },
  );
  expect(trpcData(await h.trpcQuery('tenant.items.get', { id: item.id }, asA))).toMatchObject({
    serialNo: 'A-SN-1',
    type: 'Module',
  });
  expect(await tableCounts(h, h.a)).toEqual({ products: 1, items: 1, customers: 1 });
}

function trpcCalls(as: { tenant: string; cookie: string }) {
  return [
    h.trpcQuery('tenant.products.get', { id: product.id }, as),
    h.trpcMutation('tenant.products.update', { id: product.id, ...productInput('HIJACK') }, as),
    h.trpcMutation('tenant.products.delete', { id: product.id }, as),
    h.trpcQuery('tenant.items.get', { id: item.id }, as),
    h.trpcMutation(
      'tenant.items.update',
      { id: item.id, productId: product.id, serialNo: 'X' },
      as,
    ),
    h.trpcMutation('tenant.items.delete', { id: item.id }, as),
  ];
}

function restCalls(as: { tenant: string; cookie: string }) {
  return [
    h.rest('GET', `/api/product?productId=${product.id}`, as),
    h.rest('PATCH', '/api/product', {
      ...as,
      body: { products: [{ _id: product.id, ...productInput('HIJACK') }] },
    }),
    h.rest('DELETE', `/api/product/hard-delete/${product.id}`, as),
    h.rest('GET', `/api/item?itemId=${item.id}`, as),
    h.rest('PATCH', '/api/item', {
      ...as,
      body: { items: [{ _id: item.id, product: product.id, serialNo: 'X' }] },
    }),
    h.rest('DELETE', `/api/item/hard-delete/${item.id}`, as),
  ];
}

describe("tenant B's own session", () => {
  const asB = () => ({ tenant: 'beta', cookie: cookieB });

  it("tRPC: get, update and delete of A's product and item are 404", async () => {
    for (const reply of await Promise.all(trpcCalls(asB())))
      expect(reply.status, reply.text).toBe(404);
    await expectAUnchanged();
  });

  it('REST: the same calls are 404 {error}', async () => {
    for (const reply of await Promise.all(restCalls(asB()))) {
      expect(reply.status, reply.text).toBe(404);
      expect(typeof reply.body.error).toBe('string');
    }
    await expectAUnchanged();
  });

  it("lists, exports and search-item show none of A's rows; A's product cannot be used", async () => {
    const as = asB();
    expect(trpcData(await h.trpcQuery('tenant.products.list', {}, as)).total).toBe(0);
    expect(trpcData(await h.trpcQuery('tenant.items.list', {}, as)).total).toBe(0);
    expect(trpcData(await h.trpcQuery('tenant.products.export', {}, as))).toEqual([]);
    expect(
      trpcData(await h.trpcQuery('tenant.items.available', { productId: product.id }, as)),
    ).toEqual([]);
    const search = await h.rest('GET', `/api/search-item/${product.id}?serialNo=yes`, as);
    expect(search.body).toEqual({ success: true, data: [] });
    expect((await h.rest('GET', '/api/product/export', as)).status).toBe(404);
    expect((await h.rest('GET', '/api/item/export', as)).status).toBe(404);
    expect((await h.rest('GET', '/api/customer/export', as)).status).toBe(404);
    // Planting an item on A's product, by id or by its productUniqueID, finds no such product.
    const byId = await h.trpcMutation(
      'tenant.items.create',
      { productId: product.id, serialNo: 'P' },
      as,
    );
    expect(byId.status).toBe(400);
    const byUid = await h.trpcMutation(
      'tenant.items.createMany',
      { items: [{ product: 'ALPHA-1', serialNo: 'P' }] },
      as,
    );
    expect(byUid.body.error.data.details.rows).toEqual([
      { row: 2, reason: "unknown product 'ALPHA-1'" },
    ]);
    expect(await tableCounts(h, h.b)).toEqual({ products: 0, items: 0, customers: 0 });
    await expectAUnchanged();
  });
});

describe("tenant A's cookie sent with x-tenant-id beta", () => {
  const crossed = () => ({ tenant: 'beta', cookie: cookieA });

  it('every tRPC and REST call is 401, imports included, and nothing changes', async () => {
    const replies = await Promise.all([
      ...trpcCalls(crossed()),
      ...restCalls(crossed()),
      h.trpcQuery('tenant.products.list', {}, crossed()),
      h.trpcMutation(
        'tenant.products.createMany',
        { products: [productInput('P1'), productInput('P2')] },
        crossed(),
      ),
      h.trpcMutation(
        'tenant.items.createMany',
        { items: [{ product: 'ALPHA-1', serialNo: 'Z' }] },
        crossed(),
      ),
      h.trpcMutation(
        'tenant.customers.createMany',
        { customers: [customerInput('Z1')] },
        crossed(),
      ),
      h.trpcQuery('tenant.customers.export', {}, crossed()),
      h.rest('GET', '/api/product/export', crossed()),
      h.rest('GET', '/api/item/export', crossed()),
      h.rest('GET', '/api/customer/export', crossed()),
      h.rest('GET', `/api/search-item/${product.id}?serialNo=yes`, crossed()),
      h.rest('POST', '/api/item', {
        ...crossed(),
        body: {
          items: [
            { product: 'ALPHA-1', serialNo: 'Z' },
            { product: 'ALPHA-1', serialNo: 'Y' },
          ],
        },
      }),
    ]);
    for (const reply of replies) expect(reply.status, reply.text).toBe(401);
    await expectAUnchanged();
    expect(await tableCounts(h, h.b)).toEqual({ products: 0, items: 0, customers: 0 });
    expect(customer.id).toMatch(/^[0-9a-f-]{36}$/);
  });
});
