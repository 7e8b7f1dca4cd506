import { and, eq, isNull, lt, ne, or, sql } from 'drizzle-orm';
import { withTenant, type Tx } from '@gst/db/client';
import { mailMessages, tenants } from '@gst/db/schema';
import { auditChange, type Actor } from '../../infra/audit';
import type { ResolvedTenant } from '../../infra/tenant-resolver';
import { readSettings } from '../settings/settings.service';
import type { MailDeps } from './mail.deps';
import { attachmentOf } from './mail.attachment';
import { mailSettingsRow, smtpSettingsOf } from './mail.settings';
import { deliverMail, failureReason } from './mail.transport';

/**
 * Sending a queued message (issue 34), by the `mail.send` job or, with no queue, in this process.
 * Idempotent: a message already sent is never sent again. Each try counts in `attempts`; a failed
 * try keeps the server's reason in `lastError` and the message queued for the next try; the last
 * try marks it failed. The password is decrypted here, used by nodemailer and never logged.
 */

/** How long a claimed try keeps others off: longer than the SMTP timeouts (mail.transport.ts). */
export const CLAIM_SECONDS = 120;
/** The same for the local outbox, where a try only builds the message and renders its PDF. */
export const OUTBOX_CLAIM_SECONDS = 30;

/** Tries in all (the job: 1 + MAIL_JOB_RETRIES, with pg-boss's backoff between them). */
export const MAIL_JOB_RETRIES = 2;
/** With no queue, the delays between this process's tries (ms). */
export const IN_PROCESS_RETRY_DELAYS_MS = [1_000, 3_000];

const SYSTEM: Actor = { type: 'system', id: null };

type Tenant = Pick<ResolvedTenant, 'id' | 'schemaName' | 'tenantId'> & Partial<ResolvedTenant>;

export type DeliveryOutcome =
  | 'sent'
  | 'already-sent'
  | 'missing'
  | 'retrying'
  | 'failed'
  /** Another try (a duplicate job, the sweep's re-send) claimed this attempt: nothing sent here. */
  | 'busy';

async function fromAddressOf(tx: Tx, tenant: Tenant, configured: string) {
  if (configured) return configured;
  const { email } = await readSettings({ tx }, ['email']);
  return email || `no-reply@${tenant.tenantId}.invalid`;
}

/** One try at sending message `messageId`; `final`: a failure marks it failed. */
export async function deliverMessage(
  deps: MailDeps,
  tenant: Tenant,
  messageId: string,
  { final }: { final: boolean },
): Promise<DeliveryOutcome> {
  const loaded = await withTenant(deps.db, tenant, async (tx: Tx) => {
    const [row] = await tx.select().from(mailMessages).where(eq(mailMessages.id, messageId));
    if (!row || row.status === 'sent') return { row };
    const settings = await mailSettingsRow(tx);
    // Claim this try: of two deliveries of one message (a job delivered twice, the reminders'
    // sweep re-sending one that waited), only the one that sets `sendingUntil` sends; the other
    // finds the claim and sends nothing. A claim whose process died lapses after CLAIM_SECONDS.
    const claimed = await tx
      .update(mailMessages)
      .set({
        sendingUntil: sql`now() + make_interval(secs => ${settings.host ? CLAIM_SECONDS : OUTBOX_CLAIM_SECONDS})`,
        updatedAt: new Date(),
      })
      .where(
        and(
          eq(mailMessages.id, messageId),
          ne(mailMessages.status, 'sent'),
          or(isNull(mailMessages.sendingUntil), lt(mailMessages.sendingUntil, sql`now()`)),
        ),
      )
      .returning({ id: mailMessages.id });
    if (claimed.length === 0) return { row, busy: true as const };
    const { shopName } = await readSettings({ tx }, ['shopName']);
    const from = {
      name: settings.fromName || shopName,
      address: await fromAddressOf(tx, tenant, settings.fromAddress),
    };
    return { row, settings, from };
  });
  const { row } = loaded;
  if (!row) return 'missing';
  if ('busy' in loaded) return 'busy';
  if (!('settings' in loaded) || !loaded.settings) return 'already-sent';
  const { settings, from } = loaded;
  const resolved: ResolvedTenant = {
    id: tenant.id,
    tenantId: tenant.tenantId,
    schemaName: tenant.schemaName,
    name: tenant.name ?? '',
    status: tenant.status ?? 'active',
  };
  try {
    const smtp = settings.host ? smtpSettingsOf(settings, deps.config.secretKey) : null;
    const attachment = await attachmentOf(deps, resolved, row);
    const delivered = await deliverMail(smtp, {
      from,
      replyTo: settings.replyTo,
      to: row.toAddresses,
      cc: row.ccAddresses,
      subject: row.subject,
      body: row.body,
      attachment,
    });
    await withTenant(deps.db, tenant, async (tx: Tx) => {
      await tx
        .update(mailMessages)
        .set({
          status: 'sent',
          transport: delivered.transport,
          messageId: delivered.messageId,
          raw: delivered.transport === 'outbox' ? new Uint8Array(delivered.raw) : null,
          attempts: row.attempts + 1,
          lastError: '',
          sendingUntil: null,
          sentAt: new Date(),
          updatedAt: new Date(),
        })
        .where(eq(mailMessages.id, messageId));
      await auditChange(tx, SYSTEM, 'mail.sent', 'mail', messageId, {
        after: { status: 'sent', transport: delivered.transport, to: row.toAddresses },
      });
    });
    deps.log.info(
      { tenant: tenant.tenantId, mailId: messageId, transport: delivered.transport },
      'mail sent',
    );
    return 'sent';
  } catch (error) {
    const reason = failureReason(error);
    await withTenant(deps.db, tenant, async (tx: Tx) => {
      await tx
        .update(mailMessages)
        .set({
          status: final ? 'failed' : 'queued',
          transport: settings.host ? 'smtp' : 'outbox',
          attempts: row.attempts + 1,
          lastError: reason,
          sendingUntil: null,
          updatedAt: new Date(),
        })
        .where(eq(mailMessages.id, messageId));
      if (final) {
        await auditChange(tx, SYSTEM, 'mail.failed', 'mail', messageId, {
          after: { status: 'failed', attempts: row.attempts + 1, lastError: reason },
        });
      }
    });
    deps.log.warn(
      { tenant: tenant.tenantId, mailId: messageId, attempt: row.attempts + 1, final, reason },
      final ? 'mail failed' : 'mail try failed',
    );
    if (final) return 'failed';
    throw new Error(reason);
  }
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** With no queue: the message's tries in this process, in the background (never throws). */
export function sendInThisProcess(deps: MailDeps, tenant: Tenant, messageId: string): void {
  const delays = IN_PROCESS_RETRY_DELAYS_MS;
  void (async () => {
    for (let attempt = 0; attempt <= delays.length; attempt += 1) {
      try {
        await deliverMessage(deps, tenant, messageId, { final: attempt === delays.length });
        return;
      } catch (error) {
        // A failed try (its reason is on the row) waits for the next; past the last, say so.
        if (attempt === delays.length) throw error;
        await sleep(delays[attempt] ?? 0);
      }
    }
  })().catch((error: unknown) => {
    deps.log.error({ err: error, mailId: messageId }, 'mail could not be sent');
  });
}

/**
 * The `mail.send` job: message `messageId` of shop `tenantRowId`. A try that fails throws, so
 * pg-boss retries it with backoff; the last try (retryCount = MAIL_JOB_RETRIES) marks it failed.
 */
export async function runMailJob(
  deps: MailDeps,
  payload: { tenantRowId: string; messageId: string },
  job: { retryCount: number },
): Promise<DeliveryOutcome> {
  const [shop] = await deps.db.select().from(tenants).where(eq(tenants.id, payload.tenantRowId));
  if (!shop) return 'missing';
  const final = job.retryCount >= MAIL_JOB_RETRIES;
  const outcome = await deliverMessage(deps, shop, payload.messageId, { final });
  // Another try holds the message: this job comes back later (pg-boss's retry), by when that try
  // has sent it (the job then finds it sent) or died (its claim has lapsed and this one sends).
  if (outcome === 'busy' && !final) {
    throw new Error('The message is being sent by another try; trying again later');
  }
  return outcome;
}
