import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  expectRestError,
  startHarness,
  trpcData,
  trpcError,
  type Harness,
  type Reply,
} from './helpers';

/** Users: the spec's calls and envelopes, and the rules that keep a shop administrable. */
let h: Harness;
let ownerCookie: string;
let ownerId: string;

beforeAll(async () => {
  h = await startHarness();
  ownerCookie = await h.login(h.a);
  ownerId = trpcData(await h.trpcQuery('tenant.auth.verifyUser', undefined, asOwner())).user.id;
});
afterAll(async () => h?.close());

function asOwner() {
  return { tenant: 'alpha', cookie: ownerCookie };
}

const staffInput = (name: string, extra: Record<string, unknown> = {}) => ({
  name,
  email: `${name.toLowerCase().replace(/\W+/g, '.')}@alpha.test`,
  password: 'staff-pass-123',
  role: 'staff',
  permissionSets: [{ page: 'manage-customer', permissions: { view: true, create: true } }],
  ...extra,
});

async function userRows() {
  return h.sql<{ id: string; email: string; role: string; password_hash: string }>(
    `select id, email, role, password_hash from ${h.a.schemaName}.users order by created_at`,
  );
}

function expectNoHashes(reply: Reply) {
  expect(reply.text).not.toMatch(/passwordHash|password_hash|\$argon2/);
}

describe('tRPC users', () => {
  let staffId: string;

  it('create returns the user without a password hash, with only granted flags stored', async () => {
    const reply = await h.trpcMutation(
      'tenant.users.create',
      staffInput('Sita Staff', {
        permissionSets: [
          { page: 'manage-customer', permissions: { view: true, create: true, delete: false } },
          { page: 'manage-invoice', permissions: { view: false } },
        ],
      }),
      asOwner(),
    );
    expectNoHashes(reply);
    const user = trpcData(reply);
    staffId = user.id;
    expect(user).toMatchObject({
      name: 'Sita Staff',
      email: 'sita.staff@alpha.test',
      role: 'staff',
      image: null,
      lastLogin: null,
      permissionSets: [{ page: 'manage-customer', permissions: { view: true, create: true } }],
    });
    const rows = await userRows();
    expect(rows.find((r) => r.id === staffId)?.password_hash).toMatch(/^\$argon2id\$/);
  });

  it('list is newest first, pages, searches, and carries permissionsKeys', async () => {
    trpcData(await h.trpcMutation('tenant.users.create', staffInput('Ravi Later'), asOwner()));
    const list = await h.trpcQuery('tenant.users.list', { pageSize: 10 }, asOwner());
    expectNoHashes(list);
    const data = trpcData(list);
    expect(data.data.map((u: { name: string }) => u.name)).toEqual([
      'Ravi Later',
      'Sita Staff',
      'Alpha Owner',
    ]);
    expect(data.total).toBe(3);
    expect(data.permissionsKeys).toEqual([
      'view',
      'create',
      'edit',
      'delete',
      'approve',
      'import',
      'export',
    ]);
    const owner = data.data.find((u: { id: string }) => u.id === ownerId);
    expect(owner.lastLogin).toMatch(/^\d{4}-\d{2}-\d{2}T/);
    const searched = trpcData(
      await h.trpcQuery('tenant.users.list', { search: 'sita', pageSize: 5 }, asOwner()),
    );
    expect(searched.data.map((u: { id: string }) => u.id)).toEqual([staffId]);
  });

  it('get returns one user and the permission keys; an unknown id is 404', async () => {
    const { user, permissionsKeys } = trpcData(
      await h.trpcQuery('tenant.users.get', { id: staffId }, asOwner()),
    );
    expect(user.email).toBe('sita.staff@alpha.test');
    expect(permissionsKeys).toContain('approve');
    const missing = await h.trpcQuery(
      'tenant.users.get',
      { id: '00000000-0000-4000-8000-000000000000' },
      asOwner(),
    );
    expect(missing.status).toBe(404);
    expect(trpcError(missing).message).toBe('User not found');
  });

  it('email is unique within the tenant, case-insensitively (409 with a clear message)', async () => {
    for (const email of ['SITA.STAFF@alpha.test', 'owner@alpha.test']) {
      const reply = await h.trpcMutation(
        'tenant.users.create',
        staffInput('Dup', { email }),
        asOwner(),
      );
      expect(reply.status, reply.text).toBe(409);
      expect(trpcError(reply).message).toBe('A user with this email already exists');
    }
    const rename = await h.trpcMutation(
      'tenant.users.update',
      { id: staffId, name: 'Sita Staff', email: 'Owner@Alpha.test' },
      asOwner(),
    );
    expect(rename.status).toBe(409);
    // The same e-mail in another shop is fine.
    const betaCookie = await h.login(h.b);
    trpcData(
      await h.trpcMutation('tenant.users.create', staffInput('Sita Staff'), {
        tenant: 'beta',
        cookie: betaCookie,
      }),
    );
  });

  it('a short password, a missing name or a bad role are refused with readable messages', async () => {
    const short = await h.trpcMutation(
      'tenant.users.create',
      staffInput('Short', { password: 'short' }),
      asOwner(),
    );
    expect(short.status).toBe(400);
    expect(trpcError(short).message).toBe('password: Password must be at least 8 characters');
    const noName = await h.trpcMutation(
      'tenant.users.create',
      staffInput('', { email: 'noname@alpha.test' }),
      asOwner(),
    );
    expect(trpcError(noName).message).toBe('name: Name is required');
    const badRole = await h.trpcMutation(
      'tenant.users.create',
      staffInput('Bad Role', { role: 'owner' }),
      asOwner(),
    );
    expect(badRole.status).toBe(400);
    const dupPages = await h.trpcMutation(
      'tenant.users.create',
      staffInput('Dup Pages', {
        permissionSets: [
          { page: 'dashboard', permissions: { view: true } },
          { page: 'dashboard', permissions: { edit: true } },
        ],
      }),
      asOwner(),
    );
    expect(trpcError(dupPages).message).toContain('Each page may appear only once');
    expect((await userRows()).map((r) => r.email)).not.toContain('short@alpha.test');
  });

  it("the spec's form default role 'user' is stored as staff", async () => {
    const user = trpcData(
      await h.trpcMutation(
        'tenant.users.create',
        staffInput('Default Role', { role: 'user' }),
        asOwner(),
      ),
    );
    expect(user.role).toBe('staff');
    trpcData(await h.trpcMutation('tenant.users.delete', { id: user.id }, asOwner()));
  });

  it('edit without a password keeps it; with one, changes it and ends their sessions', async () => {
    const before = (await userRows()).find((r) => r.id === staffId)?.password_hash;
    const staffCookie = await h.login('alpha', 'sita.staff@alpha.test', 'staff-pass-123');
    for (const password of [undefined, '']) {
      trpcData(
        await h.trpcMutation(
          'tenant.users.update',
          { id: staffId, name: 'Sita S.', email: 'sita.staff@alpha.test', password },
          asOwner(),
        ),
      );
    }
    expect((await userRows()).find((r) => r.id === staffId)?.password_hash).toBe(before);
    // Permissions untouched when not sent.
    const { user } = trpcData(await h.trpcQuery('tenant.users.get', { id: staffId }, asOwner()));
    expect(user.permissionSets).toHaveLength(1);
    expect(
      (
        await h.trpcQuery('tenant.auth.verifyUser', undefined, {
          tenant: 'alpha',
          cookie: staffCookie,
        })
      ).status,
    ).toBe(200);

    trpcData(
      await h.trpcMutation(
        'tenant.users.update',
        {
          id: staffId,
          name: 'Sita S.',
          email: 'sita.staff@alpha.test',
          password: 'new-staff-pass-1',
        },
        asOwner(),
      ),
    );
    const verify = await h.trpcQuery('tenant.auth.verifyUser', undefined, {
      tenant: 'alpha',
      cookie: staffCookie,
    });
    expect(verify.status).toBe(401);
    await h.login('alpha', 'sita.staff@alpha.test', 'new-staff-pass-1');
  });

  it('changing one’s own password on the users page keeps this session and ends the others', async () => {
    const otherBrowser = await h.login(h.a);
    trpcData(
      await h.trpcMutation(
        'tenant.users.update',
        {
          id: ownerId,
          name: 'Alpha Owner',
          email: 'owner@alpha.test',
          password: 'owner-new-pass-1',
        },
        asOwner(),
      ),
    );
    expect((await h.trpcQuery('tenant.auth.verifyUser', undefined, asOwner())).status).toBe(200);
    expect(
      (
        await h.trpcQuery('tenant.auth.verifyUser', undefined, {
          tenant: 'alpha',
          cookie: otherBrowser,
        })
      ).status,
    ).toBe(401);
    trpcData(
      await h.trpcMutation(
        'tenant.users.update',
        {
          id: ownerId,
          name: 'Alpha Owner',
          email: 'owner@alpha.test',
          password: h.a.owner.password,
        },
        asOwner(),
      ),
    );
  });

  it('nobody deletes themselves; the last superadmin can be neither deleted nor demoted', async () => {
    const self = await h.trpcMutation('tenant.users.delete', { id: ownerId }, asOwner());
    expect(self.status).toBe(409);
    expect(trpcError(self).message).toBe('You cannot delete your own account');
    const demote = await h.trpcMutation(
      'tenant.users.update',
      { id: ownerId, name: 'Alpha Owner', email: 'owner@alpha.test', role: 'admin' },
      asOwner(),
    );
    expect(demote.status).toBe(409);
    expect(trpcError(demote).message).toBe('The shop needs at least one superadmin');

    // With a second superadmin, the first may be demoted by... the second, and not deleted by itself.
    const second = trpcData(
      await h.trpcMutation(
        'tenant.users.create',
        staffInput('Second Super', { role: 'superadmin', permissionSets: [] }),
        asOwner(),
      ),
    );
    const secondCookie = await h.login('alpha', 'second.super@alpha.test', 'staff-pass-123');
    const asSecond = { tenant: 'alpha', cookie: secondCookie };
    // The second superadmin deletes the first? No: the owner stays; delete the second instead.
    const lastStanding = await h.trpcMutation('tenant.users.delete', { id: second.id }, asOwner());
    expect(lastStanding.status, lastStanding.text).toBe(200);
    // Their session ended with them.
    expect((await h.trpcQuery('tenant.auth.verifyUser', undefined, asSecond)).status).toBe(401);
    expect((await userRows()).filter((r) => r.role === 'superadmin').map((r) => r.id)).toEqual([
      ownerId,
    ]);
  });

  it('deleting a user ends every session they had and writes an audit row', async () => {
    const target = trpcData(
      await h.trpcMutation('tenant.users.create', staffInput('Leaving Soon'), asOwner()),
    );
    const one = await h.login('alpha', 'leaving.soon@alpha.test', 'staff-pass-123');
    await h.login('alpha', 'leaving.soon@alpha.test', 'staff-pass-123');
    const sessionsOf = async () =>
      h.sql(`select id from master.sessions where user_id = '${target.id}'`);
    expect(await sessionsOf()).toHaveLength(2);
    trpcData(await h.trpcMutation('tenant.users.delete', { id: target.id }, asOwner()));
    expect(await sessionsOf()).toHaveLength(0);
    expect(
      (await h.trpcQuery('tenant.auth.verifyUser', undefined, { tenant: 'alpha', cookie: one }))
        .status,
    ).toBe(401);
    const audit = await h.sql<{ actor_type: string; actor_id: string; action: string }>(
      `select actor_type, actor_id, action from ${h.a.schemaName}.audit_log where entity_id = '${target.id}' order by id`,
    );
    expect(audit.map((a) => a.action)).toEqual([
      'user.create',
      'user.login',
      'user.login',
      'user.delete',
    ]);
    expect(audit.at(-1)).toMatchObject({ actor_type: 'user', actor_id: ownerId });
    const again = await h.trpcMutation('tenant.users.delete', { id: target.id }, asOwner());
    expect(again.status).toBe(404);
  });
});

describe('REST users', () => {
  let id: string;

  it('POST /api/user: 201 {message, data} with _id', async () => {
    const reply = await h.rest('POST', '/api/user', {
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
    const reply = await h.rest('GET', '/api/user', asOwner());
    expect(reply.status, reply.text).toBe(200);
    expectNoHashes(reply);
    expect(reply.body.message).toBe('Users fetched');
    expect(reply.body.permissionsKeys).toContain('view');
    expect(reply.body.data[0]).toMatchObject({ _id: id, name: 'Rest User' });
  });

  it('GET /api/user/:id: data and permissionsKeys', async () => {
    const reply = await h.rest('GET', `/api/user/${id}`, asOwner());
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
    expectRestError(await h.rest('GET', '/api/user/not-a-uuid', asOwner()), 400);
  });

  it('PATCH /api/user/:id: {message, data}; the password is optional', async () => {
    const reply = await h.rest('PATCH', `/api/user/${id}`, {
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
      await h.rest('PATCH', `/api/user/${id}`, {
        ...asOwner(),
        body: { name: 'X', email: 'rest.user@alpha.test', password: 'short' },
      }),
      400,
      'password: Password must be at least 8 characters',
    );
  });

  it('DELETE /api/user/hard-delete/:id: {message}; again: 404 {error}', async () => {
    const reply = await h.rest('DELETE', `/api/user/hard-delete/${id}`, asOwner());
    expect(reply.status, reply.text).toBe(200);
    expect(reply.body).toEqual({ message: 'User deleted successfully' });
    expectRestError(
      await h.rest('DELETE', `/api/user/hard-delete/${id}`, asOwner()),
      404,
      'User not found',
    );
    expectRestError(
      await h.rest('DELETE', `/api/user/hard-delete/${ownerId}`, asOwner()),
      409,
      'You cannot delete your own account',
    );
  });
});
