// @engines pglite
// Validation only (refused before any SQL): one engine (docs/CONVENTIONS.md, Engines).
import { describe, expect, it } from 'vitest';
import { GSTIN_ERRORS } from '@gst/domain';
import { customerInput, expectCleanError, expectRestError, trpcError } from './helpers';
import { expectTrpcBadInput, validationSuite } from './validation-fixtures';

/**
 * Bad login and customer input, and text the database cannot store: a 400 with one readable
 * line. Lists, bodies and unknown routes: validation-requests.test.ts.
 */
const suite = validationSuite();
const { asA } = suite;

describe('login input', () => {
  it('missing or invalid email is 400 with a field message (tRPC)', async () => {
    expectTrpcBadInput(
      await suite.h.trpcMutation(
        'tenant.auth.login',
        { password: 'whatever-123' },
        { tenant: 'alpha' },
      ),
      /^email: /,
    );
    const invalid = await suite.h.trpcMutation(
      'tenant.auth.login',
      { email: 'not-an-email', password: 'whatever-123' },
      { tenant: 'alpha' },
    );
    expectTrpcBadInput(invalid, 'email: Enter a valid email address');
    expect(trpcError(invalid).data).toMatchObject({
      fieldErrors: { email: ['Enter a valid email address'] },
    });
    expectTrpcBadInput(
      await suite.h.trpcMutation('master.auth.login', { email: 'x@y', password: '' }),
      /email: Enter a valid email address; password: Password is required/,
    );
  });

  it('missing or invalid email is 400 {error} (REST)', async () => {
    expectRestError(
      await suite.h.rest('POST', '/auth/login', {
        tenant: 'alpha',
        body: { email: 'nope', password: 'x' },
      }),
      400,
      'email: Enter a valid email address',
    );
    expectRestError(
      await suite.h.rest('POST', '/auth/login', { tenant: 'alpha' }),
      400,
      /expected object/,
    );
    expectRestError(
      await suite.h.rest('POST', '/master/auth/login', { body: { password: 'x' } }),
      400,
      /^email: /,
    );
  });
});

describe('customer input', () => {
  it('an invalid GSTIN is refused with the domain message, on tRPC and REST', async () => {
    const bad = '19AAHFS5678Q1Z2'; // the demo shop's GSTIN with the check character changed
    expectTrpcBadInput(
      await suite.h.trpcMutation(
        'tenant.customers.create',
        customerInput('Bad Gstin', { gstin: bad }),
        asA(),
      ),
      `gstin: ${GSTIN_ERRORS.checkCharacter}`,
    );
    expectTrpcBadInput(
      await suite.h.trpcMutation(
        'tenant.customers.create',
        customerInput('Short Gstin', { gstin: '19AAH' }),
        asA(),
      ),
      GSTIN_ERRORS.length,
    );
    const rest = await suite.h.rest('POST', '/api/customer', {
      ...asA(),
      body: { customers: [customerInput('Bad Gstin', { gstin: bad })] },
    });
    expectRestError(rest, 400, `gstin: ${GSTIN_ERRORS.checkCharacter}`);
    expect(await suite.h.customerRows(suite.h.a)).toEqual([]);
  });

  it('an unknown state code is refused', async () => {
    expectTrpcBadInput(
      await suite.h.trpcMutation(
        'tenant.customers.create',
        customerInput('Nowhere', { stateCode: 42 }),
        asA(),
      ),
      'stateCode: Unknown state code',
    );
    expectTrpcBadInput(
      await suite.h.trpcMutation(
        'tenant.customers.create',
        customerInput('Nowhere', { stateCode: 'WB' }),
        asA(),
      ),
      /^stateCode: /,
    );
    const rest = await suite.h.rest('POST', '/api/customer', {
      ...asA(),
      body: { customers: [customerInput('Nowhere', { stateCode: 0 })] },
    });
    expectRestError(rest, 400, 'Unknown state code');
  });

  it('a missing name, an over-long name and a bad e-mail are refused', async () => {
    expectTrpcBadInput(
      await suite.h.trpcMutation(
        'tenant.customers.create',
        { ...customerInput('x'), name: '   ' },
        asA(),
      ),
      'name: Name is required',
    );
    expectTrpcBadInput(
      await suite.h.trpcMutation('tenant.customers.create', { name: 'x'.repeat(201) }, asA()),
      /^name: /,
    );
    expectTrpcBadInput(
      await suite.h.trpcMutation(
        'tenant.customers.create',
        { name: 'Mail', email: 'mail@' },
        asA(),
      ),
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
    const rejected = await suite.h.rest('POST', '/api/customer', {
      ...asA(),
      body: { customers: rows },
    });
    expectCleanError(rejected, 400);
    expect(rejected.body.error).toMatch(
      /^1 row has problems; nothing was imported\. Row 3: gstin: /,
    );
    expect(rejected.body.details.rows).toEqual([
      { row: 3, reason: 'gstin: GSTIN check character is wrong' },
    ]);
    expectRestError(
      await suite.h.rest('POST', '/api/customer', { ...asA(), body: { customers: [] } }),
      400,
      'No Customers to submit',
    );
    expect(await suite.h.customerRows(suite.h.a)).toEqual([]);
  });

  it('a non-uuid id is 400, not a database error', async () => {
    expectTrpcBadInput(
      await suite.h.trpcQuery('tenant.customers.get', { id: 'abc' }, asA()),
      'id: Invalid id',
    );
    expectTrpcBadInput(
      await suite.h.trpcMutation('tenant.customers.delete', { id: "1' or '1'='1" }, asA()),
      'id: Invalid id',
    );
    expectTrpcBadInput(
      await suite.h.trpcMutation('tenant.customers.update', { id: 42, name: 'x' }, asA()),
      /^id: /,
    );
    expectRestError(
      await suite.h.rest('GET', '/api/customer?customerId=abc', asA()),
      400,
      'id: Invalid id',
    );
    expectRestError(
      await suite.h.rest('DELETE', '/api/customer/hard-delete/abc', asA()),
      400,
      'id: Invalid id',
    );
    expectRestError(
      await suite.h.rest('PATCH', '/api/customer', {
        ...asA(),
        body: { customers: [{ _id: 'abc', name: 'x' }] },
      }),
      400,
      'id: Invalid id',
    );
    expectRestError(
      await suite.h.rest('PATCH', '/api/customer', { ...asA(), body: {} }),
      400,
      'Send exactly one customer to update',
    );
  });
});

describe('text the database cannot store', () => {
  const NUL = 'Text contains a character that cannot be stored (such as a NUL byte)';

  it('a NUL byte in a name or a search is 400, not a 500 (tRPC and REST)', async () => {
    const create = await suite.h.trpcMutation(
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
      await suite.h.trpcQuery('tenant.customers.list', { search: 'a\u0000b' }, asA()),
      NUL,
    );
    expectRestError(await suite.h.rest('GET', '/api/customer?search=%00', asA()), 400, NUL);
    expectRestError(
      await suite.h.rest('POST', '/api/customer', {
        ...asA(),
        body: { customers: [{ name: 'x', address: '\u0000' }] },
      }),
      400,
      NUL,
    );
    expect(await suite.h.customerRows(suite.h.a)).toEqual([]);
  });
});
