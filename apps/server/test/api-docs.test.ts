// @engines pglite
// The HTTP edge only (the docs page and its OpenAPI): one engine (docs/CONVENTIONS.md, Engines).
import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { EXAMPLE_IDS, REST_ROUTES, undocumentedWrites, type RestRoute } from '@gst/api/rest';
import { seedBilling } from './billing-fixtures';
import { startHarness, trpcData, type Harness } from './helpers';

/**
 * /api/docs: an interactive reference (Swagger UI) served by the app itself, drawing
 * /api/openapi.json, whose tenant routes accept an API key so the page's Authorize box and
 * "Try it out" work against the shop's own host.
 */
let h: Harness;
let page: Awaited<ReturnType<Harness['rest']>>;

beforeAll(async () => {
  h = await startHarness();
  page = await h.rest('GET', '/api/docs');
});
afterAll(async () => h?.close());

/** Every src= and href= of the page. */
function references(html: string): string[] {
  return [...html.matchAll(/\s(?:src|href)="([^"]*)"/g)].map((m) => m[1] ?? '');
}

type Operation = {
  security?: Record<string, string[]>[];
  parameters: { name: string; in: string; required: boolean }[];
  requestBody?: { content: { 'application/json': { example?: unknown } } };
  responses: Record<string, { content?: { 'application/json': { example?: unknown } } }>;
};

async function openApi(host = 'localhost') {
  const reply = await h.rest('GET', '/api/openapi.json', { host });
  expect(reply.status).toBe(200);
  return reply.body as {
    components: { securitySchemes: Record<string, Record<string, string>> };
    paths: Record<string, Record<string, Operation>>;
    servers: { url: string }[];
  };
}

const pathOf = (url: string) => url.replace(/:([A-Za-z]+)/g, '{$1}');

describe('the page', () => {
  it('is HTML that loads the renderer from this server only, with no inline script', () => {
    expect(page.status).toBe(200);
    expect(page.raw.headers['content-type']).toMatch(/^text\/html/);
    const refs = references(page.text);
    expect(refs.length).toBeGreaterThanOrEqual(4);
    for (const ref of refs) {
      // Same origin: a path on this host, never another host or a protocol-relative URL.
      expect(ref, ref).toMatch(/^\/(?!\/)/);
    }
    expect(refs.some((r) => r.endsWith('/swagger-ui-bundle.js'))).toBe(true);
    expect(refs.some((r) => r.endsWith('/swagger-ui.css'))).toBe(true);
    for (const script of page.text.match(/<script\b[^>]*>/g) ?? []) {
      expect(script, 'scripts are files, so the CSP needs no unsafe-inline').toMatch(/\ssrc="/);
    }
    expect(page.text).not.toMatch(/https?:\/\//);
  });

  it("keeps the app's security headers: script-src 'self', no framing by others", () => {
    const csp = String(page.raw.headers['content-security-policy']);
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toContain('unsafe-eval');
    expect(csp).toContain("frame-ancestors 'self'");
    expect(page.raw.headers['x-content-type-options']).toBe('nosniff');
  });

  it('its scripts and stylesheets load with JS/CSS types, cached for good, gzipped on request', async () => {
    const refs = references(page.text).filter((r) => r.startsWith('/api/docs/assets/'));
    expect(refs.length).toBe(4);
    for (const ref of refs) {
      const plain = await h.rest('GET', ref);
      expect(plain.status, ref).toBe(200);
      const type = String(plain.raw.headers['content-type']);
      expect(type, ref).toMatch(ref.endsWith('.js') ? /^text\/javascript/ : /^text\/css/);
      expect(plain.raw.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(plain.raw.headers['content-encoding']).toBeUndefined();
      expect(plain.text.length, ref).toBeGreaterThan(50);

      const zipped = await h.inject('GET', ref, { headers: { 'accept-encoding': 'gzip, br' } });
      expect(zipped.raw.headers['content-encoding']).toBe('gzip');
      expect(gunzipSync(zipped.raw.rawPayload).toString('utf8')).toBe(plain.text);
    }
    const bundle = await h.rest('GET', refs.find((r) => r.endsWith('swagger-ui-bundle.js')) ?? '');
    expect(bundle.text).toContain('SwaggerUIBundle');
    const start = await h.rest('GET', refs.find((r) => r.endsWith('docs.js')) ?? '');
    expect(start.text).toContain("url: '/api/openapi.json'");
  });

  it('serves nothing else from the package: unknown files, other versions, traversal are 404', async () => {
    const bundle = references(page.text).find((r) => r.endsWith('swagger-ui-bundle.js')) ?? '';
    const prefix = bundle.slice(0, bundle.lastIndexOf('/'));
    for (const url of [
      `${prefix}/package.json`,
      `${prefix}/index.html`,
      `${prefix}/..%2Fpackage.json`,
      `${prefix}/toString`,
      '/api/docs/assets/0.0.1/swagger-ui-bundle.js',
    ]) {
      const reply = await h.rest('GET', url);
      expect(reply.status, url).toBe(404);
      expect(reply.body, url).toMatchObject({ error: 'Not found' });
    }
  });
});

describe('the OpenAPI document behind it', () => {
  it('declares the API key as an HTTP bearer scheme (the Authorization header the REST adapter reads)', async () => {
    const doc = await openApi();
    expect(doc.components.securitySchemes.apiKey).toMatchObject({
      type: 'http',
      scheme: 'bearer',
    });
  });

  it('every tenant /api/ route accepts the API key; no other route claims it', async () => {
    const doc = await openApi();
    let tenantRoutes = 0;
    for (const route of REST_ROUTES) {
      const op = doc.paths[pathOf(route.url)]?.[route.method.toLowerCase()];
      expect(op, `${route.method} ${route.url}`).toBeDefined();
      const usesKey = (op?.security ?? []).some((s) => 'apiKey' in s);
      const isTenantApi = route.scope === 'tenant' && route.url.startsWith('/api/');
      expect(usesKey, `${route.method} ${route.url}`).toBe(isTenantApi);
      if (isTenantApi) tenantRoutes += 1;
      // On the shop's own host the tenant comes from the host: the header is optional.
      const tenantHeader = op?.parameters.find((p) => p.name === 'x-tenant-id');
      if (route.scope !== 'master') expect(tenantHeader?.required).toBe(false);
    }
    expect(tenantRoutes).toBeGreaterThan(50);
  });

  it("carries every route's request and response examples, and an {error} example for each failure", async () => {
    const doc = await openApi();
    const withExamples = REST_ROUTES.filter((r) => r.examples);
    expect(withExamples.length).toBeGreaterThan(5);
    for (const route of withExamples) {
      const op = doc.paths[pathOf(route.url)]?.[route.method.toLowerCase()];
      if (route.examples?.request !== undefined)
        expect(op?.requestBody?.content['application/json'].example).toEqual(
          route.examples.request,
        );
      if (route.examples?.response !== undefined)
        expect(op?.responses['200']?.content?.['application/json'].example).toEqual(
          route.examples.response,
        );
    }
    for (const route of REST_ROUTES) {
      const op = doc.paths[pathOf(route.url)]?.[route.method.toLowerCase()];
      for (const status of ['400', '401', '403', '404'])
        expect(op?.responses[status]?.content?.['application/json'].example).toMatchObject({
          error: expect.any(String),
        });
    }
  });

  it("names the shop's own host as the server, so Try it out calls it", async () => {
    const doc = await openApi('alpha.localhost');
    expect(doc.servers).toEqual([{ url: 'http://alpha.localhost' }]);
  });
});

describe('a call as the page makes it', () => {
  it("a real key on the shop's host, with no x-tenant-id, succeeds; another shop's host refuses it", async () => {
    const cookie = await h.login(h.a);
    const { key } = trpcData(
      await h.trpcMutation(
        'tenant.apiKeys.create',
        {
          name: 'Docs page',
          permissionSets: [{ page: 'manage-customer', permissions: { view: true } }],
        },
        { tenant: 'alpha', cookie },
      ),
    );
    // What Swagger UI sends from http://alpha.localhost/api/docs after Authorize.
    const asPage = (host: string) => ({
      host,
      tenant: null,
      headers: {
        authorization: `Bearer ${key}`,
        referer: `http://${host}/api/docs`,
        'sec-fetch-site': 'same-origin',
      },
    });
    const ok = await h.rest('GET', '/api/customer?page=1&pageSize=5', asPage('alpha.localhost'));
    expect(ok.status).toBe(200);
    expect(ok.body).toMatchObject({ message: expect.any(String), data: expect.any(Array) });

    const elsewhere = await h.rest('GET', '/api/customer', asPage('beta.localhost'));
    expect(elsewhere.status).toBe(401);
  });
});

/** The request example of `METHOD url`, its example ids swapped for `ids`' real ones. */
function exampleOf(
  method: string,
  url: string,
  ids: Partial<Record<keyof typeof EXAMPLE_IDS, string>>,
) {
  const route = REST_ROUTES.find((r) => r.method === method && r.url === url);
  let text = JSON.stringify(route?.examples?.request);
  for (const [name, id] of Object.entries(ids))
    text = text.replaceAll(EXAMPLE_IDS[name as keyof typeof EXAMPLE_IDS], id);
  return JSON.parse(text) as Record<string, unknown>;
}

describe('every write documents its body (issue 29, item 11)', () => {
  it('every POST and PATCH has a body schema and an example that schema accepts', async () => {
    expect(undocumentedWrites(REST_ROUTES)).toEqual([]);
    const doc = await openApi();
    for (const route of REST_ROUTES.filter((r) => r.method !== 'GET' && r.body)) {
      const body = doc.paths[pathOf(route.url)]?.[route.method.toLowerCase()]?.requestBody;
      const json = body?.content['application/json'] as { schema?: object; example?: unknown };
      expect(
        Object.keys(json?.schema ?? {}).length,
        `${route.method} ${route.url}`,
      ).toBeGreaterThan(0);
      expect(json?.example, `${route.method} ${route.url}`).toBeDefined();
    }
  });

  it('the check fails for a write without a body, without an example, or with a wrong example', () => {
    const handler = () => Promise.resolve({ body: {} });
    const base = { scope: 'tenant', tag: 'Fixture', summary: 'fixture', handler } as const;
    const fixtures: RestRoute[] = [
      { ...base, method: 'POST', url: '/api/fixture/none' },
      {
        ...base,
        method: 'PATCH',
        url: '/api/fixture/no-example',
        body: z.object({ a: z.string() }),
      },
      {
        ...base,
        method: 'POST',
        url: '/api/fixture/wrong',
        body: z.object({ a: z.string() }),
        examples: { request: { a: 1 } },
      },
      { ...base, method: 'POST', url: '/api/fixture/logout', noBody: true },
      { ...base, method: 'DELETE', url: '/api/fixture/:id' },
    ];
    expect(undocumentedWrites(fixtures)).toEqual([
      'POST /api/fixture/none: no body schema',
      'POST /api/fixture/none: no request example',
      'PATCH /api/fixture/no-example: no request example',
      expect.stringMatching(/^POST \/api\/fixture\/wrong: its example does not pass its schema/),
    ]);
  });

  it('the bill examples, sent as they are to a shop, are accepted', async () => {
    const fx = await seedBilling(h, h.a);
    const as = { tenant: 'alpha', cookie: await h.login(h.a) };
    const ids = { customer: fx.local.id, product: fx.battery.id };
    const send = async (method: 'POST' | 'PATCH', url: string, more = {}) => {
      const reply = await h.rest(method, url, {
        ...as,
        body: exampleOf(method, url, { ...ids, ...more }),
      });
      expect(reply.status, `${method} ${url}: ${reply.text}`).toBe(method === 'POST' ? 201 : 200);
      return reply.body.data as { id: string; vehicleNumber?: string; lines: { id: string }[] };
    };
    const invoice = await send('POST', '/api/invoice');
    const patched = await send('PATCH', '/api/invoice', { invoice: invoice.id });
    expect(patched.vehicleNumber).toBe('WB02CD5678');
    await send('POST', '/api/payment', { invoice: invoice.id });
    // Issue 34: the share link example names the invoice.
    await send('POST', '/api/share-links', { invoice: invoice.id });
    const invoiceLine = patched.lines[0]?.id ?? '';
    const credit = await send('POST', '/api/credit-note', { invoiceLine });
    await send('PATCH', '/api/credit-note', { invoiceLine, creditNote: credit.id });
    await send('POST', '/api/debit-note', { invoiceLine });
    const quote = await send('POST', '/api/loose-quote');
    await send('PATCH', '/api/loose-quote', { quote: quote.id });
    // Issue 34: a recurring invoice profile (the battery: a product without serial numbers).
    const recurring = await send('POST', '/api/recurring-invoices');
    const changed = await h.rest('PATCH', `/api/recurring-invoices/${recurring.id}`, {
      ...as,
      body: exampleOf('PATCH', '/api/recurring-invoices/:id', ids),
    });
    expect(changed.status, changed.text).toBe(200);
  });
});
