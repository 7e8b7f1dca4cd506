import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectRestError, startHarness, trpcData, type Harness } from './helpers';

/**
 * Tenant B cannot read, change or delete tenant A's users, settings or API keys: not with its
 * own session and A's ids, and not with A's cookie replayed under B's x-tenant-id.
 */
let h: Harness;
let cookieA: string;
let cookieB: string;
let ownerA: { id: string };
let staffA: { id: string };
let keyA: { id: string };

beforeAll(async () => {
  h = await startHarness();
  cookieA = await h.login(h.a);
  cookieB = await h.login(h.b);
  ownerA = trpcData(
    await h.trpcQuery('tenant.auth.verifyUser', undefined, { tenant: 'alpha', cookie: cookieA }),
  ).user;
  staffA = trpcData(
    await h.trpcMutation(
      'tenant.users.create',
      { name: 'Alpha Staff', email: 'staff@alpha.test', password: 'alpha-staff-1' },
      { tenant: 'alpha', cookie: cookieA },
    ),
  );
  keyA = trpcData(
    await h.trpcMutation(
      'tenant.apiKeys.create',
      { name: 'Alpha key' },
      { tenant: 'alpha', cookie: cookieA },
    ),
  ).apiKey;
  trpcData(
    await h.trpcMutation(
      'tenant.settings.update',
      { topText: 'ALPHA ONLY' },
      { tenant: 'alpha', cookie: cookieA },
    ),
  );
});
afterAll(async () => h?.close());

async function expectAUnchanged() {
  const users = await h.sql<{ id: string; name: string; email: string }>(
    `select id, name, email from ${h.a.schemaName}.users order by created_at`,
  );
  expect(users.map((u) => u.name)).toEqual(['Alpha Owner', 'Alpha Staff']);
  const [topText] = await h.sql<{ value: string }>(
    `select value from ${h.a.schemaName}.settings where key = 'topText'`,
  );
  expect(topText?.value).toBe('ALPHA ONLY');
  const keys = await h.sql<{ revoked_at: string | null }>(
    `select revoked_at from ${h.a.schemaName}.api_keys`,
  );
  expect(keys).toEqual([{ revoked_at: null }]);
}

describe("B's own session with A's ids", () => {
  const asB = () => ({ tenant: 'beta', cookie: cookieB });

  it('tRPC: lists show only B, A ids are not found, and nothing of A changes', async () => {
    const list = trpcData(await h.trpcQuery('tenant.users.list', {}, asB()));
    expect(list.data.map((u: { email: string }) => u.email)).toEqual(['owner@beta.test']);
    expect(trpcData(await h.trpcQuery('tenant.settings.get', undefined, asB())).topText).toBe('');
    expect(trpcData(await h.trpcQuery('tenant.apiKeys.list', undefined, asB()))).toEqual([]);
    for (const reply of [
      await h.trpcQuery('tenant.users.get', { id: staffA.id }, asB()),
      await h.trpcMutation(
        'tenant.users.update',
        { id: staffA.id, name: 'Hijacked', email: 'x@beta.test', password: 'hijacked-123' },
        asB(),
      ),
      await h.trpcMutation('tenant.users.delete', { id: staffA.id }, asB()),
      await h.trpcMutation('tenant.users.delete', { id: ownerA.id }, asB()),
      await h.trpcMutation('tenant.apiKeys.revoke', { id: keyA.id }, asB()),
    ]) {
      expect(reply.status, reply.text).toBe(404);
    }
    // Saving B's settings touches only B.
    trpcData(await h.trpcMutation('tenant.settings.update', { topText: 'BETA' }, asB()));
    await expectAUnchanged();
  });

  it('REST: the same', async () => {
    const list = await h.rest('GET', '/api/user', asB());
    expect(list.body.data.map((u: { email: string }) => u.email)).toEqual(['owner@beta.test']);
    expectRestError(await h.rest('GET', `/api/user/${staffA.id}`, asB()), 404);
    expectRestError(
      await h.rest('PATCH', `/api/user/${staffA.id}`, {
        ...asB(),
        body: { name: 'Hijacked', email: 'x@beta.test' },
      }),
      404,
    );
    expectRestError(await h.rest('DELETE', `/api/user/hard-delete/${staffA.id}`, asB()), 404);
    // user-self with A's id is not B's own id.
    expectRestError(
      await h.rest('PATCH', `/api/user-self/${ownerA.id}`, {
        ...asB(),
        body: { name: 'Hijacked' },
      }),
      403,
    );
    expect((await h.rest('GET', '/api/settings', asB())).body.data.topText).toBe('BETA');
    await expectAUnchanged();
  });
});

describe("A's cookie sent with B's x-tenant-id is not a session there", () => {
  const replayed = () => ({ tenant: 'beta', cookie: cookieA });

  it('tRPC answers 401 to every users, profile, settings and API-key call', async () => {
    for (const reply of [
      await h.trpcQuery('tenant.users.list', {}, replayed()),
      await h.trpcQuery('tenant.users.get', { id: staffA.id }, replayed()),
      await h.trpcMutation(
        'tenant.users.create',
        { name: 'X', email: 'x@beta.test', password: 'x-pass-1234' },
        replayed(),
      ),
      await h.trpcMutation('tenant.users.delete', { id: staffA.id }, replayed()),
      await h.trpcMutation('tenant.profile.update', { name: 'Hijacked' }, replayed()),
      await h.trpcQuery('tenant.settings.get', undefined, replayed()),
      await h.trpcMutation('tenant.settings.update', { topText: 'X' }, replayed()),
      await h.trpcQuery('tenant.apiKeys.list', undefined, replayed()),
      await h.trpcMutation('tenant.apiKeys.create', { name: 'X' }, replayed()),
    ]) {
      expect(reply.status, reply.text).toBe(401);
    }
    await expectAUnchanged();
  });

  it('REST answers 401 {error}', async () => {
    for (const reply of [
      await h.rest('GET', '/api/user', replayed()),
      await h.rest('GET', `/api/user/${staffA.id}`, replayed()),
      await h.rest('POST', '/api/user', {
        ...replayed(),
        body: { name: 'X', email: 'x@beta.test', password: 'x-pass-1234' },
      }),
      await h.rest('PATCH', `/api/user/${staffA.id}`, {
        ...replayed(),
        body: { name: 'X', email: 'x@beta.test' },
      }),
      await h.rest('DELETE', `/api/user/hard-delete/${staffA.id}`, replayed()),
      await h.rest('PATCH', `/api/user-self/${ownerA.id}`, { ...replayed(), body: { name: 'X' } }),
      await h.rest('GET', '/api/settings', replayed()),
      await h.rest('PATCH', '/api/settings', { ...replayed(), body: { topText: 'X' } }),
    ]) {
      expectRestError(reply, 401);
    }
    await expectAUnchanged();
    expect(
      (await h.sql(`select 1 from ${h.b.schemaName}.users where email = 'x@beta.test'`)).length,
    ).toBe(0);
  });
});
