// @engines pglite postgres
// Requests within one shop's schema: on Citus the whole query goes to the worker holding it, as on
// PostgreSQL, so no Citus round (scripts/test-engines.mjs, the rule).
import { describe, expect, it } from 'vitest';
import { expectRestError } from './helpers';
import { expectNoHashes, staffInput, usersSuite } from './users-fixtures';

/** Users over REST: the spec's calls and envelopes. */
const suite = usersSuite();
const { asOwner } = suite;

describe('REST users', () => {
  let id: string;

  it('POST /api/user: 201 {message, data} with _id', async () => {
    const reply = await suite.h.rest('POST', '/api/user', {
      ...asOwner(),
      body: staffInput('Rest User'),
    });
    expect(reply.status, reply.text).toBe(201);
    expectNoHashes(reply);
    expect(reply.body.message).toBe('User created successfully');
    expect(reply.body.data._id).toBe(reply.body.data.id);
    id = reply.body.data.id;
  });

  it('GET /api/user: {data, message, permissionsKeys}, newest first', async () => {
    const reply = await suite.h.rest('GET', '/api/user', asOwner());
    expect(reply.status, reply.text).toBe(200);
    expectNoHashes(reply);
    expect(reply.body.message).toBe('Users fetched');
    expect(reply.body.permissionsKeys).toContain('view');
    expect(reply.body.data[0]).toMatchObject({ _id: id, name: 'Rest User' });
  });

  it('GET /api/user/:id: data and permissionsKeys', async () => {
    const reply = await suite.h.rest('GET', `/api/user/${id}`, asOwner());
    expect(reply.status, reply.text).toBe(200);
    expect(reply.body.data).toMatchObject({
      _id: id,
      name: 'Rest User',
      email: 'rest.user@alpha.test',
      role: 'staff',
      image: null,
      permissionSets: [{ page: 'manage-customer', permissions: { view: true, create: true } }],
    });
    expect(reply.body.permissionsKeys).toHaveLength(7);
    expectRestError(await suite.h.rest('GET', '/api/user/not-a-uuid', asOwner()), 400);
  });

  it('PATCH /api/user/:id: {message, data}; the password is optional', async () => {
    const reply = await suite.h.rest('PATCH', `/api/user/${id}`, {
      ...asOwner(),
      body: {
        name: 'Rest User Renamed',
        email: 'rest.user@alpha.test',
        role: 'admin',
        image: '',
        permissionSets: [{ page: 'dashboard', permissions: { view: true } }],
      },
    });
    expect(reply.status, reply.text).toBe(200);
    expect(reply.body.message).toBe('User updated successfully');
    expect(reply.body.data).toMatchObject({
      name: 'Rest User Renamed',
      role: 'admin',
      permissionSets: [{ page: 'dashboard', permissions: { view: true } }],
    });
    expectRestError(
      await suite.h.rest('PATCH', `/api/user/${id}`, {
        ...asOwner(),
        body: { name: 'X', email: 'rest.user@alpha.test', password: 'short' },
      }),
      400,
      'password: Password must be at least 8 characters',
    );
  });

  it('DELETE /api/user/hard-delete/:id: {message}; again: 404 {error}', async () => {
    const reply = await suite.h.rest('DELETE', `/api/user/hard-delete/${id}`, asOwner());
    expect(reply.status, reply.text).toBe(200);
    expect(reply.body).toEqual({ message: 'User deleted successfully' });
    expectRestError(
      await suite.h.rest('DELETE', `/api/user/hard-delete/${id}`, asOwner()),
      404,
      'User not found',
    );
    expectRestError(
      await suite.h.rest('DELETE', `/api/user/hard-delete/${suite.ownerId}`, asOwner()),
      409,
      'You cannot delete your own account',
    );
  });
});
