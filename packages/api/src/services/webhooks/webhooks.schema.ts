import type { WEBHOOK_EVENTS } from '@gst/db/schema';
import type { WEBHOOK_EVENT_TYPES } from '@gst/domain/contracts';

/** Webhooks (issue 34): the domain's contracts, shared by the page, tRPC and REST. */
export {
  WEBHOOK_EVENT_TYPES,
  WEBHOOK_TEST_EVENT,
  ZWebhookDeliveryListInput,
  ZWebhookEndpointChanges,
  ZWebhookEndpointInput,
  ZWebhookEndpointUpdate,
  type TWebhookDeliveryListInput,
  type TWebhookEndpointInput,
  type TWebhookEndpointUpdate,
  type WebhookEventType,
} from '@gst/domain/contracts';

// The contract's events and the table's are one list (the domain cannot import the schema).
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
const SAME_EVENTS: Same<(typeof WEBHOOK_EVENTS)[number], (typeof WEBHOOK_EVENT_TYPES)[number]> =
  true;
void SAME_EVENTS;
