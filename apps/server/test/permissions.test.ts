import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  customerInput,
  expectRestError,
  pluck,
  startHarness,
  trpcData,
  trpcError,
  type Harness,
} from './helpers';

/** The server refuses what a user's permission rows do not grant, whatever the web shows. */
let h: Harness;
let ownerCookie: string;
let viewerId: string;
let viewerCookie: string;
let outsiderCookie: string;
let existing: { id: string; name: string };

const VIEWER = { email: 'viewer@alpha.test', password: 'viewer-pass-123' };
const OUTSIDER = { email: 'outsider@alpha.test', password: 'outsider-pass-123' };

beforeAll(async () => {
  h = await startHarness();
  ownerCookie = await h.login(h.a);
  existing = trpcData(
    await h.trpcMutation('tenant.customers.create', customerInput('Existing Customer'), {
      tenant: 'alpha',
      cookie: ownerCookie,
    }),
  );
  viewerId = await h.createUser(h.a, {
    ...VIEWER,
    permissions: [{ page: 'manage-customer', permissions: { view: true } }],
  });
  await h.createUser(h.a, {
    ...OUTSIDER,
    // Plenty of flags, but none on the customer page.
    permissions: [
      {
        page: 'manage-invoice',
        permissions: { view: true, create: true, edit: true, delete: true },
      },
    ],
  });
  viewerCookie = await h.login('alpha', VIEWER.email, VIEWER.password);
  outsiderCookie = await h.login('alpha', OUTSIDER.email, OUTSIDER.password);
});
afterAll(async () => h?.close());

const asViewer = () => ({ tenant: 'alpha', cookie: viewerCookie });

async function expectNothingWritten() {
  const rows = await h.customerRows(h.a);
  expect(rows).toHaveLength(1);
  expect(rows[0]?.name).toBe('Existing Customer');
}

describe('a staff user with only manage-customer: {view}', () => {
  it('can list and get, on tRPC and REST', async () => {
    const list = trpcData(await h.trpcQuery('tenant.customers.list', { pageSize: 10 }, asViewer()));
    expect(pluck(list.data, 'id')).toEqual([existing.id]);
    trpcData(await h.trpcQuery('tenant.customers.get', { id: existing.id }, asViewer()));
    const rest = await h.rest('GET', '/api/customer', asViewer());
    expect(rest.status, rest.text).toBe(200);
    expect(rest.body.data).toHaveLength(1);
  });

  it('gets 403 on tRPC create, createMany, update and delete, and nothing is written', async () => {
    const calls = [
      await h.trpcMutation('tenant.customers.create', customerInput('Sneaky'), asViewer()),
      await h.trpcMutation(
        'tenant.customers.createMany',
        { customers: [customerInput('Bulk One'), customerInput('Bulk Two')] },
        asViewer(),
      ),
      await h.trpcMutation(
        'tenant.customers.update',
        { id: existing.id, ...customerInput('Renamed') },
        asViewer(),
      ),
      await h.trpcMutation('tenant.customers.delete', { id: existing.id }, asViewer()),
    ];
    for (const reply of calls) {
      expect(reply.status, reply.text).toBe(403);
      const error = trpcError(reply);
      expect(error.data.appCode).toBe('FORBIDDEN');
      expect(error.message).toMatch(/permission on manage-customer/);
    }
    await expectNothingWritten();
  });

  it('gets 403 {error} on REST POST, PATCH and DELETE, and nothing is written', async () => {
    const calls = [
      await h.rest('POST', '/api/customer', {
        ...asViewer(),
        body: { customers: [customerInput('Sneaky')] },
      }),
      await h.rest('POST', '/api/customer', {
        ...asViewer(),
        body: { customers: [customerInput('Bulk One'), customerInput('Bulk Two')] },
      }),
      await h.rest('PATCH', '/api/customer', {
        ...asViewer(),
        body: { customers: [{ _id: existing.id, ...customerInput('Renamed') }] },
      }),
      await h.rest('DELETE', `/api/customer/hard-delete/${existing.id}`, asViewer()),
    ];
    for (const reply of calls) expectRestError(reply, 403, /permission on manage-customer/);
    await expectNothingWritten();
  });
});

describe('a user with no permission row for the page', () => {
  it('gets 403 on list and get (tRPC and REST)', async () => {
    const opts = { tenant: 'alpha', cookie: outsiderCookie };
    for (const reply of [
      await h.trpcQuery('tenant.customers.list', { pageSize: 10 }, opts),
      await h.trpcQuery('tenant.customers.get', { id: existing.id }, opts),
    ]) {
      expect(reply.status, reply.text).toBe(403);
      expect(trpcError(reply).message).toBe(
        "You do not have the 'view' permission on manage-customer",
      );
    }
    expectRestError(
      await h.rest('GET', '/api/customer', opts),
      403,
      "You do not have the 'view' permission on manage-customer",
    );
    // Logged in all the same: verifyUser needs no page permission.
    expect(trpcData(await h.trpcQuery('tenant.auth.verifyUser', undefined, opts)).user.email).toBe(
      OUTSIDER.email,
    );
  });
});

describe('permission rows are read fresh on every request', () => {
  it('granting create applies to the very next call, and revoking it too', async () => {
    await h.setPermissions(h.a, viewerId, 'manage-customer', { view: true, create: true });
    const created = await h.trpcMutation(
      'tenant.customers.create',
      customerInput('Granted'),
      asViewer(),
    );
    expect(trpcData(created).name).toBe('Granted');
    const verify = trpcData(await h.trpcQuery('tenant.auth.verifyUser', undefined, asViewer()));
    expect(verify.user.permissionSets).toEqual([
      { page: 'manage-customer', permissions: { view: true, create: true } },
    ]);

    await h.setPermissions(h.a, viewerId, 'manage-customer', { view: true });
    const refused = await h.rest('POST', '/api/customer', {
      ...asViewer(),
      body: { customers: [customerInput('Refused')] },
    });
    expectRestError(refused, 403);

    await h.setPermissions(h.a, viewerId, 'manage-customer', null);
    expect((await h.trpcQuery('tenant.customers.list', {}, asViewer())).status).toBe(403);
    expect((await h.customerRows(h.a)).map((r) => r.name).sort()).toEqual([
      'Existing Customer',
      'Granted',
    ]);
  });

  it('the owner (superadmin) may do everything, including delete', async () => {
    const granted = (await h.customerRows(h.a)).find((r) => r.name === 'Granted');
    const reply = await h.rest('DELETE', `/api/customer/hard-delete/${granted!.id}`, {
      tenant: 'alpha',
      cookie: ownerCookie,
    });
    expect(reply.status, reply.text).toBe(200);
    expect(reply.body).toEqual({ message: 'Customer deleted successfully' });
    expect((await h.customerRows(h.a)).map((r) => r.name)).toEqual(['Existing Customer']);
  });
});
