/** A webhook endpoint as the Webhooks page lists it (never its secret). */
export type WebhookEndpointRow = {
  id: string;
  url: string;
  description: string;
  events: string[];
  active: boolean;
  pending: number;
  failed: number;
  createdAt: string | Date;
};

/** One delivery of the log: one event to one endpoint. */
export type WebhookDeliveryRow = {
  id: string;
  eventId: string;
  event: string;
  status: 'pending' | 'delivered' | 'failed';
  attempts: number;
  responseStatus: number | null;
  /** One line per attempt, newest last. */
  lastError: string;
  deliveredAt: string | Date | null;
  createdAt: string | Date;
  updatedAt: string | Date;
};
