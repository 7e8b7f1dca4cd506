// @engines pglite postgres
// Isolation between shops and permission refusals for one shop's supplier payments over HTTP;
// nothing here depends on where Citus places a schema.
import { describe, expect, it } from 'vitest';
import { withTenant } from '@gst/db/client';
import { purchaseBills, suppliers } from '@gst/db/schema';
import { sheetRows } from './catalogue-fixtures';
import { PDFTOTEXT, pdfText } from './documents-helpers';
import { expectRestError, ownerSuite, staffSession, trpcData, trpcError } from './helpers';

/** Supplier payments, payables and statements (issue 31): alpha's stay alpha's; flags hold. */
const suite = ownerSuite({}, async (h, asOwner) => {
  const { supplierId, billId } = await withTenant(h.database.db, h.a, async (tx) => {
    const [supplier] = await tx
      .insert(suppliers)
      .values({ name: 'Alpha Supplier', gstin: '19AAACS1234F1Z5', stateCode: 19 })
      .returning();
    if (!supplier) throw new Error('no supplier');
    const [bill] = await tx
      .insert(purchaseBills)
      .values({
        entryNumber: 'PB/26-27/0001',
        financialYear: 2026,
        sequence: 1,
        supplierId: supplier.id,
        supplierInvoiceNumber: 'AS/1',
        supplierInvoiceKey: 'as1',
        billDate: '2026-05-02',
        supplierFinancialYear: 2026,
        receivedDate: '2026-05-02',
        dueDate: '2026-06-01',
        placeOfSupply: 19,
        isInterState: false,
        taxableAmount: '1000.00',
        totalAmount: '1000.00',
        supplierTotal: '1000.00',
      })
      .returning();
    if (!bill) throw new Error('no bill');
    return { supplierId: supplier.id, billId: bill.id };
  });
  const created = await h.rest('POST', '/api/supplier-payment', {
    ...asOwner,
    body: {
      supplierId,
      paymentDate: '2026-05-10',
      amount: '400.00',
      mode: 'upi',
      allocations: [{ billId, amount: '400.00' }],
    },
  });
  expect(created.status, created.text).toBe(201);
  const paymentId = (created.body as { data: { id: string } }).data.id;
  const cookieB = await h.login(h.b);
  const viewer = await staffSession(h, 'sp-viewer@alpha.test', {
    'manage-supplier-payment': ['view'],
  });
  return { supplierId, billId, paymentId, cookieB, viewer };
});

const asB = () => ({ tenant: 'beta', cookie: suite.cookieB });
const asViewer = () => ({ tenant: 'alpha', cookie: suite.viewer });

async function expectAlphaUnchanged() {
  const payment = trpcData<{ status: string; unallocated: string }>(
    await suite.h.trpcQuery(
      'tenant.supplierPayments.get',
      { id: suite.paymentId },
      suite.asOwner(),
    ),
  );
  expect(payment).toMatchObject({ status: 'active', unallocated: '0.00' });
  const list = await suite.h.rest('GET', '/api/supplier-payment', suite.asOwner());
  expect((list.body as { data: unknown[] }).data).toHaveLength(1);
}

describe('supplier payments over HTTP', () => {
  it('the owner reads the payment, the bill balance and the payables', async () => {
    const one = await suite.h.rest(
      'GET',
      `/api/supplier-payment?paymentId=${suite.paymentId}`,
      suite.asOwner(),
    );
    expect(one.body).toMatchObject({ data: { paymentNumber: 'SP/26-27/0001', amount: '400.00' } });
    const payables = await suite.h.rest('GET', '/api/payables?asOf=2026-06-15', suite.asOwner());
    expect(payables.status).toBe(200);
    // 1,000 − 400 = 600 owed, due 2026-06-01: 14 days late on 2026-06-15.
    expect(payables.body).toMatchObject({
      data: [{ supplierId: suite.supplierId, d0_30: '600.00', total: '600.00' }],
    });
    const statement = await suite.h.rest(
      'GET',
      `/api/supplier-statement/${suite.supplierId}?from=2026-05-01&to=2026-05-31`,
      suite.asOwner(),
    );
    expect(statement.body).toMatchObject({ data: { opening: '0.00', closing: '600.00' } });
  });

  it('the supplier statement as a PDF and an Excel workbook: the bill, the payment, 600 payable', async () => {
    const range = 'from=2026-05-01&to=2026-05-31';
    const pdf = await suite.h.rest(
      'GET',
      `/api/supplier-statement-file/${suite.supplierId}?${range}`,
      suite.asOwner(),
    );
    expect(pdf.status, pdf.text).toBe(200);
    expect(pdf.raw.headers['content-type']).toContain('application/pdf');
    expect(pdf.raw.headers['content-disposition']).toContain(
      'Supplier-Statement-Alpha Supplier-2026-05-01-2026-05-31.pdf',
    );
    if (PDFTOTEXT) {
      const text = pdfText(pdf.raw.rawPayload);
      for (const field of [
        'STATEMENT OF ACCOUNT',
        'Supplier',
        'Alpha Supplier',
        'PB/26-27/0001 (AS/1)',
        'SP/26-27/0001',
        '1,000.00',
        '400.00',
        '600.00',
        'Payable',
      ]) {
        expect(text, field).toContain(field);
      }
    }
    const workbook = await suite.h.rest(
      'GET',
      `/api/supplier-statement-file/${suite.supplierId}?${range}&format=xlsx`,
      suite.asOwner(),
    );
    expect(workbook.status, workbook.text).toBe(200);
    // Opening 0, the bill (+1,000), the payment (−400), closing 600.
    expect(
      sheetRows(workbook).map((r) => [r.Document, r.Billed, r['Paid / returned'], r.Payable]),
    ).toEqual([
      ['Opening balance', '', '', 0],
      ['Bill', 1000, 0, 1000],
      ['Payment', 0, 400, 600],
      ['Closing balance', '', '', 600],
    ]);
    // Another shop gets a 404; a user without the Payables page a 403.
    expectRestError(
      await suite.h.rest('GET', `/api/supplier-statement-file/${suite.supplierId}?${range}`, asB()),
      404,
    );
    expectRestError(
      await suite.h.rest(
        'GET',
        `/api/supplier-statement-file/${suite.supplierId}?${range}`,
        asViewer(),
      ),
      403,
    );
  });

  it("another shop can neither read nor reverse alpha's payment, nor pay alpha's supplier", async () => {
    expectRestError(
      await suite.h.rest('GET', `/api/supplier-payment?paymentId=${suite.paymentId}`, asB()),
      404,
    );
    expect(
      trpcError(
        await suite.h.trpcQuery('tenant.supplierPayments.get', { id: suite.paymentId }, asB()),
      ).data.appCode,
    ).toBe('NOT_FOUND');
    expectRestError(
      await suite.h.rest('DELETE', `/api/supplier-payment/${suite.paymentId}`, asB()),
      404,
    );
    const pay = await suite.h.rest('POST', '/api/supplier-payment', {
      ...asB(),
      body: { supplierId: suite.supplierId, amount: '10.00', mode: 'cash' },
    });
    expectRestError(pay, 400, 'The selected supplier does not exist');
    expect(
      (await suite.h.rest('GET', '/api/payables', asB())).body as { data: unknown[] },
    ).toMatchObject({ data: [] });
    expectRestError(
      await suite.h.rest(
        'GET',
        `/api/supplier-statement/${suite.supplierId}?from=2026-05-01&to=2026-05-31`,
        asB(),
      ),
      404,
    );
    await expectAlphaUnchanged();
  });

  it('a user with only the view flag lists payments but cannot pay, reverse or see payables', async () => {
    expect((await suite.h.rest('GET', '/api/supplier-payment', asViewer())).status).toBe(200);
    expectRestError(
      await suite.h.rest('POST', '/api/supplier-payment', {
        ...asViewer(),
        body: { supplierId: suite.supplierId, amount: '10.00', mode: 'cash' },
      }),
      403,
    );
    expectRestError(
      await suite.h.rest('DELETE', `/api/supplier-payment/${suite.paymentId}`, asViewer()),
      403,
    );
    expectRestError(await suite.h.rest('GET', '/api/payables', asViewer()), 403);
    expect(
      trpcError(
        await suite.h.trpcMutation(
          'tenant.supplierPayments.allocate',
          { paymentId: suite.paymentId, allocations: [{ billId: suite.billId, amount: '1.00' }] },
          asViewer(),
        ),
      ).data.appCode,
    ).toBe('FORBIDDEN');
    await expectAlphaUnchanged();
  });
});
