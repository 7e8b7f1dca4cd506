// @engines pglite postgres
// Requests within one shop's schema: on Citus the whole query goes to the worker holding it, as on
// PostgreSQL, so no Citus round (scripts/test-engines.mjs, the rule).
import { describe, expect, it } from 'vitest';
import { trpcData, trpcError } from './helpers';
import { pngHeader } from './image-fixtures';
import { expectNoHashes, staffInput, userRows, usersSuite } from './users-fixtures';

/**
 * Users over tRPC: create, list, get, uniqueness and input checks. Passwords, sessions and deletes
 * are in users-sessions.test.ts, the REST envelopes in users-rest.test.ts.
 */
const suite = usersSuite();
const { asOwner } = suite;

describe('tRPC users', () => {
  let staffId: string;

  it('create returns the user without a password hash, with only granted flags stored', async () => {
    const reply = await suite.h.trpcMutation(
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
    const rows = await userRows(suite.h);
    expect(rows.find((r) => r.id === staffId)?.password_hash).toMatch(/^\$argon2id\$/);
  });

  it('list is newest first, pages, searches, and carries permissionsKeys', async () => {
    trpcData(
      await suite.h.trpcMutation('tenant.users.create', staffInput('Ravi Later'), asOwner()),
    );
    const list = await suite.h.trpcQuery('tenant.users.list', { pageSize: 10 }, asOwner());
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
    const owner = data.data.find((u: { id: string }) => u.id === suite.ownerId);
    expect(owner.lastLogin).toMatch(/^\d{4}-\d{2}-\d{2}T/);
    const searched = trpcData(
      await suite.h.trpcQuery('tenant.users.list', { search: 'sita', pageSize: 5 }, asOwner()),
    );
    expect(searched.data.map((u: { id: string }) => u.id)).toEqual([staffId]);
  });

  it('get returns one user and the permission keys; an unknown id is 404', async () => {
    const { user, permissionsKeys } = trpcData(
      await suite.h.trpcQuery('tenant.users.get', { id: staffId }, asOwner()),
    );
    expect(user.email).toBe('sita.staff@alpha.test');
    expect(permissionsKeys).toContain('approve');
    const missing = await suite.h.trpcQuery(
      'tenant.users.get',
      { id: '00000000-0000-4000-8000-000000000000' },
      asOwner(),
    );
    expect(missing.status).toBe(404);
    expect(trpcError(missing).message).toBe('User not found');
  });

  it('email is unique within the tenant, case-insensitively (409 with a clear message)', async () => {
    for (const email of ['SITA.STAFF@alpha.test', 'owner@alpha.test']) {
      const reply = await suite.h.trpcMutation(
        'tenant.users.create',
        staffInput('Dup', { email }),
        asOwner(),
      );
      expect(reply.status, reply.text).toBe(409);
      expect(trpcError(reply).message).toBe('A user with this email already exists');
    }
    const rename = await suite.h.trpcMutation(
      'tenant.users.update',
      { id: staffId, name: 'Sita Staff', email: 'Owner@Alpha.test' },
      asOwner(),
    );
    expect(rename.status).toBe(409);
    // The same e-mail in another shop is fine.
    const betaCookie = await suite.h.login(suite.h.b);
    trpcData(
      await suite.h.trpcMutation('tenant.users.create', staffInput('Sita Staff'), {
        tenant: 'beta',
        cookie: betaCookie,
      }),
    );
  });

  it('a short password, a missing name, a bad role or a photo over 16 megapixels are refused with readable messages', async () => {
    const short = await suite.h.trpcMutation(
      'tenant.users.create',
      staffInput('Short', { password: 'short' }),
      asOwner(),
    );
    expect(short.status).toBe(400);
    expect(trpcError(short).message).toBe('password: Password must be at least 8 characters');
    const noName = await suite.h.trpcMutation(
      'tenant.users.create',
      staffInput('', { email: 'noname@alpha.test' }),
      asOwner(),
    );
    expect(trpcError(noName).message).toBe('name: Name is required');
    const badRole = await suite.h.trpcMutation(
      'tenant.users.create',
      staffInput('Bad Role', { role: 'owner' }),
      asOwner(),
    );
    expect(badRole.status).toBe(400);
    const dupPages = await suite.h.trpcMutation(
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
    const hugePhoto = await suite.h.trpcMutation(
      'tenant.users.create',
      staffInput('Huge Photo', { email: 'huge@alpha.test', image: pngHeader(12_000, 12_000) }),
      asOwner(),
    );
    expect(trpcError(hugePhoto).message).toContain('Photo: the image is 12000 × 12000 pixels');
    const emails = (await userRows(suite.h)).map((r) => r.email);
    expect(emails).not.toContain('short@alpha.test');
    expect(emails).not.toContain('huge@alpha.test');
  });

  it("the spec's form default role 'user' is stored as staff", async () => {
    const user = trpcData(
      await suite.h.trpcMutation(
        'tenant.users.create',
        staffInput('Default Role', { role: 'user' }),
        asOwner(),
      ),
    );
    expect(user.role).toBe('staff');
    trpcData(await suite.h.trpcMutation('tenant.users.delete', { id: user.id }, asOwner()));
  });
});
