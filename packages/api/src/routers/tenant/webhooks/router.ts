import { router } from '../../../trpc';
import { permittedOn, ZById } from '../../crud';
import {
  ZWebhookDeliveryListInput,
  ZWebhookEndpointInput,
  ZWebhookEndpointUpdate,
} from '../../../services/webhooks/webhooks.schema';
import {
  createWebhookEndpoint,
  deleteWebhookEndpoint,
  getWebhookEndpoint,
  listWebhookEndpoints,
  rollWebhookSecret,
  updateWebhookEndpoint,
} from '../../../services/webhooks/webhooks.service';
import {
  listWebhookDeliveries,
  redeliverWebhook,
  sendWebhookTest,
} from '../../../services/webhooks/webhooks.log';

const can = permittedOn('webhooks');

/**
 * Webhook endpoints and their delivery log (issue 34), page 'webhooks'. Not admin-only: an API
 * key (which acts as staff) may hold the page's flags, so a third party can register its own
 * endpoint. The secret is in the answers of `create` and `rollSecret` only.
 */
export const webhooksRouter = router({
  list: can.read(listWebhookEndpoints),
  get: can.view(ZById, getWebhookEndpoint),
  create: can.create(ZWebhookEndpointInput, createWebhookEndpoint),
  update: can.edit(ZWebhookEndpointUpdate, updateWebhookEndpoint),
  delete: can.delete(ZById, deleteWebhookEndpoint),
  rollSecret: can.edit(ZById, rollWebhookSecret),
  /** A `webhook.test` event to this endpoint, through the same queue and signature. */
  test: can.edit(ZById, sendWebhookTest),
  deliveries: can.view(ZWebhookDeliveryListInput, listWebhookDeliveries),
  /** A failed delivery (or one stalled pending) tried again from its first attempt. */
  redeliver: can.edit(ZById, redeliverWebhook),
});
