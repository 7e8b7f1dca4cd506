// @engines pglite postgres
import { describe, expect, it } from 'vitest';
import { sheetRows } from './catalogue-fixtures';
import { expectRestError, staffSession, trpcData, trpcError } from './helpers';
import { paymentsSuite, type Payment } from './payments-fixtures';

/**
 * Income-tax TDS deducted by a buyer on a receipt (issue 33), on both engines. The shop is in
 * West Bengal; a battery is 18 % within the state, so an invoice of ₹1,00,000 taxable is
 * 1,00,000 + 9,000 + 9,000 = ₹1,18,000. The buyer deducts TDS u/s 194Q at 0.1 % on the value
 * excluding GST: CBDT Circular 13 of 2021 (30 June 2021), para 4.3.2, says that where GST is shown
 * separately on the invoice and tax is deducted on credit, it is deducted on the amount without
 * GST (on an advance, paid before the invoice, it is on the whole amount). So 0.1 % × 1,00,000 =
 * ₹100 TDS, and the buyer pays 1,18,000 − 100 = ₹1,17,900 in cash.
 */
const { suite, mutate, query, newCustomer, battery, balances, refusedWith } = paymentsSuite();

type TdsPayment = Payment & { settled: string; tdsAmount: string; amount: string };
type Statement = {
  opening: string;
  closing: string;
  lines: { kind: string; number: string; debit: string; credit: string; balance: string }[];
};
const ids: { r1: string; buyer: string; r1Number: string } = { r1: '', buyer: '', r1Number: '' };

describe('TDS on receipts', () => {
  it('settles an invoice by cash + TDS; the statement closes at 0', async () => {
    ids.buyer = await newCustomer('Tds Buyer');
    const invoice = await battery(ids.buyer, '100000'); // 1,18,000.00
    // The drawer's TDS suggestion reads the open invoice's taxable value beside its total.
    const open = trpcData<{ invoiceId: string; total: string; taxableAmount: string }[]>(
      await query('tenant.payments.openInvoices', { customerId: ids.buyer }),
    );
    expect(open).toMatchObject([
      { invoiceId: invoice.id, total: '118000.00', taxableAmount: '100000.00' },
    ]);
    const r1 = trpcData<TdsPayment>(
      await mutate('tenant.payments.create', {
        customerId: ids.buyer,
        paymentDate: '2025-10-05',
        amount: '117900',
        mode: 'bank-transfer',
        tdsSection: '194Q',
        tdsRate: '0.1',
        tdsAmount: '100',
        allocations: [{ invoiceId: invoice.id, amount: '118000' }],
      }),
    );
    ids.r1 = r1.id;
    ids.r1Number = r1.receiptNumber;
    // 1,17,900 + 100 = 1,18,000 settled, all of it allocated: nothing left as advance.
    expect(r1).toMatchObject({ amount: '117900.00', tdsAmount: '100.00', settled: '118000.00' });
    expect(r1.unallocated).toBe('0.00');
    expect(await balances([invoice.id])).toEqual([['0.00', 'paid']]);
    const statement = trpcData<Statement>(
      await query('tenant.payments.statement', {
        customerId: ids.buyer,
        from: '2025-10-01',
        to: '2025-10-31',
      }),
    );
    // 0 + 1,18,000 − 1,18,000 (cash 1,17,900 + TDS 100) = 0.
    expect(statement.opening).toBe('0.00');
    expect(statement.lines.map((l) => [l.kind, l.number, l.debit, l.credit, l.balance])).toEqual([
      ['invoice', invoice.invoiceNumber, '118000.00', '0.00', '118000.00'],
      ['receipt', `${r1.receiptNumber} (TDS 194Q ₹100.00)`, '0.00', '118000.00', '0.00'],
    ]);
    expect(statement.closing).toBe('0.00');
  });

  it('keeps TDS on an unallocated receipt in the advance (receivables, refundable)', async () => {
    const customer = await newCustomer('Tds Advance');
    // 1,000 received and 10 TDS u/s 194C (1 % of 1,000, paid in advance: on the whole amount):
    // nothing allocated, so the customer's advance is 1,000 + 10 = 1,010.
    const receipt = trpcData<TdsPayment>(
      await mutate('tenant.payments.create', {
        customerId: customer,
        paymentDate: '2025-10-06',
        amount: '1000',
        mode: 'cash',
        tdsSection: '194C',
        tdsRate: '1',
        tdsAmount: '10',
      }),
    );
    expect(receipt.unallocated).toBe('1010.00');
    const aging = trpcData<{ data: { customerId: string; advance: string }[] }>(
      await query('tenant.payments.receivables', { asOf: '2025-12-01' }),
    );
    expect(aging.data.find((r) => r.customerId === customer)?.advance).toBe('1010.00');
    const refundable = trpcData<{ advance: string; receipts: { refundable: string }[] }>(
      await query('tenant.refunds.refundable', { customerId: customer }),
    );
    expect(refundable).toMatchObject({ advance: '1010.00', receipts: [{ refundable: '1010.00' }] });
  });

  it('refuses over-settlement and TDS that does not add up, with clear messages', async () => {
    const customer = await newCustomer('Tds Over');
    const invoice = await battery(customer, '1000'); // 1,000 + 90 + 90 = 1,180.00
    const base = { customerId: customer, paymentDate: '2025-10-06', mode: 'cash' as const };
    // 1,000 + 100 TDS settles 1,100: an allocation of 1,180 is 80 too much.
    refusedWith(
      await mutate('tenant.payments.create', {
        ...base,
        amount: '1000',
        tdsSection: '194C',
        tdsAmount: '100',
        allocations: [{ invoiceId: invoice.id, amount: '1180' }],
      }),
      /The allocations \(1180\.00\) are more than the receipt \(1100\.00\)/,
    );
    refusedWith(
      await mutate('tenant.payments.create', { ...base, amount: '1000', tdsAmount: '10' }),
      /Choose the TDS section/,
    );
    refusedWith(
      await mutate('tenant.payments.create', { ...base, amount: '1000', tdsSection: '194Z' }),
      /tdsSection must be one of 194Q, 194C, 194J, 194H, 194I, 194O, other/,
    );
    refusedWith(
      await mutate('tenant.payments.create', {
        ...base,
        amount: '1000',
        tdsSection: '194J',
        tdsRate: '31',
        tdsAmount: '10',
      }),
      /TDS rate must be a percent from 0 to 30/,
    );
    refusedWith(
      await mutate('tenant.payments.create', {
        ...base,
        amount: '1000',
        tdsSection: '194J',
        tdsAmount: '10.005',
      }),
      /Enter a valid amount/,
    );
    // 100 + 50 settles 150; 30 % of 150 is 45, less than the 50 claimed.
    refusedWith(
      await mutate('tenant.payments.create', {
        ...base,
        amount: '100',
        tdsSection: '194J',
        tdsAmount: '50',
      }),
      /TDS of ₹50\.00 is more than 30% of what the receipt settles \(₹150\.00\)/,
    );
    expect(await balances([invoice.id])).toEqual([['1180.00', 'overdue']]);
  });

  it('a reversed receipt with TDS gives the invoice its due back', async () => {
    const customer = await newCustomer('Tds Reversed');
    const invoice = await battery(customer, '1000'); // 1,180.00
    // 194C at 1 % of 1,000 = 10; cash 1,170.
    const receipt = trpcData<TdsPayment>(
      await mutate('tenant.payments.create', {
        customerId: customer,
        paymentDate: '2025-10-07',
        amount: '1170',
        mode: 'upi',
        tdsSection: '194C',
        tdsRate: '1',
        tdsAmount: '10',
        allocations: [{ invoiceId: invoice.id, amount: '1180' }],
      }),
    );
    expect(await balances([invoice.id])).toEqual([['0.00', 'paid']]);
    trpcData(await mutate('tenant.payments.delete', { id: receipt.id }));
    expect(await balances([invoice.id])).toEqual([['1180.00', 'overdue']]);
    // The Form 16A of a reversed receipt is not entered.
    const late = await mutate('tenant.payments.setTds', {
      id: receipt.id,
      tdsSection: '194C',
      tdsAmount: '10',
      form16aNumber: 'F16A-REV',
    });
    expect(late.status).toBe(409);
    expect(trpcError(late).message).toMatch(/is reversed/);
  });

  it('takes the Form 16A later (REST PATCH), audited; refuses lowering TDS below the allocation', async () => {
    // Without TDS the receipt would settle 1,17,900, less than the 1,18,000 allocated.
    refusedWith(
      await mutate('tenant.payments.setTds', { id: ids.r1, tdsAmount: '0' }),
      /would settle ₹1,17,900\.00, less than the ₹1,18,000\.00 applied to invoices/,
    );
    const patched = await suite.h.rest('PATCH', `/api/payment/${ids.r1}/tds`, {
      tenant: 'alpha',
      cookie: suite.owner,
      body: {
        tdsSection: '194Q',
        tdsRate: '0.1',
        tdsAmount: '100',
        form16aNumber: 'ABCDE1234F/Q3/0001',
        form16aDate: '2026-02-10',
      },
    });
    expect(patched.status, patched.text).toBe(200);
    const receipt = trpcData<TdsPayment & { form16aNumber: string; form16aDate: string }>(
      await query('tenant.payments.get', { id: ids.r1 }),
    );
    expect(receipt).toMatchObject({ form16aNumber: 'ABCDE1234F/Q3/0001', form16aDate: '2026-02-10' }); // prettier-ignore
    const audit = trpcData<{ data: { action: string; entityId: string; details: unknown }[] }>(
      await query('tenant.audit.list', { entity: 'payment' }),
    );
    const entry = audit.data.find((a) => a.action === 'payment.tds' && a.entityId === ids.r1);
    expect(JSON.stringify(entry?.details)).toContain('ABCDE1234F/Q3/0001');
    expectRestError(
      await suite.h.rest('PATCH', `/api/payment/${ids.r1}/tds`, {
        tenant: 'alpha',
        cookie: suite.owner,
        body: { tdsAmount: '5' },
      }),
      400,
      'Choose the TDS section',
    );
  });

  it('reports TDS receivable per customer and quarter, with totals and audited downloads', async () => {
    const other = await newCustomer('Tds Later');
    const invoice = await battery(other, '50000', '2026-01-10'); // 59,000.00
    // 0.1 % of 50,000 = 50; cash 58,950, in Q4 (January–March) of 2025-26.
    trpcData(
      await mutate('tenant.payments.create', {
        customerId: other,
        paymentDate: '2026-01-15',
        amount: '58950',
        mode: 'cheque',
        tdsSection: '194Q',
        tdsRate: '0.1',
        tdsAmount: '50',
        allocations: [{ invoiceId: invoice.id, amount: '59000' }],
      }),
    );
    const range = { from: '2025-04-01', to: '2026-03-31' };
    type Report = {
      data: { quarter: string; customerName: string; totals: Record<string, unknown> }[];
      totals: Record<string, unknown>;
    };
    const report = trpcData<Report>(await query('tenant.reports.tdsReceivable', range));
    // The reversed receipt (Tds Reversed) is left out; Tds Buyer's Form 16A has come.
    expect(report.data.map((g) => [g.quarter, g.customerName, g.totals])).toEqual([
      ['Q3 2025-26', 'Tds Advance', { receipts: 1, received: '1000.00', tds: '10.00', form16aReceived: '0.00', form16aPending: '10.00' }], // prettier-ignore
      ['Q3 2025-26', 'Tds Buyer', { receipts: 1, received: '117900.00', tds: '100.00', form16aReceived: '100.00', form16aPending: '0.00' }], // prettier-ignore
      ['Q4 2025-26', 'Tds Later', { receipts: 1, received: '58950.00', tds: '50.00', form16aReceived: '0.00', form16aPending: '50.00' }], // prettier-ignore
    ]);
    // 1,000 + 1,17,900 + 58,950 = 1,77,850 received; 10 + 100 + 50 = 160 TDS, 100 with Form 16A,
    // 10 + 50 = 60 pending.
    expect(report.totals).toEqual({
      receipts: 3,
      received: '177850.00',
      tds: '160.00',
      form16aReceived: '100.00',
      form16aPending: '60.00',
    });
    const one = trpcData<Report>(
      await query('tenant.reports.tdsReceivable', { ...range, customerId: other }),
    );
    expect(one.totals).toMatchObject({ receipts: 1, tds: '50.00' });

    const url = `/api/reports/tds-receivable?from=${range.from}&to=${range.to}`;
    const as = { tenant: 'alpha', cookie: suite.owner };
    const xlsx = await suite.h.rest('GET', `${url}&format=xlsx`, as);
    expect(xlsx.status, xlsx.text).toBe(200);
    expect(String(xlsx.raw.headers['content-disposition'])).toContain(
      'TDS_Receivable_2025-04-01_to_2026-03-31.xlsx',
    );
    const rows = sheetRows(xlsx);
    expect(rows.find((r) => r.Quarter === 'Total')).toMatchObject({ Received: 177850, TDS: 160 });
    expect(rows.find((r) => r.Receipt === ids.r1Number)).toMatchObject({
      Section: '194Q',
      'Rate %': 0.1,
      TDS: 100,
      'Form 16A': 'ABCDE1234F/Q3/0001',
    });
    const pdf = await suite.h.rest('GET', `${url}&format=pdf`, as);
    expect(pdf.status, pdf.text).toBe(200);
    expect(Buffer.from(pdf.raw.rawPayload).subarray(0, 5).toString()).toBe('%PDF-');
    const audit =
      trpcData<{ data: { action: string; entityId: string; details: { format: string; tds: string } }[] }> // prettier-ignore
      (await query('tenant.audit.list', { entity: 'report' }));
    expect(
      audit.data
        .filter((a) => a.entityId === 'tds-receivable')
        .map((a) => [a.action, a.details.format, a.details.tds])
        .sort(),
    ).toEqual([
      ['report.export', 'pdf', '160.00'],
      ['report.export', 'xlsx', '160.00'],
    ]);
    const json = await suite.h.rest('GET', url, as);
    expect(json.body).toMatchObject({ message: 'TDS receivable fetched', data: { totals: { tds: '160.00' } } }); // prettier-ignore
    expectRestError(await suite.h.rest('GET', `${url}&format=csv`, as), 400);
  });

  it('needs the rights, and one shop never sees another shop’s TDS', async () => {
    const range = { from: '2025-04-01', to: '2026-03-31' };
    const clerk = { tenant: 'alpha', cookie: suite.clerk };
    const cashier = { tenant: 'alpha', cookie: suite.cashier };
    const viewer = await staffSession(suite.h, 'tds-viewer@alpha.test', { reports: ['view'] });
    const asViewer = { tenant: 'alpha', cookie: viewer };
    const url = `/api/reports/tds-receivable?from=${range.from}&to=${range.to}`;
    expect((await suite.h.trpcQuery('tenant.reports.tdsReceivable', range, clerk)).status).toBe(403); // prettier-ignore
    expect((await suite.h.trpcQuery('tenant.reports.tdsReceivable', range, asViewer)).status).toBe(200); // prettier-ignore
    expectRestError(await suite.h.rest('GET', `${url}&format=xlsx`, asViewer), 403);
    // The cashier may record receipts but not edit them: no Form 16A.
    const edit = { id: ids.r1, tdsSection: '194Q', tdsAmount: '100', form16aNumber: 'X' };
    expect((await suite.h.trpcMutation('tenant.payments.setTds', edit, cashier)).status).toBe(403);
    const beta = { tenant: 'beta', cookie: suite.ownerB };
    const theirs = trpcData<{ data: unknown[]; totals: { tds: string } }>(
      await suite.h.trpcQuery('tenant.reports.tdsReceivable', range, beta),
    );
    expect(theirs).toMatchObject({ data: [], totals: { tds: '0.00' } });
    expect((await suite.h.trpcMutation('tenant.payments.setTds', edit, beta)).status).toBe(404);
  });
});
