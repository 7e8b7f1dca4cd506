import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  customType,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { idColumn, momentColumn, nowColumn, requiredRef, timestamps } from '../columns';
import { customers } from './customers';

/**
 * Issue 34: getting paid without leaving the product. Mail settings and the message log (with
 * the embedded default's local outbox), share links, payment reminders, recurring invoice
 * profiles and their runs, webhook endpoints and their deliveries. Every row is the shop's own:
 * these tables live in the shop's schema like the rest.
 */

const bytea = customType<{ data: Uint8Array; driverData: Uint8Array }>({
  dataType: () => 'bytea',
});

// ---------------------------------------------------------------------------------------------
// Mail
// ---------------------------------------------------------------------------------------------

export const MAIL_SECURITY = ['tls', 'starttls', 'none'] as const;

/** A per-shop mail template: subject and body with `{{placeholders}}`. */
export type MailTemplate = { subject: string; body: string };

/**
 * The shop's mail settings: one row (id fixed to 1) once saved. No row, or an empty `host`,
 * means "no SMTP": mail goes to the local outbox (`mail_messages.transport = 'outbox'`). The
 * password is stored encrypted with the server key (`MAIL_SECRET_KEY`), never returned by the
 * API, never logged.
 */
export const mailSettings = pgTable(
  'mail_settings',
  {
    id: integer().primaryKey().default(1),
    host: text().notNull().default(''),
    port: integer().notNull().default(587),
    security: text({ enum: MAIL_SECURITY }).notNull().default('starttls'),
    username: text().notNull().default(''),
    /** AES-256-GCM ciphertext of the SMTP password (iv, tag and data; null = none set). */
    passwordEncrypted: text(),
    fromName: text().notNull().default(''),
    fromAddress: text().notNull().default(''),
    replyTo: text().notNull().default(''),
    /** Templates by message kind (invoice, quote, credit-note, receipt, statement, reminder). */
    templates: jsonb().$type<Record<string, MailTemplate>>().notNull().default({}),
    /** Payment reminders (issue 34): on, and the days relative to the due date (-3, 0, 7, 15). */
    remindersEnabled: boolean().notNull().default(false),
    reminderOffsets: jsonb().$type<number[]>().notNull().default([-3, 0, 7, 15]),
    ...timestamps(),
  },
  (t) => [
    check('mail_settings_single_row_check', sql`${t.id} = 1`),
    check('mail_settings_port_check', sql`${t.port} between 1 and 65535`),
  ],
);

export const MAIL_MESSAGE_KINDS = [
  'invoice',
  'quote',
  'credit-note',
  'debit-note',
  'receipt',
  'statement',
  'reminder',
  'test',
] as const;
export const MAIL_MESSAGE_STATUSES = ['queued', 'sent', 'failed'] as const;
export const MAIL_TRANSPORTS = ['smtp', 'outbox'] as const;

/**
 * Every message the shop sent or tried to send, with the document it carried. With no SMTP
 * configured the message is kept here as the outbox (`raw` holds the whole RFC 822 message,
 * attachment included, for the admin to open).
 */
export const mailMessages = pgTable(
  'mail_messages',
  {
    id: idColumn(),
    kind: text({ enum: MAIL_MESSAGE_KINDS }).notNull(),
    /** The invoice, quote, note or receipt sent (null for a statement or a test mail). */
    documentId: uuid(),
    customerId: uuid().references(() => customers.id, { onDelete: 'set null' }),
    toAddresses: jsonb().$type<string[]>().notNull(),
    ccAddresses: jsonb().$type<string[]>().notNull().default([]),
    subject: text().notNull(),
    body: text().notNull(),
    /** What the message attaches, e.g. the PDF's file name ('' = nothing). */
    attachmentName: text().notNull().default(''),
    /** For a statement: the period it covers. */
    periodFrom: date({ mode: 'string' }),
    periodTo: date({ mode: 'string' }),
    status: text({ enum: MAIL_MESSAGE_STATUSES }).notNull().default('queued'),
    transport: text({ enum: MAIL_TRANSPORTS }),
    attempts: integer().notNull().default(0),
    /** The server's reason for the last failure ('' = none). */
    lastError: text().notNull().default(''),
    /** The Message-ID the SMTP server accepted. */
    messageId: text().notNull().default(''),
    /** The outbox copy: the whole message as sent (only when `transport = 'outbox'`). */
    raw: bytea(),
    /**
     * A try in hand: set when a delivery claims the message, until when no other delivery may
     * take it (longer than the SMTP timeouts), cleared when the try ends. A delivery that finds it
     * in the future sends nothing (a duplicate job, the sweep's re-send).
     */
    sendingUntil: momentColumn(),
    createdBy: uuid(),
    sentAt: momentColumn(),
    ...timestamps(),
  },
  (t) => [
    index('mail_messages_document_idx').on(t.documentId, t.createdAt),
    index('mail_messages_created_at_idx').on(t.createdAt),
    check('mail_messages_attempts_check', sql`${t.attempts} >= 0`),
  ],
);

/**
 * One payment reminder per invoice per day at most: the unique index makes the daily job
 * idempotent (a second run the same day finds the row and sends nothing).
 */
export const paymentReminders = pgTable(
  'payment_reminders',
  {
    id: idColumn(),
    /** The invoice (no foreign key: invoices are cancelled, never deleted, and seeding truncates them). */
    invoiceId: uuid().notNull(),
    customerId: uuid().references(() => customers.id, { onDelete: 'set null' }),
    /** The India date the reminder is for. */
    reminderDate: date({ mode: 'string' }).notNull(),
    /** Days from the due date (negative = before it). */
    offsetDays: integer().notNull(),
    mailMessageId: uuid().references(() => mailMessages.id, { onDelete: 'set null' }),
    createdAt: nowColumn(),
  },
  (t) => [
    uniqueIndex('payment_reminders_invoice_date_idx').on(t.invoiceId, t.reminderDate),
    index('payment_reminders_created_at_idx').on(t.createdAt),
  ],
);

// ---------------------------------------------------------------------------------------------
// Share links
// ---------------------------------------------------------------------------------------------

export const SHARE_LINK_KINDS = ['invoice', 'quote', 'statement'] as const;

/**
 * A public link to one document: an unguessable token (32 random bytes, base64url), revocable,
 * expiring. It opens a page on the shop's own host only; views are counted.
 */
export const shareLinks = pgTable(
  'share_links',
  {
    id: idColumn(),
    token: text().notNull(),
    kind: text({ enum: SHARE_LINK_KINDS }).notNull(),
    /** The invoice or quote shared (null for a statement). */
    documentId: uuid(),
    customerId: uuid().references(() => customers.id, { onDelete: 'cascade' }),
    /** For a statement: the period it covers. */
    periodFrom: date({ mode: 'string' }),
    periodTo: date({ mode: 'string' }),
    expiresAt: momentColumn().notNull(),
    revokedAt: momentColumn(),
    firstViewedAt: momentColumn(),
    lastViewedAt: momentColumn(),
    viewCount: integer().notNull().default(0),
    createdBy: uuid(),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex('share_links_token_idx').on(t.token),
    index('share_links_document_idx').on(t.documentId),
    check('share_links_token_check', sql`length(${t.token}) >= 32`),
  ],
);

// ---------------------------------------------------------------------------------------------
// Recurring invoices
// ---------------------------------------------------------------------------------------------

export const RECURRING_FREQUENCIES = ['month', 'quarter', 'half-year', 'year'] as const;
export const RECURRING_MODES = ['issue', 'draft'] as const;
export const RECURRING_STATUSES = ['active', 'paused', 'ended', 'blocked'] as const;
export const RECURRING_RUN_STATUSES = ['issued', 'draft', 'failed', 'blocked', 'skipped'] as const;

/**
 * A recurring invoice profile: the invoice to issue (customer, lines, tax as on an invoice; kept
 * as the invoice-create input, `template`), how often from `startDate`, until `endDate` or
 * `maxRuns`. `nextRunDate` is the next date due (null once ended).
 */
export const recurringProfiles = pgTable(
  'recurring_profiles',
  {
    id: idColumn(),
    name: text().notNull(),
    customerId: requiredRef(() => customers.id, 'restrict'),
    /** The invoice-create input the runs issue (its date is set by each run). */
    template: jsonb().$type<Record<string, unknown>>().notNull(),
    frequency: text({ enum: RECURRING_FREQUENCIES }).notNull(),
    startDate: date({ mode: 'string' }).notNull(),
    endDate: date({ mode: 'string' }),
    maxRuns: integer(),
    nextRunDate: date({ mode: 'string' }),
    runCount: integer().notNull().default(0),
    mode: text({ enum: RECURRING_MODES }).notNull().default('issue'),
    emailOnIssue: boolean().notNull().default(false),
    status: text({ enum: RECURRING_STATUSES }).notNull().default('active'),
    /** Why the profile stopped (e.g. a run's date falls in a filed period). */
    statusReason: text().notNull().default(''),
    createdBy: uuid(),
    ...timestamps(),
  },
  (t) => [
    index('recurring_profiles_next_run_idx').on(t.status, t.nextRunDate),
    check('recurring_profiles_max_runs_check', sql`${t.maxRuns} is null or ${t.maxRuns} >= 1`),
    check('recurring_profiles_run_count_check', sql`${t.runCount} >= 0`),
  ],
);

/**
 * One row per profile per due date: the unique index makes a run idempotent (a retried or
 * duplicated job finds the row and issues nothing).
 */
export const recurringRuns = pgTable(
  'recurring_runs',
  {
    id: idColumn(),
    profileId: requiredRef(() => recurringProfiles.id, 'cascade'),
    runDate: date({ mode: 'string' }).notNull(),
    /** 1 for the first run, and so on. */
    sequence: integer().notNull(),
    status: text({ enum: RECURRING_RUN_STATUSES }).notNull(),
    /** The invoice the run issued (no foreign key, as `payment_reminders.invoice_id`). */
    invoiceId: uuid(),
    /** A draft run's prepared invoice input, issued when the shop approves it. */
    draft: jsonb().$type<Record<string, unknown>>(),
    error: text().notNull().default(''),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex('recurring_runs_profile_date_idx').on(t.profileId, t.runDate),
    index('recurring_runs_invoice_idx').on(t.invoiceId),
  ],
);

// ---------------------------------------------------------------------------------------------
// Webhooks
// ---------------------------------------------------------------------------------------------

export const WEBHOOK_EVENTS = [
  'invoice.issued',
  'invoice.cancelled',
  'invoice.paid',
  'note.issued',
  'receipt.recorded',
  'share_link.viewed',
] as const;
export const WEBHOOK_DELIVERY_STATUSES = ['pending', 'delivered', 'failed'] as const;

/** A third party's endpoint: the events it wants and the secret its deliveries are signed with. */
export const webhookEndpoints = pgTable(
  'webhook_endpoints',
  {
    id: idColumn(),
    url: text().notNull(),
    description: text().notNull().default(''),
    events: jsonb().$type<string[]>().notNull(),
    /** The signing secret, encrypted with the server key like the SMTP password. */
    secretEncrypted: text().notNull(),
    active: boolean().notNull().default(true),
    createdBy: uuid(),
    ...timestamps(),
  },
  (t) => [check('webhook_endpoints_url_check', sql`${t.url} ~ '^https?://'`)],
);

/** One event for one endpoint, tried until delivered or out of tries. */
export const webhookDeliveries = pgTable(
  'webhook_deliveries',
  {
    id: idColumn(),
    endpointId: requiredRef(() => webhookEndpoints.id, 'cascade'),
    /** The event's id (the same for every endpoint it goes to), sent in the payload. */
    eventId: uuid().notNull(),
    event: text().notNull(),
    payload: jsonb().notNull(),
    status: text({ enum: WEBHOOK_DELIVERY_STATUSES }).notNull().default('pending'),
    attempts: integer().notNull().default(0),
    /** The last response's HTTP status (null = no response: refused, timed out). */
    responseStatus: integer(),
    /** The start of the last response's body, or the error. */
    lastError: text().notNull().default(''),
    deliveredAt: momentColumn(),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex('webhook_deliveries_endpoint_event_idx').on(t.endpointId, t.eventId),
    index('webhook_deliveries_created_at_idx').on(t.createdAt),
  ],
);
