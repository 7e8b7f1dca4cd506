import { describe, expect, it } from 'vitest';
import { customerInput, expectRestError, ownerSuite, pluck, trpcData, trpcError } from './helpers';

/**
 * A session belongs to the tenant it was created in, and a tenant's rows are reachable only
 * through its own schema: neither a replayed cookie nor a guessed id crosses the line.
 */
const suite = ownerSuite({}, async (h, asA) => {
  const cookieB = await h.login(h.b);
  const customerA = trpcData<{ id: string; name: string; email: string }>(
    await h.trpcMutation('tenant.customers.create', customerInput('Alpha Only Customer'), asA),
  );
  expect(customerA.id).toMatch(/^[0-9a-f-]{36}$/);
  trpcData(
    await h.trpcMutation('tenant.customers.create', customerInput('Beta Customer'), {
      tenant: 'beta',
      cookie: cookieB,
    }),
  );
  return { cookieB, customerA };
});

async function expectAUnchanged() {
  const reply = await suite.h.trpcQuery(
    'tenant.customers.get',
    { id: suite.customerA.id },
    suite.asOwner(),
  );
  const row = trpcData(reply);
  expect(row.name).toBe(suite.customerA.name);
  expect(row.email).toBe(suite.customerA.email);
  const rows = await suite.h.customerRows(suite.h.a);
  expect(rows.map((r) => r.id)).toEqual([suite.customerA.id]);
}

describe("tenant A's cookie sent to tenant B is not a session there", () => {
  const asB = () => ({ tenant: 'beta', cookie: suite.cookie });

  it('tRPC verifyUser, list, get, update, delete and create answer 401', async () => {
    const calls = [
      await suite.h.trpcQuery('tenant.auth.verifyUser', undefined, asB()),
      await suite.h.trpcQuery('tenant.customers.list', { page: 1, pageSize: 10 }, asB()),
      await suite.h.trpcQuery('tenant.customers.get', { id: suite.customerA.id }, asB()),
      await suite.h.trpcMutation(
        'tenant.customers.update',
        { id: suite.customerA.id, ...customerInput('Hijacked') },
        asB(),
      ),
      await suite.h.trpcMutation('tenant.customers.delete', { id: suite.customerA.id }, asB()),
      await suite.h.trpcMutation('tenant.customers.create', customerInput('Planted'), asB()),
    ];
    for (const reply of calls) {
      expect(reply.status, reply.text).toBe(401);
      expect(trpcError(reply).data.appCode).toBe('UNAUTHENTICATED');
    }
    await expectAUnchanged();
    expect((await suite.h.customerRows(suite.h.b)).map((r) => r.name)).toEqual(['Beta Customer']);
  });

  it('REST verify-user, list, get, update, delete and create answer 401 {error}', async () => {
    const calls = [
      await suite.h.rest('GET', '/auth/verify-user', asB()),
      await suite.h.rest('GET', '/api/customer', asB()),
      await suite.h.rest('GET', `/api/customer?customerId=${suite.customerA.id}`, asB()),
      await suite.h.rest('PATCH', '/api/customer', {
        ...asB(),
        body: { customers: [{ _id: suite.customerA.id, ...customerInput('Hijacked') }] },
      }),
      await suite.h.rest('DELETE', `/api/customer/hard-delete/${suite.customerA.id}`, asB()),
      await suite.h.rest('POST', '/api/customer', {
        ...asB(),
        body: { customers: [customerInput('Planted')] },
      }),
    ];
    for (const reply of calls) expectRestError(reply, 401, 'Please log in');
    await expectAUnchanged();
    expect((await suite.h.customerRows(suite.h.b)).map((r) => r.name)).toEqual(['Beta Customer']);
  });

  it("even when B holds a user with the same id as A's owner, the cookie is not a session in B", async () => {
    // User ids are per schema, so only the session's tenant binding stops this replay.
    const me = trpcData(
      await suite.h.trpcQuery('tenant.auth.verifyUser', undefined, suite.asOwner()),
    );
    await suite.h.createUser(suite.h.b, {
      id: me.user.id,
      email: 'twin@beta.test',
      password: 'twin-pass-123',
      role: 'superadmin',
      permissions: [],
    });
    for (const reply of [
      await suite.h.trpcQuery('tenant.auth.verifyUser', undefined, asB()),
      await suite.h.trpcQuery('tenant.customers.list', {}, asB()),
      await suite.h.rest('GET', '/api/customer', asB()),
      await suite.h.rest('POST', '/api/customer', {
        ...asB(),
        body: { customers: [customerInput('Planted By Twin')] },
      }),
    ]) {
      expect(reply.status, reply.text).toBe(401);
    }
    expect(pluck(await suite.h.customerRows(suite.h.b), 'name')).toEqual(['Beta Customer']);
  });

  it('the cookie still works on its own tenant (the 401s above are not a broken session)', async () => {
    const reply = await suite.h.trpcQuery('tenant.auth.verifyUser', undefined, suite.asOwner());
    expect(trpcData(reply).user.email).toBe(suite.h.a.owner.email);
  });
});

describe("B's own admin cannot reach A's rows by id", () => {
  const asB = () => ({ tenant: 'beta', cookie: suite.cookieB });

  it('tRPC get, update and delete of an A id are 404 and A is untouched', async () => {
    const get = await suite.h.trpcQuery('tenant.customers.get', { id: suite.customerA.id }, asB());
    const update = await suite.h.trpcMutation(
      'tenant.customers.update',
      { id: suite.customerA.id, ...customerInput('Hijacked') },
      asB(),
    );
    const remove = await suite.h.trpcMutation(
      'tenant.customers.delete',
      { id: suite.customerA.id },
      asB(),
    );
    for (const reply of [get, update, remove]) {
      expect(reply.status, reply.text).toBe(404);
      expect(trpcError(reply).message).toBe('Customer not found');
    }
    await expectAUnchanged();
  });

  it('REST get, update and delete of an A id are 404 {error} and A is untouched', async () => {
    const get = await suite.h.rest('GET', `/api/customer?customerId=${suite.customerA.id}`, asB());
    const update = await suite.h.rest('PATCH', '/api/customer', {
      ...asB(),
      body: { customers: [{ _id: suite.customerA.id, ...customerInput('Hijacked') }] },
    });
    const remove = await suite.h.rest(
      'DELETE',
      `/api/customer/hard-delete/${suite.customerA.id}`,
      asB(),
    );
    for (const reply of [get, update, remove]) expectRestError(reply, 404, 'Customer not found');
    await expectAUnchanged();
  });

  it("B's lists (tRPC, REST, search) never contain A's customers", async () => {
    const list = trpcData(
      await suite.h.trpcQuery('tenant.customers.list', { page: 1, pageSize: 1000 }, asB()),
    );
    expect(pluck(list.data, 'name')).toEqual(['Beta Customer']);
    expect(list.total).toBe(1);
    const search = trpcData(
      await suite.h.trpcQuery('tenant.customers.list', { search: 'Alpha', pageSize: 100 }, asB()),
    );
    expect(search.data).toEqual([]);
    const rest = await suite.h.rest('GET', '/api/customer', asB());
    expect(rest.status).toBe(200);
    expect(pluck(rest.body.data, '_id')).not.toContain(suite.customerA.id);
    expect(rest.text).not.toContain('Alpha Only Customer');
    // And A's list has only A's row.
    const listA = trpcData(
      await suite.h.trpcQuery('tenant.customers.list', { pageSize: 100 }, suite.asOwner()),
    );
    expect(pluck(listA.data, 'id')).toEqual([suite.customerA.id]);
  });
});
