import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Tx } from '@gst/db/client';
import { webhookDeliveries, webhookEndpoints } from '@gst/db/schema';
import type { ServiceCtx } from '../context';
import type { WebhookEventType } from './webhooks.schema';
import { dispatchAfterCommit, type DispatchDeps } from './webhooks.dispatch';
import {
  invoiceEvents,
  noteEvents,
  receiptAllocations,
  receiptEvents,
  settledInvoices,
  shareLinkEvents,
  type EventData,
} from './webhooks.payloads';

/**
 * Webhook events as a transactional outbox (issue 34). The verb that issues, cancels, notes,
 * records or settles calls `recordWebhookEvent(ctx, type, ids)` once, inside its own transaction:
 * one `webhook_deliveries` row per active endpoint subscribed to the event, all with the event's
 * id, and the payload `{ id, type, createdAt, shop, data }` read in that transaction. The rows
 * commit or roll back with the change itself, so a refused or failed action sends nothing, and a
 * committed one is never lost to a crash between the commit and the send (the row waits,
 * pending). Once the transaction has committed, each row becomes a `webhook.deliver` job
 * (webhooks.dispatch.ts).
 *
 * A shop with no endpoints pays one indexed read per action. `receipt.recorded` also records
 * `invoice.paid` for each invoice the receipt settles; `invoice.paid` (an advance applied later)
 * records it for those of the ids that are settled now.
 */
export type EventCtx = Pick<ServiceCtx, 'tx' | 'tenant'> & Partial<DispatchDeps>;

type Event = { type: string; data: EventData };

async function eventsOf(
  tx: Tx,
  type: WebhookEventType,
  ids: readonly string[],
  wanted: ReadonlySet<string>,
): Promise<Event[]> {
  const of = (t: string) => (data: EventData[]) => data.map((d) => ({ type: t, data: d }));
  switch (type) {
    case 'invoice.issued':
    case 'invoice.cancelled':
      return of(type)(await invoiceEvents(tx, ids));
    case 'invoice.paid':
      return of(type)(await invoiceEvents(tx, await settledInvoices(tx, ids)));
    case 'note.issued':
      return of(type)(await noteEvents(tx, ids));
    case 'share_link.viewed':
      return of(type)(await shareLinkEvents(tx, ids));
    case 'receipt.recorded': {
      const receipts = wanted.has(type) ? of(type)(await receiptEvents(tx, ids)) : [];
      if (!wanted.has('invoice.paid')) return receipts;
      const paid = (await receiptAllocations(tx, ids)).map((a) => a.invoiceId);
      return [...receipts, ...(await eventsOf(tx, 'invoice.paid', paid, wanted))];
    }
  }
}

/** Records `type` for the documents `ids` (one or many), for every endpoint subscribed to it. */
export async function recordWebhookEvent(
  ctx: EventCtx,
  type: WebhookEventType,
  ids: string | readonly string[],
): Promise<void> {
  const list = typeof ids === 'string' ? [ids] : ids;
  if (!list.length) return;
  const endpoints = await ctx.tx
    .select({ id: webhookEndpoints.id, events: webhookEndpoints.events })
    .from(webhookEndpoints)
    .where(eq(webhookEndpoints.active, true));
  const wanted = new Set(endpoints.flatMap((e) => e.events));
  if (!wanted.has(type) && !(type === 'receipt.recorded' && wanted.has('invoice.paid'))) return;
  const events = await eventsOf(ctx.tx, type, list, wanted);
  const createdAt = new Date().toISOString();
  const shop = { id: ctx.tenant.tenantId, name: ctx.tenant.name };
  const rows = events.flatMap((event) => {
    const eventId = randomUUID();
    const payload = { id: eventId, type: event.type, createdAt, shop, data: event.data };
    return endpoints
      .filter((e) => e.events.includes(event.type))
      .map((e) => ({ endpointId: e.id, eventId, event: event.type, payload }));
  });
  await insertDeliveries(ctx, rows);
}

type DeliveryInsert = typeof webhookDeliveries.$inferInsert;

/** Writes delivery rows in the caller's transaction and sends them once it has committed. */
export async function insertDeliveries(ctx: EventCtx, rows: DeliveryInsert[]): Promise<string[]> {
  const ids: string[] = [];
  for (let i = 0; i < rows.length; i += 200) {
    const written = await ctx.tx
      .insert(webhookDeliveries)
      .values(rows.slice(i, i + 200))
      .returning({ id: webhookDeliveries.id });
    ids.push(...written.map((w) => w.id));
  }
  if (ids.length) await dispatchAfterCommit(ctx, ids);
  return ids;
}
