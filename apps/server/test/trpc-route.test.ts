// @engines pglite
// The HTTP edge only (direct tRPC GET route vs tRPC's handler): one engine (docs/CONVENTIONS.md, Engines).
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appRouter } from '@gst/api';
import { createServer } from '../src/app';
import { loadConfig } from '../src/config';
import { planQueries } from '../src/trpc-route';
import { startHarness, TENANT_A, type Harness } from './helpers';

/**
 * tRPC GET queries take a direct route (src/trpc-route.ts). A second server on the same database
 * sends every call through tRPC's own handler; both must give the same status, headers and JSON
 * for successes, errors, batches and the cases the direct route hands over.
 */
let h: Harness;
let generic: FastifyInstance;
let ownerA: string;
let ownerB: string;

beforeAll(async () => {
  h = await startHarness();
  generic = await createServer({
    config: loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent' }),
    database: h.database,
    logger: false,
    trpcDirectQueries: false,
  });
  await generic.ready();
  ownerA = await h.login(h.a);
  ownerB = await h.login(h.b);
  const customer = { name: 'Route Test Co', phoneNumber: '9830000001' };
  const created = await h.trpcMutation('tenant.customers.create', customer, {
    tenant: TENANT_A.tenantId,
    cookie: ownerA,
  });
  expect(created.status, created.text).toBe(200);
}, 120_000);

afterAll(async () => {
  await generic?.close();
  await h?.close();
});

const q = (value: unknown) => encodeURIComponent(JSON.stringify(value));

type Case = { name: string; url: string; tenant?: string | null; cookie?: () => string };

const CASES: Case[] = [
  { name: 'a list', url: `/trpc/tenant.customers.list?input=${q({ page: 1, pageSize: 5 })}` },
  { name: 'no input where none is needed', url: '/trpc/tenant.auth.verifyUser' },
  {
    name: 'a batch of three queries',
    url: `/trpc/tenant.customers.list,tenant.settings.get,tenant.invoices.list?batch=1&input=${q({
      0: { page: 1, pageSize: 5 },
      2: { page: 1, pageSize: 20 },
    })}`,
  },
  {
    name: 'a batch with one invalid input (207)',
    url: `/trpc/tenant.customers.list,tenant.customers.list?batch=1&input=${q({
      0: { page: 1, pageSize: 5 },
      1: { page: -3, pageSize: 'many' },
    })}`,
  },
  {
    name: 'a missing record (404)',
    url: `/trpc/tenant.customers.get?input=${q({ id: '00000000-0000-4000-8000-000000000000' })}`,
  },
  { name: 'invalid input (400)', url: `/trpc/tenant.customers.get?input=${q({ id: 42 })}` },
  { name: 'no session (401)', url: '/trpc/tenant.settings.get', cookie: () => '' },
  {
    name: "another tenant's session (401)",
    url: '/trpc/tenant.settings.get',
    cookie: () => ownerB,
  },
  { name: 'no tenant', url: '/trpc/tenant.settings.get', tenant: null },
  { name: 'an unknown tenant', url: '/trpc/tenant.settings.get', tenant: 'nosuchshop' },
  { name: 'a public query', url: `/trpc/public.products.catalogue` },
  { name: 'a master query without a master session', url: '/trpc/master.tenants.list' },
  // Handed over to tRPC's handler:
  { name: 'an unknown procedure', url: '/trpc/tenant.nothing.here' },
  { name: 'an unknown procedure in a batch', url: '/trpc/tenant.settings.get,nope?batch=1' },
  { name: 'a mutation by GET (405)', url: '/trpc/tenant.customers.create' },
  { name: 'broken JSON input', url: '/trpc/tenant.customers.list?input=%7Bnot-json' },
  {
    name: 'a batch whose input is an array',
    url: `/trpc/tenant.settings.get?batch=1&input=${q([1])}`,
  },
];

async function both(c: Case) {
  const tenant = c.tenant === undefined ? TENANT_A.tenantId : c.tenant;
  const cookie = c.cookie ? c.cookie() : ownerA;
  const headers: Record<string, string> = { host: 'localhost' };
  if (tenant) headers['x-tenant-id'] = tenant;
  if (cookie) headers.cookie = cookie;
  const [direct, viaTrpc] = await Promise.all([
    h.app.inject({ method: 'GET', url: c.url, headers }),
    generic.inject({ method: 'GET', url: c.url, headers }),
  ]);
  return { direct, viaTrpc };
}

describe('tRPC GET queries: the direct route answers as tRPC does', () => {
  it.each(CASES)('$name', async (c) => {
    const { direct, viaTrpc } = await both(c);
    expect(direct.statusCode, direct.body).toBe(viaTrpc.statusCode);
    // Fastify adds '; charset=utf-8' to a string answer; the media type is what must agree.
    const mediaType = (reply: typeof direct) => String(reply.headers['content-type']).split(';')[0];
    expect(mediaType(direct)).toBe(mediaType(viaTrpc));
    expect(direct.headers.vary).toBe(viaTrpc.headers.vary);
    expect(direct.json()).toEqual(viaTrpc.json());
  });

  it('gives the expected answers, not just equal ones', async () => {
    const list = await both(CASES[0] as Case);
    expect(list.direct.statusCode).toBe(200);
    expect(list.direct.json().result.data.data[0].name).toBe('Route Test Co');
    const batch = (await both(CASES[3] as Case)).direct;
    expect(batch.statusCode).toBe(207);
    const [ok, bad] = batch.json();
    expect(ok.result.data.total).toBe(1);
    expect(bad.error.data).toMatchObject({ code: 'BAD_REQUEST', httpStatus: 400 });
    const foreign = (await both(CASES[7] as Case)).direct;
    expect(foreign.statusCode).toBe(401);
    expect(foreign.body).not.toContain('Route Test Co');
  });
});

describe('planQueries: which calls take the direct route', () => {
  const request = (url: string, headers: Record<string, string> = {}, method = 'GET') => {
    const parsed = new URL(url, 'http://localhost');
    const path = parsed.pathname.replace(/^\/trpc\//, '');
    return {
      method,
      headers,
      params: { path },
      query: Object.fromEntries(parsed.searchParams),
    } as unknown as FastifyRequest;
  };

  it('takes known queries, single or batched, with readable input', () => {
    for (const c of CASES.slice(0, 12)) {
      expect(planQueries(appRouter, request(c.url)), c.name).not.toBeNull();
    }
    const plan = planQueries(appRouter, request((CASES[2] as Case).url));
    expect(plan?.paths).toEqual([
      'tenant.customers.list',
      'tenant.settings.get',
      'tenant.invoices.list',
    ]);
    expect(plan?.inputs).toEqual([{ page: 1, pageSize: 5 }, undefined, { page: 1, pageSize: 20 }]);
  });

  it('hands over unknown paths, mutations, broken input, streaming and non-GET calls', () => {
    for (const c of CASES.slice(12)) {
      expect(planQueries(appRouter, request(c.url)), c.name).toBeNull();
    }
    const list = '/trpc/tenant.settings.get?batch=1';
    expect(
      planQueries(appRouter, request(list, { 'trpc-accept': 'application/jsonl' })),
    ).toBeNull();
    expect(planQueries(appRouter, request(list, {}, 'POST'))).toBeNull();
    expect(planQueries(appRouter, request('/trpc/__proto__'))).toBeNull();
  });
});
