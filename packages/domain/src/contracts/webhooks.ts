import { z } from 'zod';
import { ZId, ZPageInput } from './common';

/**
 * Webhooks for third parties (issue 34): the endpoints a shop (or its API key holder) registers,
 * and the events they may subscribe to. The same contract for the Webhooks page, tRPC and REST.
 * The signing secret is made by the server, shown once (on create and on "roll secret"), and
 * never part of any input or later answer.
 */

/** Events a webhook endpoint may subscribe to (the database's WEBHOOK_EVENTS, same order). */
export const WEBHOOK_EVENT_TYPES = [
  'invoice.issued',
  'invoice.cancelled',
  'invoice.paid',
  'note.issued',
  'receipt.recorded',
  'share_link.viewed',
] as const;
export type WebhookEventType = (typeof WEBHOOK_EVENT_TYPES)[number];

/** The "Send test event" button's event: sent to one endpoint, whatever it subscribes to. */
export const WEBHOOK_TEST_EVENT = 'webhook.test';

/** What each event means, for the page's checkboxes and the API document. */
export const WEBHOOK_EVENT_LABELS: Record<WebhookEventType, string> = {
  'invoice.issued': 'Invoice issued',
  'invoice.cancelled': 'Invoice cancelled',
  'invoice.paid': 'Invoice fully paid',
  'note.issued': 'Credit or debit note issued',
  'receipt.recorded': 'Receipt recorded',
  'share_link.viewed': 'Share link viewed',
};

export const WEBHOOK_DELIVERY_STATUS_VALUES = ['pending', 'delivered', 'failed'] as const;
export type WebhookDeliveryStatus = (typeof WEBHOOK_DELIVERY_STATUS_VALUES)[number];

export const WEBHOOK_URL_MAX = 2000;
export const WEBHOOK_DESCRIPTION_MAX = 200;

const fields = {
  url: z
    .string({ error: 'Enter the URL the events are sent to' })
    .trim()
    .min(1, 'Enter the URL the events are sent to, e.g. https://erp.example.com/hooks/gst')
    .max(WEBHOOK_URL_MAX, `A URL is at most ${WEBHOOK_URL_MAX} characters`)
    .refine((v) => {
      try {
        const url = new URL(v);
        return url.protocol === 'https:' || url.protocol === 'http:';
      } catch {
        return false;
      }
    }, 'Enter a URL starting with https:// or http://'),
  description: z
    .string()
    .trim()
    .max(WEBHOOK_DESCRIPTION_MAX, `A description is at most ${WEBHOOK_DESCRIPTION_MAX} characters`),
  events: z
    .array(
      z.enum(WEBHOOK_EVENT_TYPES, {
        error: (issue) =>
          `Unknown event ${JSON.stringify(issue.input)}; events are ${WEBHOOK_EVENT_TYPES.join(', ')}`,
      }),
      { error: 'Choose the events to send' },
    )
    .min(1, 'Choose at least one event to send')
    .transform((events) => WEBHOOK_EVENT_TYPES.filter((e) => events.includes(e))),
  active: z.boolean({ error: 'active is true or false' }),
};

/** A new endpoint: the secret is made by the server. */
export const ZWebhookEndpointInput = z.strictObject({
  url: fields.url,
  description: fields.description.optional().default(''),
  events: fields.events,
  active: fields.active.optional().default(true),
});
export type TWebhookEndpointInput = z.output<typeof ZWebhookEndpointInput>;

/** A change to an endpoint: any of its fields (`active: false` pauses its deliveries). */
export const ZWebhookEndpointChanges = z.strictObject({
  url: fields.url.optional(),
  description: fields.description.optional(),
  events: fields.events.optional(),
  active: fields.active.optional(),
});
export const ZWebhookEndpointUpdate = ZWebhookEndpointChanges.extend({ id: ZId });
export type TWebhookEndpointUpdate = z.output<typeof ZWebhookEndpointUpdate>;

/** One endpoint's delivery log, newest first, optionally of one status. */
export const ZWebhookDeliveryListInput = ZPageInput.omit({ search: true }).extend({
  endpointId: ZId,
  status: z.enum(WEBHOOK_DELIVERY_STATUS_VALUES).optional(),
});
export type TWebhookDeliveryListInput = z.output<typeof ZWebhookDeliveryListInput>;
