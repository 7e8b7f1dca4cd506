// @engines pglite
// Permission flags and the HTTP edge, checked before any SQL of note: one engine
// (scripts/test-engines.mjs, the rule).
import { describe, expect, it } from 'vitest';
import {
  customerInput,
  expectRestError,
  ownerSuite,
  permissionRows,
  pluck,
  trpcData,
  trpcError,
} from './helpers';

/** The server refuses what a user's permission rows do not grant, whatever the web shows. */

const VIEWER = { email: 'viewer@alpha.test', password: 'viewer-pass-123' };
const OUTSIDER = { email: 'outsider@alpha.test', password: 'outsider-pass-123' };

const suite = ownerSuite({}, async (h, asOwner) => {
  const existing = trpcData<{ id: string; name: string }>(
    await h.trpcMutation('tenant.customers.create', customerInput('Existing Customer'), asOwner),
  );
  const viewerId = await h.createUser(h.a, {
    ...VIEWER,
    permissions: permissionRows({ 'manage-customer': ['view'] }),
  });
  await h.createUser(h.a, {
    ...OUTSIDER,
    // Plenty of flags, but none on the customer page.
    permissions: permissionRows({ 'manage-invoice': ['view', 'create', 'edit', 'delete'] }),
  });
  const viewerCookie = await h.login('alpha', VIEWER.email, VIEWER.password);
  const outsiderCookie = await h.login('alpha', OUTSIDER.email, OUTSIDER.password);
  return { existing, viewerId, viewerCookie, outsiderCookie };
});

const asViewer = () => ({ tenant: 'alpha', cookie: suite.viewerCookie });

async function expectNothingWritten() {
  const rows = await suite.h.customerRows(suite.h.a);
  expect(rows).toHaveLength(1);
  expect(rows[0]?.name).toBe('Existing Customer');
}

describe('a staff user with only manage-customer: {view}', () => {
  it('can list and get, on tRPC and REST', async () => {
    const list = trpcData(
      await suite.h.trpcQuery('tenant.customers.list', { pageSize: 10 }, asViewer()),
    );
    expect(pluck(list.data, 'id')).toEqual([suite.existing.id]);
    trpcData(
      await suite.h.trpcQuery('tenant.customers.get', { id: suite.existing.id }, asViewer()),
    );
    const rest = await suite.h.rest('GET', '/api/customer', asViewer());
    expect(rest.status, rest.text).toBe(200);
    expect(rest.body.data).toHaveLength(1);
  });

  it('gets 403 on tRPC create, createMany, update and delete, and nothing is written', async () => {
    const calls = [
      await suite.h.trpcMutation('tenant.customers.create', customerInput('Sneaky'), asViewer()),
      await suite.h.trpcMutation(
        'tenant.customers.createMany',
        { customers: [customerInput('Bulk One'), customerInput('Bulk Two')] },
        asViewer(),
      ),
      await suite.h.trpcMutation(
        'tenant.customers.update',
        { id: suite.existing.id, ...customerInput('Renamed') },
        asViewer(),
      ),
      await suite.h.trpcMutation('tenant.customers.delete', { id: suite.existing.id }, asViewer()),
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
      await suite.h.rest('POST', '/api/customer', {
        ...asViewer(),
        body: { customers: [customerInput('Sneaky')] },
      }),
      await suite.h.rest('POST', '/api/customer', {
        ...asViewer(),
        body: { customers: [customerInput('Bulk One'), customerInput('Bulk Two')] },
      }),
      await suite.h.rest('PATCH', '/api/customer', {
        ...asViewer(),
        body: { customers: [{ _id: suite.existing.id, ...customerInput('Renamed') }] },
      }),
      await suite.h.rest('DELETE', `/api/customer/hard-delete/${suite.existing.id}`, asViewer()),
    ];
    for (const reply of calls) expectRestError(reply, 403, /permission on manage-customer/);
    await expectNothingWritten();
  });
});

describe('a user with no permission row for the page', () => {
  it('gets 403 on list and get (tRPC and REST)', async () => {
    const opts = { tenant: 'alpha', cookie: suite.outsiderCookie };
    for (const reply of [
      await suite.h.trpcQuery('tenant.customers.list', { pageSize: 10 }, opts),
      await suite.h.trpcQuery('tenant.customers.get', { id: suite.existing.id }, opts),
    ]) {
      expect(reply.status, reply.text).toBe(403);
      expect(trpcError(reply).message).toBe(
        "You do not have the 'view' permission on manage-customer",
      );
    }
    expectRestError(
      await suite.h.rest('GET', '/api/customer', opts),
      403,
      "You do not have the 'view' permission on manage-customer",
    );
    // Logged in all the same: verifyUser needs no page permission.
    expect(
      trpcData(await suite.h.trpcQuery('tenant.auth.verifyUser', undefined, opts)).user.email,
    ).toBe(OUTSIDER.email);
  });
});

describe('permission rows are read fresh on every request', () => {
  it('granting create applies to the very next call, and revoking it too', async () => {
    await suite.h.setPermissions(suite.h.a, suite.viewerId, 'manage-customer', {
      view: true,
      create: true,
    });
    const created = await suite.h.trpcMutation(
      'tenant.customers.create',
      customerInput('Granted'),
      asViewer(),
    );
    expect(trpcData(created).name).toBe('Granted');
    const verify = trpcData(
      await suite.h.trpcQuery('tenant.auth.verifyUser', undefined, asViewer()),
    );
    expect(verify.user.permissionSets).toEqual([
      { page: 'manage-customer', permissions: { view: true, create: true } },
    ]);

    await suite.h.setPermissions(suite.h.a, suite.viewerId, 'manage-customer', { view: true });
    const refused = await suite.h.rest('POST', '/api/customer', {
      ...asViewer(),
      body: { customers: [customerInput('Refused')] },
    });
    expectRestError(refused, 403);

    await suite.h.setPermissions(suite.h.a, suite.viewerId, 'manage-customer', null);
    expect((await suite.h.trpcQuery('tenant.customers.list', {}, asViewer())).status).toBe(403);
    expect((await suite.h.customerRows(suite.h.a)).map((r) => r.name).sort()).toEqual([
      'Existing Customer',
      'Granted',
    ]);
  });

  it('the owner (superadmin) may do everything, including delete', async () => {
    const granted = (await suite.h.customerRows(suite.h.a)).find((r) => r.name === 'Granted');
    const reply = await suite.h.rest(
      'DELETE',
      `/api/customer/hard-delete/${granted!.id}`,
      suite.asOwner(),
    );
    expect(reply.status, reply.text).toBe(200);
    expect(reply.body).toEqual({ message: 'Customer deleted successfully' });
    expect((await suite.h.customerRows(suite.h.a)).map((r) => r.name)).toEqual([
      'Existing Customer',
    ]);
  });
});
