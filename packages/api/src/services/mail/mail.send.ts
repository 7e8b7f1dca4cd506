import { eq } from 'drizzle-orm';
import {
  renderMailTemplate,
  templateFor,
  type TMailDocumentRef,
  type TMailMessageFields,
} from '@gst/domain/contracts';
import { withTenant, type Tx } from '@gst/db/client';
import { mailMessages } from '@gst/db/schema';
import { auditChange } from '../../infra/audit';
import { AppError } from '../../errors';
import type { ResolvedTenant } from '../../infra/tenant-resolver';
import type { ServiceCtx } from '../context';
import type { MailDeps } from './mail.deps';
import { mailFacts, type MailFacts } from './mail.documents';
import { fillLink, hasShareLink, LINK_PLACEHOLDER, shareLinkFor } from './mail.link';
import type { ShareCtx } from '../share-links/share-links.service';
import { mailSettingsRow } from './mail.settings';
import { sendInThisProcess } from './mail.deliver';

/**
 * Queuing a message (issue 34): the `mail_messages` row is written (status 'queued') in the
 * caller's transaction, with an audit entry; once that transaction has committed, the message is
 * handed to the queue (a `mail.send` job) or, with no queue (JOBS=off), sent in this process.
 * The row is the message log: the document's drawer lists it, the job updates it.
 */

export type MailDraft = TMailMessageFields & {
  kind: MailFacts['templateKind'];
  customerName: string;
  attachmentName: string;
  /** The share link the body names ('' when there is none). */
  link: string;
};

type Ctx = ShareCtx & Pick<ServiceCtx, 'user'>;

/**
 * The message the template makes for `ref`: to the customer's e-mail, subject and body filled in.
 * `link`: 'make' makes the share link now (a write: queuing); 'later' keeps `{{link}}` for the
 * send to fill (the drawer's draft is a read).
 */
export async function draftOf(
  ctx: Ctx,
  ref: TMailDocumentRef,
  options: { reminder?: boolean; link?: 'make' | 'later' } = {},
) {
  const facts = await mailFacts(ctx.tx, ref, options);
  const settings = await mailSettingsRow(ctx.tx);
  const link = !hasShareLink(ref)
    ? ''
    : options.link === 'later'
      ? LINK_PLACEHOLDER
      : await shareLinkFor(ctx, ref);
  const filled = renderMailTemplate(templateFor(settings.templates, facts.templateKind), {
    ...facts.values,
    link,
  });
  const draft: MailDraft = {
    kind: facts.templateKind,
    to: facts.customerEmail ? [facts.customerEmail] : [],
    cc: [],
    subject: filled.subject,
    body: filled.body,
    customerName: facts.customerName,
    attachmentName: facts.attachmentName,
    link,
  };
  return { draft, facts };
}

/** The drawer's prefilled message (`mail.draft`). */
export async function mailDraft(ctx: Ctx, ref: TMailDocumentRef): Promise<MailDraft> {
  return (await draftOf(ctx, ref, { link: 'later' })).draft;
}

/** Writes the queued row and its audit entry in `tx`; the caller dispatches it after the commit. */
export async function insertQueued(
  ctx: Pick<ServiceCtx, 'tx' | 'actor' | 'user'>,
  facts: Pick<
    MailFacts,
    'templateKind' | 'documentId' | 'customerId' | 'attachmentName' | 'periodFrom' | 'periodTo'
  > & {
    kind?: 'test';
  },
  message: TMailMessageFields,
): Promise<string> {
  const kind = facts.kind ?? facts.templateKind;
  const [row] = await ctx.tx
    .insert(mailMessages)
    .values({
      kind,
      documentId: facts.documentId,
      customerId: facts.customerId,
      toAddresses: message.to,
      ccAddresses: message.cc,
      subject: message.subject,
      body: message.body,
      attachmentName: facts.attachmentName,
      periodFrom: facts.periodFrom,
      periodTo: facts.periodTo,
      createdBy: ctx.user?.id ?? null,
    })
    .returning({ id: mailMessages.id });
  if (!row) throw new AppError('INTERNAL', 'The message was not queued');
  await auditChange(ctx.tx, ctx.actor, 'mail.queue', 'mail', row.id, {
    after: {
      kind,
      documentId: facts.documentId,
      customerId: facts.customerId,
      to: message.to,
      cc: message.cc,
      subject: message.subject,
      attachment: facts.attachmentName,
    },
  });
  return row.id;
}

/**
 * Hands a committed queued message to the queue (a `mail.send` job of the shop), or with no queue
 * sends it in this process, in the background (its tries and their outcome go to its row).
 * Call only after the transaction that wrote the row has committed.
 */
export async function dispatchQueuedMail(
  deps: MailDeps,
  tenant: Pick<ResolvedTenant, 'id' | 'schemaName' | 'tenantId'>,
  messageId: string,
): Promise<void> {
  if (deps.jobs) {
    await deps.jobs.mailSend(messageId, tenant.id);
    return;
  }
  sendInThisProcess(deps, tenant, messageId);
}

export type QueuedMail =
  { status: 'queued'; messageId: string } | { status: 'skipped'; reason: string };

/**
 * E-mails a document to its customer with the shop's template (the recurring invoices' "e-mail
 * it", issue 34): writes the queued message in `ctx.tx`, and answers its id; skipped (with the
 * reason logged) when the customer has no e-mail address. AFTER `ctx.tx` commits, the caller
 * passes the id to `dispatchQueuedMail(deps, ctx.tenant, messageId)`; a message left queued is
 * also picked up by the daily mail run (`dispatchStaleQueued`).
 */
export async function queueDocumentMail(
  ctx: ServiceCtx,
  deps: Pick<MailDeps, 'log'>,
  input: { kind: 'invoice'; documentId: string },
): Promise<QueuedMail> {
  const { draft, facts } = await draftOf(ctx, input);
  if (!draft.to.length) {
    const reason = `${facts.customerName || 'The customer'} has no e-mail address`;
    deps.log.info(
      { tenant: ctx.tenant.tenantId, kind: input.kind, documentId: input.documentId, reason },
      'document mail skipped',
    );
    return { status: 'skipped', reason };
  }
  const messageId = await insertQueued(ctx, facts, draft);
  return { status: 'queued', messageId };
}

/** The permission a document kind's mail needs: 'view' on its page (a statement: receipts). */
export const MAIL_PAGE_OF = {
  invoice: 'manage-invoice',
  quote: 'manage-quote',
  'credit-note': 'manage-credit-note',
  'debit-note': 'manage-debit-note',
  receipt: 'manage-payment',
  statement: 'manage-payment',
} as const;

type SendCtx = Omit<ServiceCtx, 'tx'> & MailDeps;

/** Sends what the user edited in the drawer: queued in one transaction, dispatched after it. */
export async function sendDocumentMail(
  ctx: SendCtx,
  input: { document: TMailDocumentRef; message: TMailMessageFields },
): Promise<{ id: string; status: 'queued' | 'sent' | 'failed' }> {
  const id = await withTenant(ctx.db, ctx.tenant, async (tx: Tx) => {
    const scope = { ...ctx, tx };
    const facts = await mailFacts(tx, input.document);
    const filled = await fillLink(scope, input.document, input.message);
    return insertQueued(scope, facts, { ...input.message, ...filled });
  });
  await dispatchQueuedMail(ctx, ctx.tenant, id);
  return { id, status: 'queued' };
}

/** A failed message queued again (its attempts are kept); a sent one is refused. */
export async function retryMail(
  ctx: SendCtx,
  input: { id: string },
  /** The caller's permission on the message's kind, checked on the locked row. */
  mayRetry: (kind: (typeof mailMessages.$inferSelect)['kind']) => void = () => undefined,
) {
  await withTenant(ctx.db, ctx.tenant, async (tx: Tx) => {
    const [row] = await tx
      .select({ status: mailMessages.status, kind: mailMessages.kind })
      .from(mailMessages)
      .where(eq(mailMessages.id, input.id))
      .for('update');
    if (!row) throw new AppError('NOT_FOUND', 'Message not found');
    mayRetry(row.kind);
    if (row.status !== 'failed') {
      throw new AppError('CONFLICT', `Only a failed message is retried; this one is ${row.status}`);
    }
    await tx
      .update(mailMessages)
      .set({ status: 'queued', updatedAt: new Date() })
      .where(eq(mailMessages.id, input.id));
    await auditChange(tx, ctx.actor, 'mail.retry', 'mail', input.id, {
      before: { status: 'failed' },
      after: { status: 'queued' },
    });
  });
  await dispatchQueuedMail(ctx, ctx.tenant, input.id);
  return { id: input.id, status: 'queued' as const };
}

/** "Send a test mail": to `to`, or the signed-in user's address. */
export async function sendTestMail(ctx: SendCtx, input: { to?: string }) {
  const to = input.to ?? ctx.user?.email ?? '';
  if (!to) throw new AppError('BAD_REQUEST', 'Enter the address to send the test mail to');
  const id = await withTenant(ctx.db, ctx.tenant, async (tx: Tx) => {
    const settings = await mailSettingsRow(tx);
    const where = settings.host
      ? `through ${settings.host}:${settings.port}`
      : 'to the local outbox';
    return insertQueued(
      { ...ctx, tx },
      {
        kind: 'test',
        templateKind: 'invoice',
        documentId: null,
        customerId: null,
        attachmentName: '',
        periodFrom: null,
        periodTo: null,
      },
      {
        to: [to],
        cc: [],
        subject: 'Test mail from GST Platform',
        body: `This is a test mail sent ${where}. If you can read it, the shop's mail settings work.`,
      },
    );
  });
  await dispatchQueuedMail(ctx, ctx.tenant, id);
  return { id, to, status: 'queued' as const };
}
