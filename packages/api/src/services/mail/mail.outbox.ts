import { and, count, desc, eq, type SQL } from 'drizzle-orm';
import type { TMailMessageListInput } from '@gst/domain/contracts';
import { mailMessages } from '@gst/db/schema';
import { AppError } from '../../errors';
import type { ServiceCtx } from '../context';
import { pageOf } from '../shared/paging';

/**
 * The message log and the local outbox (issue 34): every message the shop sent or tried to send,
 * newest first, filtered by document, customer, kind, status or transport; one message with its
 * headers and, for the outbox, the whole RFC 822 message and its attachment.
 */

const LIST_COLUMNS = {
  id: mailMessages.id,
  kind: mailMessages.kind,
  documentId: mailMessages.documentId,
  customerId: mailMessages.customerId,
  to: mailMessages.toAddresses,
  cc: mailMessages.ccAddresses,
  subject: mailMessages.subject,
  attachmentName: mailMessages.attachmentName,
  periodFrom: mailMessages.periodFrom,
  periodTo: mailMessages.periodTo,
  status: mailMessages.status,
  transport: mailMessages.transport,
  attempts: mailMessages.attempts,
  lastError: mailMessages.lastError,
  messageId: mailMessages.messageId,
  createdBy: mailMessages.createdBy,
  sentAt: mailMessages.sentAt,
  createdAt: mailMessages.createdAt,
  updatedAt: mailMessages.updatedAt,
};

export async function listMessages({ tx }: Pick<ServiceCtx, 'tx'>, input: TMailMessageListInput) {
  const filters: SQL[] = [];
  if (input.documentId) filters.push(eq(mailMessages.documentId, input.documentId));
  if (input.customerId) filters.push(eq(mailMessages.customerId, input.customerId));
  if (input.kind) filters.push(eq(mailMessages.kind, input.kind));
  if (input.status) filters.push(eq(mailMessages.status, input.status));
  if (input.transport) filters.push(eq(mailMessages.transport, input.transport));
  const where = filters.length ? and(...filters) : undefined;
  const rows = tx
    .select(LIST_COLUMNS)
    .from(mailMessages)
    .where(where)
    .orderBy(desc(mailMessages.createdAt), desc(mailMessages.id));
  const totals = tx.select({ total: count() }).from(mailMessages).where(where);
  return pageOf(input, rows, totals);
}

async function messageRow({ tx }: Pick<ServiceCtx, 'tx'>, id: string) {
  const [row] = await tx.select().from(mailMessages).where(eq(mailMessages.id, id));
  if (!row) throw new AppError('NOT_FOUND', 'Message not found');
  return row;
}

/** One message: its fields and body; an outbox message also its headers and attachment's size. */
export async function getMessage(ctx: Pick<ServiceCtx, 'tx'>, input: { id: string }) {
  const { raw, ...row } = await messageRow(ctx, input.id);
  const parsed = raw ? parseRaw(Buffer.from(raw)) : null;
  return {
    ...row,
    to: row.toAddresses,
    cc: row.ccAddresses,
    /** The outbox copy's headers, as sent (null when the message went through SMTP). */
    headers: parsed?.headers ?? null,
    attachments:
      parsed?.attachments.map((a) => ({
        filename: a.filename,
        contentType: a.contentType,
        size: a.content.length,
      })) ?? [],
    rawSize: raw ? raw.length : 0,
    /** The whole message as sent (base64 of the .eml), outbox only. */
    raw: raw ? Buffer.from(raw).toString('base64') : null,
  };
}

/** The outbox copy as a .eml file (opens in any mail program). */
export async function messageEml(ctx: Pick<ServiceCtx, 'tx'>, input: { id: string }) {
  const row = await messageRow(ctx, input.id);
  if (!row.raw) throw new AppError('NOT_FOUND', 'Only a message in the local outbox keeps a copy');
  return {
    fileName: `message-${row.id}.eml`,
    contentType: 'message/rfc822',
    base64: Buffer.from(row.raw).toString('base64'),
  };
}

/** The outbox copy's attachment (the PDF as it was sent). */
export async function messageAttachment(ctx: Pick<ServiceCtx, 'tx'>, input: { id: string }) {
  const row = await messageRow(ctx, input.id);
  const first = row.raw ? parseRaw(Buffer.from(row.raw)).attachments[0] : undefined;
  if (!first) throw new AppError('NOT_FOUND', 'This message has no attachment in the outbox');
  return {
    fileName: first.filename,
    contentType: first.contentType,
    base64: first.content.toString('base64'),
  };
}

// -- A small reader of the messages nodemailer built (multipart/mixed, base64 or 7bit parts) ----

type Part = { headers: Record<string, string>; body: string };

function splitHeaders(text: string): Part {
  const end = text.search(/\r?\n\r?\n/);
  const head = end < 0 ? text : text.slice(0, end);
  const body = end < 0 ? '' : text.slice(end).replace(/^\r?\n\r?\n/, '');
  const headers: Record<string, string> = {};
  for (const line of head.replace(/\r?\n[ \t]+/g, ' ').split(/\r?\n/)) {
    const colon = line.indexOf(':');
    if (colon > 0)
      headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
  }
  return { headers, body };
}

function param(header: string | undefined, name: string): string | undefined {
  const match = new RegExp(`${name}\\*?=("([^"]*)"|[^;\\s]+)`, 'i').exec(header ?? '');
  return match ? (match[2] ?? match[1]) : undefined;
}

function decodeWord(text: string): string {
  return text.replace(/=\?utf-8\?([bq])\?([^?]*)\?=/gi, (_, enc: string, data: string) =>
    enc.toLowerCase() === 'b'
      ? Buffer.from(data, 'base64').toString('utf8')
      : Buffer.from(
          data
            .replace(/_/g, ' ')
            .replace(/=([0-9a-f]{2})/gi, (_m, h: string) => String.fromCharCode(parseInt(h, 16))),
          'latin1',
        ).toString('utf8'),
  );
}

export function parseRaw(raw: Buffer) {
  const top = splitHeaders(raw.toString('latin1'));
  const shown = ['from', 'to', 'cc', 'reply-to', 'subject', 'date', 'message-id'];
  const headers = Object.fromEntries(
    shown
      .filter((h) => top.headers[h])
      .map((h) => [h, decodeWord(Buffer.from(top.headers[h] ?? '', 'latin1').toString('utf8'))]),
  );
  const attachments: { filename: string; contentType: string; content: Buffer }[] = [];
  const boundary = param(top.headers['content-type'], 'boundary');
  if (boundary) {
    for (const chunk of top.body.split(`--${boundary}`).slice(1)) {
      if (chunk.startsWith('--')) break;
      const part = splitHeaders(chunk.replace(/^\r?\n/, ''));
      const disposition = part.headers['content-disposition'] ?? '';
      if (!/attachment/i.test(disposition)) continue;
      const encoding = (part.headers['content-transfer-encoding'] ?? '').toLowerCase();
      const content =
        encoding === 'base64'
          ? Buffer.from(part.body.replace(/\s+/g, ''), 'base64')
          : Buffer.from(part.body.replace(/\r?\n$/, ''), 'latin1');
      attachments.push({
        filename: decodeWord(param(disposition, 'filename') ?? 'attachment'),
        contentType:
          (part.headers['content-type'] ?? 'application/octet-stream').split(';')[0] ?? '',
        content,
      });
    }
  }
  return { headers, attachments };
}
