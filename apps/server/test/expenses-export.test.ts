// @engines pglite postgres
// The expenses' Excel and bills for expenses over HTTP (envelopes, files, permissions, isolation);
// nothing here depends on where Citus places a schema.
import { describe, expect, it } from 'vitest';
import { sheetRows, XLSX_TYPE } from './catalogue-fixtures';
import { expectRestError, ownerSuite, staffSession, trpcData } from './helpers';

/**
 * Issue 31: GET /api/expense/export?from&to is the Excel of the expenses and the bills whose lines
 * are all expenses. Alpha records rent 18,000 (bank) on 5 May and a freight bill of 2,500 at 5 %
 * on 10 May (cost 2,500: the tax is credit; the supplier is owed 2,625); beta has none.
 */
const suite = ownerSuite({}, async (h, asOwner) => {
  const rent = await h.rest('POST', '/api/expense', {
    ...asOwner,
    body: {
      expenseDate: '2026-05-05',
      category: 'Rent',
      amount: '18000.00',
      paidFrom: 'bank',
      bankAccount: 'SBI ****1234',
      payee: 'S. Banerjee',
    },
  });
  expect(rent.status, rent.text).toBe(201);
  const supplier = trpcData<{ id: string }>(
    await h.trpcMutation(
      'tenant.suppliers.create',
      { name: 'Howrah Roadways', gstin: '19AAACE1234F1Z3', stateCode: 19 },
      asOwner,
    ),
  );
  const bill = await h.trpcMutation(
    'tenant.purchases.create',
    {
      supplierId: supplier.id,
      supplierInvoiceNumber: 'F-1',
      billDate: '2026-05-10',
      supplierTotal: '2625.00',
      lines: [
        {
          kind: 'expense',
          description: 'Freight to shop',
          hsnCode: '996511',
          price: '2500',
          gstPercentage: 5,
          itcEligibility: 'input-services',
          expenseCategory: 'Fuel and transport',
        },
      ],
    },
    asOwner,
  );
  expect(bill.status, JSON.stringify(bill.body)).toBe(200);
  const cookieB = await h.login(h.b);
  const viewer = await staffSession(h, 'ex-export-viewer@alpha.test', {
    'manage-expense': ['view'],
  });
  return { cookieB, viewer };
});
const MAY = '/api/expense/export?from=2026-05-01&to=2026-05-31';

describe('expenses to Excel', () => {
  it('reads back the expenses and the bills for expenses of the dates', async () => {
    const reply = await suite.h.rest('GET', MAY, suite.asOwner());
    expect(reply.status, reply.text).toBe(200);
    expect(reply.raw.headers['content-type']).toContain(XLSX_TYPE);
    expect(String(reply.raw.headers['content-disposition'])).toContain(
      'Expenses_from_2026-05-01_to_2026-05-31.xlsx',
    );
    const rows = sheetRows(reply);
    expect(Object.keys(rows[0] ?? {})).toEqual([
      'Date',
      'Type',
      'Number',
      'Category',
      'Payee / Supplier',
      'Paid From',
      'Amount',
      'Status',
      'Note',
    ]);
    expect(rows.map((r) => [r.Date, r.Type, r.Category, r['Payee / Supplier'], r.Amount])).toEqual([
      ['2026-05-05', 'Expense', 'Rent', 'S. Banerjee', 18000],
      ['2026-05-10', 'Bill for expenses', 'Fuel and transport', 'Howrah Roadways', 2500],
    ]);
    expect(rows[0]).toMatchObject({ 'Paid From': 'Bank SBI ****1234', Status: 'Active' });
  });

  it('says so for dates without any, and refuses dates out of order', async () => {
    expectRestError(
      await suite.h.rest(
        'GET',
        '/api/expense/export?from=2026-07-01&to=2026-07-31',
        suite.asOwner(),
      ),
      404,
      'There are no expenses in these dates',
    );
    expectRestError(
      await suite.h.rest(
        'GET',
        '/api/expense/export?from=2026-06-01&to=2026-05-01',
        suite.asOwner(),
      ),
      400,
    );
  });

  it('needs a session before anything else, the export flag, and sees only its own shop', async () => {
    expectRestError(await suite.h.rest('GET', MAY, { tenant: 'alpha' }), 401);
    expectRestError(
      await suite.h.rest('GET', '/api/expense/export?from=bad&to=2026-05-01', { tenant: 'alpha' }),
      401,
    );
    expectRestError(await suite.h.rest('GET', MAY, { tenant: 'alpha', cookie: suite.viewer }), 403);
    expectRestError(await suite.h.rest('GET', MAY, { tenant: 'beta', cookie: suite.cookieB }), 404);
  });

  it('tenant.expenses.bills and totals show the bill beside the expenses', async () => {
    const bills = trpcData<{ total: number; data: { amount: string; supplierName: string }[] }>(
      await suite.h.trpcQuery('tenant.expenses.bills', {}, suite.asOwner()),
    );
    expect(bills).toMatchObject({
      total: 1,
      data: [{ amount: '2500.00', supplierName: 'Howrah Roadways' }],
    });
    const totals = trpcData<{ total: string; byCategory: unknown[] }>(
      await suite.h.trpcQuery(
        'tenant.expenses.totals',
        { from: '2026-05-01', to: '2026-05-31' },
        { tenant: 'alpha', cookie: suite.viewer },
      ),
    );
    expect(totals.total).toBe('20500.00');
    const beta = trpcData<{ total: number }>(
      await suite.h.trpcQuery(
        'tenant.expenses.bills',
        {},
        { tenant: 'beta', cookie: suite.cookieB },
      ),
    );
    expect(beta.total).toBe(0);
  });
});
