// @engines pglite
// The invoice list's filed flag (issue 29 item 7): a read over the tenant's tables, PGlite alone.
import { describe, expect, it } from 'vitest';
import { trpcData, trpcError } from './helpers';
import { paymentsSuite, type Invoice } from './payments-fixtures';

/**
 * Each row of the invoice list says whether its month is filed (`filed`) and the filed period's
 * label (`filedPeriod`), so the screen disables Edit and Cancel for every user who may list
 * invoices, not only for users who may view the Returns page. The shop files monthly.
 */
const { suite, mutate, newCustomer, battery } = paymentsSuite();

type Row = { id: string; invoiceNumber: string; filed: boolean; filedPeriod: string | null };

describe('the invoice list says which invoices are in a filed period', () => {
  it('flags the filed month’s invoices, for a clerk without the Returns page and over REST', async () => {
    const customer = await newCustomer('Filed Flag Buyer');
    const inFiled: Invoice = await battery(customer, '1000', '2025-11-05');
    const open: Invoice = await battery(customer, '1000', '2026-01-05');
    const rowsAs = async (cookie: string) =>
      trpcData<{ data: Row[] }>(
        await suite.h.trpcQuery(
          'tenant.invoices.list',
          { page: 1, pageSize: 50, search: 'Filed Flag Buyer' },
          { tenant: 'alpha', cookie },
        ),
      ).data;
    const flags = (rows: Row[]) =>
      Object.fromEntries(rows.map((r) => [r.id, [r.filed, r.filedPeriod]]));

    // Nothing filed yet: no row is flagged.
    expect(flags(await rowsAs(suite.owner))).toEqual({
      [inFiled.id]: [false, null],
      [open.id]: [false, null],
    });

    trpcData(await mutate('tenant.returns.lock', { period: '112025' }));
    const expected = {
      [inFiled.id]: [true, 'November 2025'],
      [open.id]: [false, null],
    };
    expect(flags(await rowsAs(suite.owner))).toEqual(expected);

    // The clerk may list invoices but not view the Returns page: the flag is theirs all the same.
    expect(
      trpcError(
        await suite.h.trpcQuery('tenant.returns.filed', undefined, {
          tenant: 'alpha',
          cookie: suite.clerk,
        }),
      ).data.httpStatus,
    ).toBe(403);
    expect(flags(await rowsAs(suite.clerk))).toEqual(expected);

    // GET /api/invoice is the same list.
    const rest = await suite.h.rest('GET', '/api/invoice?search=Filed%20Flag%20Buyer', {
      tenant: 'alpha',
      cookie: suite.owner,
    });
    expect(rest.status, rest.text).toBe(200);
    expect(flags(rest.body.data as Row[])).toEqual(expected);

    // The filed invoice's Cancel is refused in the words the flag's tooltip uses.
    expect(trpcError(await mutate('tenant.invoices.delete', { id: inFiled.id })).message).toMatch(
      /^November 2025 is filed; issue a credit or debit note in an open month instead/,
    );
  });
});
