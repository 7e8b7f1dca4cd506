import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fullPermissionSets } from '@gst/domain';
import { REST_ROUTES } from '@gst/api/rest';
import { provisionTenant } from '@gst/db/provision';
import { customerInput, startHarness, trpcData, type Harness, type Reply } from './helpers';

/**
 * Issue 19: an API key belongs to one shop. Used against another shop (its host, or its
 * x-tenant-id), or after its own shop is deactivated or deleted, it is refused on every REST
 * route a key can reach (every tenant-scope route), reads nothing and writes nothing.
 */
let h: Harness;
let alphaKey: string;
const BETA_SECRET = 'Beta Hidden Customer';
const ID = '00000000-0000-4000-8000-000000000001';

/** Every tenant route a key could call (the login/logout pair takes no key), with example input. */
const KEY_ROUTES = REST_ROUTES.filter((r) => r.scope === 'tenant' && !r.url.startsWith('/auth/'));

beforeAll(async () => {
  h = await startHarness({ TENANT_CACHE_SECONDS: '0' });
  alphaKey = await createKey('alpha', await h.login(h.a));
  const beta = await h.login(h.b);
  expect(
    (
      await h.trpcMutation('tenant.customers.create', customerInput(BETA_SECRET), {
        tenant: 'beta',
        cookie: beta,
      })
    ).status,
  ).toBe(200);
});
afterAll(async () => h?.close());

async function createKey(tenant: string, cookie: string): Promise<string> {
  return trpcData<{ key: string }>(
    await h.trpcMutation(
      'tenant.apiKeys.create',
      { name: `Everything in ${tenant}`, permissionSets: fullPermissionSets() },
      { tenant, cookie },
    ),
  ).key;
}

/** A third-party call: the bearer key, no cookie, no Origin; the shop by host or x-tenant-id. */
function callWithKey(
  route: (typeof KEY_ROUTES)[number],
  key: string,
  where: { host: string } | { tenant: string },
): Promise<Reply> {
  const url = route.url.replace(/:[A-Za-z]+/g, ID);
  const body = route.method === 'GET' ? undefined : (route.examples?.request ?? {});
  return h.rest(route.method, url, {
    ...where,
    headers: { authorization: key ? `Bearer ${key}` : undefined, origin: undefined },
    ...(body !== undefined ? { body } : {}),
  });
}

/** Rows per table of a tenant schema: nothing may change when a foreign key is refused. */
async function rowCounts(schema: string) {
  const tables = await h.sql<{ table_name: string }>(
    `select table_name from information_schema.tables where table_schema = '${schema}' and table_type = 'BASE TABLE' order by table_name`,
  );
  const counts: Record<string, number> = {};
  for (const { table_name } of tables) {
    const [row] = await h.sql<{ n: number }>(
      `select count(*)::int as n from ${schema}."${table_name}"`,
    );
    counts[table_name] = row?.n ?? -1;
  }
  return counts;
}

/**
 * Refused: 401/403 (404 where the shop is gone). A 400 is accepted only when the same body sent
 * with no credentials at all gets the same answer: the REST mapping's shape check ("Send exactly
 * one invoice as {invoices:[invoice]}") runs before the caller is authenticated, reads nothing of
 * any shop, and says the same to anyone.
 */
async function expectRefused(
  reply: Reply,
  route: (typeof KEY_ROUTES)[number],
  label: string,
  statuses = [401, 403],
) {
  if (reply.status === 400) {
    const anonymous = await callWithKey(route, '', { tenant: 'alpha' });
    expect(anonymous.status, label).toBe(400);
    expect(anonymous.body, label).toEqual(reply.body);
  } else {
    expect(statuses, `${label}: ${reply.status} ${reply.text.slice(0, 200)}`).toContain(
      reply.status,
    );
  }
  expect(reply.text, label).not.toContain(BETA_SECRET);
  expect(reply.raw.headers['content-type'] ?? '', label).not.toMatch(/spreadsheet|pdf|zip/);
}

/**
 * `key` on every tenant route, on `tenantId`'s host and with x-tenant-id: `tenantId` (and with
 * x-tenant-id: `otherTenant` when given), is refused (expectRefused).
 */
async function expectRefusedOnEveryRoute(key: string, tenantId: string, otherTenant?: string) {
  for (const route of KEY_ROUTES) {
    const label = `${route.method} ${route.url}`;
    const places: [string, { host: string } | { tenant: string }][] = [
      ['host', { host: `${tenantId}.localhost` }],
      ['x-tenant-id', { tenant: tenantId }],
      ...(otherTenant
        ? [[otherTenant, { tenant: otherTenant }] as [string, { tenant: string }]]
        : []),
    ];
    for (const [name, where] of places) {
      await expectRefused(await callWithKey(route, key, where), route, `${label} (${name})`);
    }
  }
}

describe('a key of alpha against beta', () => {
  it('works on its own shop (the control)', async () => {
    const own = await h.rest('GET', '/api/customer', {
      tenant: 'alpha',
      headers: { authorization: `Bearer ${alphaKey}`, origin: undefined },
    });
    expect(own.status, own.text).toBe(200);
    const byHost = await h.rest('GET', '/api/customer', {
      host: 'alpha.localhost',
      headers: { authorization: `Bearer ${alphaKey}`, origin: undefined },
    });
    expect(byHost.status, byHost.text).toBe(200);
  });

  it(`is refused on every tenant route on beta's host and with x-tenant-id: beta`, async () => {
    expect(KEY_ROUTES.length).toBeGreaterThan(40);
    const before = await rowCounts(h.b.schemaName);
    await expectRefusedOnEveryRoute(alphaKey, 'beta');
    expect(await rowCounts(h.b.schemaName)).toEqual(before);
  });
});

describe('a key of a shop that is deactivated or deleted', () => {
  async function shopWithKey(tenantId: string) {
    const spec = {
      tenantId,
      name: `Shop ${tenantId}`,
      owner: { name: 'Owner', email: `owner@${tenantId}.test`, password: `${tenantId}-pass-123` },
    };
    const row = await provisionTenant(h.database.db, {
      tenantId,
      name: spec.name,
      ownerEmail: spec.owner.email,
      owner: spec.owner,
    });
    const key = await createKey(
      tenantId,
      await h.login(tenantId, spec.owner.email, spec.owner.password),
    );
    const ok = await h.rest('GET', '/api/customer', {
      host: `${tenantId}.localhost`,
      headers: { authorization: `Bearer ${key}`, origin: undefined },
    });
    expect(ok.status, ok.text).toBe(200);
    return { id: row.id, key };
  }

  it('a deactivated shop: its key is refused on every tenant route (403 Project Disabled)', async () => {
    const { id, key } = await shopWithKey('gamma');
    const master = await h.masterLogin();
    expect(
      (
        await h.trpcMutation(
          'master.tenants.setStatus',
          { id, status: 'inactive' },
          { cookie: master },
        )
      ).status,
    ).toBe(200);
    // Nor does it open another shop (beta).
    await expectRefusedOnEveryRoute(key, 'gamma', 'beta');
  });

  it('a deleted shop: its key is refused on every tenant route (404 for the gone shop)', async () => {
    const { id, key } = await shopWithKey('delta');
    const master = await h.masterLogin();
    const off = await h.trpcMutation(
      'master.tenants.setStatus',
      { id, status: 'inactive' },
      { cookie: master },
    );
    expect(off.status, off.text).toBe(200);
    const deleted = await h.trpcMutation('master.tenants.delete', { id }, { cookie: master });
    expect(deleted.status, deleted.text).toBe(200);
    for (const route of KEY_ROUTES) {
      const label = `${route.method} ${route.url}`;
      await expectRefused(
        await callWithKey(route, key, { host: 'delta.localhost' }),
        route,
        label,
        [401, 403, 404],
      );
      await expectRefused(
        await callWithKey(route, key, { tenant: 'beta' }),
        route,
        `${label} (beta)`,
      );
    }
  });
});
