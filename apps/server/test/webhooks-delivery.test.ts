// @engines pglite postgres citus
// Citus: the events recorded in the acting transaction and sent after its commit (pg_xact_status) on Citus too.
// Requests within one shop's schema, and a receiver on 127.0.0.1: no Citus round.
import { describe, expect, it } from 'vitest';
import { verifyWebhookSignature } from '../../../packages/api/src/infra/webhooks/sign';
import { trpcData } from './helpers';
import { handVerified, untilDeliveries, webhookSuite } from './webhooks-fixtures';

/**
 * Webhook events from their real actions (issue 34), delivered to a receiver on 127.0.0.1 (the
 * operator's WEBHOOKS_ALLOW_PRIVATE on) by the in-process sender (no queue): each event fires
 * once with its payload, and every delivery's signature verifies with the endpoint's secret (the
 * product's verify and a hand-written HMAC). Retries, redelivery, rollbacks, the SSRF check at
 * delivery and the sweep: webhooks-retries.test.ts.
 */
const w = webhookSuite();
const { suite, mutate, register, battery } = w;

describe('webhook events from their real actions', () => {
  it('each event fires once with its payload; every delivery is signed with the secret', async () => {
    const { h } = suite;
    const endpoint = await register([
      'invoice.issued',
      'invoice.cancelled',
      'invoice.paid',
      'note.issued',
      'receipt.recorded',
    ]);
    const invoice = await battery('1000.00'); // 1,000 + 9 % + 9 % = 1,180.00
    const other = await battery('500.00');
    trpcData(await mutate('tenant.invoices.delete', { id: other.id, reason: 'Entered twice' }));
    const note = trpcData<{ id: string; noteNumber: string }>(
      await mutate('tenant.creditNotes.create', {
        noteDate: '2025-10-05',
        reason: 'post-sale-discount',
        lines: [{ invoiceLineId: invoice.lines[0]?.id, taxableValue: '100.00' }],
      }),
    );
    // Left to pay: 1,180.00 − 118.00 credited = 1,062.00; a receipt of it settles the invoice.
    const receipt = trpcData<{ id: string; receiptNumber: string }>(
      await mutate('tenant.payments.create', {
        customerId: suite.fx.local.id,
        paymentDate: '2025-10-10',
        amount: '1062.00',
        mode: 'cash',
        allocations: [{ invoiceId: invoice.id, amount: '1062.00' }],
      }),
    );
    const got = await w.receiver.waitFor(6);
    const byType = new Map(got.map((r) => [r.body.type, r]));
    expect(got.map((r) => r.body.type).sort()).toEqual([
      'invoice.cancelled',
      'invoice.issued',
      'invoice.issued',
      'invoice.paid',
      'note.issued',
      'receipt.recorded',
    ]);
    expect(
      got
        .filter((r) => r.body.type === 'invoice.issued')
        .map((r) => r.body.data.id)
        .sort(),
    ).toEqual([invoice.id, other.id].sort());
    expect(byType.get('invoice.issued')?.body.shop).toEqual({ id: 'alpha', name: h.a.name });
    const issued = got.find(
      (r) => r.body.data.id === invoice.id && r.body.type === 'invoice.issued',
    );
    expect(issued?.body.data).toMatchObject({
      number: invoice.invoiceNumber,
      date: '2025-10-01',
      customer: { id: suite.fx.local.id },
      totals: { taxable: '1000.00', cgst: '90.00', sgst: '90.00', total: '1180.00' },
      status: 'issued',
      paymentStatus: expect.stringMatching(/^(unpaid|overdue)$/),
      balance: '1180.00',
    });
    expect(byType.get('invoice.cancelled')?.body.data).toMatchObject({
      id: other.id,
      status: 'cancelled',
      cancelReason: 'Entered twice',
      balance: null,
    });
    expect(byType.get('note.issued')?.body.data).toMatchObject({
      id: note.id,
      kind: 'credit',
      number: note.noteNumber,
      invoices: [{ id: invoice.id, number: invoice.invoiceNumber }],
      totals: { taxable: '100.00', total: '118.00' },
    });
    expect(byType.get('receipt.recorded')?.body.data).toMatchObject({
      id: receipt.id,
      number: receipt.receiptNumber,
      amount: '1062.00',
      mode: 'cash',
      allocations: [
        { invoiceId: invoice.id, invoiceNumber: invoice.invoiceNumber, amount: '1062.00' },
      ],
    });
    expect(byType.get('invoice.paid')?.body.data).toMatchObject({
      id: invoice.id,
      paymentStatus: 'paid',
      balance: '0.00',
    });
    const rows = await untilDeliveries(
      h,
      h.a.schemaName,
      (r) => r.length === 6 && r.every((d) => d.status === 'delivered'),
    );
    for (const r of got) {
      const signature = String(r.headers['x-gst-signature']);
      expect(verifyWebhookSignature(endpoint.secret, signature, r.raw)).toBe(true);
      expect(handVerified(endpoint.secret, signature, r.raw)).toBe(true);
      expect(handVerified('whsec_not-the-secret', signature, r.raw)).toBe(false);
      expect(r.headers['x-gst-event']).toBe(r.body.type);
      const row = rows.find((d) => d.id === r.headers['x-gst-delivery']);
      expect(row).toMatchObject({ eventId: r.body.id, event: r.body.type, attempts: 1 });
    }
  });
});

describe('an advance applied later', () => {
  it('a receipt with no allocation sends no invoice.paid; applying it in full later does', async () => {
    const endpoint = await register(['invoice.paid', 'receipt.recorded']);
    const invoice = await battery('100.00'); // 118.00
    const before = w.receiver.received.length;
    const receipt = trpcData<{ id: string }>(
      await mutate('tenant.payments.create', {
        customerId: suite.fx.local.id,
        paymentDate: '2025-10-10',
        amount: '200.00',
        mode: 'cash',
      }),
    );
    await w.receiver.waitFor(before + 1);
    // Part of it first: not paid yet.
    trpcData(
      await mutate('tenant.payments.allocate', {
        paymentId: receipt.id,
        allocations: [{ invoiceId: invoice.id, amount: '18.00' }],
      }),
    );
    trpcData(
      await mutate('tenant.payments.allocate', {
        paymentId: receipt.id,
        allocations: [{ invoiceId: invoice.id, amount: '100.00' }],
      }),
    );
    const got = (await w.receiver.waitFor(before + 2)).slice(before);
    await new Promise((r) => setTimeout(r, 300));
    expect(w.receiver.received.slice(before).map((r) => r.body.type)).toEqual([
      'receipt.recorded',
      'invoice.paid',
    ]);
    expect(got[0]!.body.data).toMatchObject({ id: receipt.id, allocations: [] });
    expect(got[1]!.body.data).toMatchObject({
      id: invoice.id,
      balance: '0.00',
      paymentStatus: 'paid',
    });
    expect(
      handVerified(endpoint.secret, String(got[1]!.headers['x-gst-signature']), got[1]!.raw),
    ).toBe(true);
  });
});

describe('share link views', () => {
  it('a view of a shared invoice sends share_link.viewed, without the link’s token', async () => {
    const { h } = suite;
    const endpoint = await register(['share_link.viewed']);
    const invoice = await battery('700.00');
    const link = trpcData<{ id: string; token: string }>(
      await mutate('tenant.shareLinks.create', { kind: 'invoice', documentId: invoice.id }),
    );
    const before = w.receiver.received.length;
    const page = await h.rest('GET', `/public/share/${link.token}`, {
      tenant: null,
      host: 'alpha.localhost',
      remoteAddress: '198.51.100.77',
    });
    expect(page.status, page.text).toBe(200);
    const [viewed] = (await w.receiver.waitFor(before + 1)).slice(before);
    expect(viewed!.body).toMatchObject({
      type: 'share_link.viewed',
      data: { id: link.id, kind: 'invoice', documentId: invoice.id, viewCount: 1 },
    });
    expect(viewed!.raw).not.toContain(link.token);
    const signature = String(viewed!.headers['x-gst-signature']);
    expect(verifyWebhookSignature(endpoint.secret, signature, viewed!.raw)).toBe(true);
  });
});
