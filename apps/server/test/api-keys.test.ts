// @engines pglite postgres
// Requests within one shop's schema: on Citus the whole query goes to the worker holding it, as on
// PostgreSQL, so no Citus round (scripts/test-engines.mjs, the rule).
import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { expectRestError, ownerSuite, trpcData, trpcError } from './helpers';

/**
 * API keys: shown once, stored hashed, bound to one tenant, limited to their permission sets,
 * refused the moment they are revoked; REST only.
 */
let key: string;
let keyId: string;

const suite = ownerSuite();

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

/** A third-party caller: no cookie, no Origin, just the bearer key. */
function withKey(token: string, tenant: string | null = 'alpha') {
  return { tenant, headers: { authorization: `Bearer ${token}`, origin: undefined } };
}

async function keyRow(id: string) {
  const [row] = await suite.h.sql<{ last_used_at: Date | null; revoked_at: Date | null }>(
    `select last_used_at, revoked_at from ${suite.h.a.schemaName}.api_keys where id = '${id}'`,
  );
  return row;
}

describe('creating and listing keys', () => {
  it('a superadmin creates a key: shown once, only its SHA-256 stored', async () => {
    const created = trpcData(
      await suite.h.trpcMutation(
        'tenant.apiKeys.create',
        {
          name: 'Accounting sync',
          permissionSets: [
            { page: 'manage-customer', permissions: { view: true, create: false } },
            { page: 'change-details', permissions: { view: true, edit: true } },
          ],
        },
        suite.asOwner(),
      ),
    );
    key = created.key;
    keyId = created.apiKey.id;
    expect(key).toMatch(/^gst_[a-z2-7]{32}$/);
    expect(created.apiKey).toMatchObject({
      name: 'Accounting sync',
      keyPrefix: key.slice(0, 8),
      createdBy: 'Alpha Owner',
      lastUsedAt: null,
      revokedAt: null,
      permissionSets: [
        { page: 'manage-customer', permissions: { view: true } },
        { page: 'change-details', permissions: { view: true, edit: true } },
      ],
    });
    const rows = await suite.h.sql<{ key_hash: string }>(
      `select * from ${suite.h.a.schemaName}.api_keys`,
    );
    expect(rows[0]?.key_hash).toBe(sha256(key));
    expect(JSON.stringify(rows)).not.toContain(key);
    const audit = await suite.h.sql<{ details: Record<string, unknown> }>(
      `select * from ${suite.h.a.schemaName}.audit_log where action = 'api-key.create'`,
    );
    expect(JSON.stringify(audit)).not.toContain(key);
    expect(JSON.stringify(audit)).not.toContain(sha256(key));
    // What was created: name, grants, live (issue 28); never the secret.
    expect(audit[0]?.details).toMatchObject({
      before: null,
      after: {
        name: 'Accounting sync',
        keyPrefix: key.slice(0, 8),
        revokedAt: null,
        permissionSets: [
          { page: 'manage-customer', permissions: { view: true } },
          { page: 'change-details', permissions: { view: true, edit: true } },
        ],
      },
    });
  });

  it('the list never shows the key or its hash', async () => {
    const reply = await suite.h.trpcQuery('tenant.apiKeys.list', undefined, suite.asOwner());
    const list = trpcData(reply);
    expect(list).toHaveLength(1);
    expect(reply.text).not.toContain(key);
    expect(reply.text).not.toContain(sha256(key));
    expect(reply.text).not.toMatch(/keyHash|key_hash/);
  });

  it('a name is required', async () => {
    const reply = await suite.h.trpcMutation(
      'tenant.apiKeys.create',
      { name: ' ' },
      suite.asOwner(),
    );
    expect(trpcError(reply).message).toBe('name: Name is required');
  });
});

describe('calling the REST API with a key', () => {
  it('works for its own permissions without a cookie or Origin', async () => {
    const list = await suite.h.rest('GET', '/api/customer', withKey(key));
    expect(list.status, list.text).toBe(200);
    const settings = await suite.h.rest('GET', '/api/settings', withKey(key));
    expect(settings.body).toMatchObject({ success: true, data: { shopName: 'Alpha Solar' } });
    const patch = await suite.h.rest('PATCH', '/api/settings', {
      ...withKey(key),
      body: { topText: 'Set by a key' },
    });
    expect(patch.status, patch.text).toBe(200);
    const [audit] = await suite.h.sql<{ actor_type: string; actor_id: string }>(
      `select actor_type, actor_id from ${suite.h.a.schemaName}.audit_log where action = 'settings.update'`,
    );
    expect(audit).toEqual({ actor_type: 'api-key', actor_id: keyId });
  });

  it('is refused what its permission sets do not grant, and nothing is written', async () => {
    expectRestError(
      await suite.h.rest('POST', '/api/customer', {
        ...withKey(key),
        body: { customers: [{ name: 'By key' }] },
      }),
      403,
      "'create' permission on manage-customer",
    );
    expectRestError(await suite.h.rest('GET', '/api/user', withKey(key)), 403);
    expectRestError(
      await suite.h.rest('POST', '/api/user', {
        ...withKey(key),
        body: { name: 'K', email: 'k@alpha.test', password: 'k-pass-1234' },
      }),
      403,
    );
    // A key has no profile.
    expectRestError(
      await suite.h.rest('PATCH', `/api/user-self/${keyId}`, {
        ...withKey(key),
        body: { name: 'K' },
      }),
      403,
    );
    expect(await suite.h.customerRows(suite.h.a)).toEqual([]);
    expect(await suite.h.sql(`select 1 from ${suite.h.a.schemaName}.users`)).toHaveLength(1);
  });

  it('verify-user shows the key as a non-superadmin principal', async () => {
    const reply = await suite.h.rest('GET', '/auth/verify-user', withKey(key));
    expect(reply.status, reply.text).toBe(200);
    expect(reply.body.user).toMatchObject({ id: keyId, name: 'Accounting sync', role: 'staff' });
  });

  it("is not a credential in another tenant (A's key with x-tenant-id beta: 401)", async () => {
    for (const reply of [
      await suite.h.rest('GET', '/api/customer', withKey(key, 'beta')),
      await suite.h.rest('GET', '/api/settings', withKey(key, 'beta')),
      await suite.h.rest('PATCH', '/api/settings', {
        ...withKey(key, 'beta'),
        body: { topText: 'X' },
      }),
    ]) {
      expectRestError(reply, 401, 'Invalid or revoked API key');
    }
    const [topText] = await suite.h.sql<{ value: string }>(
      `select value from ${suite.h.b.schemaName}.settings where key = 'topText'`,
    );
    expect(topText?.value).toBe('');
  });

  it('an unknown or malformed key is 401 even next to a valid cookie', async () => {
    for (const token of ['gst_' + 'a'.repeat(32), 'not-a-key', key.toUpperCase()]) {
      expectRestError(await suite.h.rest('GET', '/api/settings', withKey(token)), 401);
    }
    const both = await suite.h.rest('GET', '/api/settings', {
      tenant: 'alpha',
      cookie: suite.cookie,
      headers: { authorization: 'Bearer gst_wrongwrongwrongwrongwrongwrong22' },
    });
    expectRestError(both, 401);
  });

  it('tRPC does not take keys: the web keeps its cookie', async () => {
    const reply = await suite.h.trpcQuery('tenant.settings.get', undefined, {
      tenant: 'alpha',
      headers: { authorization: `Bearer ${key}` },
    });
    expect(reply.status).toBe(401);
  });

  it('lastUsedAt is recorded, and written at most once a minute', async () => {
    const first = (await keyRow(keyId))?.last_used_at;
    expect(first).toBeTruthy();
    await suite.h.rest('GET', '/api/settings', withKey(key));
    expect((await keyRow(keyId))?.last_used_at).toEqual(first);
    await suite.h.sql(
      `update ${suite.h.a.schemaName}.api_keys set last_used_at = now() - interval '2 minutes' where id = '${keyId}'`,
    );
    const aged = (await keyRow(keyId))?.last_used_at;
    await suite.h.rest('GET', '/api/settings', withKey(key));
    const touched = (await keyRow(keyId))?.last_used_at;
    expect(new Date(String(touched)).getTime()).toBeGreaterThan(new Date(String(aged)).getTime());
    const listed = trpcData(
      await suite.h.trpcQuery('tenant.apiKeys.list', undefined, suite.asOwner()),
    );
    expect(listed[0].lastUsedAt).toMatch(/^\d{4}-\d{2}-\d{2}T/);
  });

  it('stops working the moment it is revoked', async () => {
    expect((await suite.h.rest('GET', '/api/settings', withKey(key))).status).toBe(200);
    trpcData(await suite.h.trpcMutation('tenant.apiKeys.revoke', { id: keyId }, suite.asOwner()));
    expectRestError(
      await suite.h.rest('GET', '/api/settings', withKey(key)),
      401,
      'Invalid or revoked API key',
    );
    expect((await keyRow(keyId))?.revoked_at).toBeTruthy();
    type Snapshot = { name: string; revokedAt: string | null };
    const [revoked] = await suite.h.sql<{
      details: { before: Snapshot; after: Snapshot; changed: string[] };
    }>(`select details from ${suite.h.a.schemaName}.audit_log where action = 'api-key.revoke'`);
    expect(revoked?.details.before).toMatchObject({ name: 'Accounting sync', revokedAt: null });
    expect(revoked?.details.after.revokedAt).toMatch(/^\d{4}-\d{2}-\d{2}T/);
    expect(revoked?.details.changed).toEqual(['revokedAt']);
    // Revoking again changes nothing; the list shows when.
    trpcData(await suite.h.trpcMutation('tenant.apiKeys.revoke', { id: keyId }, suite.asOwner()));
    const listed = trpcData(
      await suite.h.trpcQuery('tenant.apiKeys.list', undefined, suite.asOwner()),
    );
    expect(listed[0].revokedAt).toMatch(/^\d{4}-\d{2}-\d{2}T/);
  });
});

describe('who may manage keys', () => {
  it('an admin with every flag is still refused: keys are for superadmins', async () => {
    await suite.h.createUser(suite.h.a, {
      email: 'admin@alpha.test',
      password: 'admin-pass-123',
      role: 'admin',
      permissions: [
        {
          page: 'manage-user',
          permissions: { view: true, create: true, edit: true, delete: true },
        },
        { page: 'change-details', permissions: { view: true, edit: true } },
      ],
    });
    const adminCookie = await suite.h.login('alpha', 'admin@alpha.test', 'admin-pass-123');
    const asAdmin = { tenant: 'alpha', cookie: adminCookie };
    for (const reply of [
      await suite.h.trpcQuery('tenant.apiKeys.list', undefined, asAdmin),
      await suite.h.trpcMutation('tenant.apiKeys.create', { name: 'Sneaky' }, asAdmin),
      await suite.h.trpcMutation('tenant.apiKeys.revoke', { id: keyId }, asAdmin),
    ]) {
      expect(reply.status, reply.text).toBe(403);
      expect(trpcError(reply).message).toBe('Only a superadmin can manage API keys');
    }
    expect(await suite.h.sql(`select 1 from ${suite.h.a.schemaName}.api_keys`)).toHaveLength(1);
  });

  it('a key with manage-user rights cannot create a superadmin', async () => {
    const created = trpcData(
      await suite.h.trpcMutation(
        'tenant.apiKeys.create',
        {
          name: 'HR sync',
          permissionSets: [{ page: 'manage-user', permissions: { view: true, create: true } }],
        },
        suite.asOwner(),
      ),
    );
    const staff = await suite.h.rest('POST', '/api/user', {
      ...withKey(created.key as string),
      body: { name: 'From HR', email: 'hr@alpha.test', password: 'hr-pass-1234' },
    });
    expect(staff.status, staff.text).toBe(201);
    expectRestError(
      await suite.h.rest('POST', '/api/user', {
        ...withKey(created.key as string),
        body: {
          name: 'Boss',
          email: 'boss@alpha.test',
          password: 'boss-pass-1234',
          role: 'superadmin',
        },
      }),
      403,
      'Only a superadmin can create a superadmin',
    );
  });
});
