import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GSTIN_ERRORS } from '@gst/domain';
import {
  customerInput,
  expectCleanError,
  expectRestError,
  startHarness,
  trpcError,
  type Harness,
  type Reply,
} from './helpers';

/**
 * Bad input is a 400-class answer with one readable line: never a 500, never a stack trace.
 * A built web app is present (WEB_DIST), as in production, because its static plugin changes
 * when Fastify binds routes to the error handler.
 */
let h: Harness;
let cookie: string;
let webDist: string;
const BODY_LIMIT = 2048;

beforeAll(async () => {
  webDist = mkdtempSync(join(tmpdir(), 'gst-web-'));
  writeFileSync(join(webDist, 'index.html'), '<!doctype html><title>GST</title>');
  h = await startHarness({ BODY_LIMIT_BYTES: String(BODY_LIMIT), WEB_DIST: webDist });
  cookie = await h.login(h.a);
});
afterAll(async () => {
  await h?.close();
  rmSync(webDist, { recursive: true, force: true });
});

const asA = () => ({ tenant: 'alpha', cookie });

/** A tRPC error reply: status, the readable message, and no internals. */
function expectTrpcBadInput(reply: Reply, message: string | RegExp, status = 400) {
  expectCleanError(reply, status);
  const error = trpcError(reply);
  expect(error.data.httpStatus).toBe(status);
  if (typeof message === 'string') expect(error.message).toContain(message);
  else expect(error.message).toMatch(message);
  expect(JSON.stringify(error.data)).not.toMatch(/stack/i);
}

describe('login input', () => {
  it('missing or invalid email is 400 with a field message (tRPC)', async () => {
    expectTrpcBadInput(
      await h.trpcMutation('tenant.auth.login', { password: 'whatever-123' }, { tenant: 'alpha' }),
      /^email: /,
    );
    const invalid = await h.trpcMutation(
      'tenant.auth.login',
      { email: 'not-an-email', password: 'whatever-123' },
      { tenant: 'alpha' },
    );
    expectTrpcBadInput(invalid, 'email: Enter a valid email address');
    expect(trpcError(invalid).data).toMatchObject({
      fieldErrors: { email: ['Enter a valid email address'] },
    });
    expectTrpcBadInput(
      await h.trpcMutation('master.auth.login', { email: 'x@y', password: '' }),
      /email: Enter a valid email address; password: Password is required/,
    );
  });

  it('missing or invalid email is 400 {error} (REST)', async () => {
    expectRestError(
      await h.rest('POST', '/auth/login', {
        tenant: 'alpha',
        body: { email: 'nope', password: 'x' },
      }),
      400,
      'email: Enter a valid email address',
    );
    expectRestError(
      await h.rest('POST', '/auth/login', { tenant: 'alpha' }),
      400,
      /expected object/,
    );
    expectRestError(
      await h.rest('POST', '/master/auth/login', { body: { password: 'x' } }),
      400,
      /^email: /,
    );
  });
});

describe('customer input', () => {
  it('an invalid GSTIN is refused with the domain message, on tRPC and REST', async () => {
    const bad = '19AAHFS5678Q1Z2'; // the demo shop's GSTIN with the check character changed
    expectTrpcBadInput(
      await h.trpcMutation(
        'tenant.customers.create',
        customerInput('Bad Gstin', { gstin: bad }),
        asA(),
      ),
      `gstin: ${GSTIN_ERRORS.checkCharacter}`,
    );
    expectTrpcBadInput(
      await h.trpcMutation(
        'tenant.customers.create',
        customerInput('Short Gstin', { gstin: '19AAH' }),
        asA(),
      ),
      GSTIN_ERRORS.length,
    );
    const rest = await h.rest('POST', '/api/customer', {
      ...asA(),
      body: { customers: [customerInput('Bad Gstin', { gstin: bad })] },
    });
    expectRestError(rest, 400, `gstin: ${GSTIN_ERRORS.checkCharacter}`);
    expect(await h.customerRows(h.a)).toEqual([]);
  });

  it('an unknown state code is refused', async () => {
    expectTrpcBadInput(
      await h.trpcMutation(
        'tenant.customers.create',
        customerInput('Nowhere', { stateCode: 42 }),
        asA(),
      ),
      'stateCode: Unknown state code',
    );
    expectTrpcBadInput(
      await h.trpcMutation(
        'tenant.customers.create',
        customerInput('Nowhere', { stateCode: 'WB' }),
        asA(),
      ),
      /^stateCode: /,
    );
    const rest = await h.rest('POST', '/api/customer', {
      ...asA(),
      body: { customers: [customerInput('Nowhere', { stateCode: 0 })] },
    });
    expectRestError(rest, 400, 'Unknown state code');
  });

  it('a missing name, an over-long name and a bad e-mail are refused', async () => {
    expectTrpcBadInput(
      await h.trpcMutation(
        'tenant.customers.create',
        { ...customerInput('x'), name: '   ' },
        asA(),
      ),
      'name: Name is required',
    );
    expectTrpcBadInput(
      await h.trpcMutation('tenant.customers.create', { name: 'x'.repeat(201) }, asA()),
      /^name: /,
    );
    expectTrpcBadInput(
      await h.trpcMutation('tenant.customers.create', { name: 'Mail', email: 'mail@' }, asA()),
      'email: Enter a valid email address',
    );
  });

  it('bulk import is all or nothing: one bad row writes no row', async () => {
    const rows = [
      customerInput('Good One'),
      customerInput('Bad Row', { gstin: '19AAHFS5678Q1Z2' }),
      customerInput('Good Two'),
    ];
    // The import answers with a per-row report (sheet row numbers: header = row 1).
    const rejected = await h.rest('POST', '/api/customer', { ...asA(), body: { customers: rows } });
    expectCleanError(rejected, 400);
    expect(rejected.body.error).toMatch(
      /^1 row has problems; nothing was imported\. Row 3: gstin: /,
    );
    expect(rejected.body.details.rows).toEqual([
      { row: 3, reason: 'gstin: GSTIN check character is wrong' },
    ]);
    expectRestError(
      await h.rest('POST', '/api/customer', { ...asA(), body: { customers: [] } }),
      400,
      'No Customers to submit',
    );
    expect(await h.customerRows(h.a)).toEqual([]);
  });

  it('a non-uuid id is 400, not a database error', async () => {
    expectTrpcBadInput(
      await h.trpcQuery('tenant.customers.get', { id: 'abc' }, asA()),
      'id: Invalid id',
    );
    expectTrpcBadInput(
      await h.trpcMutation('tenant.customers.delete', { id: "1' or '1'='1" }, asA()),
      'id: Invalid id',
    );
    expectTrpcBadInput(
      await h.trpcMutation('tenant.customers.update', { id: 42, name: 'x' }, asA()),
      /^id: /,
    );
    expectRestError(
      await h.rest('GET', '/api/customer?customerId=abc', asA()),
      400,
      'id: Invalid id',
    );
    expectRestError(
      await h.rest('DELETE', '/api/customer/hard-delete/abc', asA()),
      400,
      'id: Invalid id',
    );
    expectRestError(
      await h.rest('PATCH', '/api/customer', {
        ...asA(),
        body: { customers: [{ _id: 'abc', name: 'x' }] },
      }),
      400,
      'id: Invalid id',
    );
    expectRestError(
      await h.rest('PATCH', '/api/customer', { ...asA(), body: {} }),
      400,
      'Send exactly one customer to update',
    );
  });
});

describe('text the database cannot store', () => {
  const NUL = 'Text contains a character that cannot be stored (such as a NUL byte)';

  it('a NUL byte in a name or a search is 400, not a 500 (tRPC and REST)', async () => {
    const create = await h.trpcMutation(
      'tenant.customers.create',
      { name: 'Null\u0000Byte' },
      asA(),
    );
    expectTrpcBadInput(create, NUL);
    // Every code in the reply agrees: not INTERNAL_SERVER_ERROR beside httpStatus 400.
    expect(trpcError(create)).toMatchObject({
      code: -32600,
      data: { code: 'BAD_REQUEST', appCode: 'BAD_REQUEST', httpStatus: 400 },
    });
    expectTrpcBadInput(
      await h.trpcQuery('tenant.customers.list', { search: 'a\u0000b' }, asA()),
      NUL,
    );
    expectRestError(await h.rest('GET', '/api/customer?search=%00', asA()), 400, NUL);
    expectRestError(
      await h.rest('POST', '/api/customer', {
        ...asA(),
        body: { customers: [{ name: 'x', address: '\u0000' }] },
      }),
      400,
      NUL,
    );
    expect(await h.customerRows(h.a)).toEqual([]);
  });
});

describe('list input', () => {
  it('pageSize 7 is 400 naming the allowed sizes', async () => {
    const allowed = 'Page size must be one of 5, 10, 20, 30, 50, 100, 200, 500, 1000';
    expectTrpcBadInput(
      await h.trpcQuery('tenant.customers.list', { pageSize: 7 }, asA()),
      `pageSize: ${allowed}`,
    );
    expectRestError(
      await h.rest('GET', '/api/customer?pageSize=7', asA()),
      400,
      `pageSize: ${allowed}`,
    );
    expectRestError(await h.rest('GET', '/api/customer?page=abc', asA()), 400, /^page: /);
    expectTrpcBadInput(await h.trpcQuery('tenant.customers.list', { page: 0 }, asA()), /^page: /);
  });

  it('an unknown sort field is 400 (no arbitrary column)', async () => {
    const reply = await h.trpcQuery(
      'tenant.customers.list',
      { sort: { field: 'passwordHash', dir: 'asc' } },
      asA(),
    );
    expectTrpcBadInput(reply, /^sort\.field: /);
  });

  it('an absurd page number is answered, never a 500', async () => {
    const reply = await h.trpcQuery(
      'tenant.customers.list',
      { page: Number.MAX_SAFE_INTEGER, pageSize: 1000 },
      asA(),
    );
    expectCleanError(reply, [200, 400]);
    expectCleanError(await h.rest('GET', '/api/customer?page=99999999999999999999', asA()), 400);
  });

  it('tRPC input that is not JSON, or not an object, is 400', async () => {
    expectTrpcBadInput(
      await h.inject('GET', '/trpc/tenant.customers.list?input=%7Bbad', asA()),
      /JSON/,
    );
    expectTrpcBadInput(
      await h.trpcQuery('tenant.customers.list', 'text', asA()),
      /expected object/,
    );
    expectTrpcBadInput(await h.trpcQuery('tenant.customers.get', null, asA()), /expected object/);
  });
});

describe('malformed and oversized bodies', () => {
  const json = { 'content-type': 'application/json' };

  it('malformed JSON is 400: tRPC error shape on tRPC, {error} on REST', async () => {
    const trpc = await h.inject('POST', '/trpc/tenant.customers.create', {
      ...asA(),
      rawBody: '{"name": ',
      headers: json,
    });
    expectTrpcBadInput(trpc, /JSON/);
    const rest = await h.inject('POST', '/api/customer', {
      ...asA(),
      rawBody: '{"customers": [',
      headers: json,
    });
    expectRestError(rest, 400, /not valid JSON/);
    const login = await h.inject('POST', '/auth/login', {
      tenant: 'alpha',
      rawBody: '{email:',
      headers: json,
    });
    expectRestError(login, 400, /not valid JSON/);
  });

  it(`a body over BODY_LIMIT_BYTES (${BODY_LIMIT}) is 413 with a readable message, on REST and tRPC`, async () => {
    const big = 'x'.repeat(BODY_LIMIT + 100);
    const rest = await h.inject('POST', '/api/customer', {
      ...asA(),
      rawBody: JSON.stringify({ customers: [{ name: big }] }),
      headers: json,
    });
    expectRestError(rest, 413, 'Request body is too large');
    const trpc = await h.inject('POST', '/trpc/tenant.customers.create', {
      ...asA(),
      rawBody: JSON.stringify({ name: big }),
      headers: json,
    });
    expectCleanError(trpc, 413);
    expect(trpc.text).toContain('Request body is too large');
    expect(await h.customerRows(h.a)).toEqual([]);
  });

  it('a valid body just under the limit still works', async () => {
    const reply = await h.trpcMutation(
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
      await h.trpcQuery('tenant.customers.nope', {}, asA()),
      'No procedure found',
      404,
    );
    const get = await h.trpcQuery('tenant.customers.create', customerInput('Via Get'), asA());
    expectCleanError(get, [400, 405]);
    expectRestError(await h.rest('GET', '/api/nothing-here', asA()), 404, 'Not found');
    expectRestError(
      await h.rest('POST', '/api/nothing-here', { ...asA(), body: {} }),
      404,
      'Not found',
    );
  });
});
