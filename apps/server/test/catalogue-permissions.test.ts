// @engines pglite
// Permission flags and the HTTP edge, checked before any SQL of note: one engine
// (scripts/test-engines.mjs, the rule).
import { describe, expect, it } from 'vitest';
import { productInput, tableCounts } from './catalogue-fixtures';
import { customerInput, ownerSuite, staffSession, trpcData, trpcError } from './helpers';

/** Each flag is enforced on the server for products, items and customer import/export (spec §6). */
const suite = ownerSuite({}, async (h, asOwner) => {
  const product = trpcData<{ id: string }>(
    await h.trpcMutation('tenant.products.create', productInput('KEEP-1'), asOwner),
  );
  const item = trpcData<{ id: string }>(
    await h.trpcMutation(
      'tenant.items.create',
      { productId: product.id, serialNo: 'K-1' },
      asOwner,
    ),
  );
  trpcData(
    await h.trpcMutation('tenant.customers.create', customerInput('Kept Customer'), asOwner),
  );
  const viewer = await staffSession(h, 'viewer@alpha.test', {
    'manage-product': ['view'],
    'manage-item': ['view'],
    'manage-customer': ['view', 'create', 'edit'],
  });
  // Create, edit and delete, but neither import nor export.
  const writes = ['view', 'create', 'edit', 'delete'] as const;
  const editor = await staffSession(h, 'editor@alpha.test', {
    'manage-product': writes,
    'manage-item': writes,
  });
  return { product, item, viewer, editor };
});

const asViewer = () => ({ tenant: 'alpha', cookie: suite.viewer });
const asEditor = () => ({ tenant: 'alpha', cookie: suite.editor });

async function expectNothingWritten() {
  expect(await tableCounts(suite.h, suite.h.a)).toEqual({ products: 1, items: 1, customers: 1 });
  const asOwner = suite.asOwner();
  expect(
    trpcData(await suite.h.trpcQuery('tenant.products.get', { id: suite.product.id }, asOwner))
      .productLabel,
  ).toBe('Label KEEP-1');
  expect(
    trpcData(await suite.h.trpcQuery('tenant.items.get', { id: suite.item.id }, asOwner)).serialNo,
  ).toBe('K-1');
}

describe('a user with only the view flag on products and items', () => {
  it('can list and get, on tRPC and REST', async () => {
    expect(trpcData(await suite.h.trpcQuery('tenant.products.list', {}, asViewer())).total).toBe(1);
    expect(
      trpcData(await suite.h.trpcQuery('tenant.items.get', { id: suite.item.id }, asViewer())).id,
    ).toBe(suite.item.id);
    expect((await suite.h.rest('GET', '/api/product', asViewer())).status).toBe(200);
    expect(
      (await suite.h.rest('GET', `/api/search-item/${suite.product.id}?serialNo=yes`, asViewer()))
        .status,
    ).toBe(200);
  });

  it('gets 403 on every tRPC write, import and export, and nothing is written', async () => {
    const replies = await Promise.all([
      suite.h.trpcMutation('tenant.products.create', productInput('NEW-1'), asViewer()),
      suite.h.trpcMutation(
        'tenant.products.update',
        { id: suite.product.id, ...productInput('KEEP-1', { productLabel: 'X' }) },
        asViewer(),
      ),
      suite.h.trpcMutation('tenant.products.delete', { id: suite.product.id }, asViewer()),
      suite.h.trpcMutation(
        'tenant.products.createMany',
        { products: [productInput('N1'), productInput('N2')] },
        asViewer(),
      ),
      suite.h.trpcQuery('tenant.products.export', {}, asViewer()),
      suite.h.trpcMutation(
        'tenant.items.create',
        { productId: suite.product.id, serialNo: 'N' },
        asViewer(),
      ),
      suite.h.trpcMutation(
        'tenant.items.update',
        { id: suite.item.id, productId: suite.product.id, serialNo: 'X' },
        asViewer(),
      ),
      suite.h.trpcMutation('tenant.items.delete', { id: suite.item.id }, asViewer()),
      suite.h.trpcMutation(
        'tenant.items.createMany',
        { items: [{ product: 'KEEP-1', serialNo: 'N' }] },
        asViewer(),
      ),
      suite.h.trpcQuery('tenant.items.export', {}, asViewer()),
      suite.h.trpcMutation(
        'tenant.customers.createMany',
        { customers: [customerInput('N1')] },
        asViewer(),
      ),
      suite.h.trpcQuery('tenant.customers.export', {}, asViewer()),
    ]);
    for (const reply of replies) {
      expect(reply.status, reply.text).toBe(403);
      expect(trpcError(reply).data.appCode).toBe('FORBIDDEN');
    }
    await expectNothingWritten();
  });

  it('gets 403 {error} on REST POST, PATCH, DELETE and the exports', async () => {
    const replies = await Promise.all([
      suite.h.rest('POST', '/api/product', {
        ...asViewer(),
        body: { products: [productInput('NEW-1')] },
      }),
      suite.h.rest('POST', '/api/product', {
        ...asViewer(),
        body: { products: [productInput('N1'), productInput('N2')] },
      }),
      suite.h.rest('PATCH', '/api/product', {
        ...asViewer(),
        body: { products: [{ _id: suite.product.id, ...productInput('KEEP-1') }] },
      }),
      suite.h.rest('DELETE', `/api/product/hard-delete/${suite.product.id}`, asViewer()),
      suite.h.rest('GET', '/api/product/export', asViewer()),
      suite.h.rest('POST', '/api/item', {
        ...asViewer(),
        body: { items: [{ product: suite.product.id, serialNo: 'N' }] },
      }),
      suite.h.rest('PATCH', '/api/item', {
        ...asViewer(),
        body: { items: [{ _id: suite.item.id, product: suite.product.id, serialNo: 'X' }] },
      }),
      suite.h.rest('DELETE', `/api/item/hard-delete/${suite.item.id}`, asViewer()),
      suite.h.rest('GET', '/api/item/export', asViewer()),
      suite.h.rest('GET', '/api/customer/export', asViewer()),
    ]);
    for (const reply of replies) {
      expect(reply.status, reply.text).toBe(403);
      expect(reply.body.error).toMatch(/permission on manage-(product|item|customer)/);
    }
    await expectNothingWritten();
  });
});

describe('a user who may create and edit but not import or export', () => {
  it('is refused the Excel upload and download, and no rows are written', async () => {
    const replies = await Promise.all([
      suite.h.trpcMutation(
        'tenant.products.createMany',
        { products: [productInput('N1'), productInput('N2')] },
        asEditor(),
      ),
      suite.h.trpcMutation(
        'tenant.items.createMany',
        { items: [{ product: 'KEEP-1', serialNo: 'N' }] },
        asEditor(),
      ),
      suite.h.trpcQuery('tenant.products.export', {}, asEditor()),
      suite.h.rest('GET', '/api/item/export', asEditor()),
    ]);
    for (const reply of replies) expect(reply.status, reply.text).toBe(403);
    await expectNothingWritten();
  });

  it('can create, edit and delete a product (so the refusals above are about the flags)', async () => {
    const created = trpcData(
      await suite.h.trpcMutation('tenant.products.create', productInput('ED-1'), asEditor()),
    );
    trpcData(
      await suite.h.trpcMutation(
        'tenant.products.update',
        { id: created.id, ...productInput('ED-1', { productLabel: 'E' }) },
        asEditor(),
      ),
    );
    trpcData(await suite.h.trpcMutation('tenant.products.delete', { id: created.id }, asEditor()));
    await expectNothingWritten();
  });
});

describe('GSTIN lookup and search-item', () => {
  it('search-item is open to invoice writers without the item page, refused to others', async () => {
    const biller = await staffSession(suite.h, 'biller@alpha.test', {
      'manage-invoice': ['view', 'create'],
    });
    const nobody = await staffSession(suite.h, 'nobody@alpha.test', { dashboard: ['view'] });
    const ok = await suite.h.rest('GET', `/api/search-item/${suite.product.id}?serialNo=yes`, {
      tenant: 'alpha',
      cookie: biller,
    });
    expect(ok.body.data).toEqual([{ _id: suite.item.id, serialNo: 'K-1' }]);
    const refused = await suite.h.rest('GET', `/api/search-item/${suite.product.id}?serialNo=yes`, {
      tenant: 'alpha',
      cookie: nobody,
    });
    expect(refused.status).toBe(403);
  });
});
