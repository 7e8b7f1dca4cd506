// @engines pglite
// Refund figures, the voucher's text, permissions and isolation: behaviour of the verbs and the
// HTTP edge, with no engine-specific SQL (the race between two refunds is refunds-race.test.ts).
import { describe, expect, it } from 'vitest';
import { pdfText, PDFTOTEXT } from './documents-helpers';
import { trpcData, trpcError } from './helpers';
import { paymentsSuite, type Invoice } from './payments-fixtures';

/**
 * Refunds (issue 29 item 5). The shop is in West Bengal (19); a battery at 18 % within the state
 * is price + 9 % CGST + 9 % SGST. Every figure below is worked by hand in the comments.
 */
const { suite, asOwner, mutate, query, newCustomer, battery, refusedWith } = paymentsSuite();

type Refund = { id: string; refundNumber: string; amount: string; status: string };
type Note = { id: string; noteNumber: string; totalAmount: string };
type ReceivablesRow = { customerId: string; total: string; advance: string };

async function advanceOf(customerId: string) {
  const r = trpcData<{ data: ReceivablesRow[] }>(await query('tenant.payments.receivables', {}));
  return r.data.find((row) => row.customerId === customerId)?.advance ?? '0.00';
}

/**
 * A paid invoice with a credit note and a spare receipt:
 * I = 10,000 + 900 + 900 = 11,800.00, paid in full by R1 (11,800.00);
 * R2 = 500.00 not allocated (advance);
 * CN on I: 1,000 taxable + 90 + 90 = 1,180.00, so I stands at 11,800 − 1,180 − 11,800 = −1,180.00.
 * The advance is 500.00 + 1,180.00 = 1,680.00.
 */
async function paidInvoiceWithCredit(name: string) {
  const customer = await newCustomer(name);
  const invoice: Invoice = await battery(customer, '10000', '2025-10-01');
  trpcData(
    await mutate('tenant.payments.create', {
      customerId: customer,
      paymentDate: '2025-10-01',
      amount: '11800',
      mode: 'upi',
      allocations: [{ invoiceId: invoice.id, amount: '11800' }],
    }),
  );
  const spare = trpcData<{ id: string; receiptNumber: string }>(
    await mutate('tenant.payments.create', {
      customerId: customer,
      paymentDate: '2025-10-05',
      amount: '500',
      mode: 'cash',
    }),
  );
  const note = trpcData<Note>(
    await mutate('tenant.creditNotes.create', {
      noteDate: '2025-10-10',
      reason: 'post-sale-discount',
      lines: [{ invoiceLineId: invoice.lines[0]!.id, taxableValue: '1000' }],
    }),
  );
  expect(note.totalAmount).toBe('1180.00');
  return { customer, invoice, spare, note };
}

describe('refunds (issue 29 item 5)', () => {
  it('pays back at most the advance, through a filed quarter, in receivables and the statement', async () => {
    const { customer, spare, note } = await paidInvoiceWithCredit('Refund Buyer');
    expect(await advanceOf(customer)).toBe('1680.00');
    // Oct–Dec 2025 is filed: a refund changes no return, so it is still recorded in it.
    trpcData(await mutate('tenant.returns.lock', { period: '122025' }));

    const base = { customerId: customer, refundDate: '2025-10-15', mode: 'bank-transfer' };
    refusedWith(
      await mutate('tenant.refunds.create', { ...base, amount: '1680.01' }),
      /Refund of ₹1,680.01 is more than the customer's advance of ₹1,680.00/,
    );
    refusedWith(
      await mutate('tenant.refunds.create', { ...base, amount: '1180.01', noteId: note.id }),
      new RegExp(`more than the ₹1,180.00 left to refund on credit note ${note.noteNumber}`),
    );
    const r1 = trpcData<Refund>(
      await mutate('tenant.refunds.create', {
        ...base,
        amount: '1180',
        noteId: note.id,
        reference: 'NEFT N1322',
      }),
    );
    expect(r1).toMatchObject({ refundNumber: 'RV/25-26/0001', amount: '1180.00' });
    // 1,680.00 − 1,180.00 = 500.00 held; the credit note has nothing left to refund.
    expect(await advanceOf(customer)).toBe('500.00');
    refusedWith(
      await mutate('tenant.refunds.create', { ...base, amount: '1', noteId: note.id }),
      /more than the ₹0.00 left to refund on credit note/,
    );
    const r2 = trpcData<Refund>(
      await mutate('tenant.refunds.create', {
        ...base,
        refundDate: '2025-10-16',
        amount: '200',
        mode: 'cash',
        paymentId: spare.id,
      }),
    );
    expect(r2.refundNumber).toBe('RV/25-26/0002');
    expect(await advanceOf(customer)).toBe('300.00');
    const refundable = trpcData<{ advance: string; receipts: { refundable: string }[] }>(
      await query('tenant.refunds.refundable', { customerId: customer }),
    );
    // R2: 500 − 200 refunded = 300.00 left, within the advance of 300.00.
    expect(refundable).toMatchObject({ advance: '300.00', receipts: [{ refundable: '300.00' }] });

    // A receipt's rest that a refund paid back cannot be applied again: a new invoice
    // 1,000 + 180 = 1,180.00; R2 shows 500.00 unallocated but only 300.00 is still held.
    const later = await battery(customer, '1000', '2026-01-05');
    refusedWith(
      await mutate('tenant.payments.allocate', {
        paymentId: spare.id,
        allocations: [{ invoiceId: later.id, amount: '300.01' }],
      }),
      /more than the receipt \(300.00\)/,
    );

    // Statement for October 2025, running balance:
    // I +11,800.00 = 11,800.00; R1 −11,800.00 = 0.00; R2 −500.00 = −500.00;
    // CN −1,180.00 = −1,680.00; RV1 +1,180.00 = −500.00; RV2 +200.00 = −300.00 (the advance).
    const statement = trpcData<{
      lines: { kind: string; number: string; debit: string; credit: string; balance: string }[];
      closing: string;
    }>(
      await query('tenant.payments.statement', {
        customerId: customer,
        from: '2025-10-01',
        to: '2025-10-31',
      }),
    );
    expect(statement.lines.map((l) => [l.kind, l.debit, l.credit, l.balance])).toEqual([
      ['invoice', '11800.00', '0.00', '11800.00'],
      ['receipt', '0.00', '11800.00', '0.00'],
      ['receipt', '0.00', '500.00', '-500.00'],
      ['credit-note', '0.00', '1180.00', '-1680.00'],
      ['refund', '1180.00', '0.00', '-500.00'],
      ['refund', '200.00', '0.00', '-300.00'],
    ]);
    expect(statement.closing).toBe('-300.00');

    // Reversed (a payout that bounced): the 200.00 is held again, 300 + 200 = 500.00.
    trpcData(await mutate('tenant.refunds.reverse', { id: r2.id }));
    expect(await advanceOf(customer)).toBe('500.00');
    const again = await mutate('tenant.refunds.reverse', { id: r2.id });
    expect(again.status).toBe(409);
    expect(trpcError(again).message).toBe('Refund RV/25-26/0002 is already reversed');

    const audit = trpcData<{ data: { action: string; entityId: string }[] }>(
      await query('tenant.audit.list', { entity: 'refund', pageSize: 100 }),
    );
    expect(audit.data.map((a) => [a.action, a.entityId]).sort()).toEqual(
      [
        ['refund.create', r1.id],
        ['refund.create', r2.id],
        ['refund.reverse', r2.id],
      ].sort(),
    );

    // The Rule 51 voucher: supplier, number and date, the document it refers to, recipient,
    // amount, tax rate and amount (nil for an advance), reverse charge.
    const file = await suite.h.rest('GET', `/api/refund-file/${r1.id}`, asOwner());
    expect(file.status).toBe(200);
    expect(file.raw.headers['content-type']).toContain('application/pdf');
    if (PDFTOTEXT) {
      const text = pdfText(file.raw.rawPayload);
      for (const part of [
        'REFUND VOUCHER',
        'RV/25-26/0001',
        '15 Oct 2025',
        `Credit note ${note.noteNumber} dated 10 Oct 2025`,
        'Refund Buyer',
        'Amount Refunded',
        '₹1,180.00',
        'Tax Rate',
        '0%',
        'Reverse Charge',
        'Bank transfer',
        'NEFT N1322',
      ])
        expect(text).toContain(part);
    }
  });

  it('REST records and lists a refund; another shop and a user without the flags are refused', async () => {
    const { customer } = await paidInvoiceWithCredit('Refund Rest Buyer');
    const created = await suite.h.rest('POST', '/api/refund', {
      ...asOwner(),
      body: { refunds: [{ customerId: customer, amount: '100.50', mode: 'upi' }] },
    });
    expect(created.status, created.text).toBe(201);
    const id = created.body.data._id as string;
    const listed = await suite.h.rest('GET', `/api/refund?customerId=${customer}`, asOwner());
    expect(listed.body.data.map((r: { _id: string }) => r._id)).toEqual([id]);

    const asB = { tenant: 'beta', cookie: suite.ownerB };
    expect((await suite.h.trpcQuery('tenant.refunds.get', { id }, asB)).status).toBe(404);
    expect((await suite.h.rest('GET', `/api/refund-file/${id}`, asB)).status).toBe(404);
    expect((await suite.h.trpcMutation('tenant.refunds.reverse', { id }, asB)).status).toBe(404);
    const foreign = await suite.h.trpcMutation(
      'tenant.refunds.create',
      { customerId: customer, amount: '1', mode: 'cash' },
      asB,
    );
    refusedWith(foreign, /customer does not exist/);
    const listB = trpcData<{ data: unknown[] }>(
      await suite.h.trpcQuery('tenant.refunds.list', {}, asB),
    );
    expect(listB.data).toEqual([]);

    // A clerk without the Payments page: refused everything; a cashier (view, create) may
    // refund but not reverse.
    const asClerk = { tenant: 'alpha', cookie: suite.clerk };
    expect((await suite.h.trpcQuery('tenant.refunds.list', {}, asClerk)).status).toBe(403);
    expect((await suite.h.rest('GET', `/api/refund-file/${id}`, asClerk)).status).toBe(403);
    const clerkCreate = await suite.h.trpcMutation(
      'tenant.refunds.create',
      { customerId: customer, amount: '1', mode: 'cash' },
      asClerk,
    );
    expect(clerkCreate.status).toBe(403);
    const asCashier = { tenant: 'alpha', cookie: suite.cashier };
    trpcData(
      await suite.h.trpcMutation(
        'tenant.refunds.create',
        { customerId: customer, amount: '1', mode: 'cash' },
        asCashier,
      ),
    );
    expect((await suite.h.trpcMutation('tenant.refunds.reverse', { id }, asCashier)).status).toBe(
      403,
    );
  });
});
