import { describe, expect, it } from 'vitest';
import { appRouter } from '@gst/api';
import { REST_ROUTES } from '@gst/api/rest';
import { isCitus } from '@gst/db/client';
import {
  expectRestError,
  ownerSuite,
  type RequestOptions,
  tokenOf,
  trpcData,
  trpcError,
} from './helpers';
import { footprint, tenantInput } from './master-helpers';

/**
 * Master procedures refuse anonymous callers and tenant sessions, on every master URL: REST and
 * tRPC, whatever cookie or tenant header they bring. Login and logout are the only public ones.
 */
const suite = ownerSuite({}, async (h) => ({ masterCookie: await h.masterLogin() }));

const PUBLIC_MASTER_PROCEDURES = new Set(['master.auth.login', 'master.auth.logout']);
const PUBLIC_MASTER_URLS = new Set(['POST /master/auth/login', 'GET /master/auth/logout']);

const masterProcedures = Object.entries(
  appRouter._def.procedures as unknown as Record<string, { _def: { type: string } }>,
)
  .filter(([path]) => path.startsWith('master.') && !PUBLIC_MASTER_PROCEDURES.has(path))
  .map(([path, procedure]) => ({ path, type: procedure._def.type }));

const masterRoutes = REST_ROUTES.filter(
  (r) => r.scope === 'master' && !PUBLIC_MASTER_URLS.has(`${r.method} ${r.url}`),
);

/** The callers that must be refused, each with the headers it brings. */
function intruders(): { who: string; options: RequestOptions }[] {
  return [
    { who: 'anonymous', options: {} },
    { who: 'anonymous with a tenant header', options: { tenant: 'alpha' } },
    { who: 'a tenant superadmin session', options: suite.asOwner() },
    { who: 'a tenant session without the header', options: { cookie: suite.cookie } },
    {
      who: 'a tenant session token in the master cookie',
      options: { cookie: `gst_master=${tokenOf(suite.cookie)}` },
    },
    {
      who: 'a tenant session on the tenant host',
      options: { cookie: suite.cookie, host: 'alpha.localhost' },
    },
    { who: 'a forged master cookie', options: { cookie: 'gst_master=abcdefghijklmnop' } },
  ];
}

function sampleInput(path: string) {
  const id = suite.h.a.id;
  if (path.endsWith('.list')) return { page: 1, pageSize: 5 };
  if (path.endsWith('.create')) return tenantInput({ tenantId: 'intruder-shop' });
  if (path.endsWith('.update')) return { id, name: 'Taken over' };
  if (path.endsWith('.setStatus')) return { id, status: 'inactive' };
  if (path.endsWith('.move')) return { id, node: '127.0.0.1:9701' };
  if (path.endsWith('.nodes') || path.endsWith('.overview')) return undefined;
  return { id };
}

function sampleBody(method: string, url: string): unknown {
  if (method === 'POST' && url === '/api/master/tenant')
    return tenantInput({ tenantId: 'intruder-rest' });
  if (method === 'PATCH') return { status: 'inactive' };
  if (url.endsWith('/move')) return { node: '127.0.0.1:9701' };
  return undefined;
}

describe('the master surface is what this test walks', () => {
  it('covers every master tenant procedure and URL', () => {
    expect(masterProcedures.map((p) => p.path).sort()).toEqual([
      'master.auth.verify',
      'master.jobs.overview',
      'master.jobs.retry',
      'master.tenants.create',
      'master.tenants.delete',
      'master.tenants.get',
      'master.tenants.list',
      'master.tenants.move',
      'master.tenants.nodes',
      'master.tenants.setStatus',
      'master.tenants.update',
    ]);
    expect(masterRoutes.map((r) => `${r.method} ${r.url}`).sort()).toEqual([
      'DELETE /api/master/tenant/:id',
      'GET /api/master/jobs',
      'GET /api/master/nodes',
      'GET /api/master/tenant',
      'GET /api/master/tenant/:id',
      'GET /master/auth/verify-master',
      'PATCH /api/master/tenant/:id',
      'POST /api/master/jobs/:id/retry',
      'POST /api/master/tenant',
      'POST /api/master/tenant/:id/move',
    ]);
  });
});

describe('refused callers', () => {
  it('every master tRPC procedure answers 401 to anonymous and tenant callers', async () => {
    for (const { path, type } of masterProcedures) {
      for (const { who, options } of intruders()) {
        const input = sampleInput(path);
        const reply =
          type === 'query'
            ? await suite.h.trpcQuery(path, input, options)
            : await suite.h.trpcMutation(path, input, options);
        expect(reply.status, `${path} as ${who}: ${reply.text}`).toBe(401);
        expect(trpcError(reply).data.appCode).toBe('UNAUTHENTICATED');
      }
    }
  });

  it('every master REST URL answers 401 {error} to anonymous and tenant callers', async () => {
    for (const route of masterRoutes) {
      const url = route.url.replace(':id', suite.h.a.id);
      for (const { who, options } of intruders()) {
        const body = sampleBody(route.method, route.url);
        const reply = await suite.h.rest(route.method, url, {
          ...options,
          ...(body ? { body } : {}),
        });
        expect(reply.status, `${route.method} ${url} as ${who}: ${reply.text}`).toBe(401);
        expectRestError(reply, 401, 'Please log in');
      }
    }
  });

  it('nothing the intruders sent changed anything', async () => {
    expect(await footprint(suite.h)).toEqual({ tenants: 2, schemas: 2 });
    expect(await suite.h.sql(`select count(*)::int as n from master.tenant_moves`)).toEqual([
      { n: 0 },
    ]);
    const rows = await suite.h.sql<{ tenant_id: string; name: string; status: string }>(
      `select tenant_id, name, status from master.tenants order by tenant_id`,
    );
    expect(rows).toEqual([
      { tenant_id: 'alpha', name: 'Alpha Solar', status: 'active' },
      { tenant_id: 'beta', name: 'Beta Power', status: 'active' },
    ]);
    // The tenant session the intruders used is still alive: refusing it ended nothing.
    const me = await suite.h.trpcQuery('tenant.auth.verifyUser', undefined, suite.asOwner());
    expect(me.status, me.text).toBe(200);
  });

  it('an operator session is not a tenant session either', async () => {
    const reply = await suite.h.trpcQuery(
      'tenant.customers.list',
      { page: 1 },
      {
        tenant: 'alpha',
        cookie: suite.masterCookie,
      },
    );
    expect(reply.status, reply.text).toBe(401);
  });

  it('the operator is let through, so the refusals above are about the caller', async () => {
    const list = trpcData(
      await suite.h.trpcQuery(
        'master.tenants.list',
        { page: 1, pageSize: 5 },
        { cookie: suite.masterCookie },
      ),
    );
    expect(list.total).toBe(2);
    const rest = await suite.h.rest('GET', '/api/master/tenant', { cookie: suite.masterCookie });
    expect(rest.status, rest.text).toBe(200);
    expect(rest.body.success).toBe(true);
  });

  it('on one node the operator gets the node list (no workers) and a clear refusal to move', async () => {
    const citus = await isCitus(suite.h.database.db);
    const nodes = await suite.h.rest('GET', '/api/master/nodes', { cookie: suite.masterCookie });
    expect(nodes.status, nodes.text).toBe(200);
    expect(nodes.body.data.citus).toBe(citus);
    if (citus) return; // citus-move.test.ts covers the cluster
    expect(nodes.body.data).toEqual({ citus: false, workers: [], moves: [] });
    const move = await suite.h.rest('POST', `/api/master/tenant/${suite.h.a.id}/move`, {
      cookie: suite.masterCookie,
      body: { node: '127.0.0.1:9701' },
    });
    expectRestError(move, 400, 'Moving a tenant needs a Citus cluster (see infra/README.md)');
    const bad = await suite.h.rest('POST', `/api/master/tenant/${suite.h.a.id}/move`, {
      cookie: suite.masterCookie,
      body: { node: 'not a node' },
    });
    expectRestError(bad, 400, /host:port/);
  });
});
