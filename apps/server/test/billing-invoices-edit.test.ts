// @engines pglite postgres
// Requests within one shop's schema: on Citus the whole query goes to the worker holding it, as on
// PostgreSQL, so no Citus round (scripts/test-engines.mjs, the rule).
import { beforeAll, describe, expect, it } from 'vitest';
import { soldFlags } from './billing-fixtures';
import { invoiceSuite, issueTwoFinancialYears } from './billing-invoices-fixtures';
import { expectRestError, trpcData, trpcError } from './helpers';

/** Editing and cancelling invoices, and the invoice REST calls, over two financial years of invoices. */
const suite = invoiceSuite();
const { opts, create, intraState, battery } = suite;

beforeAll(async () => issueTwoFinancialYears(suite.h, suite.cookie, suite.fx));

describe('editing and cancelling invoices', () => {
  it('an edit keeps the number and returns removed serials to stock', async () => {
    const list = trpcData(
      await suite.h.trpcQuery(
        'tenant.invoices.list',
        { page: 1, pageSize: 100, search: 'INV/25-26/0001' },
        opts(),
      ),
    );
    const id = list.data[0].id as string;
    const updated = trpcData(
      await suite.h.trpcMutation(
        'tenant.invoices.update',
        {
          id,
          ...intraState({
            lines: [
              {
                productId: suite.fx.module.id,
                quantity: 2,
                price: '15000',
                serialItemIds: [suite.fx.moduleSerials[1], suite.fx.moduleSerials[5]],
              },
            ],
          }),
        },
        opts(),
      ),
    );
    expect(updated.invoiceNumber).toBe('INV/25-26/0001');
    expect(updated.totalAmount).toBe('31500.00');
    expect(
      await soldFlags(suite.h, suite.h.a, [
        suite.fx.moduleSerials[0]!,
        suite.fx.moduleSerials[1]!,
        suite.fx.moduleSerials[5]!,
        suite.fx.inverterSerials[0]!,
      ]),
    ).toEqual([false, true, true, false]);
  });

  // Issue 15: an issued invoice is cancelled, never deleted (GSTR-1 Table 13): any invoice can
  // be, its number stays used and the next invoice takes the next number; its serials return.
  it('cancels any invoice of a year; its number stays used, its serials come back', async () => {
    const list = trpcData(
      await suite.h.trpcQuery('tenant.invoices.list', { page: 1, pageSize: 100 }, opts()),
    );
    const byNumber = new Map(
      list.data.map((r: { invoiceNumber: string; id: string }) => [r.invoiceNumber, r.id]),
    );
    const older = await suite.h.trpcMutation(
      'tenant.invoices.delete',
      { id: byNumber.get('INV/25-26/0001'), reason: 'Wrong customer' },
      opts(),
    );
    expect(older.status).toBe(200);
    expect(await soldFlags(suite.h, suite.h.a, [suite.fx.moduleSerials[1]!])).toEqual([false]);
    const newest = await suite.h.trpcMutation(
      'tenant.invoices.delete',
      { id: byNumber.get('INV/25-26/0005') },
      opts(),
    );
    expect(newest.status).toBe(200);
    const again = trpcData(await create(battery('2026-03-30', '10')));
    expect(again.invoiceNumber).toBe('INV/25-26/0006');
    const cancelled = trpcData(
      await suite.h.trpcQuery(
        'tenant.invoices.get',
        { id: byNumber.get('INV/25-26/0001') },
        opts(),
      ),
    );
    expect(cancelled).toMatchObject({ status: 'cancelled', cancelReason: 'Wrong customer' });
    const edit = await suite.h.trpcMutation(
      'tenant.invoices.update',
      {
        id: byNumber.get('INV/25-26/0001'),
        ...intraState({ lines: [{ productId: suite.fx.battery.id, price: '5' }] }),
      },
      opts(),
    );
    expect(edit.status).toBe(409);
    expect(trpcError(edit).message).toContain('cancelled');
  });
});

describe('invoices over REST', () => {
  it('creates with the spec body, lists, fetches one and exports Excel', async () => {
    const created = await suite.h.rest('POST', '/api/invoice', {
      ...opts(),
      body: {
        invoices: [
          {
            invoiceDate: '2025-12-01',
            billTo: suite.fx.local.id,
            products: [
              {
                product: suite.fx.module.id,
                quantity: 1,
                price: '14000',
                serialNo: [suite.fx.moduleSerials[3]],
              },
            ],
          },
        ],
      },
    });
    expect(created.status, created.text).toBe(201);
    expect(created.body.message).toBe('Invoice saved');
    expect(created.body.data._id).toBe(created.body.data.id);
    const one = await suite.h.rest(
      'GET',
      `/api/invoice?invoiceId=${created.body.data.id as string}`,
      opts(),
    );
    expect(one.body.data.invoiceNumber).toBe(created.body.data.invoiceNumber);
    const list = await suite.h.rest('GET', '/api/invoice', opts());
    expect(list.body.message).toBeDefined();
    expect(list.body.data.length).toBeGreaterThan(3);
    const file = await suite.h.rest('POST', '/api/v2/invoice/file', {
      ...opts(),
      body: { fromDateInput: '2025-11-01', toDateInput: '2025-12-31' },
    });
    expect(file.status).toBe(200);
    expect(file.raw.headers['content-disposition']).toBe(
      'attachment; filename="VAT_Invoices_from_2025-11-01_to_2025-12-31.xlsx"',
    );
    expect(file.raw.rawPayload.subarray(0, 2).toString()).toBe('PK');
  });

  it('answers bad bodies with a readable {error}', async () => {
    expectRestError(
      await suite.h.rest('POST', '/api/invoice', { ...opts(), body: { invoices: [] } }),
      400,
      'Send exactly one invoice',
    );
    expectRestError(
      await suite.h.rest('POST', '/api/invoice', {
        ...opts(),
        body: { invoices: [{ billTo: suite.fx.local.id, products: [] }] },
      }),
      400,
      'Add at least one product',
    );
    expectRestError(
      await suite.h.rest('POST', '/api/v2/invoice/file', {
        ...opts(),
        body: { fromDateInput: '01/11/2025', toDateInput: '2025-12-31' },
      }),
      400,
      'YYYY-MM-DD',
    );
  });
});
