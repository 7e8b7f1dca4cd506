import { z } from 'zod';
import { ZEmail, ZId, ZPageInput } from './common';
import { filterDate } from './dates';
import { MAIL_TEMPLATE_KINDS } from '../mail/templates';

export * from '../mail/templates';

/**
 * E-mail (issue 34): the shop's mail settings, a document's message (to, cc, subject, body), the
 * message log and the payment-reminder schedule. One contract for the Mail page, the "Send by
 * e-mail" drawer, tRPC and REST.
 */

export const MAIL_SECURITY_CHOICES = ['tls', 'starttls', 'none'] as const;
/** What can be sent by e-mail from its row or drawer (a statement names a customer and period). */
export const MAIL_DOCUMENT_KINDS = [
  'invoice',
  'quote',
  'credit-note',
  'debit-note',
  'receipt',
] as const;
export type MailDocumentKind = (typeof MAIL_DOCUMENT_KINDS)[number];
export const MAIL_STATUSES = ['queued', 'sent', 'failed'] as const;
export const MAIL_KINDS = [...MAIL_TEMPLATE_KINDS, 'test'] as const;

const SUBJECT_MAX = 300;
const BODY_MAX = 20_000;
const HOST_PATTERN =
  /^[A-Za-z0-9]([A-Za-z0-9-]*[A-Za-z0-9])?(\.[A-Za-z0-9]([A-Za-z0-9-]*[A-Za-z0-9])?)*$/;

const optionalEmail = z
  .string({ error: 'Enter a valid email address' })
  .trim()
  .toLowerCase()
  .max(254)
  .refine((v) => v === '' || z.email().safeParse(v).success, 'Enter a valid email address');

export const ZMailTemplate = z.strictObject({
  subject: z.string().trim().max(SUBJECT_MAX, `A subject is at most ${SUBJECT_MAX} characters`),
  body: z.string().max(BODY_MAX, `A body is at most ${BODY_MAX} characters`),
});

export const ZReminderOffsets = z
  .array(
    z
      .number({ error: 'A reminder day is a whole number of days' })
      .int('A reminder day is a whole number of days')
      .min(-60, 'Reminders start at most 60 days before the due date')
      .max(365, 'Reminders stop at most 365 days after the due date'),
  )
  .max(10, 'At most 10 reminder days')
  .transform((days) => [...new Set(days)].sort((a, b) => a - b));

/**
 * The Mail page's settings. `password`: '' (or absent) keeps the stored one, `clearPassword`
 * removes it. An empty host means "no SMTP": mail goes to the local outbox.
 */
export const ZMailSettingsInput = z
  .strictObject({
    host: z
      .string()
      .trim()
      .max(253)
      .refine(
        (v) => v === '' || HOST_PATTERN.test(v),
        'Enter a host name such as smtp.example.com',
      ),
    port: z.coerce
      .number({ error: 'Enter a port number' })
      .int('Enter a port number')
      .min(1, 'A port is 1 to 65535')
      .max(65535, 'A port is 1 to 65535'),
    security: z.enum(MAIL_SECURITY_CHOICES, { error: 'Choose tls, starttls or none' }),
    username: z.string().trim().max(254),
    password: z.string().max(512, 'A password is at most 512 characters').optional().default(''),
    clearPassword: z.boolean().optional().default(false),
    fromName: z.string().trim().max(120),
    fromAddress: optionalEmail,
    replyTo: optionalEmail,
    templates: z.partialRecord(z.enum(MAIL_TEMPLATE_KINDS), ZMailTemplate).default({}),
    remindersEnabled: z.boolean(),
    reminderOffsets: ZReminderOffsets,
  })
  .refine((v) => v.host === '' || v.fromAddress !== '', {
    message: 'Enter the From address the SMTP server sends as',
    path: ['fromAddress'],
  });
export type TMailSettingsInput = z.output<typeof ZMailSettingsInput>;

export const ZMailTestInput = z.strictObject({
  /** Default: the signed-in user's e-mail. */
  to: ZEmail.optional(),
});

const ZAddressList = z
  .array(ZEmail)
  .max(20, 'At most 20 addresses')
  .transform((list) => [...new Set(list)]);

/** What a message is about: one document, or a customer's statement for a period. */
export const ZMailDocumentRef = z.discriminatedUnion(
  'kind',
  [
    z.strictObject({ kind: z.enum(MAIL_DOCUMENT_KINDS), documentId: ZId }),
    z
      .strictObject({
        kind: z.literal('statement'),
        customerId: ZId,
        from: filterDate('from'),
        to: filterDate('to'),
      })
      .refine((v) => v.from <= v.to, { message: 'from must not be after to', path: ['from'] }),
  ],
  { error: 'kind is one of invoice, quote, credit-note, debit-note, receipt, statement' },
);
export type TMailDocumentRef = z.output<typeof ZMailDocumentRef>;

/** The message as the user edited it in the drawer. */
export const ZMailMessageFields = z.strictObject({
  to: ZAddressList.refine((list) => list.length > 0, 'Enter at least one recipient'),
  cc: ZAddressList.optional().default([]),
  subject: z
    .string()
    .trim()
    .min(1, 'Enter a subject')
    .max(SUBJECT_MAX, `A subject is at most ${SUBJECT_MAX} characters`),
  body: z
    .string()
    .min(1, 'Enter the message')
    .max(BODY_MAX, `A message is at most ${BODY_MAX} characters`),
});
export type TMailMessageFields = z.output<typeof ZMailMessageFields>;

export const ZMailSendInput = z.strictObject({
  document: ZMailDocumentRef,
  message: ZMailMessageFields,
});
export type TMailSendInput = z.output<typeof ZMailSendInput>;

export const ZMailMessageListInput = ZPageInput.extend({
  documentId: ZId.optional(),
  customerId: ZId.optional(),
  kind: z.enum(MAIL_KINDS).optional(),
  status: z.enum(MAIL_STATUSES).optional(),
  transport: z.enum(['smtp', 'outbox']).optional(),
});
export type TMailMessageListInput = z.output<typeof ZMailMessageListInput>;

export const ZReminderListInput = ZPageInput.extend({ invoiceId: ZId.optional() });
export type TReminderListInput = z.output<typeof ZReminderListInput>;

export const ZReminderRunInput = z.strictObject({
  /** The India date to run for; default today. */
  date: filterDate('date').optional(),
});
