import { and, eq } from 'drizzle-orm';
import { withTenant, type Db } from '@gst/db/client';
import { tenants, webhookDeliveries, webhookEndpoints } from '@gst/db/schema';
import { WEBHOOK_TEST_EVENT } from '@gst/domain/contracts';
import type { ApiConfig } from '../../config';
import type { ApiJobs, Logger } from '../../context';
import { decryptSecret, requireSecretKey } from '../../infra/secrets';
import {
  deliverWebhook,
  webhookRetryDelaySeconds,
  type WebhookDeliveryResult,
} from '../../infra/webhooks';

/**
 * One attempt of one webhook delivery (issue 34): the `webhook.deliver` job's handler, and the
 * in-process sender's when there is no queue.
 *
 * 1. In a short transaction of the shop: the row is read, and claimed by raising `attempts` from
 *    the value read (`where attempts = n`): of two runs of the same job only one sends, and a
 *    delivered or failed row is never sent again.
 * 2. Outside any transaction: the secret is decrypted and the event POSTed (deliver.ts: the SSRF
 *    check again, the signature, a 10 s limit).
 * 3. The outcome is written: delivered (2xx), pending again with the next try's delay (a network
 *    error, a timeout, 408, 429, 5xx, while tries are left: webhookRetryDelaySeconds), or failed.
 *
 * `lastError` keeps one line per attempt (newest last, the last 10), so the log shows each try's
 * code and error even when a later one succeeded.
 */
export type DeliveryDeps = { db: Db; config: ApiConfig };

export type DeliveryOutcome = {
  status: 'delivered' | 'pending' | 'failed';
  attempt: number;
  responseStatus: number | null;
  /** Seconds until the next try; null when none is due (delivered, failed). */
  retryInSeconds: number | null;
};

const HISTORY_LINES = 10;
const SNIPPET_CHARS = 300;

type Claimed = {
  delivery: typeof webhookDeliveries.$inferSelect;
  endpoint: typeof webhookEndpoints.$inferSelect;
  attempt: number;
};

function attemptLine(attempt: number, result: WebhookDeliveryResult, at: Date): string {
  const code = result.status === null ? 'no response' : `HTTP ${result.status}`;
  const body = (result.responseSnippet ?? '').replace(/\s+/g, ' ').trim();
  const what = result.ok
    ? `delivered${body ? `: ${body}` : ''}`
    : `${result.error ?? 'failed'}${body ? `: ${body}` : ''}`;
  return `#${attempt} ${at.toISOString()} ${code} ${what}`.slice(0, SNIPPET_CHARS);
}

function history(previous: string, line: string): string {
  return [...previous.split('\n').filter(Boolean), line].slice(-HISTORY_LINES).join('\n');
}

async function tenantOf(db: Db, tenantRowId: string) {
  const [shop] = await db
    .select({ id: tenants.id, schemaName: tenants.schemaName })
    .from(tenants)
    .where(eq(tenants.id, tenantRowId));
  return shop;
}

export async function runWebhookDelivery(
  deps: DeliveryDeps,
  log: Logger,
  { tenantRowId, deliveryId }: { tenantRowId: string; deliveryId: string },
): Promise<DeliveryOutcome | null> {
  const shop = await tenantOf(deps.db, tenantRowId);
  if (!shop) return null; // the shop is gone, and its deliveries with it
  const claimed = await withTenant(deps.db, shop, async (tx): Promise<Claimed | null> => {
    const [row] = await tx
      .select({ delivery: webhookDeliveries, endpoint: webhookEndpoints })
      .from(webhookDeliveries)
      .innerJoin(webhookEndpoints, eq(webhookEndpoints.id, webhookDeliveries.endpointId))
      .where(eq(webhookDeliveries.id, deliveryId));
    if (!row || row.delivery.status !== 'pending') return null;
    if (!row.endpoint.active && row.delivery.event !== WEBHOOK_TEST_EVENT) {
      await tx
        .update(webhookDeliveries)
        .set({
          status: 'failed',
          lastError: history(row.delivery.lastError, 'Not sent: the endpoint is paused'),
          updatedAt: new Date(),
        })
        .where(eq(webhookDeliveries.id, deliveryId));
      return null;
    }
    const [won] = await tx
      .update(webhookDeliveries)
      .set({ attempts: row.delivery.attempts + 1, updatedAt: new Date() })
      .where(
        and(
          eq(webhookDeliveries.id, deliveryId),
          eq(webhookDeliveries.status, 'pending'),
          eq(webhookDeliveries.attempts, row.delivery.attempts),
        ),
      )
      .returning({ attempts: webhookDeliveries.attempts });
    return won ? { ...row, attempt: won.attempts } : null;
  });
  if (!claimed) return null;
  const result = await attempt(deps, claimed);
  const at = new Date();
  const retryIn = !result.ok && result.retryable ? webhookRetryDelaySeconds(claimed.attempt) : null;
  const status = result.ok ? 'delivered' : retryIn !== null ? 'pending' : 'failed';
  await withTenant(deps.db, shop, (tx) =>
    tx
      .update(webhookDeliveries)
      .set({
        status,
        responseStatus: result.status,
        lastError: history(claimed.delivery.lastError, attemptLine(claimed.attempt, result, at)),
        deliveredAt: result.ok ? at : null,
        updatedAt: at,
      })
      .where(
        and(eq(webhookDeliveries.id, deliveryId), eq(webhookDeliveries.attempts, claimed.attempt)),
      ),
  );
  log.info(
    {
      deliveryId,
      event: claimed.delivery.event,
      attempt: claimed.attempt,
      status,
      responseStatus: result.status,
      durationMs: result.durationMs,
    },
    'webhook delivery attempt',
  );
  return {
    status,
    attempt: claimed.attempt,
    responseStatus: result.status,
    retryInSeconds: retryIn,
  };
}

/** One POST; a secret the server key cannot open is a failed attempt, not retried. */
async function attempt(deps: DeliveryDeps, claimed: Claimed): Promise<WebhookDeliveryResult> {
  const { delivery, endpoint } = claimed;
  let secret: string;
  try {
    secret = decryptSecret(
      requireSecretKey(deps.config.secretKey),
      'webhook-secret',
      endpoint.secretEncrypted,
    );
  } catch (error) {
    return {
      ok: false,
      status: null,
      durationMs: 0,
      error: `The endpoint's secret cannot be read: ${error instanceof Error ? error.message : String(error)}; roll the secret`,
      responseSnippet: null,
      retryable: false,
      refused: false,
      deliveryId: delivery.id,
      address: null,
    };
  }
  const payload = delivery.payload as { createdAt?: string; shop?: unknown; data?: unknown };
  return deliverWebhook(
    { id: endpoint.id, url: endpoint.url, secret },
    {
      id: delivery.eventId,
      type: delivery.event,
      createdAt: payload.createdAt ?? delivery.createdAt.toISOString(),
      shop: payload.shop,
      data: payload.data ?? null,
    },
    { allowPrivate: deps.config.webhooks.allowPrivate, deliveryId: delivery.id },
  );
}

/**
 * The `webhook.deliver` job: one attempt, and when another is due, a job for it after the
 * delay. A throw (the database is down) is the queue's to retry.
 */
export async function runWebhookDeliveryJob(
  deps: DeliveryDeps & { jobs?: ApiJobs },
  log: Logger,
  payload: { tenantRowId: string; deliveryId: string },
): Promise<void> {
  const outcome = await runWebhookDelivery(deps, log, payload);
  if (outcome?.retryInSeconds == null || !deps.jobs) return;
  await deps.jobs.webhookDeliver(payload.deliveryId, payload.tenantRowId, outcome.retryInSeconds);
}
