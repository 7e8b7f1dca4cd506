import { desc, eq, sql } from 'drizzle-orm';
import { webhookEndpoints } from '@gst/db/schema';
import type { ApiConfig } from '../../config';
import { AppError } from '../../errors';
import { auditChange } from '../../infra/audit';
import { encryptSecret, requireSecretKey } from '../../infra/secrets';
import { newWebhookSecret, vetWebhookTarget, WebhookUrlRefusedError } from '../../infra/webhooks';
import type { ServiceCtx } from '../context';
import type { TWebhookEndpointInput, TWebhookEndpointUpdate } from './webhooks.schema';

/**
 * The shop's webhook endpoints (issue 34): listed, registered, changed, removed, and their
 * signing secret rolled. The secret is made here (`whsec_…`, 32 random bytes), stored encrypted
 * with the server key (purpose `webhook-secret`), and answered once: by `create` and by
 * `rollSecret`. No other answer, log line or audit row carries it.
 *
 * A URL is checked when it is registered or changed (scheme, no credentials, and every address
 * its host resolves to public, unless the operator set WEBHOOKS_ALLOW_PRIVATE) and again before
 * every delivery (the name may resolve elsewhere by then).
 */
type Row = typeof webhookEndpoints.$inferSelect;
export type EndpointCtx = ServiceCtx & { config: ApiConfig };

/** An endpoint as the API answers it: never its secret. */
export type WebhookEndpointView = Omit<Row, 'secretEncrypted' | 'events'> & {
  events: string[];
  /** Deliveries waiting for a try and those that gave up, for the list's badges. */
  pending: number;
  failed: number;
};

/** An endpoint just made or with a new secret: the secret, this once. */
export type WebhookEndpointWithSecret = WebhookEndpointView & { secret: string };

const COUNTS = {
  pending: sql<number>`(select count(*) from webhook_deliveries d where d.endpoint_id = webhook_endpoints.id and d.status = 'pending')::int`,
  failed: sql<number>`(select count(*) from webhook_deliveries d where d.endpoint_id = webhook_endpoints.id and d.status = 'failed')::int`,
};

function viewOf(
  { secretEncrypted: _secret, ...row }: Row,
  counts = { pending: 0, failed: 0 },
): WebhookEndpointView {
  return { ...row, pending: Number(counts.pending), failed: Number(counts.failed) };
}

/** Every endpoint of the shop, newest first. */
export async function listWebhookEndpoints({
  tx,
}: Pick<ServiceCtx, 'tx'>): Promise<WebhookEndpointView[]> {
  const rows = await tx
    .select({ endpoint: webhookEndpoints, ...COUNTS })
    .from(webhookEndpoints)
    .orderBy(desc(webhookEndpoints.createdAt), desc(webhookEndpoints.id));
  return rows.map((r) => viewOf(r.endpoint, r));
}

export async function getWebhookEndpoint(
  { tx }: Pick<ServiceCtx, 'tx'>,
  { id }: { id: string },
): Promise<WebhookEndpointView> {
  const [row] = await tx
    .select({ endpoint: webhookEndpoints, ...COUNTS })
    .from(webhookEndpoints)
    .where(eq(webhookEndpoints.id, id));
  if (!row) throw new AppError('NOT_FOUND', 'Webhook endpoint not found');
  return viewOf(row.endpoint, row);
}

const LOOKUP_TIMEOUT_MS = 5000;

/**
 * Refuses a URL the server would not call (ssrf.ts), with the reason; a host that does not resolve
 * (in 5 s) is refused too: a registration is checked while the shop is there to fix it.
 */
export async function checkWebhookUrl(config: ApiConfig, url: string): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () => reject(new Error(`its host did not resolve within ${LOOKUP_TIMEOUT_MS / 1000} s`)),
      LOOKUP_TIMEOUT_MS,
    );
  });
  try {
    await Promise.race([
      vetWebhookTarget(url, { allowPrivate: config.webhooks.allowPrivate }),
      timeout,
    ]);
  } catch (error) {
    if (error instanceof WebhookUrlRefusedError) throw new AppError('BAD_REQUEST', error.message);
    const reason = error instanceof Error ? error.message : String(error);
    throw new AppError('BAD_REQUEST', `Webhook URL cannot be reached: ${reason}`);
  } finally {
    clearTimeout(timer);
  }
}

function sealedSecret(config: ApiConfig) {
  const secret = newWebhookSecret();
  return {
    secret,
    secretEncrypted: encryptSecret(requireSecretKey(config.secretKey), 'webhook-secret', secret),
  };
}

export async function createWebhookEndpoint(
  ctx: EndpointCtx,
  input: TWebhookEndpointInput,
): Promise<WebhookEndpointWithSecret> {
  await checkWebhookUrl(ctx.config, input.url);
  const { secret, secretEncrypted } = sealedSecret(ctx.config);
  const [row] = await ctx.tx
    .insert(webhookEndpoints)
    .values({ ...input, secretEncrypted, createdBy: ctx.user?.id ?? null })
    .returning();
  if (!row) throw new AppError('INTERNAL', 'Webhook endpoint was not added');
  const after = viewOf(row);
  await auditChange(ctx.tx, ctx.actor, 'webhook-endpoint.create', 'webhook-endpoint', row.id, {
    after,
  });
  return { ...after, secret };
}

async function lockEndpoint(ctx: Pick<ServiceCtx, 'tx'>, id: string): Promise<Row> {
  const [row] = await ctx.tx
    .select()
    .from(webhookEndpoints)
    .where(eq(webhookEndpoints.id, id))
    .for('update');
  if (!row) throw new AppError('NOT_FOUND', 'Webhook endpoint not found');
  return row;
}

/** Changes an endpoint's URL, description, events, or pauses (active false) and resumes it. */
export async function updateWebhookEndpoint(
  ctx: EndpointCtx,
  { id, ...changes }: TWebhookEndpointUpdate,
): Promise<WebhookEndpointView> {
  const row = await lockEndpoint(ctx, id);
  if (changes.url !== undefined && changes.url !== row.url) {
    await checkWebhookUrl(ctx.config, changes.url);
  }
  await ctx.tx
    .update(webhookEndpoints)
    .set({ ...changes, updatedAt: new Date() })
    .where(eq(webhookEndpoints.id, id));
  const after = await getWebhookEndpoint(ctx, { id });
  await auditChange(ctx.tx, ctx.actor, 'webhook-endpoint.update', 'webhook-endpoint', id, {
    before: viewOf(row),
    after: { ...after, pending: 0, failed: 0 },
  });
  return after;
}

/** A new signing secret: the old one stops signing at once. Answered this once. */
export async function rollWebhookSecret(
  ctx: EndpointCtx,
  { id }: { id: string },
): Promise<WebhookEndpointWithSecret> {
  const row = await lockEndpoint(ctx, id);
  const { secret, secretEncrypted } = sealedSecret(ctx.config);
  await ctx.tx
    .update(webhookEndpoints)
    .set({ secretEncrypted, updatedAt: new Date() })
    .where(eq(webhookEndpoints.id, id));
  await auditChange(
    ctx.tx,
    ctx.actor,
    'webhook-endpoint.roll-secret',
    'webhook-endpoint',
    id,
    {},
    { url: row.url },
  );
  return { ...(await getWebhookEndpoint(ctx, { id })), secret };
}

/** Removes an endpoint and its delivery log; deliveries in flight find it gone and stop. */
export async function deleteWebhookEndpoint(ctx: ServiceCtx, { id }: { id: string }) {
  const row = await lockEndpoint(ctx, id);
  await ctx.tx.delete(webhookEndpoints).where(eq(webhookEndpoints.id, id));
  await auditChange(ctx.tx, ctx.actor, 'webhook-endpoint.delete', 'webhook-endpoint', id, {
    before: viewOf(row),
  });
  return { id };
}
