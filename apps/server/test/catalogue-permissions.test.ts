import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { productInput, tableCounts } from './catalogue-fixtures';
import {
  customerInput,
  type Harness,
  newUserSession,
  staffUser,
  startHarness,
  trpcData,
  trpcError,
} from './helpers';

/** Each flag is enforced on the server for products, items and customer import/export (spec §6). */
let h: Harness;
let owner: string;
let viewer: string;
let editor: string;
let product: { id: string };
let item: { id: string };

beforeAll(async () => {
  h = await startHarness();
  owner = await h.login(h.a);
  const asOwner = { tenant: 'alpha', cookie: owner };
  product = trpcData(
    await h.trpcMutation('tenant.products.create', productInput('KEEP-1'), asOwner),
  );
  item = trpcData(
    await h.trpcMutation(
      'tenant.items.create',
      { productId: product.id, serialNo: 'K-1' },
      asOwner,
    ),
  );
  trpcData(
    await h.trpcMutation('tenant.customers.create', customerInput('Kept Customer'), asOwner),
  );
  viewer = await newUserSession(
    h,
    h.a,
    staffUser('viewer@alpha.test', {
      'manage-product': ['view'],
      'manage-item': ['view'],
      'manage-customer': ['view', 'create', 'edit'],
    }),
  );
  // Create, edit and delete, but neither import nor export.
  const writes = ['view', 'create', 'edit', 'delete'] as const;
  editor = await newUserSession(
    h,
    h.a,
    staffUser('editor@alpha.test', { 'manage-product': writes, 'manage-item': writes }),
  );
});
afterAll(async () => h?.close());

const asViewer = () => ({ tenant: 'alpha', cookie: viewer });
const asEditor = () => ({ tenant: 'alpha', cookie: editor });

async function expectNothingWritten() {
  expect(await tableCounts(h, h.a)).toEqual({ products: 1, items: 1, customers: 1 });
  const asOwner = { tenant: 'alpha', cookie: owner };
  expect(
    trpcData(await h.trpcQuery('tenant.products.get', { id: product.id }, asOwner)).productLabel,
  ).toBe('Label KEEP-1');
  expect(trpcData(await h.trpcQuery('tenant.items.get', { id: item.id }, asOwner)).serialNo).toBe(
    'K-1',
  );
}

describe('a user with only the view flag on products and items', () => {
  it('can list and get, on tRPC and REST', async () => {
    expect(trpcData(await h.trpcQuery('tenant.products.list', {}, asViewer())).total).toBe(1);
    expect(trpcData(await h.trpcQuery('tenant.items.get', { id: item.id }, asViewer())).id).toBe(
      item.id,
    );
    expect((await h.rest('GET', '/api/product', asViewer())).status).toBe(200);
    expect(
      (await h.rest('GET', `/api/search-item/${product.id}?serialNo=yes`, asViewer())).status,
    ).toBe(200);
  });

  it('gets 403 on every tRPC write, import and export, and nothing is written', async () => {
    const replies = await Promise.all([
      h.trpcMutation('tenant.products.create', productInput('NEW-1'), asViewer()),
      h.trpcMutation(
        'tenant.products.update',
        { id: product.id, ...productInput('KEEP-1', { productLabel: 'X' }) },
        asViewer(),
      ),
      h.trpcMutation('tenant.products.delete', { id: product.id }, asViewer()),
      h.trpcMutation(
        'tenant.products.createMany',
        { products: [productInput('N1'), productInput('N2')] },
        asViewer(),
      ),
      h.trpcQuery('tenant.products.export', {}, asViewer()),
      h.trpcMutation('tenant.items.create', { productId: product.id, serialNo: 'N' }, asViewer()),
      h.trpcMutation(
        'tenant.items.update',
        { id: item.id, productId: product.id, serialNo: 'X' },
        asViewer(),
      ),
      h.trpcMutation('tenant.items.delete', { id: item.id }, asViewer()),
      h.trpcMutation(
        'tenant.items.createMany',
        { items: [{ product: 'KEEP-1', serialNo: 'N' }] },
        asViewer(),
      ),
      h.trpcQuery('tenant.items.export', {}, asViewer()),
      h.trpcMutation(
        'tenant.customers.createMany',
        { customers: [customerInput('N1')] },
        asViewer(),
      ),
      h.trpcQuery('tenant.customers.export', {}, asViewer()),
    ]);
    for (const reply of replies) {
      expect(reply.status, reply.text).toBe(403);
      expect(trpcError(reply).data.appCode).toBe('FORBIDDEN');
    }
    await expectNothingWritten();
  });

  it('gets 403 {error} on REST POST, PATCH, DELETE and the exports', async () => {
    const replies = await Promise.all([
      h.rest('POST', '/api/product', {
        ...asViewer(),
        body: { products: [productInput('NEW-1')] },
      }),
      h.rest('POST', '/api/product', {
        ...asViewer(),
        body: { products: [productInput('N1'), productInput('N2')] },
      }),
      h.rest('PATCH', '/api/product', {
        ...asViewer(),
        body: { products: [{ _id: product.id, ...productInput('KEEP-1') }] },
      }),
      h.rest('DELETE', `/api/product/hard-delete/${product.id}`, asViewer()),
      h.rest('GET', '/api/product/export', asViewer()),
      h.rest('POST', '/api/item', {
        ...asViewer(),
        body: { items: [{ product: product.id, serialNo: 'N' }] },
      }),
      h.rest('PATCH', '/api/item', {
        ...asViewer(),
        body: { items: [{ _id: item.id, product: product.id, serialNo: 'X' }] },
      }),
      h.rest('DELETE', `/api/item/hard-delete/${item.id}`, asViewer()),
      h.rest('GET', '/api/item/export', asViewer()),
      h.rest('GET', '/api/customer/export', asViewer()),
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
      h.trpcMutation(
        'tenant.products.createMany',
        { products: [productInput('N1'), productInput('N2')] },
        asEditor(),
      ),
      h.trpcMutation(
        'tenant.items.createMany',
        { items: [{ product: 'KEEP-1', serialNo: 'N' }] },
        asEditor(),
      ),
      h.trpcQuery('tenant.products.export', {}, asEditor()),
      h.rest('GET', '/api/item/export', asEditor()),
    ]);
    for (const reply of replies) expect(reply.status, reply.text).toBe(403);
    await expectNothingWritten();
  });

  it('can create, edit and delete a product (so the refusals above are about the flags)', async () => {
    const created = trpcData(
      await h.trpcMutation('tenant.products.create', productInput('ED-1'), asEditor()),
    );
    trpcData(
      await h.trpcMutation(
        'tenant.products.update',
        { id: created.id, ...productInput('ED-1', { productLabel: 'E' }) },
        asEditor(),
      ),
    );
    trpcData(await h.trpcMutation('tenant.products.delete', { id: created.id }, asEditor()));
    await expectNothingWritten();
  });
});

describe('GSTIN lookup and search-item', () => {
  it('search-item is open to invoice writers without the item page, refused to others', async () => {
    const biller = await newUserSession(
      h,
      h.a,
      staffUser('biller@alpha.test', { 'manage-invoice': ['view', 'create'] }),
    );
    const nobody = await newUserSession(
      h,
      h.a,
      staffUser('nobody@alpha.test', { dashboard: ['view'] }),
    );
    const ok = await h.rest('GET', `/api/search-item/${product.id}?serialNo=yes`, {
      tenant: 'alpha',
      cookie: biller,
    });
    expect(ok.body.data).toEqual([{ _id: item.id, serialNo: 'K-1' }]);
    const refused = await h.rest('GET', `/api/search-item/${product.id}?serialNo=yes`, {
      tenant: 'alpha',
      cookie: nobody,
    });
    expect(refused.status).toBe(403);
  });
});
