import { randomUUID } from 'node:crypto';
import { and, count, desc, eq, lt, or } from 'drizzle-orm';
import { webhookDeliveries, webhookEndpoints } from '@gst/db/schema';
import { AppError } from '../../errors';
import { writeAudit } from '../../infra/audit';
import { pageOf } from '../shared/paging';
import type { ServiceCtx } from '../context';
import { dispatchAfterCommit } from './webhooks.dispatch';
import { insertDeliveries, type EventCtx } from './webhooks.events';
import { WEBHOOK_TEST_EVENT, type TWebhookDeliveryListInput } from './webhooks.schema';

/**
 * An endpoint's delivery log (issue 34): every event sent or to be sent to it, with its status,
 * attempts, last response code and per-attempt history; "Send test event" (a `webhook.test`
 * event to one endpoint, through the same outbox, job and signature as the real ones) and
 * "Redeliver" (a failed delivery, or one left pending with no try for 10 minutes, tried again
 * from its first attempt).
 */
type Row = typeof webhookDeliveries.$inferSelect;
export type WebhookDeliveryView = Row;

/** A pending delivery untouched this long has no job left to try it (a restart without a queue). */
const STALE_PENDING_MS = 10 * 60 * 1000;

async function endpointOf(ctx: Pick<ServiceCtx, 'tx'>, id: string) {
  const [endpoint] = await ctx.tx
    .select({ id: webhookEndpoints.id, url: webhookEndpoints.url })
    .from(webhookEndpoints)
    .where(eq(webhookEndpoints.id, id));
  if (!endpoint) throw new AppError('NOT_FOUND', 'Webhook endpoint not found');
  return endpoint;
}

/** One endpoint's deliveries, newest first. */
export async function listWebhookDeliveries(
  ctx: Pick<ServiceCtx, 'tx'>,
  input: TWebhookDeliveryListInput,
) {
  await endpointOf(ctx, input.endpointId);
  const where = and(
    eq(webhookDeliveries.endpointId, input.endpointId),
    input.status ? eq(webhookDeliveries.status, input.status) : undefined,
  );
  return pageOf(
    input,
    ctx.tx
      .select()
      .from(webhookDeliveries)
      .where(where)
      .orderBy(desc(webhookDeliveries.createdAt), desc(webhookDeliveries.id)),
    ctx.tx.select({ total: count() }).from(webhookDeliveries).where(where),
  );
}

async function deliveryView(ctx: Pick<ServiceCtx, 'tx'>, id: string): Promise<Row> {
  const [row] = await ctx.tx.select().from(webhookDeliveries).where(eq(webhookDeliveries.id, id));
  if (!row) throw new AppError('NOT_FOUND', 'Webhook delivery not found');
  return row;
}

/** A `webhook.test` event to this endpoint only (paused or not), sent as any event is. */
export async function sendWebhookTest(
  ctx: ServiceCtx & EventCtx,
  { id }: { id: string },
): Promise<WebhookDeliveryView> {
  const endpoint = await endpointOf(ctx, id);
  const eventId = randomUUID();
  const payload = {
    id: eventId,
    type: WEBHOOK_TEST_EVENT,
    createdAt: new Date().toISOString(),
    shop: { id: ctx.tenant.tenantId, name: ctx.tenant.name },
    data: {
      id: endpoint.id,
      message: 'A test event from GST Platform: your endpoint received and can verify it.',
    },
  };
  const [deliveryId] = await insertDeliveries(ctx, [
    { endpointId: endpoint.id, eventId, event: WEBHOOK_TEST_EVENT, payload },
  ]);
  if (!deliveryId) throw new AppError('INTERNAL', 'The test event was not recorded');
  await writeAudit(ctx.tx, ctx.actor, 'webhook-endpoint.test', 'webhook-endpoint', endpoint.id, {
    url: endpoint.url,
    deliveryId,
  });
  return deliveryView(ctx, deliveryId);
}

/** Tries a failed (or stalled pending) delivery again, from its first attempt. */
export async function redeliverWebhook(
  ctx: ServiceCtx & EventCtx,
  { id }: { id: string },
): Promise<WebhookDeliveryView> {
  const [row] = await ctx.tx
    .select()
    .from(webhookDeliveries)
    .where(eq(webhookDeliveries.id, id))
    .for('update');
  if (!row) throw new AppError('NOT_FOUND', 'Webhook delivery not found');
  const stale = new Date(Date.now() - STALE_PENDING_MS);
  const [reset] = await ctx.tx
    .update(webhookDeliveries)
    .set({
      status: 'pending',
      attempts: 0,
      lastError: [row.lastError, `Redelivery asked at ${new Date().toISOString()}`]
        .filter(Boolean)
        .join('\n'),
      deliveredAt: null,
      updatedAt: new Date(),
    })
    .where(
      and(
        eq(webhookDeliveries.id, id),
        or(
          eq(webhookDeliveries.status, 'failed'),
          and(eq(webhookDeliveries.status, 'pending'), lt(webhookDeliveries.updatedAt, stale)),
        ),
      ),
    )
    .returning({ id: webhookDeliveries.id });
  if (!reset) {
    throw new AppError(
      'CONFLICT',
      row.status === 'delivered'
        ? 'This delivery was delivered; send a test event to try the endpoint again'
        : 'This delivery is still being tried; wait for it to be delivered or to fail',
    );
  }
  // The reset row goes out as a new one does: after this transaction commits.
  await dispatchAfterCommit(ctx, [id]);
  await writeAudit(
    ctx.tx,
    ctx.actor,
    'webhook-endpoint.redeliver',
    'webhook-endpoint',
    row.endpointId,
    {
      deliveryId: id,
      event: row.event,
      previousStatus: row.status,
      previousAttempts: row.attempts,
    },
  );
  return deliveryView(ctx, id);
}
