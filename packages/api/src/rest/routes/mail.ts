import { z } from 'zod';
import {
  MAIL_KINDS,
  MAIL_STATUSES,
  ZMailMessageFields,
  ZMailSettingsInput,
  ZMailTestInput,
  type TMailDocumentRef,
} from '@gst/domain/contracts';
import type { Caller } from '../caller';
import { one, page, pageQuery, parseInput, routesOf } from '../route-helpers';
import type { RestRoute } from '../types';
import { base64File } from './documents';

const route = routesOf('tenant', 'Mail');

/** A send's body: any of to, cc, subject, body; what is left out comes from the shop's template. */
const ZMailOverrides = z.strictObject({
  to: ZMailMessageFields.shape.to.optional(),
  cc: ZMailMessageFields.shape.cc,
  subject: ZMailMessageFields.shape.subject.optional(),
  body: ZMailMessageFields.shape.body.optional(),
});

const SEND_EXAMPLE = {
  to: ['accounts@sunrise-homes.example'],
  cc: ['owner@sunrise-homes.example'],
  subject: 'Invoice SS/26-27/0042 from Alpha Solar',
};

async function sendWithTemplate(caller: Caller, document: TMailDocumentRef, body: unknown) {
  const overrides = parseInput(ZMailOverrides, body ?? {});
  const draft = await caller.tenant.mail.draft(document);
  const sent = await caller.tenant.mail.send({
    document,
    message: {
      to: overrides.to ?? draft.to,
      cc: overrides.cc,
      subject: overrides.subject ?? draft.subject,
      body: overrides.body ?? draft.body,
    },
  });
  return { status: 202, body: one('Mail queued', sent) };
}

const documentMailRoute = (
  url: string,
  kind: 'invoice' | 'quote' | 'credit-note' | 'debit-note' | 'receipt',
  what: string,
) =>
  route('POST', url, {
    summary: `E-mail ${what} with its PDF attached: to, cc, subject and body default to the shop's template and the customer's e-mail; 202 with the queued message (its status in GET /api/mail/messages/{id})`,
    body: ZMailOverrides,
    examples: { request: SEND_EXAMPLE },
    handler: ({ caller, params, body }) =>
      sendWithTemplate(caller, { kind, documentId: params.id ?? '' }, body),
  });

const ZMessageQuery = z.object({
  page: z.string().optional(),
  pageSize: z.string().optional(),
  documentId: z.string().optional(),
  customerId: z.string().optional(),
  kind: z.enum(MAIL_KINDS).optional(),
  status: z.enum(MAIL_STATUSES).optional(),
  transport: z.enum(['smtp', 'outbox']).optional(),
});

/** E-mail (issue 34): settings, test mail, the message log and outbox, sending documents, reminders. */
export const mailRoutes: RestRoute[] = [
  route('GET', '/api/mail/settings', {
    summary:
      "The shop's mail settings: SMTP host, port, security, user, from and reply-to, passwordSet (the password is never returned), templates per kind, reminder schedule; no host = the local outbox",
    handler: async ({ caller }) => ({
      body: { message: 'Mail settings fetched', data: await caller.tenant.mail.settings() },
    }),
  }),
  route('PATCH', '/api/mail/settings', {
    summary:
      'Save the mail settings; an empty or missing password keeps the stored one (clearPassword: true removes it). Templates use {{number}}, {{amount}}, {{dueDate}}, {{shopName}}, {{customerName}}, {{link}}; reminderOffsets are days from the due date (-3, 0, 7, 15)',
    body: ZMailSettingsInput,
    examples: {
      request: {
        host: 'smtp.example.com',
        port: 587,
        security: 'starttls',
        username: 'billing@alpha-solar.example',
        password: 'app-password-here',
        fromName: 'Alpha Solar',
        fromAddress: 'billing@alpha-solar.example',
        replyTo: 'accounts@alpha-solar.example',
        templates: {},
        remindersEnabled: true,
        reminderOffsets: [-3, 0, 7, 15],
      },
    },
    handler: async ({ caller, body }) => {
      const saved = await caller.tenant.mail.saveSettings(parseInput(ZMailSettingsInput, body));
      return { body: { message: 'Mail settings saved', data: saved } };
    },
  }),
  route('POST', '/api/mail/test', {
    summary: 'Send a test mail to {to} (default: the signed-in user) with the saved settings',
    body: ZMailTestInput,
    examples: { request: { to: 'owner@alpha-solar.example' } },
    handler: async ({ caller, body }) => {
      const sent = await caller.tenant.mail.test(parseInput(ZMailTestInput, body ?? {}));
      return { status: 202, body: one('Test mail queued', sent) };
    },
  }),
  route('GET', '/api/mail/messages', {
    summary:
      'The message log, newest first: every message queued, sent or failed (with the reason and attempts); filter by documentId, customerId, kind, status, transport (outbox = the local outbox)',
    query: ZMessageQuery,
    handler: async ({ caller, query }) => {
      const { page: _p, pageSize: _s, ...filters } = query;
      void _p;
      void _s;
      const list = await caller.tenant.mail.messages({ ...pageQuery(query), ...filters });
      return { body: page('Messages fetched', list) };
    },
  }),
  route('GET', '/api/mail/messages/:id', {
    summary:
      'One message: to, cc, subject, body, status, attempts, lastError; for the outbox also its headers, attachments and the whole message as sent (raw, base64 of the .eml)',
    handler: async ({ caller, params }) => ({
      body: one('Message fetched', await caller.tenant.mail.message({ id: params.id ?? '' })),
    }),
  }),
  route('GET', '/api/mail/messages/:id/attachment', {
    summary: "An outbox message's attachment (the PDF as it was sent)",
    handler: async ({ caller, params }) =>
      base64File(await caller.tenant.mail.messageAttachment({ id: params.id ?? '' })),
  }),
  route('POST', '/api/mail/messages/:id/retry', {
    summary: 'Queue a failed message again (its attempts and last error are kept)',
    noBody: true,
    handler: async ({ caller, params }) => ({
      status: 202,
      body: one('Mail queued', await caller.tenant.mail.retry({ id: params.id ?? '' })),
    }),
  }),
  documentMailRoute('/api/invoice/:id/email', 'invoice', 'an invoice'),
  documentMailRoute('/api/loose-quote/:id/email', 'quote', 'a quote or proforma invoice'),
  documentMailRoute('/api/credit-note/:id/email', 'credit-note', 'a credit note'),
  documentMailRoute('/api/debit-note/:id/email', 'debit-note', 'a debit note'),
  documentMailRoute('/api/payment/:id/email', 'receipt', 'a receipt'),
  route('POST', '/api/customer-statement/:customerId/email', {
    summary:
      "E-mail a customer's statement for ?from=YYYY-MM-DD&to=YYYY-MM-DD with its PDF attached; to, cc, subject and body default to the shop's template",
    query: z.object({ from: z.string(), to: z.string() }),
    body: ZMailOverrides,
    examples: { request: { ...SEND_EXAMPLE, subject: 'Statement of account from Alpha Solar' } },
    handler: ({ caller, params, query, body }) =>
      sendWithTemplate(
        caller,
        {
          kind: 'statement',
          customerId: params.customerId ?? '',
          from: query.from ?? '',
          to: query.to ?? '',
        },
        body,
      ),
  }),
  route('GET', '/api/mail/reminders', {
    summary:
      'The payment reminders sent, newest first: invoice, customer, reminder date, days from the due date and the message status; ?invoiceId=',
    query: z.object({
      page: z.string().optional(),
      pageSize: z.string().optional(),
      invoiceId: z.string().optional(),
    }),
    handler: async ({ caller, query }) => {
      const list = await caller.tenant.mail.reminders({
        ...pageQuery(query),
        ...(query.invoiceId ? { invoiceId: query.invoiceId } : {}),
      });
      return { body: page('Reminders fetched', list) };
    },
  }),
];
