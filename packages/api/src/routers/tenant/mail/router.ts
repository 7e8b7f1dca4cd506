import { z } from 'zod';
import { hasPermission, ZId } from '@gst/domain';
import {
  MAIL_DOCUMENT_KINDS,
  ZMailDocumentRef,
  ZMailMessageListInput,
  ZMailSendInput,
  ZMailSettingsInput,
  ZMailTestInput,
  ZReminderListInput,
  ZReminderRunInput,
} from '@gst/domain/contracts';
import { AppError } from '../../../errors';
import { permittedAny, permittedOutsideTx, router } from '../../../trpc';
import { permittedOn, ZById } from '../../crud';
import { getMailSettings, saveMailSettings } from '../../../services/mail/mail.settings';
import {
  MAIL_PAGE_OF,
  mailDraft,
  retryMail,
  sendDocumentMail,
  sendTestMail,
} from '../../../services/mail/mail.send';
import {
  getMessage,
  listMessages,
  messageAttachment,
  messageEml,
} from '../../../services/mail/mail.outbox';
import { listReminders, runReminders } from '../../../services/mail/mail.reminders';
import type { SessionUser } from '../../../services/context';

const can = permittedOn('mail');

/** Anyone who may view one of the documents that can be mailed (the drawer's calls). */
const DOCUMENT_GRANTS = [
  ['manage-invoice', 'view'],
  ['manage-quote', 'view'],
  ['manage-credit-note', 'view'],
  ['manage-debit-note', 'view'],
  ['manage-payment', 'view'],
  ['mail', 'edit'],
] as const;

/** The document's own page: 'view' there is what mailing it (or reading its log) needs. */
function checkDocumentPage(user: SessionUser, kind: keyof typeof MAIL_PAGE_OF) {
  const page = MAIL_PAGE_OF[kind];
  if (!hasPermission(user, page, 'view')) {
    throw new AppError('FORBIDDEN', `You do not have the 'view' permission on ${page}`);
  }
}

const ZDocumentLogInput = z.strictObject({
  kind: z.enum([...MAIL_DOCUMENT_KINDS, 'statement']),
  /** The document; for a statement, the customer. */
  id: ZId,
});

/**
 * E-mail (issue 34): the shop's mail settings and test mail (page 'mail'), the drawer's draft and
 * send (the document's own page), the message log and local outbox, retries, and the payment
 * reminders sent.
 */
export const mailRouter = router({
  settings: can.read(getMailSettings),
  saveSettings: can.edit(ZMailSettingsInput, (ctx, input) => saveMailSettings(ctx, ctx, input)),
  /** Queues a test mail to `to` (default: the signed-in user). */
  test: permittedOutsideTx([['mail', 'edit']])
    .input(ZMailTestInput)
    .mutation(({ ctx, input }) => sendTestMail(ctx, input)),
  /** The drawer's message, prefilled from the shop's template for the document. */
  draft: permittedAny(DOCUMENT_GRANTS)
    .input(ZMailDocumentRef)
    .query(({ ctx, input }) => {
      checkDocumentPage(ctx.user, input.kind);
      return mailDraft(ctx, input);
    }),
  /** Queues the message as the user edited it; sent through the queue, logged on the document. */
  send: permittedOutsideTx(DOCUMENT_GRANTS)
    .input(ZMailSendInput)
    .mutation(({ ctx, input }) => {
      checkDocumentPage(ctx.user, input.document.kind);
      return sendDocumentMail(ctx, input);
    }),
  /** One document's (or a customer's statements') messages, newest first: the drawer's log. */
  documentLog: permittedAny(DOCUMENT_GRANTS)
    .input(ZDocumentLogInput)
    .query(async ({ ctx, input }) => {
      checkDocumentPage(ctx.user, input.kind);
      const filter =
        input.kind === 'statement'
          ? { customerId: input.id, kind: 'statement' as const }
          : { documentId: input.id };
      return (await listMessages(ctx, { page: 1, pageSize: 100, search: undefined, ...filter }))
        .data;
    }),
  messages: can.view(ZMailMessageListInput, listMessages),
  message: can.view(ZById, getMessage),
  /** The outbox copy as a .eml file, and its attachment (base64). */
  messageEml: can.view(ZById, messageEml),
  messageAttachment: can.view(ZById, messageAttachment),
  /** Queues a failed message again: 'edit' on Mail, or 'view' on the document it carries. */
  retry: permittedOutsideTx(DOCUMENT_GRANTS)
    .input(ZById)
    .mutation(({ ctx, input }) =>
      retryMail(ctx, input, (kind) => {
        if (hasPermission(ctx.user, 'mail', 'edit')) return;
        if (kind === 'test') {
          throw new AppError('FORBIDDEN', "You do not have the 'edit' permission on mail");
        }
        checkDocumentPage(ctx.user, kind === 'reminder' ? 'invoice' : kind);
      }),
    ),
  reminders: can.view(ZReminderListInput, listReminders),
  /** Today's reminders now (the daily job's run for this shop; a second run sends nothing more). */
  runReminders: permittedOutsideTx([['mail', 'edit']])
    .input(ZReminderRunInput)
    .mutation(({ ctx, input }) => runReminders(ctx, ctx.tenant, input.date)),
});
