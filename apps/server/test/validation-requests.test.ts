// @engines pglite
// Validation only (refused before any SQL): one engine (docs/CONVENTIONS.md, Engines).
import { describe, expect, it } from 'vitest';
import { customerInput, expectCleanError, expectRestError } from './helpers';
import { BODY_LIMIT, expectTrpcBadInput, validationSuite } from './validation-fixtures';

/**
 * Bad list input, malformed and oversized bodies, unknown procedures and URLs: a 4xx with one
 * readable line, never a 500 or a stack trace.
 */
const suite = validationSuite();
const { asA } = suite;

describe('list input', () => {
  it('pageSize 7 is 400 naming the allowed sizes', async () => {
    const allowed = 'Page size must be one of 5, 10, 20, 30, 50, 100, 200, 500, 1000';
    expectTrpcBadInput(
      await suite.h.trpcQuery('tenant.customers.list', { pageSize: 7 }, asA()),
      `pageSize: ${allowed}`,
    );
    expectRestError(
      await suite.h.rest('GET', '/api/customer?pageSize=7', asA()),
      400,
      `pageSize: ${allowed}`,
    );
    expectRestError(await suite.h.rest('GET', '/api/customer?page=abc', asA()), 400, /^page: /);
    expectTrpcBadInput(
      await suite.h.trpcQuery('tenant.customers.list', { page: 0 }, asA()),
      /^page: /,
    );
  });

  it('an unknown sort field is 400 (no arbitrary column)', async () => {
    const reply = await suite.h.trpcQuery(
      'tenant.customers.list',
      { sort: { field: 'passwordHash', dir: 'asc' } },
      asA(),
    );
    expectTrpcBadInput(reply, /^sort\.field: /);
  });

  it('an absurd page number is answered, never a 500', async () => {
    const reply = await suite.h.trpcQuery(
      'tenant.customers.list',
      { page: Number.MAX_SAFE_INTEGER, pageSize: 1000 },
      asA(),
    );
    expectCleanError(reply, [200, 400]);
    expectCleanError(
      await suite.h.rest('GET', '/api/customer?page=99999999999999999999', asA()),
      400,
    );
  });

  it('tRPC input that is not JSON, or not an object, is 400', async () => {
    expectTrpcBadInput(
      await suite.h.inject('GET', '/trpc/tenant.customers.list?input=%7Bbad', asA()),
      /JSON/,
    );
    expectTrpcBadInput(
      await suite.h.trpcQuery('tenant.customers.list', 'text', asA()),
      /expected object/,
    );
    expectTrpcBadInput(
      await suite.h.trpcQuery('tenant.customers.get', null, asA()),
      /expected object/,
    );
  });
});

describe('malformed and oversized bodies', () => {
  const json = { 'content-type': 'application/json' };

  it('malformed JSON is 400: tRPC error shape on tRPC, {error} on REST', async () => {
    const trpc = await suite.h.inject('POST', '/trpc/tenant.customers.create', {
      ...asA(),
      rawBody: '{"name": ',
      headers: json,
    });
    expectTrpcBadInput(trpc, /JSON/);
    const rest = await suite.h.inject('POST', '/api/customer', {
      ...asA(),
      rawBody: '{"customers": [',
      headers: json,
    });
    expectRestError(rest, 400, /not valid JSON/);
    const login = await suite.h.inject('POST', '/auth/login', {
      tenant: 'alpha',
      rawBody: '{email:',
      headers: json,
    });
    expectRestError(login, 400, /not valid JSON/);
  });

  it(`a body over BODY_LIMIT_BYTES (${BODY_LIMIT}) is 413 with a readable message, on REST and tRPC`, async () => {
    const big = 'x'.repeat(BODY_LIMIT + 100);
    const rest = await suite.h.inject('POST', '/api/customer', {
      ...asA(),
      rawBody: JSON.stringify({ customers: [{ name: big }] }),
      headers: json,
    });
    expectRestError(rest, 413, 'Request body is too large');
    const trpc = await suite.h.inject('POST', '/trpc/tenant.customers.create', {
      ...asA(),
      rawBody: JSON.stringify({ name: big }),
      headers: json,
    });
    expectCleanError(trpc, 413);
    expect(trpc.text).toContain('Request body is too large');
    expect(await suite.h.customerRows(suite.h.a)).toEqual([]);
  });

  it('a valid body just under the limit still works', async () => {
    const reply = await suite.h.trpcMutation(
      'tenant.customers.create',
      customerInput('Fits', { address: 'y'.repeat(1000) }),
      asA(),
    );
    expect(reply.status, reply.text).toBe(200);
  });
});

describe('unknown procedures and methods', () => {
  it('an unknown tRPC path is 404, a mutation over GET is 4xx, an unknown URL is 404 {error}', async () => {
    expectTrpcBadInput(
      await suite.h.trpcQuery('tenant.customers.nope', {}, asA()),
      'No procedure found',
      404,
    );
    const get = await suite.h.trpcQuery('tenant.customers.create', customerInput('Via Get'), asA());
    expectCleanError(get, [400, 405]);
    expectRestError(await suite.h.rest('GET', '/api/nothing-here', asA()), 404, 'Not found');
    expectRestError(
      await suite.h.rest('POST', '/api/nothing-here', { ...asA(), body: {} }),
      404,
      'Not found',
    );
  });
});
