import nodemailer from 'nodemailer';
import type Mail from 'nodemailer/lib/mailer';
import type { SmtpSettings } from './mail.settings';

/**
 * Sending one message with nodemailer (issue 34). With an SMTP host, through that server (TLS,
 * STARTTLS or plain; auth when a user name is set), with timeouts so a dead server fails within
 * about 20 s instead of holding the job. With no host, the local outbox: nodemailer's stream
 * transport builds the whole RFC 822 message (attachment included) and the caller keeps it.
 */

/** Connection, greeting and socket timeouts (ms): a server that does not answer fails. */
export const SMTP_TIMEOUTS = {
  connectionTimeout: 20_000,
  greetingTimeout: 20_000,
  socketTimeout: 30_000,
};

export type OutgoingMail = {
  from: { name: string; address: string };
  replyTo: string;
  to: string[];
  cc: string[];
  subject: string;
  body: string;
  attachment: { filename: string; content: Buffer } | null;
};

export type Delivered =
  | { transport: 'smtp'; messageId: string }
  | { transport: 'outbox'; messageId: string; raw: Buffer };

function mailOptions(mail: OutgoingMail): Mail.Options {
  return {
    from: mail.from,
    ...(mail.replyTo ? { replyTo: mail.replyTo } : {}),
    to: mail.to,
    ...(mail.cc.length ? { cc: mail.cc } : {}),
    subject: mail.subject,
    text: mail.body,
    attachments: mail.attachment
      ? [
          {
            filename: mail.attachment.filename,
            content: mail.attachment.content,
            contentType: 'application/pdf',
          },
        ]
      : [],
  };
}

function smtpTransport(smtp: SmtpSettings) {
  return nodemailer.createTransport({
    host: smtp.host,
    port: smtp.port,
    secure: smtp.security === 'tls',
    requireTLS: smtp.security === 'starttls',
    ignoreTLS: smtp.security === 'none',
    ...(smtp.username ? { auth: { user: smtp.username, pass: smtp.password } } : {}),
    ...SMTP_TIMEOUTS,
    // Never nodemailer's own logger: its debug output would carry the AUTH exchange.
    logger: false,
    debug: false,
  });
}

/** Sends `mail` through the SMTP server, or builds it for the outbox when `smtp` is null. */
export async function deliverMail(
  smtp: SmtpSettings | null,
  mail: OutgoingMail,
): Promise<Delivered> {
  if (!smtp) {
    const transport = nodemailer.createTransport({ streamTransport: true, buffer: true });
    const info = await transport.sendMail(mailOptions(mail));
    return { transport: 'outbox', messageId: info.messageId, raw: info.message as Buffer };
  }
  const transport = smtpTransport(smtp);
  try {
    const info = await transport.sendMail(mailOptions(mail));
    return { transport: 'smtp', messageId: info.messageId };
  } finally {
    transport.close();
  }
}

/**
 * The server's reason for a failure, as the message log shows it: the SMTP reply when there is
 * one ('550 5.1.1 No such user'), else the error's message; one line, at most 500 characters.
 * nodemailer's messages name the command, never the credentials.
 */
export function failureReason(error: unknown): string {
  const e = error as { response?: unknown; message?: unknown; code?: unknown };
  const text =
    typeof e.response === 'string' && e.response
      ? e.response
      : typeof e.message === 'string'
        ? e.message
        : String(error);
  const code = typeof e.code === 'string' && !text.includes(e.code) ? ` (${e.code})` : '';
  return `${text}${code}`.replace(/\s+/g, ' ').trim().slice(0, 500);
}
