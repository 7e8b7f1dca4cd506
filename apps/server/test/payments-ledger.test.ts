import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { MoneyDecimal } from '@gst/domain';
import { halfTransparent, pdfImageSizes } from '../../../packages/api/test/services/image-fixtures';
import { PDFTOTEXT, pdfText } from './documents-helpers';
import { setSetting } from './gst-fixtures';
import { sheetRows } from './catalogue-fixtures';
import { trpcData } from './helpers';
import { paymentsSuite, type Invoice, type Payment } from './payments-fixtures';

/**
 * Receivables and statements (issue 16), on both engines: the ledger identity per customer as a
 * property, and receipts recorded, listed, reported and reversed at the documented REST URLs.
 * The shop is in West Bengal (19); every figure is worked out by hand in the comments.
 */
const { suite, asOwner, mutate, query, newCustomer, battery, balances } = paymentsSuite();

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
    // A logo stored before the pixel budget, at 3000 × 1500: the statement draws it fitted to
    // 600 × 300, as the stored documents do (issue 28 item 6).
    await setSetting(suite.h, suite.h.a, 'shopLogo', await halfTransparent(3000, 1500));
    const statementPdf = await suite.h.rest(
      'GET',
      `/api/customer-statement-file/${customer}?from=2025-10-01&to=2025-10-31`,
      asOwner(),
    );
    expect(statementPdf.status, statementPdf.text).toBe(200);
    const drawn = pdfImageSizes(new Uint8Array(statementPdf.raw.rawPayload));
    expect(drawn).toContainEqual([600, 300]);
    expect(drawn).not.toContainEqual([3000, 1500]);
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
