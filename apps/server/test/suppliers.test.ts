// @engines pglite postgres
// Isolation between shops and permission refusals for suppliers over HTTP; nothing here depends
// on where Citus places a schema.
import { describe, expect, it } from 'vitest';
import { expectRestError, ownerSuite, staffSession, trpcData, trpcError } from './helpers';

const SUPPLIER = {
  name: 'Eastern Solar Distributors',
  gstin: '19AAACE1234F1Z3',
  stateCode: 19,
  city: 'Kolkata',
};

/** Suppliers (issue 31): alpha's stay alpha's; the page's flags hold on tRPC and REST. */
const suite = ownerSuite({}, async (h, asOwner) => {
  const created = await h.rest('POST', '/api/supplier', {
    ...asOwner,
    body: { suppliers: [SUPPLIER] },
  });
  expect(created.status, created.text).toBe(201);
  const supplierId = (created.body as { data: { id: string }[] }).data[0]?.id ?? '';
  const cookieB = await h.login(h.b);
  const viewer = await staffSession(h, 'sup-viewer@alpha.test', { 'manage-supplier': ['view'] });
  const buyer = await staffSession(h, 'sup-buyer@alpha.test', {
    'manage-purchase-bill': ['view', 'create'],
  });
  return { supplierId, cookieB, viewer, buyer };
});
const asB = () => ({ tenant: 'beta', cookie: suite.cookieB });
const asViewer = () => ({ tenant: 'alpha', cookie: suite.viewer });

async function expectAlphaUnchanged() {
  const row = trpcData<{ name: string }>(
    await suite.h.trpcQuery('tenant.suppliers.get', { id: suite.supplierId }, suite.asOwner()),
  );
  expect(row.name).toBe(SUPPLIER.name);
}

describe('suppliers over HTTP', () => {
  it('the owner lists, updates and exports them at /api/supplier', async () => {
    const list = await suite.h.rest('GET', '/api/supplier', suite.asOwner());
    expect(list.body).toMatchObject({ total: 1, data: [{ gstin: SUPPLIER.gstin }] });
    const patched = await suite.h.rest('PATCH', '/api/supplier', {
      ...suite.asOwner(),
      body: { suppliers: [{ ...SUPPLIER, _id: suite.supplierId, creditPeriodDays: 30 }] },
    });
    expect(patched.status, patched.text).toBe(200);
    const file = await suite.h.rest('GET', '/api/supplier/export', suite.asOwner());
    expect(file.status).toBe(200);
    expect(String(file.raw.headers['content-disposition'])).toContain('Suppliers.xlsx');
  });

  it("another shop can neither read, change nor delete alpha's supplier", async () => {
    expectRestError(
      await suite.h.rest('GET', `/api/supplier?supplierId=${suite.supplierId}`, asB()),
      404,
    );
    expectRestError(
      await suite.h.rest('PATCH', '/api/supplier', {
        ...asB(),
        body: { suppliers: [{ ...SUPPLIER, _id: suite.supplierId, name: 'Hijacked' }] },
      }),
      404,
    );
    expectRestError(
      await suite.h.rest('DELETE', `/api/supplier/hard-delete/${suite.supplierId}`, asB()),
      404,
    );
    expect((await suite.h.rest('GET', '/api/supplier', asB())).body).toMatchObject({ total: 0 });
    await expectAlphaUnchanged();
  });

  it('a view-only user reads but cannot create, update, delete, import or export', async () => {
    expect((await suite.h.rest('GET', '/api/supplier', asViewer())).status).toBe(200);
    expectRestError(
      await suite.h.rest('POST', '/api/supplier', {
        ...asViewer(),
        body: { suppliers: [SUPPLIER] },
      }),
      403,
    );
    expectRestError(
      await suite.h.rest('DELETE', `/api/supplier/hard-delete/${suite.supplierId}`, asViewer()),
      403,
    );
    expectRestError(await suite.h.rest('GET', '/api/supplier/export', asViewer()), 403);
    expect(
      trpcError(
        await suite.h.trpcMutation(
          'tenant.suppliers.update',
          { ...SUPPLIER, id: suite.supplierId, name: 'Changed' },
          asViewer(),
        ),
      ).data.appCode,
    ).toBe('FORBIDDEN');
    await expectAlphaUnchanged();
  });

  it('the picker is open to a bill clerk, the list is not', async () => {
    const asBuyer = { tenant: 'alpha', cookie: suite.buyer };
    const picked = trpcData<{ id: string }[]>(
      await suite.h.trpcQuery('tenant.suppliers.pick', { search: 'Eastern' }, asBuyer),
    );
    expect(picked.map((p) => p.id)).toEqual([suite.supplierId]);
    expectRestError(await suite.h.rest('GET', '/api/supplier', asBuyer), 403);
  });
});
