import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { MoneyDecimal } from '@gst/domain';
import { seedBilling } from './billing-fixtures';
import { PDFTOTEXT, pdfText } from './documents-helpers';
import { sheetRows } from './catalogue-fixtures';
import { customerInput, fileSuite, startHarness, trpcData, trpcError, type Reply } from './helpers';

/**
 * Receipts, allocations, receivables and statements (issue 16), on both engines. The shop is in
 * West Bengal (19); every figure is worked out by hand in the comments.
 */
async function start() {
  const h = await startHarness();
  const fx = await seedBilling(h, h.a);
  await seedBilling(h, h.b);
  const owner = await h.login(h.a);
  const ownerB = await h.login(h.b);
  await h.createUser(h.a, {
    email: 'no-payments@alpha.test',
    password: 'no-payments-1',
    permissions: [{ page: 'manage-invoice', permissions: { view: true } }],
  });
  const clerk = await h.login(h.a, 'no-payments@alpha.test', 'no-payments-1');
  await h.createUser(h.a, {
    email: 'cashier@alpha.test',
    password: 'cashier-pass-1',
    permissions: [{ page: 'manage-payment', permissions: { view: true, create: true } }],
  });
  const cashier = await h.login(h.a, 'cashier@alpha.test', 'cashier-pass-1');
  return { h, fx, owner, ownerB, clerk, cashier };
}

const suite = fileSuite(start, ({ h }) => h.close());
const asOwner = () => ({ tenant: 'alpha', cookie: suite.owner });
const mutate = (path: string, input: unknown) => suite.h.trpcMutation(path, input, asOwner());
const query = (path: string, input: unknown) => suite.h.trpcQuery(path, input, asOwner());

type Invoice = { id: string; invoiceNumber: string; lines: { id: string }[] };
type Balance = { invoiceId: string; balance: string; status: string };
type Payment = { id: string; receiptNumber: string; unallocated: string };

async function newCustomer(name: string) {
  return trpcData<{ id: string }>(
    await mutate(
      'tenant.customers.create',
      customerInput(name, { address: '1 Test Road, Kolkata' }),
    ),
  ).id;
}

async function battery(customerId: string, price: string, invoiceDate = '2025-10-01') {
  // One battery at 18 %, within the state: price + 9 % + 9 %.
  return trpcData<Invoice>(
    await mutate('tenant.invoices.create', {
      invoiceDate,
      billToId: customerId,
      lines: [{ productId: suite.fx.battery.id, quantity: 1, price }],
    }),
  );
}

async function balances(ids: string[]) {
  const rows = trpcData<Balance[]>(await query('tenant.payments.invoiceBalances', { ids }));
  return ids.map((id) => {
    const row = rows.find((r) => r.invoiceId === id);
    return [row?.balance, row?.status];
  });
}

function refusedWith(reply: Reply, message: RegExp) {
  expect(reply.status, reply.text).toBe(400);
  expect(trpcError(reply).message).toMatch(message);
}

describe('receipts', () => {
  it('allocates, keeps the rest as advance, refuses over-allocation, and reverses', async () => {
    const customer = await newCustomer('Ledger One');
    const other = await newCustomer('Ledger Other');
    const i1 = await battery(customer, '10000'); // 10,000 + 900 + 900 = 11,800.00
    const i2 = await battery(customer, '5000'); // 5,000 + 450 + 450 = 5,900.00
    const foreign = await battery(other, '1000'); // 1,180.00

    // 15,000 received: 11,800 to I1, 3,000 to I2, 200 left as advance. Both are past their due
    // date (1 Oct 2025 + 7 days), so I2 with 2,900.00 left is overdue.
    const r1 = trpcData<Payment>(
      await mutate('tenant.payments.create', {
        customerId: customer,
        paymentDate: '2025-10-05',
        amount: '15000',
        mode: 'bank-transfer',
        reference: 'UTR 1234',
        allocations: [
          { invoiceId: i1.id, amount: '11800' },
          { invoiceId: i2.id, amount: '3000' },
        ],
      }),
    );
    expect(r1.receiptNumber).toBe('RCT/25-26/0001');
    expect(r1.unallocated).toBe('200.00');
    expect(await balances([i1.id, i2.id])).toEqual([
      ['0.00', 'paid'],
      ['2900.00', 'overdue'],
    ]);

    refusedWith(
      await mutate('tenant.payments.allocate', {
        paymentId: r1.id,
        allocations: [{ invoiceId: i2.id, amount: '2900.01' }],
      }),
      /Allocation of 2900.01 to .* is more than its balance of 2900.00; The allocations \(2900.01\) are more than the receipt \(200.00\)/,
    );
    refusedWith(
      await mutate('tenant.payments.create', {
        customerId: customer,
        amount: '100',
        mode: 'cash',
        allocations: [{ invoiceId: foreign.id, amount: '100' }],
      }),
      /is not this customer's/,
    );

    // The advance of 200 goes to I2: 2,900 − 200 = 2,700.00.
    const applied = trpcData<Payment>(
      await mutate('tenant.payments.allocate', {
        paymentId: r1.id,
        allocations: [{ invoiceId: i2.id, amount: '200' }],
      }),
    );
    expect(applied.unallocated).toBe('0.00');
    expect(await balances([i2.id])).toEqual([['2700.00', 'overdue']]);

    // A credit note of 1,000 + 18 % = 1,180.00 reduces it: 2,700 − 1,180 = 1,520.00.
    trpcData(
      await mutate('tenant.creditNotes.create', {
        noteDate: '2025-10-20',
        reason: 'post-sale-discount',
        lines: [{ invoiceLineId: i2.lines[0]!.id, taxableValue: '1000' }],
      }),
    );
    expect(await balances([i2.id])).toEqual([['1520.00', 'overdue']]);

    // Receivables on 1 Dec 2025: I2 is due 8 Oct, 54 days late: the 31–60 bucket.
    const aging = trpcData<{ data: Record<string, string>[] }>(
      await query('tenant.payments.receivables', { asOf: '2025-12-01', search: 'Ledger One' }),
    );
    expect(aging.data).toEqual([
      expect.objectContaining({
        customerName: 'Ledger One',
        current: '0.00',
        d0_30: '0.00',
        d31_60: '1520.00',
        d61_90: '0.00',
        d90plus: '0.00',
        total: '1520.00',
        advance: '0.00',
      }),
    ]);

    // Statement for Oct–Dec 2025: 11,800 + 5,900 − 15,000 − 1,180 = 1,520.00.
    const statement = trpcData<{
      opening: string;
      closing: string;
      lines: { number: string; balance: string }[];
    }>(
      await query('tenant.payments.statement', {
        customerId: customer,
        from: '2025-10-01',
        to: '2025-12-31',
      }),
    );
    expect(statement.opening).toBe('0.00');
    expect(statement.lines.map((l) => l.balance)).toEqual([
      '11800.00',
      '17700.00',
      '2700.00',
      '1520.00',
    ]);
    expect(statement.closing).toBe('1520.00');

    // Reversing the receipt opens both invoices again.
    expect((await mutate('tenant.payments.delete', { id: r1.id })).status).toBe(200);
    expect(await balances([i1.id, i2.id])).toEqual([
      ['11800.00', 'overdue'],
      ['4720.00', 'overdue'],
    ]);
    expect((await mutate('tenant.payments.delete', { id: r1.id })).status).toBe(409);
  });

  it('two receipts racing for the last rupee of one invoice never over-allocate it', async () => {
    const customer = await newCustomer('Race Buyer');
    const invoice = await battery(customer, '1000'); // 1,180.00
    const race = () =>
      mutate('tenant.payments.create', {
        customerId: customer,
        amount: '1180',
        mode: 'upi',
        allocations: [{ invoiceId: invoice.id, amount: '1180' }],
      });
    const replies = await Promise.all([race(), race(), race()]);
    expect(replies.filter((r) => r.status === 200)).toHaveLength(1);
    for (const r of replies.filter((x) => x.status !== 200)) {
      refusedWith(r, /more than its balance of 0.00/);
    }
    expect(await balances([invoice.id])).toEqual([['0.00', 'paid']]);
  });

  it('another shop cannot see a receipt, and a user without the page is refused', async () => {
    const customer = await newCustomer('Private Buyer');
    const receipt = trpcData<Payment>(
      await mutate('tenant.payments.create', { customerId: customer, amount: '10', mode: 'cash' }),
    );
    const asB = { tenant: 'beta', cookie: suite.ownerB };
    expect((await suite.h.trpcQuery('tenant.payments.get', { id: receipt.id }, asB)).status).toBe(
      404,
    );
    expect((await suite.h.rest('GET', `/api/payment-file/${receipt.id}`, asB)).status).toBe(404);
    const statement = await suite.h.rest(
      'GET',
      `/api/customer-statement/${customer}?from=2025-01-01&to=2025-12-31`,
      asB,
    );
    expect(statement.status).toBe(404);
    const open = await suite.h.trpcQuery(
      'tenant.payments.openInvoices',
      { customerId: customer },
      asB,
    );
    expect(trpcData(open)).toEqual([]);
    expect(
      (await suite.h.trpcMutation('tenant.payments.delete', { id: receipt.id }, asB)).status,
    ).toBe(404);
    // A cashier (receipts only) picks the customer of a receipt without the Customers page.
    const asCashier = { tenant: 'alpha', cookie: suite.cashier };
    const picked = await suite.h.trpcQuery(
      'tenant.customers.pick',
      { search: 'Private' },
      asCashier,
    );
    expect(trpcData<{ name: string }[]>(picked).map((c) => c.name)).toEqual(['Private Buyer']);
    expect((await suite.h.trpcQuery('tenant.customers.list', {}, asCashier)).status).toBe(403);
    const asClerk = { tenant: 'alpha', cookie: suite.clerk };
    expect((await suite.h.trpcQuery('tenant.payments.list', {}, asClerk)).status).toBe(403);
    expect((await suite.h.trpcQuery('tenant.payments.receivables', {}, asClerk)).status).toBe(403);
    expect(
      (
        await suite.h.trpcMutation(
          'tenant.payments.create',
          { customerId: customer, amount: '10', mode: 'cash' },
          asClerk,
        )
      ).status,
    ).toBe(403);
  });
});

describe('ledger identity (property)', () => {
  it('invoices − credit notes + debit notes − receipts = outstanding − advance, per customer', async () => {
    const op = fc.oneof(
      fc.record({
        kind: fc.constant('invoice' as const),
        rupees: fc.integer({ min: 1, max: 50_000 }),
      }),
      fc.record({
        kind: fc.constant('credit' as const),
        pick: fc.nat(),
        share: fc.integer({ min: 1, max: 100 }),
      }),
      fc.record({
        kind: fc.constant('debit' as const),
        pick: fc.nat(),
        rupees: fc.integer({ min: 1, max: 5_000 }),
      }),
      fc.record({
        kind: fc.constant('receipt' as const),
        pick: fc.nat(),
        paise: fc.integer({ min: 1, max: 5_000_000 }),
      }),
      fc.record({ kind: fc.constant('reverse' as const), pick: fc.nat() }),
    );
    let run = 0;
    await fc.assert(
      fc.asyncProperty(fc.array(op, { minLength: 3, maxLength: 10 }), async (ops) => {
        run += 1;
        const customer = await newCustomer(`Property ${run} ${Date.now()}`);
        const invoices: Invoice[] = [];
        const receipts: string[] = [];
        for (const o of ops) {
          if (o.kind === 'invoice') {
            invoices.push(await battery(customer, String(o.rupees), '2025-11-01'));
          } else if (o.kind === 'credit' || o.kind === 'debit') {
            const invoice = invoices[o.pick % Math.max(invoices.length, 1)];
            if (!invoice) continue;
            const value = o.kind === 'credit' ? String(o.share) : String(o.rupees);
            // A credit beyond what is left is refused (400) and changes nothing: also fine.
            await mutate(`tenant.${o.kind}Notes.create`, {
              noteDate: '2025-11-02',
              reason: o.kind === 'credit' ? 'post-sale-discount' : 'price-revision',
              lines: [{ invoiceLineId: invoice.lines[0]!.id, taxableValue: value }],
            });
          } else if (o.kind === 'receipt') {
            const invoice = invoices[o.pick % Math.max(invoices.length, 1)];
            const amount = (o.paise / 100).toFixed(2);
            const reply = await mutate('tenant.payments.create', {
              customerId: customer,
              paymentDate: '2025-11-03',
              amount,
              mode: 'cash',
              allocations: invoice ? [{ invoiceId: invoice.id, amount }] : [],
            });
            // Over-allocation is refused; then take it as an advance instead.
            const ok =
              reply.status === 200
                ? reply
                : await mutate('tenant.payments.create', {
                    customerId: customer,
                    paymentDate: '2025-11-03',
                    amount,
                    mode: 'cash',
                  });
            receipts.push(trpcData<Payment>(ok).id);
          } else {
            const id = receipts[o.pick % Math.max(receipts.length, 1)];
            if (id) await mutate('tenant.payments.delete', { id });
          }
        }
        const statement = trpcData<{ closing: string }>(
          await query('tenant.payments.statement', {
            customerId: customer,
            from: '2025-01-01',
            to: '2025-12-31',
          }),
        );
        const aging = trpcData<{ data: { customerId: string; total: string; advance: string }[] }>(
          await query('tenant.payments.receivables', { asOf: '2025-12-31' }),
        );
        const row = aging.data.find((r) => r.customerId === customer);
        const outstandingLessAdvance = row
          ? new MoneyDecimal(row.total).minus(row.advance).toFixed(2)
          : '0.00';
        expect(outstandingLessAdvance).toBe(statement.closing);
      }),
      { numRuns: 12 },
    );
    // Each run is dozens of requests: generous on a loaded 2-core machine.
  }, 180_000);
});

describe('REST', () => {
  it('records, lists, reports and reverses receipts at the documented URLs', async () => {
    const customer = await newCustomer('Rest Buyer');
    const invoice = await battery(customer, '2000'); // 2,000 + 180 + 180 = 2,360.00
    const created = await suite.h.rest('POST', '/api/payment', {
      ...asOwner(),
      body: {
        payments: [
          {
            customerId: customer,
            date: '2025-10-02',
            amount: '1000',
            mode: 'cheque',
            reference: 'CHQ 000123',
            allocations: [{ invoiceId: invoice.id, amount: '1000' }],
          },
        ],
      },
    });
    expect(created.status, created.text).toBe(201);
    expect(created.body.data).toMatchObject({ paymentDate: '2025-10-02', unallocated: '0.00' });
    const id = created.body.data._id as string;
    const list = await suite.h.rest('GET', `/api/payment?customerId=${customer}`, asOwner());
    expect(list.body.data.map((p: { _id: string }) => p._id)).toEqual([id]);

    // 2,360 − 1,000 = 1,360.00 left; due 8 Oct 2025, on 1 Nov 2025 24 days late: 0–30.
    const aging = await suite.h.rest(
      'GET',
      '/api/receivables?asOf=2025-11-01&search=Rest Buyer',
      asOwner(),
    );
    expect(aging.status, aging.text).toBe(200);
    expect(aging.body.data).toEqual([
      expect.objectContaining({ customerName: 'Rest Buyer', d0_30: '1360.00', total: '1360.00' }),
    ]);
    const statement = await suite.h.rest(
      'GET',
      `/api/customer-statement/${customer}?from=2025-10-01&to=2025-10-31`,
      asOwner(),
    );
    expect(statement.status, statement.text).toBe(200);
    expect(statement.body.data).toMatchObject({ opening: '0.00', closing: '1360.00' });
    const bad = await suite.h.rest(
      'GET',
      `/api/customer-statement/${customer}?from=2025-10-31&to=2025-10-01`,
      asOwner(),
    );
    expect(bad.status).toBe(400);

    // The receipt PDF and the statement as a PDF and a workbook.
    const link = await suite.h.rest('GET', `/api/payment-file/${id}`, asOwner());
    expect(link.status, link.text).toBe(200);
    const receiptPdf = await suite.h.rest('GET', link.body.data.fileLink as string, asOwner());
    expect(receiptPdf.raw.headers['content-type']).toContain('application/pdf');
    const statementPdf = await suite.h.rest(
      'GET',
      `/api/customer-statement-file/${customer}?from=2025-10-01&to=2025-10-31`,
      asOwner(),
    );
    expect(statementPdf.status, statementPdf.text).toBe(200);
    expect(statementPdf.raw.headers['content-disposition']).toContain(
      'Statement-Rest Buyer-2025-10-01-2025-10-31.pdf',
    );
    if (PDFTOTEXT) {
      const receiptText = pdfText(receiptPdf.raw.rawPayload);
      for (const field of [
        'PAYMENT RECEIPT',
        created.body.data.receiptNumber,
        'Rest Buyer',
        '1,000.00',
        'CHQ 000123',
        invoice.invoiceNumber,
      ]) {
        expect(receiptText, field).toContain(field);
      }
      const statementText = pdfText(statementPdf.raw.rawPayload);
      for (const field of ['STATEMENT OF ACCOUNT', invoice.invoiceNumber, '2,360.00', '1,360.00']) {
        expect(statementText, field).toContain(field);
      }
    }
    const workbook = await suite.h.rest(
      'GET',
      `/api/customer-statement-file/${customer}?from=2025-10-01&to=2025-10-31&format=xlsx`,
      asOwner(),
    );
    expect(workbook.status, workbook.text).toBe(200);
    const rows = sheetRows(workbook);
    // Opening, the invoice (+2,360), the receipt (−1,000), closing.
    expect(rows.map((r) => [r.Document, r.Balance])).toEqual([
      ['Opening balance', 0],
      ['Invoice', 2360],
      ['Receipt', 1360],
      ['Closing balance', 1360],
    ]);

    // The dashboard PDF carries the Outstanding card for a user who may view Payments.
    const dashboardPdf = await suite.h.rest('POST', '/api/dashboard/pdf', {
      ...asOwner(),
      body: {},
    });
    expect(dashboardPdf.status, dashboardPdf.text).toBe(200);
    if (PDFTOTEXT) expect(pdfText(dashboardPdf.raw.rawPayload)).toContain('Outstanding');

    const reversed = await suite.h.rest('DELETE', `/api/payment/hard-delete/${id}`, asOwner());
    expect(reversed.body).toEqual({ message: 'Receipt reversed' });
    expect(await balances([invoice.id])).toEqual([['2360.00', 'overdue']]);
  });
});
