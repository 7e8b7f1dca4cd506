import { z } from 'zod';
import { WEBHOOK_DELIVERY_STATUS_VALUES } from '@gst/domain/contracts';
import {
  WEBHOOK_EVENT_TYPES,
  ZWebhookDeliveryListInput,
  ZWebhookEndpointChanges,
  ZWebhookEndpointInput,
  ZWebhookEndpointUpdate,
} from '../../services/webhooks/webhooks.schema';
import { deleteById, one, page, parseInput, routesOf, updateById } from '../route-helpers';
import type { RestRoute } from '../types';

const route = routesOf('tenant', 'Webhooks');

const SIGNATURE =
  'Each delivery is a POST of {id, type, createdAt, shop, data} with X-GST-Event, X-GST-Delivery (the same on every retry) and X-GST-Signature: t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<raw body>" keyed with the secret>';

/**
 * Webhook endpoints (issue 34): an API key holding the 'webhooks' page's flags registers its own
 * endpoint, reads its delivery log, sends a test event and redelivers a failed delivery. Changes
 * are PATCH, as every other resource here.
 */
export const webhookRoutes: RestRoute[] = [
  route('GET', '/api/webhooks', {
    summary:
      "The shop's webhook endpoints, newest first: URL, description, events, active, and how many deliveries are pending or failed. The signing secret is never listed",
    handler: async ({ caller }) => {
      const rows = await caller.tenant.webhooks.list();
      return { body: { message: 'Webhook endpoints fetched', data: rows } };
    },
  }),
  route('POST', '/api/webhooks', {
    summary: `Register an endpoint ({url, description, events, active}); events are ${WEBHOOK_EVENT_TYPES.join(', ')}. The answer carries the signing secret (whsec_…) this once: keep it. URLs on private, loopback or link-local addresses are refused unless the server allows them (WEBHOOKS_ALLOW_PRIVATE). ${SIGNATURE}`,
    body: ZWebhookEndpointInput,
    examples: {
      request: {
        url: 'https://erp.example.com/hooks/gst',
        description: 'Office ERP',
        events: ['invoice.issued', 'receipt.recorded', 'invoice.paid'],
      },
    },
    handler: async ({ caller, body }) => {
      const created = await caller.tenant.webhooks.create(parseInput(ZWebhookEndpointInput, body));
      return { status: 201, body: one('Webhook endpoint added', created) };
    },
  }),
  route('GET', '/api/webhooks/:id', {
    summary: 'One webhook endpoint (without its secret)',
    handler: async ({ caller, params }) => ({
      body: one(
        'Webhook endpoint fetched',
        await caller.tenant.webhooks.get({ id: params.id ?? '' }),
      ),
    }),
  }),
  route('PATCH', '/api/webhooks/:id', {
    summary:
      "Change an endpoint's url, description or events, or set active (false pauses its deliveries, true resumes them)",
    body: ZWebhookEndpointChanges,
    examples: { request: { events: ['invoice.issued', 'invoice.cancelled'], active: true } },
    handler: updateById(
      ZWebhookEndpointUpdate,
      (caller, input) => caller.tenant.webhooks.update(input),
      'Webhook endpoint updated',
    ),
  }),
  route('DELETE', '/api/webhooks/:id', {
    summary: 'Remove an endpoint and its delivery log',
    handler: deleteById(
      (caller, id) => caller.tenant.webhooks.delete({ id }),
      'Webhook endpoint removed',
    ),
  }),
  route('POST', '/api/webhooks/:id/roll-secret', {
    summary:
      'A new signing secret for the endpoint, answered this once; the old one stops signing at once',
    noBody: true,
    handler: async ({ caller, params }) => ({
      body: one(
        'Webhook secret rolled',
        await caller.tenant.webhooks.rollSecret({ id: params.id ?? '' }),
      ),
    }),
  }),
  route('POST', '/api/webhooks/:id/test', {
    summary:
      'Send a webhook.test event to this endpoint through the queue, signed as any event; answers the delivery (see its log for the outcome)',
    noBody: true,
    handler: async ({ caller, params }) => ({
      status: 202,
      body: one('Test event queued', await caller.tenant.webhooks.test({ id: params.id ?? '' })),
    }),
  }),
  route('GET', '/api/webhooks/:id/deliveries', {
    summary:
      "The endpoint's delivery log, newest first: event, status (pending, delivered, failed), attempts, the last response code and one line per attempt (lastError); ?status= and paging",
    query: z.object({
      status: z.enum(WEBHOOK_DELIVERY_STATUS_VALUES).optional(),
      page: z.string().optional(),
      pageSize: z.string().optional(),
    }),
    handler: async ({ caller, params, query }) => {
      const input = parseInput(ZWebhookDeliveryListInput, { ...query, endpointId: params.id });
      return {
        body: page('Webhook deliveries fetched', await caller.tenant.webhooks.deliveries(input)),
      };
    },
  }),
  route('POST', '/api/webhooks/deliveries/:id/redeliver', {
    summary:
      'Try a failed delivery again (or one pending with no try for 10 minutes), from its first attempt',
    noBody: true,
    handler: async ({ caller, params }) => ({
      status: 202,
      body: one(
        'Redelivery queued',
        await caller.tenant.webhooks.redeliver({ id: params.id ?? '' }),
      ),
    }),
  }),
];
