// @engines pglite postgres
// Requests within one shop's schema, and a receiver on 127.0.0.1: no Citus round.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  createApiDeps,
  DEFAULT_API_CONFIG,
  runWebhookDelivery,
  sweepWebhookDeliveries,
} from '@gst/api';
import { withTenant } from '@gst/db/client';
import { recordWebhookEvent } from '../../../packages/api/src/services/webhooks/webhooks.events';
import { verifyWebhookSignature } from '../../../packages/api/src/infra/webhooks/sign';
import { seedBilling } from './billing-fixtures';
import { ownerSuite, trpcData, type Harness } from './helpers';
import {
  deliveryRows,
  handVerified,
  startReceiver,
  untilDeliveries,
  type Receiver,
} from './webhooks-fixtures';

/**
 * Webhook deliveries end to end (issue 34), with the operator's WEBHOOKS_ALLOW_PRIVATE on so a
 * receiver on 127.0.0.1 may be registered, and no queue (JOBS=off: the in-process sender):
 * every event fires from its real action with its payload, every delivery's signature verifies
 * with the endpoint's secret (the product's verify and a hand-written HMAC), a receiver failing
 * twice gets the event on the third try with each attempt in the log, a delivered row is never
 * sent again, nothing is sent for a rolled-back action, and the SSRF check runs again at delivery.
 */
const suite = ownerSuite({ WEBHOOKS_ALLOW_PRIVATE: 'true' }, async (h) => {
  const fx = await seedBilling(h, h.a, 1);
  return { fx };
});
let receiver: Receiver;
beforeAll(async () => {
  receiver = await startReceiver();
});
afterAll(async () => {
  await receiver.close();
});
// Each test registers its own endpoints: those of the tests before are removed (with their log).
beforeEach(async () => {
  if (suite.h) await suite.h.sql(`delete from ${suite.h.a.schemaName}.webhook_endpoints`);
});

type Endpoint = { id: string; secret: string };
const TEST_SECRET_KEY = new Uint8Array(Buffer.from('5e'.repeat(32), 'hex'));

function mutate(path: string, input: unknown) {
  return suite.h.trpcMutation(path, input, suite.asOwner());
}

async function register(events: string[], url = receiver.url): Promise<Endpoint> {
  const created = trpcData<Endpoint>(
    await mutate('tenant.webhooks.create', { url, description: 'Test ERP', events }),
  );
  suite.h.secrets.add(created.secret);
  return created;
}

async function battery(price: string) {
  return trpcData<{ id: string; invoiceNumber: string; lines: { id: string }[] }>(
    await mutate('tenant.invoices.create', {
      invoiceDate: '2025-10-01',
      billToId: suite.fx.local.id,
      lines: [{ productId: suite.fx.battery.id, quantity: 1, price }],
    }),
  );
}

/** The job handler as the queue runs it, on this harness's database. */
function handlerDeps(h: Harness, allowPrivate = true) {
  return createApiDeps(h.database.db, {
    ...DEFAULT_API_CONFIG,
    secretKey: TEST_SECRET_KEY,
    webhooks: { allowPrivate },
  });
}
const quietLog = { info: () => undefined, warn: () => undefined, error: () => undefined };

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
    const got = await receiver.waitFor(6);
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
    const before = receiver.received.length;
    const receipt = trpcData<{ id: string }>(
      await mutate('tenant.payments.create', {
        customerId: suite.fx.local.id,
        paymentDate: '2025-10-10',
        amount: '200.00',
        mode: 'cash',
      }),
    );
    await receiver.waitFor(before + 1);
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
    const got = (await receiver.waitFor(before + 2)).slice(before);
    await new Promise((r) => setTimeout(r, 300));
    expect(receiver.received.slice(before).map((r) => r.body.type)).toEqual([
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
    const before = receiver.received.length;
    const page = await h.rest('GET', `/public/share/${link.token}`, {
      tenant: null,
      host: 'alpha.localhost',
      remoteAddress: '198.51.100.77',
    });
    expect(page.status, page.text).toBe(200);
    const [viewed] = (await receiver.waitFor(before + 1)).slice(before);
    expect(viewed!.body).toMatchObject({
      type: 'share_link.viewed',
      data: { id: link.id, kind: 'invoice', documentId: invoice.id, viewCount: 1 },
    });
    expect(viewed!.raw).not.toContain(link.token);
    const signature = String(viewed!.headers['x-gst-signature']);
    expect(verifyWebhookSignature(endpoint.secret, signature, viewed!.raw)).toBe(true);
  });
});

describe('retries, the delivery log and redelivery', () => {
  it('a receiver failing twice gets the event on the third try; the log shows each attempt', async () => {
    const { h } = suite;
    const endpoint = await register(['invoice.issued']);
    const before = receiver.received.length;
    receiver.answer(500, 500);
    const invoice = await battery('200.00');
    // The first attempt is made once the invoice's transaction commits (no queue: in process).
    await receiver.waitFor(before + 1);
    const mine = (rows: Awaited<ReturnType<typeof deliveryRows>>) =>
      rows.filter((d) => d.endpointId === endpoint.id);
    const [first] = mine(
      await untilDeliveries(h, h.a.schemaName, (r) => mine(r)[0]?.responseStatus === 500),
    );
    expect(first).toMatchObject({ status: 'pending', attempts: 1, responseStatus: 500 });
    // The queue's job for the next tries (run here directly, without waiting out the backoff).
    const deps = handlerDeps(h);
    const args = { tenantRowId: h.a.id, deliveryId: first!.id };
    expect(await runWebhookDelivery(deps, quietLog, args)).toMatchObject({
      status: 'pending',
      attempt: 2,
      responseStatus: 500,
      retryInSeconds: 120,
    });
    expect(await runWebhookDelivery(deps, quietLog, args)).toMatchObject({
      status: 'delivered',
      attempt: 3,
      responseStatus: 200,
      retryInSeconds: null,
    });
    // Delivered: never sent again, whoever runs the job.
    expect(await runWebhookDelivery(deps, quietLog, args)).toBeNull();
    const tries = receiver.received.slice(before);
    expect(tries).toHaveLength(3);
    expect(new Set(tries.map((t) => t.headers['x-gst-delivery']))).toEqual(new Set([first!.id]));
    expect(new Set(tries.map((t) => t.body.id)).size).toBe(1);
    expect(tries.every((t) => t.body.data.id === invoice.id)).toBe(true);
    for (const t of tries) {
      expect(
        verifyWebhookSignature(endpoint.secret, String(t.headers['x-gst-signature']), t.raw),
      ).toBe(true);
    }
    const log = await h.rest('GET', `/api/webhooks/${endpoint.id}/deliveries`, suite.asOwner());
    expect(log.status, log.text).toBe(200);
    const [entry] = (
      log.body as {
        data: { attempts: number; status: string; responseStatus: number; lastError: string }[];
      }
    ).data;
    expect(entry).toMatchObject({ status: 'delivered', attempts: 3, responseStatus: 200 });
    const lines = entry!.lastError.split('\n');
    expect(lines).toHaveLength(3);
    expect(lines[0]).toMatch(
      /^#1 \S+ HTTP 500 Webhook endpoint answered 500: receiver says no \(500\)/,
    );
    expect(lines[1]).toMatch(/^#2 \S+ HTTP 500 /);
    expect(lines[2]).toMatch(/^#3 \S+ HTTP 200 delivered: ok/);
  });

  it('a failed delivery is redelivered on request; a test event goes through the same path', async () => {
    const { h } = suite;
    const endpoint = await register(['invoice.issued']);
    const before = receiver.received.length;
    // 400 is not retried: the delivery fails at once.
    receiver.answer(400);
    await battery('300.00');
    await receiver.waitFor(before + 1);
    const failed = await untilDeliveries(h, h.a.schemaName, (r) =>
      r.some((d) => d.endpointId === endpoint.id && d.status === 'failed'),
    );
    const row = failed.find((d) => d.endpointId === endpoint.id)!;
    expect(row).toMatchObject({ attempts: 1, responseStatus: 400 });
    const again = await h.rest(
      'POST',
      `/api/webhooks/deliveries/${row.id}/redeliver`,
      suite.asOwner(),
    );
    expect(again.status, again.text).toBe(202);
    await receiver.waitFor(before + 2);
    await untilDeliveries(h, h.a.schemaName, (r) =>
      r.some((d) => d.id === row.id && d.status === 'delivered' && d.attempts === 1),
    );
    // A delivered one is not redelivered.
    const refused = await h.rest(
      'POST',
      `/api/webhooks/deliveries/${row.id}/redeliver`,
      suite.asOwner(),
    );
    expect(refused.status).toBe(409);
    const test = await h.rest('POST', `/api/webhooks/${endpoint.id}/test`, suite.asOwner());
    expect(test.status, test.text).toBe(202);
    const [ping] = (await receiver.waitFor(before + 3)).slice(before + 2);
    expect(ping!.body).toMatchObject({ type: 'webhook.test', data: { id: endpoint.id } });
    expect(ping!.headers['x-gst-delivery']).toBe((test.body as { data: { id: string } }).data.id);
    expect(
      verifyWebhookSignature(endpoint.secret, String(ping!.headers['x-gst-signature']), ping!.raw),
    ).toBe(true);
  });
});

describe('what is not sent', () => {
  it('nothing for a refused or rolled-back action', async () => {
    const { h } = suite;
    await register(['invoice.issued', 'receipt.recorded']);
    const before = (await deliveryRows(h, h.a.schemaName)).length;
    const received = receiver.received.length;
    // A refused invoice (no such product) and a refused receipt (more than the balance).
    const bad = await mutate('tenant.invoices.create', {
      invoiceDate: '2025-10-01',
      billToId: suite.fx.local.id,
      lines: [{ productId: '00000000-0000-4000-8000-000000000000', quantity: 1, price: '1' }],
    });
    expect(bad.status).toBeGreaterThanOrEqual(400);
    // An event recorded in a transaction that then rolls back: its rows go with it.
    const invoice = await battery('50.00');
    await receiver.waitFor(received + 1); // the real one, committed
    const deps = handlerDeps(h);
    await expect(
      withTenant(h.database.db, h.a, async (tx) => {
        await recordWebhookEvent(
          { tx, tenant: { ...h.a, name: 'Alpha', status: 'active' }, ...deps, log: quietLog },
          'invoice.issued',
          invoice.id,
        );
        throw new Error('the action failed after recording its event');
      }),
    ).rejects.toThrow('the action failed');
    await new Promise((r) => setTimeout(r, 1000));
    expect(receiver.received.length).toBe(received + 1);
    const rows = await deliveryRows(h, h.a.schemaName);
    expect(rows.length).toBe(before + 1);
  });

  it('the address is checked again at delivery: loopback refused when the operator does not allow it', async () => {
    const { h } = suite;
    const endpoint = await register(['invoice.cancelled']);
    // A delivery row made by the test button, run by a server whose operator allows no private URLs.
    const received = receiver.received.length;
    const test = trpcData<{ id: string }>(
      await mutate('tenant.webhooks.test', { id: endpoint.id }),
    );
    await receiver.waitFor(received + 1);
    await untilDeliveries(h, h.a.schemaName, (r) =>
      r.some((d) => d.id === test.id && d.status === 'delivered'),
    );
    const strict = handlerDeps(h, false);
    const again = await h.rest('POST', `/api/webhooks/${endpoint.id}/test`, suite.asOwner());
    const id = (again.body as { data: { id: string } }).data.id;
    await receiver.waitFor(received + 2);
    // Flip it back to pending as if queued on the strict server, and run it there.
    await h.sql(
      `update ${h.a.schemaName}.webhook_deliveries set status = 'pending', attempts = 0 where id = '${id}'`,
    );
    expect(
      await runWebhookDelivery(strict, quietLog, { tenantRowId: h.a.id, deliveryId: id }),
    ).toMatchObject({
      status: 'failed',
      responseStatus: null,
      retryInSeconds: null,
    });
    expect(receiver.received.length).toBe(received + 2);
    const [row] = (await deliveryRows(h, h.a.schemaName)).filter((d) => d.id === id);
    expect(row!.lastError).toMatch(
      /#1 \S+ no response Webhook URL is a loopback address \(127\.0\.0\.1\); the operator has not allowed private endpoints/,
    );
  });

  it('a delivery its process never sent (a crash after the commit) is sent by the sweep', async () => {
    const { h } = suite;
    const endpoint = await register(['invoice.issued']);
    const invoice = await battery('80.00');
    const received = receiver.received.length;
    await receiver.waitFor(received + 1);
    // As a crash would leave it: committed, pending, never tried; older than two minutes.
    const [lost] = await h.sql<{ id: string }>(
      `insert into ${h.a.schemaName}.webhook_deliveries (endpoint_id, event_id, event, payload, created_at)
       values ('${endpoint.id}', gen_random_uuid(), 'invoice.issued',
         '{"createdAt": "2025-10-01T00:00:00.000Z", "data": {"id": "${invoice.id}"}}', now() - interval '5 minutes')
       returning id`,
    );
    // A fresh one (its watcher may still be about to send it) is left alone.
    await h.sql(
      `insert into ${h.a.schemaName}.webhook_deliveries (endpoint_id, event_id, event, payload)
       values ('${endpoint.id}', gen_random_uuid(), 'invoice.issued', '{}')`,
    );
    const sent = await sweepWebhookDeliveries({ ...handlerDeps(h), log: quietLog });
    expect(sent).toBe(1);
    const [got] = (await receiver.waitFor(received + 2)).slice(received + 1);
    expect(got!.headers['x-gst-delivery']).toBe(lost!.id);
    await untilDeliveries(h, h.a.schemaName, (rows) =>
      rows.some((d) => d.id === lost!.id && d.status === 'delivered'),
    );
    expect(await sweepWebhookDeliveries({ ...handlerDeps(h), log: quietLog })).toBe(0);
  });
});
