// @engines pglite postgres citus
// Citus: the queue on the coordinator with per-shop deliveries.
// The queue's tables and one shop's schema, and a receiver on 127.0.0.1: no Citus round.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WEBHOOK_DELIVER_JOB } from '@gst/api';
import { verifyWebhookSignature } from '../../../packages/api/src/infra/webhooks/sign';
import { seedBilling } from './billing-fixtures';
import { ownerSuite, TEST_DATABASE, trpcData } from './helpers';
import { startReceiver, untilDeliveries, type Receiver } from './webhooks-fixtures';

/**
 * Webhook deliveries on the real job queue (issue 34, JOBS=work): an issued invoice's event is
 * recorded with the invoice, becomes a `webhook.deliver` job of the shop once the transaction has
 * committed, and the queue's worker POSTs it signed; the job completes and the log says delivered.
 */
const suite = ownerSuite(
  {
    DATABASE_URL: TEST_DATABASE,
    JOBS: 'work',
    JOBS_POLL_SECONDS: '0.5',
    WEBHOOKS_ALLOW_PRIVATE: 'true',
  },
  async (h) => ({ fx: await seedBilling(h, h.a, 1) }),
);
let receiver: Receiver;
beforeAll(async () => {
  receiver = await startReceiver();
});
afterAll(async () => {
  await receiver.close();
});

describe('webhook deliveries on the job queue', () => {
  it('an issued invoice is delivered by a webhook.deliver job of the shop', async () => {
    const { h } = suite;
    const endpoint = trpcData<{ id: string; secret: string }>(
      await h.trpcMutation(
        'tenant.webhooks.create',
        { url: receiver.url, events: ['invoice.issued'] },
        suite.asOwner(),
      ),
    );
    h.secrets.add(endpoint.secret);
    const invoice = trpcData<{ id: string }>(
      await h.trpcMutation(
        'tenant.invoices.create',
        {
          invoiceDate: '2025-10-01',
          billToId: suite.fx.local.id,
          lines: [{ productId: suite.fx.battery.id, quantity: 1, price: '100.00' }],
        },
        suite.asOwner(),
      ),
    );
    const [got] = await receiver.waitFor(1, 60_000);
    expect(got!.body).toMatchObject({ type: 'invoice.issued', data: { id: invoice.id } });
    expect(
      verifyWebhookSignature(endpoint.secret, String(got!.headers['x-gst-signature']), got!.raw),
    ).toBe(true);
    const [row] = await untilDeliveries(h, h.a.schemaName, (rows) =>
      rows.some((d) => d.status === 'delivered'),
    );
    expect(row).toMatchObject({ status: 'delivered', attempts: 1, responseStatus: 200 });
    const jobs = await h.sql<{ state: string; group_id: string; data: unknown }>(
      `select state, group_id, data from gst_jobs.job where name = '${WEBHOOK_DELIVER_JOB}'`,
    );
    expect(jobs).toEqual([
      {
        state: expect.stringMatching(/^(active|completed)$/),
        group_id: h.a.id,
        data: { tenantRowId: h.a.id, deliveryId: row!.id },
      },
    ]);
  });
});
