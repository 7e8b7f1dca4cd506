// @engines pglite postgres
// Requests within one shop's schema, and a receiver on 127.0.0.1: no Citus round.
import { describe, expect, it } from 'vitest';
import { runWebhookDelivery, sweepWebhookDeliveries } from '@gst/api';
import { withTenant } from '@gst/db/client';
import { recordWebhookEvent } from '../../../packages/api/src/services/webhooks/webhooks.events';
import { verifyWebhookSignature } from '../../../packages/api/src/infra/webhooks/sign';
import { trpcData } from './helpers';
import {
  deliveryRows,
  handlerDeps,
  quietLog,
  untilDeliveries,
  webhookSuite,
} from './webhooks-fixtures';

/**
 * Webhook deliveries that do not go through at once (issue 34): a receiver failing twice gets the
 * event on the third try with each attempt in the log, a delivered row is never sent again, a
 * failed one is redelivered on request, a test event goes the same way, nothing is sent for a
 * refused or rolled-back action, the SSRF check runs again at delivery, and a delivery a crashed
 * process never sent is sent by the sweep.
 */
const w = webhookSuite();
const { suite, mutate, register, battery } = w;

describe('retries, the delivery log and redelivery', () => {
  it('a receiver failing twice gets the event on the third try; the log shows each attempt', async () => {
    const { h } = suite;
    const endpoint = await register(['invoice.issued']);
    const before = w.receiver.received.length;
    w.receiver.answer(500, 500);
    const invoice = await battery('200.00');
    // The first attempt is made once the invoice's transaction commits (no queue: in process).
    await w.receiver.waitFor(before + 1);
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
    const tries = w.receiver.received.slice(before);
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
    const before = w.receiver.received.length;
    // 400 is not retried: the delivery fails at once.
    w.receiver.answer(400);
    await battery('300.00');
    await w.receiver.waitFor(before + 1);
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
    await w.receiver.waitFor(before + 2);
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
    const [ping] = (await w.receiver.waitFor(before + 3)).slice(before + 2);
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
    const received = w.receiver.received.length;
    // A refused invoice (no such product) and a refused receipt (more than the balance).
    const bad = await mutate('tenant.invoices.create', {
      invoiceDate: '2025-10-01',
      billToId: suite.fx.local.id,
      lines: [{ productId: '00000000-0000-4000-8000-000000000000', quantity: 1, price: '1' }],
    });
    expect(bad.status).toBeGreaterThanOrEqual(400);
    // An event recorded in a transaction that then rolls back: its rows go with it.
    const invoice = await battery('50.00');
    await w.receiver.waitFor(received + 1); // the real one, committed
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
    expect(w.receiver.received.length).toBe(received + 1);
    const rows = await deliveryRows(h, h.a.schemaName);
    expect(rows.length).toBe(before + 1);
  });

  it('the address is checked again at delivery: loopback refused when the operator does not allow it', async () => {
    const { h } = suite;
    const endpoint = await register(['invoice.cancelled']);
    // A delivery row made by the test button, run by a server whose operator allows no private URLs.
    const received = w.receiver.received.length;
    const test = trpcData<{ id: string }>(
      await mutate('tenant.webhooks.test', { id: endpoint.id }),
    );
    await w.receiver.waitFor(received + 1);
    await untilDeliveries(h, h.a.schemaName, (r) =>
      r.some((d) => d.id === test.id && d.status === 'delivered'),
    );
    const strict = handlerDeps(h, false);
    const again = await h.rest('POST', `/api/webhooks/${endpoint.id}/test`, suite.asOwner());
    const id = (again.body as { data: { id: string } }).data.id;
    await w.receiver.waitFor(received + 2);
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
    expect(w.receiver.received.length).toBe(received + 2);
    const [row] = (await deliveryRows(h, h.a.schemaName)).filter((d) => d.id === id);
    expect(row!.lastError).toMatch(
      /#1 \S+ no response Webhook URL is a loopback address \(127\.0\.0\.1\); the operator has not allowed private endpoints/,
    );
  });

  it('a delivery its process never sent (a crash after the commit) is sent by the sweep', async () => {
    const { h } = suite;
    const endpoint = await register(['invoice.issued']);
    const invoice = await battery('80.00');
    const received = w.receiver.received.length;
    await w.receiver.waitFor(received + 1);
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
    const [got] = (await w.receiver.waitFor(received + 2)).slice(received + 1);
    expect(got!.headers['x-gst-delivery']).toBe(lost!.id);
    await untilDeliveries(h, h.a.schemaName, (rows) =>
      rows.some((d) => d.id === lost!.id && d.status === 'delivered'),
    );
    expect(await sweepWebhookDeliveries({ ...handlerDeps(h), log: quietLog })).toBe(0);
  });
});
