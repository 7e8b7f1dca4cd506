// @engines pglite postgres
// Requests within one shop's schema (and a second shop for isolation): no Citus round.
import { describe, expect, it } from 'vitest';
import { sheetRows } from './catalogue-fixtures';
import { expectRestError, ownerSuite, staffSession, trpcData, trpcError } from './helpers';
import { enterBooks } from './reports-books-fixtures';

/**
 * The day book, cash book, bank book and the customer and supplier ledgers (issue 33) of May
 * 2025, on the books listed in reports-books-fixtures.ts. Every expected figure is worked there
 * and below by hand (₹).
 */
const suite = ownerSuite({}, async (h, as) => ({ ids: await enterBooks(h, as) }));
const MAY = { from: '2025-05-01', to: '2025-05-31' };
const query = (path: string, input: unknown, o = suite.asOwner()) =>
  suite.h.trpcQuery(path, input, o);

type Book = {
  data: { number: string; kind: string; moneyIn: string; moneyOut: string; balance: string }[];
  total: number;
  totals: { count: number; opening: string; moneyIn: string; moneyOut: string; closing: string };
};
type Ledger = {
  party: { name: string };
  data: { kind: string; number: string; debit: string; credit: string; balance: string }[];
  total: number;
  totals: { opening: string; debit: string; credit: string; closing: string };
};

describe('day book of May 2025', () => {
  it('lists every document and movement, cancelled and reversed at zero, with totals', async () => {
    const book = trpcData<{
      data: { kind: string; amount: string; cancelled: boolean }[];
      total: number;
      totals: Record<string, unknown>;
    }>(await query('tenant.reports.dayBook', { ...MAY, pageSize: 50 }));
    // I2, R2, R3, CN1, RF1, B1, SP2, E2, E3, E4 (cancelled), R4 (reversed): 11 rows.
    expect(book.total).toBe(11);
    expect(book.data.map((r) => r.kind)).toEqual([
      'invoice', // 02-05
      'receipt', // 03-05 R2
      'receipt', // 03-05 R3
      'credit-note', // 05-05
      'refund', // 06-05
      'bill', // 07-05
      'supplier-payment', // 08-05
      'expense', // 09-05 E2
      'expense', // 09-05 E3
      'expense', // 10-05 E4, cancelled
      'receipt', // 12-05 R4, reversed
    ]);
    expect(book.data.filter((r) => r.cancelled).map((r) => r.amount)).toEqual(['0.00', '0.00']);
    // Receipts 10,000 + 1,500.50 + 0 = 11,500.50 in; out refund 500 + supplier 3,000 +
    // expenses 750.25 + 200 + 0 = 4,450.25.
    expect(book.totals).toEqual({
      count: 11,
      cancelled: 2,
      byKind: [
        { kind: 'invoice', count: 1, amount: '71980.00' },
        { kind: 'credit-note', count: 1, amount: '1180.00' },
        { kind: 'receipt', count: 3, amount: '11500.50' },
        { kind: 'refund', count: 1, amount: '500.00' },
        { kind: 'bill', count: 1, amount: '59000.00' },
        { kind: 'supplier-payment', count: 1, amount: '3000.00' },
        { kind: 'expense', count: 3, amount: '950.25' },
      ],
      moneyIn: '11500.50',
      moneyOut: '4450.25',
    });
    // One day: 3 May holds R2 and R3 only.
    const day = trpcData<Book>(
      await query('tenant.reports.dayBook', { from: '2025-05-03', to: '2025-05-03' }),
    );
    expect(day.total).toBe(2);
  });

  it('refuses more than 31 days, a range out of order, a page over 200', async () => {
    const bad = async (input: object) =>
      trpcError(await query('tenant.reports.dayBook', { ...MAY, ...input })).data.httpStatus;
    expect(await bad({ to: '2025-06-01' })).toBe(400);
    expect(await bad({ from: '2025-06-01' })).toBe(400);
    expect(await bad({ pageSize: 500 })).toBe(400);
  });
});

describe('cash and bank books of May 2025', () => {
  it('cash: opening 6,500.00 (the opening balance and April), running balance, closing 4,500.50', async () => {
    const cash = trpcData<Book>(await query('tenant.reports.cashBook', MAY));
    // Opening: 2,500.00 as of 01-04 + R1 5,000 − E1 1,000 = 6,500.00 (E0, 25-03, is before the
    // opening balances' date: not counted). R3 + 1,500.50 = 8,000.50; RF1 − 500 = 7,500.50;
    // SP2 − 3,000 = 4,500.50. E4 was cancelled: not in the book.
    expect(cash.data.map((r) => [r.kind, r.moneyIn, r.moneyOut, r.balance])).toEqual([
      ['receipt', '1500.50', '0.00', '8000.50'],
      ['refund', '0.00', '500.00', '7500.50'],
      ['supplier-payment', '0.00', '3000.00', '4500.50'],
    ]);
    expect(cash.totals).toEqual({
      count: 3,
      opening: '6500.00',
      moneyIn: '1500.50',
      moneyOut: '3500.00',
      closing: '4500.50',
    });
    // A range before the opening balances' date opens with its earlier movements only: March
    // has E0 alone, 0.00 − 300.00 = −300.00.
    const march = trpcData<Book>(
      await query('tenant.reports.cashBook', { from: '2025-03-01', to: '2025-03-31' }),
    );
    expect(march.totals).toEqual({
      count: 1,
      opening: '0.00',
      moneyIn: '0.00',
      moneyOut: '300.00',
      closing: '-300.00',
    });
  });

  it('bank: every account, then HDFC, ICICI and Other (as typed) alone, adding up', async () => {
    const { hdfc, icici } = suite.ids;
    expect(trpcData(await query('tenant.reports.bankAccounts', undefined))).toEqual([
      { id: hdfc, name: 'HDFC current ••5678', active: true },
      { id: icici, name: 'ICICI OD ••0042', active: true },
      { id: 'other', name: 'Other (as typed)', active: true },
    ]);
    const all = trpcData<Book>(await query('tenant.reports.bankBook', MAY));
    // Opening: HDFC 25,000 + ICICI −5,000 = 20,000 as of 01-04; SP1 − 2,000 = 18,000.00.
    // R2 + 10,000 = 28,000.00; E3 (numbered first) − 200 = 27,800.00; E2 − 750.25 = 27,049.75.
    // R4 (UPI) was reversed: not in the book.
    expect(all.data.map((r) => [r.kind, r.balance])).toEqual([
      ['receipt', '28000.00'],
      ['expense', '27800.00'],
      ['expense', '27049.75'],
    ]);
    expect(all.totals).toEqual({
      count: 3,
      opening: '18000.00',
      moneyIn: '10000.00',
      moneyOut: '950.25',
      closing: '27049.75',
    });
    const one = async (account: string) =>
      trpcData<Book & { accountName: string }>(
        await query('tenant.reports.bankBook', { ...MAY, account }),
      );
    // HDFC: 25,000 − SP1 2,000 = 23,000.00; R2 + 10,000 = 33,000.00.
    const h = await one(hdfc);
    expect(h.accountName).toBe('HDFC current ••5678');
    expect(h.data.map((r) => [r.number, r.balance])).toHaveLength(1);
    expect(h.totals).toEqual({
      count: 1,
      opening: '23000.00',
      moneyIn: '10000.00',
      moneyOut: '0.00',
      closing: '33000.00',
    });
    // ICICI: −5,000 (overdrawn); E2 − 750.25 = −5,750.25.
    expect((await one(icici)).totals).toMatchObject({ opening: '-5000.00', closing: '-5750.25' });
    // Other (as typed): E3 − 200 = −200.00, listed under the account as typed.
    const other = await one('other');
    expect(other.totals).toMatchObject({ opening: '0.00', closing: '-200.00', count: 1 });
    expect((other.data[0] as unknown as { account: string }).account).toBe('SBI 9911');
    // The accounts add up to the whole: 33,000 − 5,750.25 − 200 = 27,049.75.
    // June opens where May closed.
    const june = trpcData<Book>(
      await query('tenant.reports.cashBook', { from: '2025-06-01', to: '2025-06-30' }),
    );
    expect(june.totals).toMatchObject({ opening: '4500.50', closing: '4500.50', count: 0 });
    // A bank book's account is an id or 'other'; a name is refused.
    const bad = await query('tenant.reports.bankBook', { ...MAY, account: 'SBI 9911' });
    expect(trpcError(bad).data.httpStatus).toBe(400);
  });
});

describe('ledgers of May 2025', () => {
  it("the customer's: opening 65,800.00, running balance, closing 1,25,599.50 = the statement", async () => {
    const { customerId } = suite.ids;
    const ledger = trpcData<Ledger>(
      await query('tenant.reports.customerLedger', { ...MAY, customerId }),
    );
    // Opening: I1 70,800 − R1 5,000 = 65,800. I2 + 71,980 = 1,37,780; R2 − 10,000 = 1,27,780;
    // R3 − 1,500.50 = 1,26,279.50; CN1 − 1,180 = 1,25,099.50; RF1 + 500 = 1,25,599.50.
    expect(ledger.data.map((l) => [l.kind, l.debit, l.credit, l.balance])).toEqual([
      ['invoice', '71980.00', '0.00', '137780.00'],
      ['receipt', '0.00', '10000.00', '127780.00'],
      ['receipt', '0.00', '1500.50', '126279.50'],
      ['credit-note', '0.00', '1180.00', '125099.50'],
      ['refund', '500.00', '0.00', '125599.50'],
    ]);
    // Debit 71,980 + 500 = 72,480; credit 10,000 + 1,500.50 + 1,180 = 12,680.50;
    // 65,800 + 72,480 − 12,680.50 = 1,25,599.50.
    expect(ledger.totals).toEqual({
      opening: '65800.00',
      debit: '72480.00',
      credit: '12680.50',
      closing: '125599.50',
    });
    const statement = trpcData<{ opening: string; closing: string; lines: unknown[] }>(
      await query('tenant.payments.statement', { ...MAY, customerId }),
    );
    expect(statement.lines).toEqual(ledger.data);
    expect([statement.opening, statement.closing]).toEqual(['65800.00', '125599.50']);
  });

  it("the supplier's: opening −2,000.00, bill and payment, closing 54,000.00 = the statement", async () => {
    const { supplierId } = suite.ids;
    const ledger = trpcData<Ledger>(
      await query('tenant.reports.supplierLedger', { ...MAY, supplierId }),
    );
    // SP1 before May: − 2,000. B1 + 59,000 = 57,000; SP2 − 3,000 = 54,000.
    expect(ledger.data.map((l) => [l.kind, l.debit, l.credit, l.balance])).toEqual([
      ['bill', '59000.00', '0.00', '57000.00'],
      ['payment', '0.00', '3000.00', '54000.00'],
    ]);
    expect(ledger.totals).toEqual({
      opening: '-2000.00',
      debit: '59000.00',
      credit: '3000.00',
      closing: '54000.00',
    });
    const statement = trpcData<{ opening: string; closing: string; lines: unknown[] }>(
      await query('tenant.supplierPayments.statement', { ...MAY, supplierId }),
    );
    expect(statement.lines).toEqual(ledger.data);
    expect([statement.opening, statement.closing]).toEqual(['-2000.00', '54000.00']);
  });
});

describe('downloads, permissions and other shops', () => {
  it('Excel and PDF of each book and ledger, audited as report.export; REST JSON', async () => {
    const o = suite.asOwner();
    const range = `from=${MAY.from}&to=${MAY.to}`;
    const cash = sheetRows(
      await suite.h.rest('GET', `/api/reports/cash-book?${range}&format=xlsx`, o),
    );
    expect(cash[0]).toMatchObject({ Type: 'Opening balance', Balance: 6500 });
    expect(cash.at(-1)).toMatchObject({
      Date: 'Total',
      'Money in': 1500.5,
      'Money out': 3500,
      Balance: 4500.5,
    });
    const bankUrl = `/api/reports/bank-book?${range}&account=other`;
    const bank = sheetRows(await suite.h.rest('GET', `${bankUrl}&format=xlsx`, o));
    expect(bank.map((r) => r.Balance)).toEqual([0, -200, -200]);
    const day = await suite.h.rest('GET', `/api/reports/day-book?${range}&format=xlsx`, o);
    expect(String(day.raw.headers['content-disposition'])).toContain(
      'Day_Book_2025-05-01_to_2025-05-31.xlsx',
    );
    const dayRows = sheetRows(day);
    // 11 entries, 7 kind totals, the money row.
    expect(dayRows).toHaveLength(19);
    expect(dayRows.at(-1)).toMatchObject({ 'Money in': 11500.5, 'Money out': 4450.25 });
    for (const path of ['day-book', 'cash-book', 'bank-book']) {
      const pdf = await suite.h.rest('GET', `/api/reports/${path}?${range}&format=pdf`, o);
      expect(pdf.status, pdf.text).toBe(200);
      expect(Buffer.from(pdf.raw.rawPayload).subarray(0, 5).toString()).toBe('%PDF-');
    }
    const { customerId, supplierId } = suite.ids;
    const ledgerXlsx = await suite.h.rest(
      'GET',
      `/api/reports/customer-ledger?${range}&customerId=${customerId}&format=xlsx`,
      o,
    );
    expect(String(ledgerXlsx.raw.headers['content-disposition'])).toContain('Customer_Ledger_');
    const ledgerRows = sheetRows(ledgerXlsx);
    expect(ledgerRows.at(-1)).toMatchObject({ Document: 'Closing balance', Balance: 125599.5 });
    const supplierPdf = await suite.h.rest(
      'GET',
      `/api/reports/supplier-ledger?${range}&supplierId=${supplierId}&format=pdf`,
      o,
    );
    expect(supplierPdf.status, supplierPdf.text).toBe(200);
    expect(supplierPdf.raw.headers['content-type']).toContain('application/pdf');
    const audit = trpcData<{
      data: { action: string; entityId: string; details: { format: string } }[];
    }>(await query('tenant.audit.list', { entity: 'report', pageSize: 50 }));
    expect(audit.data.map((a) => `${a.entityId}.${a.details.format}`).sort()).toEqual([
      'bank-book.pdf',
      'bank-book.xlsx',
      'cash-book.pdf',
      'cash-book.xlsx',
      'customer-ledger.xlsx',
      'day-book.pdf',
      'day-book.xlsx',
      'supplier-ledger.pdf',
    ]);
    expect(new Set(audit.data.map((a) => a.action))).toEqual(new Set(['report.export']));
    const json = await suite.h.rest('GET', `/api/reports/cash-book?${range}&pageSize=10`, o);
    expect(json.status, json.text).toBe(200);
    expect(json.body).toMatchObject({
      message: 'Cash book fetched',
      total: 3,
      totals: { closing: '4500.50' },
    });
    expectRestError(await suite.h.rest('GET', `/api/reports/day-book?${range}&format=csv`, o), 400);
  });

  it('needs the reports page (view, then export); another shop sees none of it', async () => {
    const clerk = await staffSession(suite.h, 'books-clerk@alpha.test', {
      'manage-payment': ['view'],
    });
    const viewer = await staffSession(suite.h, 'books-viewer@alpha.test', { reports: ['view'] });
    const as = (cookie: string) => ({ tenant: 'alpha', cookie });
    const { customerId, supplierId } = suite.ids;
    for (const [path, input] of [
      ['tenant.reports.dayBook', MAY],
      ['tenant.reports.cashBook', MAY],
      ['tenant.reports.bankBook', MAY],
      ['tenant.reports.customerLedger', { ...MAY, customerId }],
      ['tenant.reports.supplierLedger', { ...MAY, supplierId }],
    ] as const) {
      expect(trpcError(await query(path, input, as(clerk))).data.httpStatus).toBe(403);
      expect((await query(path, input, as(viewer))).status).toBe(200);
    }
    const range = `from=${MAY.from}&to=${MAY.to}`;
    expectRestError(await suite.h.rest('GET', `/api/reports/cash-book?${range}`, as(clerk)), 403);
    expectRestError(
      await suite.h.rest('GET', `/api/reports/bank-book?${range}&format=xlsx`, as(viewer)),
      403,
    );
    expect(
      trpcError(
        await suite.h.trpcMutation(
          'tenant.reports.dayBookExport',
          { ...MAY, format: 'pdf' },
          as(viewer),
        ),
      ).data.httpStatus,
    ).toBe(403);
    const beta = { tenant: 'beta', cookie: await suite.h.login(suite.h.b) };
    const day = trpcData<Book>(await query('tenant.reports.dayBook', MAY, beta));
    expect(day.total).toBe(0);
    const cash = trpcData<Book>(await query('tenant.reports.cashBook', MAY, beta));
    expect(cash.totals).toMatchObject({ opening: '0.00', closing: '0.00', count: 0 });
    // Alpha's customer and supplier mean nothing in beta's shop.
    expectRestError(
      await suite.h.rest(
        'GET',
        `/api/reports/customer-ledger?${range}&customerId=${customerId}`,
        beta,
      ),
      404,
    );
    expectRestError(
      await suite.h.rest(
        'GET',
        `/api/reports/supplier-ledger?${range}&supplierId=${supplierId}&format=xlsx`,
        beta,
      ),
      404,
    );
    expectRestError(
      await suite.h.rest('GET', `/api/reports/day-book?${range}`, { tenant: 'alpha' }),
      401,
    );
  });
});
