// @engines pglite
// The HTTP edge only (Origin checks): one engine (docs/CONVENTIONS.md, Engines).
import { describe, expect, it } from 'vitest';
import { customerInput, expectRestError, HOST, ownerSuite, trpcData } from './helpers';

/**
 * Every non-GET must come from the site itself: Origin matching the host (or
 * Sec-Fetch-Site: same-origin). Sibling tenant hosts are same-site, so SameSite=Lax is not enough.
 * These tests set the headers by hand; the harness default (a matching Origin) is overridden.
 */
const suite = ownerSuite();

const count = async () => (await suite.h.customerRows(suite.h.a)).length;
const body = (name: string) => JSON.stringify({ customers: [customerInput(name)] });

function post(url: string, headers: Record<string, string | undefined>, payload: string) {
  return suite.h.app.inject({
    method: 'POST',
    url,
    payload,
    headers: Object.fromEntries(
      Object.entries({
        host: HOST,
        'x-tenant-id': 'alpha',
        cookie: suite.cookie,
        'content-type': 'application/json',
        ...headers,
      }).filter(([, v]) => v !== undefined),
    ) as Record<string, string>,
  });
}

describe('cross-origin requests carrying a session cookie are refused', () => {
  it('REST POST /api/customer from http://evil.example is 403 and writes nothing', async () => {
    const before = await count();
    const reply = await post('/api/customer', { origin: 'http://evil.example' }, body('Forged'));
    expect(reply.statusCode, reply.body).toBe(403);
    expect(reply.json()).toEqual({
      error: 'Cross-origin request refused: this request must come from the site itself',
      code: 'CSRF_REJECTED',
    });
    expect(await count()).toBe(before);
  });

  it('a sibling tenant host is another origin too', async () => {
    const reply = await post(
      '/api/customer',
      { host: 'alpha.localhost', origin: 'http://beta.localhost' },
      body('Sibling'),
    );
    expect(reply.statusCode, reply.body).toBe(403);
    const sameHostOtherPort = await post(
      '/api/customer',
      { origin: `http://${HOST}:8080` },
      body('Port'),
    );
    expect(sameHostOtherPort.statusCode).toBe(403);
  });

  it('tRPC mutation from http://evil.example is 403 and writes nothing', async () => {
    const before = await count();
    const reply = await post(
      '/trpc/tenant.customers.create',
      { origin: 'http://evil.example' },
      JSON.stringify(customerInput('Forged')),
    );
    expect(reply.statusCode, reply.body).toBe(403);
    // On /trpc/* an edge refusal comes in tRPC's error envelope, with the app code (issue 14).
    expect(reply.json().error.data).toMatchObject({ appCode: 'CSRF_REJECTED', httpStatus: 403 });
    const logout = await post('/trpc/tenant.auth.logout', { origin: 'http://evil.example' }, '{}');
    expect(logout.statusCode).toBe(403);
    expect(await count()).toBe(before);
    // The session survived the forged logout.
    expect(
      (await suite.h.trpcQuery('tenant.auth.verifyUser', undefined, suite.asOwner())).status,
    ).toBe(200);
  });

  it('Origin: null and an unparsable Origin are refused', async () => {
    expect((await post('/api/customer', { origin: 'null' }, body('Null'))).statusCode).toBe(403);
    expect((await post('/api/customer', { origin: 'not a url' }, body('Junk'))).statusCode).toBe(
      403,
    );
  });

  it('sec-fetch-site: cross-site (or same-site) with a cookie and no Origin is refused', async () => {
    const before = await count();
    const rest = await post('/api/customer', { 'sec-fetch-site': 'cross-site' }, body('Fetch'));
    expect(rest.statusCode, rest.body).toBe(403);
    const trpc = await post(
      '/trpc/tenant.customers.create',
      { 'sec-fetch-site': 'cross-site' },
      JSON.stringify(customerInput('Fetch')),
    );
    expect(trpc.statusCode).toBe(403);
    const sibling = await post('/api/customer', { 'sec-fetch-site': 'same-site' }, body('Sibling'));
    expect(sibling.statusCode).toBe(403);
    expect(await count()).toBe(before);
  });

  it('a cookie with neither Origin nor Sec-Fetch-Site is refused', async () => {
    const reply = await post('/api/customer', {}, body('Bare'));
    expect(reply.statusCode, reply.body).toBe(403);
  });

  it('DELETE and PATCH are guarded as well', async () => {
    const del = await suite.h.app.inject({
      method: 'DELETE',
      url: '/api/customer/hard-delete/00000000-0000-4000-8000-000000000000',
      headers: {
        host: HOST,
        'x-tenant-id': 'alpha',
        cookie: suite.cookie,
        origin: 'http://evil.example',
      },
    });
    expect(del.statusCode).toBe(403);
    const patch = await suite.h.app.inject({
      method: 'PATCH',
      url: '/api/customer',
      payload: '{}',
      headers: {
        host: HOST,
        'x-tenant-id': 'alpha',
        cookie: suite.cookie,
        origin: 'http://evil.example',
        'content-type': 'application/json',
      },
    });
    expect(patch.statusCode).toBe(403);
  });
});

describe('the same requests from the site itself succeed', () => {
  it('REST POST with a matching Origin is 201', async () => {
    const before = await count();
    const reply = await post('/api/customer', { origin: `http://${HOST}` }, body('Genuine Rest'));
    expect(reply.statusCode, reply.body).toBe(201);
    expect(await count()).toBe(before + 1);
  });

  it('tRPC mutation with a matching Origin, or Sec-Fetch-Site: same-origin, is 200', async () => {
    const withOrigin = await post(
      '/trpc/tenant.customers.create',
      { origin: `http://${HOST}` },
      JSON.stringify(customerInput('Genuine One')),
    );
    expect(withOrigin.statusCode, withOrigin.body).toBe(200);
    const withFetchSite = await post(
      '/trpc/tenant.customers.create',
      { 'sec-fetch-site': 'same-origin' },
      JSON.stringify(customerInput('Genuine Two')),
    );
    expect(withFetchSite.statusCode, withFetchSite.body).toBe(200);
  });

  it('a tenant subdomain posting to itself is same-origin', async () => {
    const reply = await post(
      '/trpc/tenant.customers.create',
      {
        host: 'alpha.localhost:3000',
        origin: 'http://alpha.localhost:3000',
        'x-tenant-id': undefined,
      },
      JSON.stringify(customerInput('Subdomain')),
    );
    expect(reply.statusCode, reply.body).toBe(200);
  });

  it('a request with no cookie and no Origin (server-to-server client) is let through', async () => {
    const reply = await suite.h.app.inject({
      method: 'POST',
      url: '/auth/login',
      payload: JSON.stringify({ email: suite.h.a.owner.email, password: suite.h.a.owner.password }),
      headers: { host: HOST, 'x-tenant-id': 'alpha', 'content-type': 'application/json' },
    });
    expect(reply.statusCode, reply.body).toBe(200);
  });
});

describe('tRPC accepts JSON only', () => {
  it('a tRPC POST with content-type text/plain is 415, even from the right origin', async () => {
    const before = await count();
    const reply = await post(
      '/trpc/tenant.customers.create',
      { origin: `http://${HOST}`, 'content-type': 'text/plain' },
      JSON.stringify(customerInput('Plain')),
    );
    expect(reply.statusCode, reply.body).toBe(415);
    expect(reply.json().error).toMatchObject({
      message: 'Send tRPC requests as application/json',
      data: { code: 'UNSUPPORTED_MEDIA_TYPE', httpStatus: 415, appCode: 'UNSUPPORTED_MEDIA_TYPE' },
    });
    for (const type of [
      'application/x-www-form-urlencoded',
      'multipart/form-data; boundary=x',
      'application/octet-stream',
    ]) {
      const other = await post(
        '/trpc/tenant.customers.create',
        { origin: `http://${HOST}`, 'content-type': type },
        'name=x',
      );
      expect(other.statusCode, type).toBe(415);
    }
    expect(await count()).toBe(before);
  });

  it('a REST POST with text/plain is not read as JSON: 400 {error}, nothing written', async () => {
    const before = await count();
    const reply = await post(
      '/api/customer',
      { origin: `http://${HOST}`, 'content-type': 'text/plain' },
      body('Plain'),
    );
    expectRestError(
      { status: reply.statusCode, body: reply.json(), text: reply.body, raw: reply },
      400,
    );
    expect(await count()).toBe(before);
  });

  it('GET queries need no Origin', async () => {
    const reply = await suite.h.trpcQuery(
      'tenant.customers.list',
      { pageSize: 100 },
      suite.asOwner(),
    );
    expect(trpcData(reply).total).toBeGreaterThan(0);
  });
});
