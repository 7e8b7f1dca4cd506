// @engines pglite postgres
// Requests within one shop's schema: on Citus the whole query goes to the worker holding it, as on
// PostgreSQL, so no Citus round (scripts/test-engines.mjs, the rule).
import { describe, expect, it } from 'vitest';
import { CUSTOMER_EXCEL_COLUMNS } from '@gst/domain/contracts';
import { sheetRows, tableCounts, XLSX_TYPE } from './catalogue-fixtures';
import { customerInput, expectRestError, ownerSuite, trpcData } from './helpers';

/** Customer import (all or nothing, per-row report) and export to CustomerData_Existing.xlsx. */
const suite = ownerSuite();
const asA = suite.asOwner;
const mutate = (path: string, input: unknown) =>
  suite.h.trpcMutation(`tenant.customers.${path}`, input, asA());

describe('import', () => {
  it('rejects the whole file on any bad row and names each one; nothing is written', async () => {
    const reply = await mutate('createMany', {
      customers: [
        { name: 'Good One', phoneNumber: 9830012345, stateCode: '' },
        { name: '', email: 'nobody@example.test' },
        { name: 'Bad GSTIN', gstin: '19AAHFS5678Q1Z2' },
        { name: 'Bad State', stateCode: 28 },
        { name: 'Bad Email', email: 'not-an-email' },
      ],
    });
    expect(reply.status, reply.text).toBe(400);
    expect(reply.body.error.message).toMatch(/^4 rows have problems; nothing was imported\./);
    expect(reply.body.error.data.details.rows).toEqual([
      { row: 3, reason: 'name: Name is required' },
      { row: 4, reason: 'gstin: GSTIN check character is wrong' },
      { row: 5, reason: 'stateCode: This state code is no longer in use' },
      { row: 6, reason: 'email: Enter a valid email address' },
    ]);
    expect((await tableCounts(suite.h, suite.h.a)).customers).toBe(0);
  });

  it('takes Excel cells as they come: numeric phone, blank state code (19), text state code', async () => {
    const result = trpcData(
      await mutate('createMany', {
        customers: [
          { name: 'Sunrise RWA', phoneNumber: 9830012345, stateCode: '' },
          { name: 'Patel Textiles', stateCode: '24', gstin: '24aahfs5678q1za' },
        ],
      }),
    );
    expect(result.count).toBe(2);
    const list = trpcData<{ data: Record<string, unknown>[] }>(
      await suite.h.trpcQuery(
        'tenant.customers.list',
        { sort: { field: 'name', dir: 'asc' } },
        asA(),
      ),
    );
    expect(list.data.map((c) => [c.name, c.phoneNumber, c.stateCode, c.gstin])).toEqual([
      ['Patel Textiles', '', 24, '24AAHFS5678Q1ZA'],
      ['Sunrise RWA', '9830012345', 19, ''],
    ]);
  });
});

describe('export', () => {
  it('downloads CustomerData_Existing.xlsx with the spec columns; formula-like cells are text', async () => {
    trpcData(
      await mutate(
        'create',
        customerInput('Formula Co', {
          address: '=cmd|" /C calc"!A0',
          phoneNumber: '+919830012345',
        }),
      ),
    );
    const reply = await suite.h.rest(
      'GET',
      '/api/customer/export?sortField=name&sortDir=asc',
      asA(),
    );
    expect(reply.status, reply.text).toBe(200);
    expect(reply.raw.headers['content-type']).toContain(XLSX_TYPE);
    expect(reply.raw.headers['content-disposition']).toBe(
      'attachment; filename="CustomerData_Existing.xlsx"',
    );
    const rows = sheetRows(reply);
    expect(rows).toHaveLength(3);
    // The spec's columns, then (issue 15) the SEZ flag, Yes/No: spelt out in
    // packages/domain/test/contracts-records.test.ts.
    expect(Object.keys(rows[0] ?? {})).toEqual([...CUSTOMER_EXCEL_COLUMNS]);
    expect(rows[0]).toMatchObject({
      name: 'Formula Co',
      address: `'=cmd|" /C calc"!A0`,
      phoneNumber: "'+919830012345",
    });
  });

  it('round trip: the exported file re-imports to the same customers', async () => {
    const reply = await suite.h.rest(
      'GET',
      '/api/customer/export?sortField=name&sortDir=asc',
      asA(),
    );
    const rows = sheetRows(reply);
    const cookieB = await suite.h.login(suite.h.b);
    trpcData(
      await suite.h.trpcMutation(
        'tenant.customers.createMany',
        { customers: rows },
        { tenant: 'beta', cookie: cookieB },
      ),
    );
    const fields = (list: Record<string, unknown>[]) =>
      list.map((c) => [c.name, c.email, c.address, c.phoneNumber, c.gstin, c.stateCode]);
    const sort = { field: 'name', dir: 'asc' };
    const inA = trpcData<Record<string, unknown>[]>(
      await suite.h.trpcQuery('tenant.customers.export', { sort }, asA()),
    );
    const inB = trpcData<Record<string, unknown>[]>(
      await suite.h.trpcQuery(
        'tenant.customers.export',
        { sort },
        { tenant: 'beta', cookie: cookieB },
      ),
    );
    expect(fields(inB)).toEqual(fields(inA));
    expect(inB[0]?.address).toBe('=cmd|" /C calc"!A0');
  });

  it("with no customers matching, says 'No Customers to download'", async () => {
    expectRestError(
      await suite.h.rest('GET', '/api/customer/export?search=nobody-at-all', asA()),
      404,
      'No Customers to download',
    );
  });

  it('imports 10,000 customers in one REST request', async () => {
    const customers = Array.from({ length: 10_000 }, (_, i) => customerInput(`Bulk ${i}`));
    const reply = await suite.h.rest('POST', '/api/customer', { ...asA(), body: { customers } });
    expect(reply.status, reply.text.slice(0, 300)).toBe(201);
    expect(reply.body).toMatchObject({ message: 'Customers uploaded successfully', count: 10_000 });
    expect(reply.body.data[0]).toMatchObject({ name: 'Bulk 0', stateCode: 19 });
    expect((await tableCounts(suite.h, suite.h.a)).customers).toBe(10_003);
  });
});
