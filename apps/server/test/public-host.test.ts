import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startHarness, trpcError, type Harness, type RequestOptions } from './helpers';

/**
 * Issue 19 (new user, item 3): the public site's calls on an unknown shop's host or a deactivated
 * shop's host are refused (404 / 403 with the codes the web app turns into the Not Found view and
 * the Project Disabled card); only a bare or www host falls back to DEFAULT_TENANT, and an
 * unknown or disabled host never does.
 */
let h: Harness;
let ipCounter = 0;

beforeAll(async () => {
  // DEFAULT_TENANT set, so a wrong fallback (unknown host → the default shop) would show.
  h = await startHarness({
    TRUST_PROXY: 'true',
    TENANT_CACHE_SECONDS: '0',
    DEFAULT_TENANT: 'alpha',
  });
});
afterAll(async () => h?.close());

/** A visitor on `host` (no x-tenant-id: the site's address names the shop), fresh client address. */
function on(host: string, tenant: string | null = null): RequestOptions {
  ipCounter += 1;
  return { host, tenant, headers: { 'x-forwarded-for': `198.51.100.${ipCounter}` } };
}

const quoteData = (phone: string) => ({
  name: 'Ravi Das',
  gstin: '',
  address: '4 Park Street, Kolkata',
  userDemand: 5,
  phoneNumber: phone,
  email: 'ravi@example.test',
  isInstallationRequired: false,
  userMessage: '',
  products: [],
});

/** Every public call the site makes, by REST and by tRPC. */
function publicCalls(options: () => RequestOptions, phone: string) {
  return {
    'REST POST /public/quote': () =>
      h.rest('POST', '/public/quote', { ...options(), body: { quoteData: quoteData(phone) } }),
    'REST GET /public/quote/:phone/:number': () =>
      h.rest('GET', `/public/quote/${phone}/Q-1`, options()),
    'REST GET /public/suggestions': () =>
      h.rest('GET', '/public/suggestions?demand=5000', options()),
    'REST GET /public/catalogue': () => h.rest('GET', '/public/catalogue', options()),
    'REST GET /auth/shop-details': () => h.rest('GET', '/auth/shop-details', options()),
    'tRPC public.quotes.request': () =>
      h.trpcMutation('public.quotes.request', quoteData(phone), options()),
    'tRPC public.products.suggestions': () =>
      h.trpcQuery('public.products.suggestions', { demand: 5000 }, options()),
    'tRPC public.products.catalogue': () =>
      h.trpcQuery('public.products.catalogue', undefined, options()),
  };
}

async function quotesWithPhone(schema: string, phone: string): Promise<number> {
  const [row] = await h.sql<{ n: number }>(
    `select count(*)::int as n from ${schema}.quotes where phone_number like '%${phone.replace(/\D/g, '')}'`,
  );
  return row?.n ?? 0;
}

function codeOf(reply: { body: unknown; text: string }, rest: boolean): string | undefined {
  if (rest) return (reply.body as { code?: string } | undefined)?.code;
  return trpcError(reply as Parameters<typeof trpcError>[0]).data.appCode;
}

describe('public calls on an unknown shop host', () => {
  for (const [name, call] of Object.entries(
    publicCalls(() => on('nosuch.localhost'), '9830012121'),
  )) {
    it(`${name} → 404 TENANT_NOT_FOUND, never the default shop`, async () => {
      const reply = await call();
      expect(reply.status, reply.text).toBe(404);
      expect(codeOf(reply, name.startsWith('REST'))).toBe('TENANT_NOT_FOUND');
    });
  }

  it('wrote no quote in any shop', async () => {
    expect(await quotesWithPhone(h.a.schemaName, '9830012121')).toBe(0);
    expect(await quotesWithPhone(h.b.schemaName, '9830012121')).toBe(0);
  });

  it('an unknown x-tenant-id on a bare host is refused too (no fallback)', async () => {
    const reply = await h.rest('GET', '/public/catalogue', on('localhost', 'nosuch'));
    expect(reply.status, reply.text).toBe(404);
  });
});

describe('public calls on a deactivated shop host', () => {
  beforeAll(async () => {
    await h.sql(`update master.tenants set status = 'inactive' where tenant_id = 'beta'`);
  });
  afterAll(async () => {
    await h.sql(`update master.tenants set status = 'active' where tenant_id = 'beta'`);
  });

  for (const [name, call] of Object.entries(
    publicCalls(() => on('beta.localhost'), '9830034343'),
  )) {
    it(`${name} → 403 TENANT_DISABLED`, async () => {
      const reply = await call();
      expect(reply.status, reply.text).toBe(403);
      expect(codeOf(reply, name.startsWith('REST'))).toBe('TENANT_DISABLED');
    });
  }

  it('wrote no quote', async () => {
    expect(await quotesWithPhone(h.b.schemaName, '9830034343')).toBe(0);
    expect(await quotesWithPhone(h.a.schemaName, '9830034343')).toBe(0);
  });
});

describe('bare and www hosts: the product site (DEFAULT_TENANT)', () => {
  for (const host of ['localhost', 'www.localhost']) {
    it(`${host} serves the default shop's public calls`, async () => {
      expect((await h.rest('GET', '/public/catalogue', on(host))).status).toBe(200);
      expect((await h.rest('GET', '/public/suggestions?demand=5000', on(host))).status).toBe(200);
      expect((await h.rest('GET', '/auth/shop-details', on(host))).status).toBe(200);
    });
  }

  it('a deactivated DEFAULT_TENANT is refused on the bare host as well', async () => {
    await h.sql(`update master.tenants set status = 'inactive' where tenant_id = 'alpha'`);
    try {
      const reply = await h.rest('POST', '/public/quote', {
        ...on('localhost'),
        body: { quoteData: quoteData('9830056565') },
      });
      expect(reply.status, reply.text).toBe(403);
      expect(await quotesWithPhone(h.a.schemaName, '9830056565')).toBe(0);
    } finally {
      await h.sql(`update master.tenants set status = 'active' where tenant_id = 'alpha'`);
    }
  });

  it('an active shop host works (the refusals above are about the shop, not the calls)', async () => {
    const reply = await h.rest('POST', '/public/quote', {
      ...on('beta.localhost'),
      body: { quoteData: quoteData('9830078787') },
    });
    expect(reply.status, reply.text).toBe(201);
    expect(await quotesWithPhone(h.b.schemaName, '9830078787')).toBe(1);
  });
});
