import { describe, expect, it } from 'vitest';
import { createServer } from '../src/app';
import { loadConfig } from '../src/config';
import {
  expectCleanError,
  expectRestError,
  ownerSuite,
  type Reply,
  sessionCookie,
  sleep,
  trpcData,
  trpcError,
} from './helpers';

/**
 * The tenant comes from x-tenant-id, else the first host label. Unknown: 404 TENANT_NOT_FOUND;
 * inactive: 403 TENANT_DISABLED; none: 400 TENANT_REQUIRED. This server caches no tenant rows
 * (TENANT_CACHE_SECONDS=0) so status changes in the database apply at once.
 */

const NOT_FOUND =
  'Not Found: The requested tenant/project does not exist. Please check your URL or contact support.';
const DISABLED = 'This tenant or project has been disabled or suspended by the administrator.';

const suite = ownerSuite({ TENANT_CACHE_SECONDS: '0' });

function expectAppCode(reply: Reply, status: number, appCode: string) {
  expectCleanError(reply, status);
  expect(trpcError(reply).data.appCode, reply.text).toBe(appCode);
}

const setStatus = (tenantId: string, status: 'active' | 'inactive') =>
  suite.h.sql(`update master.tenants set status = '${status}' where tenant_id = '${tenantId}'`);

describe('unknown tenant', () => {
  it('tRPC: 404 TENANT_NOT_FOUND with the spec message, for public and user procedures', async () => {
    const opts = { tenant: 'nosuchshop', cookie: suite.cookie };
    for (const reply of [
      await suite.h.trpcQuery('tenant.auth.shopDetails', undefined, opts),
      await suite.h.trpcQuery('tenant.auth.verifyUser', undefined, opts),
      await suite.h.trpcQuery('tenant.customers.list', {}, opts),
      await suite.h.trpcMutation(
        'tenant.auth.login',
        { email: suite.h.a.owner.email, password: suite.h.a.owner.password },
        opts,
      ),
    ]) {
      expectAppCode(reply, 404, 'TENANT_NOT_FOUND');
      expect(trpcError(reply).message).toBe(NOT_FOUND);
    }
  });

  it('REST: 404 {error} with the spec message', async () => {
    expectRestError(
      await suite.h.rest('GET', '/auth/shop-details', { tenant: 'nosuchshop' }),
      404,
      NOT_FOUND,
    );
    expectRestError(
      await suite.h.rest('GET', '/api/customer', { tenant: 'nosuchshop', cookie: suite.cookie }),
      404,
      NOT_FOUND,
    );
    expect(
      (await suite.h.rest('GET', '/auth/shop-details', { tenant: 'nosuchshop' })).body.error,
    ).toBe(NOT_FOUND);
  });

  it('a hostile tenant header is just an unknown tenant, never a database error', async () => {
    for (const tenant of [
      "alpha'; drop schema tenant_alpha cascade; --",
      '../master',
      'tenant_alpha',
      'x'.repeat(300),
    ]) {
      expectAppCode(
        await suite.h.trpcQuery('tenant.auth.shopDetails', undefined, { tenant }),
        404,
        'TENANT_NOT_FOUND',
      );
    }
    expect(
      trpcData(await suite.h.trpcQuery('tenant.auth.shopDetails', undefined, { tenant: 'alpha' }))
        .shopName,
    ).toBe('Alpha Solar');
  });
});

describe('no tenant at all', () => {
  it('a bare host with no header is 400 TENANT_REQUIRED (tRPC and REST)', async () => {
    for (const host of ['localhost', '127.0.0.1:3000', 'www.localhost', 'example.com']) {
      expectAppCode(
        await suite.h.trpcQuery('tenant.auth.shopDetails', undefined, { host }),
        400,
        'TENANT_REQUIRED',
      );
    }
    expectAppCode(
      await suite.h.trpcQuery('tenant.auth.verifyUser', undefined, { cookie: suite.cookie }),
      400,
      'TENANT_REQUIRED',
    );
    expectRestError(
      await suite.h.rest('GET', '/auth/verify-user', { cookie: suite.cookie }),
      400,
      /No tenant/,
    );
    expectRestError(
      await suite.h.rest('POST', '/auth/login', {
        body: { email: suite.h.a.owner.email, password: suite.h.a.owner.password },
      }),
      400,
      /No tenant/,
    );
  });

  it('master calls need no tenant', async () => {
    expect(
      (
        await suite.h.trpcMutation('master.auth.login', {
          email: 'master@gst.test',
          password: 'master-pass-123',
        })
      ).status,
    ).toBe(200);
  });
});

describe('tenant from the host', () => {
  it('host alpha.localhost with no header resolves tenant alpha', async () => {
    const shop = trpcData(
      await suite.h.trpcQuery('tenant.auth.shopDetails', undefined, {
        host: 'alpha.localhost:3000',
      }),
    );
    expect(shop.shopName).toBe('Alpha Solar');
    const me = trpcData(
      await suite.h.trpcQuery('tenant.auth.verifyUser', undefined, {
        host: 'alpha.localhost',
        cookie: suite.cookie,
      }),
    );
    expect(me.user.email).toBe(suite.h.a.owner.email);
    const rest = await suite.h.rest('GET', '/auth/shop-details', { host: 'beta.example.com' });
    expect(rest.status, rest.text).toBe(200);
    expect(rest.body.data.shopName).toBe('Beta Power');
  });

  it("alpha's cookie on host beta.localhost is not a session there", async () => {
    expectAppCode(
      await suite.h.trpcQuery('tenant.auth.verifyUser', undefined, {
        host: 'beta.localhost',
        cookie: suite.cookie,
      }),
      401,
      'UNAUTHENTICATED',
    );
  });

  it('the x-tenant-id header wins over the host, and is case-insensitive', async () => {
    const shop = trpcData(
      await suite.h.trpcQuery('tenant.auth.shopDetails', undefined, {
        host: 'alpha.localhost',
        tenant: 'beta',
      }),
    );
    expect(shop.shopName).toBe('Beta Power');
    const upper = trpcData(
      await suite.h.trpcQuery('tenant.auth.shopDetails', undefined, { tenant: 'ALPHA' }),
    );
    expect(upper.shopName).toBe('Alpha Solar');
  });
});

describe('inactive tenant', () => {
  it('is 403 TENANT_DISABLED for every tenant call but the owner sign-in to take the data; reactivated, it works again', async () => {
    const cookieB = await suite.h.login(suite.h.b);
    await setStatus('beta', 'inactive');
    try {
      const opts = { tenant: 'beta', cookie: cookieB };
      for (const reply of [
        await suite.h.trpcQuery('tenant.auth.shopDetails', undefined, opts),
        await suite.h.trpcQuery('tenant.auth.verifyUser', undefined, opts),
        await suite.h.trpcQuery('tenant.customers.list', {}, opts),
        await suite.h.trpcMutation('tenant.customers.create', { name: 'While Disabled' }, opts),
      ]) {
        expectAppCode(reply, 403, 'TENANT_DISABLED');
        expect(trpcError(reply).message).toBe(DISABLED);
      }
      expectRestError(await suite.h.rest('GET', '/api/customer', opts), 403, DISABLED);
      const login = await suite.h.rest('POST', '/auth/login', {
        tenant: 'beta',
        body: { email: suite.h.b.owner.email, password: suite.h.b.owner.password },
      });
      // The owner signs in (issue 33: a deactivated shop's owner can still take its data), and
      // that session too reaches nothing but the export.
      expect(login.status, login.text).toBe(200);
      const onlyExport = { tenant: 'beta', cookie: sessionCookie(login, 'gst_session') };
      expectRestError(await suite.h.rest('GET', '/api/customer', onlyExport), 403, DISABLED);
      expect((await suite.h.rest('GET', '/api/export/shop', onlyExport)).status).toBe(200);
      expect(await suite.h.customerRows(suite.h.b)).toEqual([]);
      // The other tenant is unaffected.
      expect(
        (await suite.h.trpcQuery('tenant.auth.verifyUser', undefined, suite.asOwner())).status,
      ).toBe(200);
    } finally {
      await setStatus('beta', 'active');
    }
    expect(
      (await suite.h.trpcQuery('tenant.auth.shopDetails', undefined, { tenant: 'beta' })).status,
    ).toBe(200);
  });

  it('with the default 2 s tenant cache, a deactivation is seen within the TTL', async () => {
    const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent' });
    expect(config.env.TENANT_CACHE_SECONDS).toBe(2);
    const cached = await createServer({ config, database: suite.h.database, logger: false });
    try {
      const get = () =>
        cached.inject({
          method: 'GET',
          url: '/trpc/tenant.auth.shopDetails',
          headers: { host: 'localhost', 'x-tenant-id': 'beta' },
        });
      expect((await get()).statusCode).toBe(200);
      await setStatus('beta', 'inactive');
      await sleep(2100);
      const reply = await get();
      expect(reply.statusCode, reply.body).toBe(403);
      expect(reply.json().error.data.appCode).toBe('TENANT_DISABLED');
    } finally {
      await setStatus('beta', 'active');
      await cached.close();
    }
  });
});
