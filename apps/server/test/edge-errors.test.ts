// @engines pglite
// The HTTP edge only (error envelopes): one engine (docs/CONVENTIONS.md, Engines).
import { describe, expect, it } from 'vitest';
import type { Reply } from './helpers';
import { BODY_LIMIT, validationSuite } from './validation-fixtures';

/**
 * Every reply made at the edge, before any procedure runs, goes through the error taxonomy
 * (issue 14): each has its own code, REST paths answer `{error, code}` and /trpc/* paths answer
 * tRPC's error envelope with `data.code` (the tRPC key), `data.httpStatus` and `data.appCode`.
 */
const suite = validationSuite();
const { asA } = suite;
const json = { 'content-type': 'application/json' };

function expectRest(reply: Reply, status: number, code: string) {
  expect(reply.status, reply.text).toBe(status);
  const body = reply.body;
  expect(body.code).toBe(code);
  expect(typeof body.error).toBe('string');
  expect(body.error.length).toBeGreaterThan(0);
}

function expectTrpc(reply: Reply, status: number, appCode: string, trpcKey: string) {
  expect(reply.status, reply.text).toBe(status);
  const { error } = reply.body;
  expect(typeof error.message).toBe('string');
  expect(typeof error.code).toBe('number');
  expect(error.data).toMatchObject({ code: trpcKey, httpStatus: status, appCode });
}

describe('edge replies carry their own code', () => {
  it('an unknown API URL is 404 ROUTE_NOT_FOUND on REST and on tRPC paths', async () => {
    expectRest(await suite.h.rest('GET', '/api/nothing-here', asA()), 404, 'ROUTE_NOT_FOUND');
    expectRest(
      await suite.h.rest('DELETE', '/api/customer/no/such/path', asA()),
      404,
      'ROUTE_NOT_FOUND',
    );
    expectRest(await suite.h.inject('GET', '/trpc', asA()), 404, 'ROUTE_NOT_FOUND');
  });

  it('a body over the limit is 413 PAYLOAD_TOO_LARGE on REST and tRPC', async () => {
    const big = 'x'.repeat(BODY_LIMIT + 100);
    const rest = await suite.h.inject('POST', '/api/customer', {
      ...asA(),
      rawBody: JSON.stringify({ customers: [{ name: big }] }),
      headers: json,
    });
    expectRest(rest, 413, 'PAYLOAD_TOO_LARGE');
    const trpc = await suite.h.inject('POST', '/trpc/tenant.customers.create', {
      ...asA(),
      rawBody: JSON.stringify({ name: big }),
      headers: json,
    });
    expect(trpc.status).toBe(413);
    expect(trpc.text).toContain('Request body is too large');
  });

  it('a tRPC POST that is not JSON is 415 UNSUPPORTED_MEDIA_TYPE in the tRPC envelope', async () => {
    const reply = await suite.h.inject('POST', '/trpc/tenant.customers.create', {
      ...asA(),
      rawBody: 'name=x',
      headers: { 'content-type': 'text/plain' },
    });
    expectTrpc(reply, 415, 'UNSUPPORTED_MEDIA_TYPE', 'UNSUPPORTED_MEDIA_TYPE');
  });

  it('a REST body of a media type no parser takes is 415 UNSUPPORTED_MEDIA_TYPE', async () => {
    const reply = await suite.h.inject('POST', '/api/customer', {
      ...asA(),
      rawBody: '<customers/>',
      headers: { 'content-type': 'application/xml' },
    });
    expectRest(reply, 415, 'UNSUPPORTED_MEDIA_TYPE');
  });

  it('a cross-origin write is 403 CSRF_REJECTED on REST and tRPC', async () => {
    const headers = { ...json, origin: 'http://evil.example' };
    const rest = await suite.h.inject('POST', '/api/customer', {
      ...asA(),
      rawBody: JSON.stringify({ customers: [{ name: 'Forged' }] }),
      headers,
    });
    expectRest(rest, 403, 'CSRF_REJECTED');
    const trpc = await suite.h.inject('POST', '/trpc/tenant.customers.create', {
      ...asA(),
      rawBody: JSON.stringify({ name: 'Forged' }),
      headers,
    });
    expectTrpc(trpc, 403, 'CSRF_REJECTED', 'FORBIDDEN');
  });

  it('a URL with broken percent-encoding is 400 BAD_REQUEST without echoing the URL', async () => {
    const long = '9'.repeat(5000);
    const reply = await suite.h.rest('GET', `/api/user/%ED%A0%80?page=${long}`, asA());
    expectRest(reply, 400, 'BAD_REQUEST');
    expect(reply.body.error).toBe('The URL is not valid: check its percent-encoding');
    const trpc = await suite.h.rest('GET', `/trpc/tenant.users.get%FF?input=${long}`, asA());
    expectTrpc(trpc, 400, 'BAD_REQUEST', 'BAD_REQUEST');
    expect(trpc.body.error.message.length).toBeLessThan(100);
  });

  it('malformed JSON on REST is 400 BAD_REQUEST with a readable message', async () => {
    const reply = await suite.h.inject('POST', '/api/customer', {
      ...asA(),
      rawBody: '{"customers": [',
      headers: json,
    });
    expectRest(reply, 400, 'BAD_REQUEST');
  });

  it('a client-side route still loads the web app', async () => {
    const reply = await suite.h.inject('GET', '/admin/dashboard', asA());
    expect(reply.status).toBe(200);
    expect(reply.text).toContain('<title>GST</title>');
  });
});
