/**
 * E-mail templates and payment-reminder dates (issue 34): pure functions the API and the web share.
 * A template is a subject and a body with `{{placeholders}}`; an unknown placeholder is left as
 * written (so a typo shows in the preview instead of vanishing), a known one with no value is
 * replaced by ''.
 */

export const MAIL_TEMPLATE_KINDS = [
  'invoice',
  'quote',
  'credit-note',
  'debit-note',
  'receipt',
  'statement',
  'reminder',
] as const;
export type MailTemplateKind = (typeof MAIL_TEMPLATE_KINDS)[number];

export const MAIL_PLACEHOLDERS = [
  'number',
  'amount',
  'dueDate',
  'shopName',
  'customerName',
  'link',
  'periodFrom',
  'periodTo',
  'daysOverdue',
] as const;
export type MailPlaceholder = (typeof MAIL_PLACEHOLDERS)[number];
export type MailValues = Partial<Record<MailPlaceholder, string>>;

export type MailTemplateText = { subject: string; body: string };

const SIGN_OFF = '\n\nRegards,\n{{shopName}}';
const LINK_LINE = '\n\nView it online: {{link}}';

export const DEFAULT_MAIL_TEMPLATES: Record<MailTemplateKind, MailTemplateText> = {
  invoice: {
    subject: 'Invoice {{number}} from {{shopName}}',
    body: `Dear {{customerName}},\n\nPlease find attached invoice {{number}} for ₹{{amount}}, due on {{dueDate}}.${LINK_LINE}${SIGN_OFF}`,
  },
  quote: {
    subject: 'Quotation {{number}} from {{shopName}}',
    body: `Dear {{customerName}},\n\nPlease find attached our quotation {{number}} for ₹{{amount}}, valid until {{dueDate}}.${LINK_LINE}${SIGN_OFF}`,
  },
  'credit-note': {
    subject: 'Credit note {{number}} from {{shopName}}',
    body: `Dear {{customerName}},\n\nPlease find attached credit note {{number}} for ₹{{amount}}.${SIGN_OFF}`,
  },
  'debit-note': {
    subject: 'Debit note {{number}} from {{shopName}}',
    body: `Dear {{customerName}},\n\nPlease find attached debit note {{number}} for ₹{{amount}}.${SIGN_OFF}`,
  },
  receipt: {
    subject: 'Receipt {{number}} from {{shopName}}',
    body: `Dear {{customerName}},\n\nThank you for your payment of ₹{{amount}}. Receipt {{number}} is attached.${SIGN_OFF}`,
  },
  statement: {
    subject: 'Statement of account from {{shopName}}',
    body: `Dear {{customerName}},\n\nPlease find attached your statement of account for {{periodFrom}} to {{periodTo}}.${LINK_LINE}${SIGN_OFF}`,
  },
  reminder: {
    subject: 'Payment reminder: invoice {{number}} due {{dueDate}}',
    body: `Dear {{customerName}},\n\nThis is a reminder that ₹{{amount}} is outstanding on invoice {{number}}, due on {{dueDate}}. Please ignore this mail if you have already paid.${LINK_LINE}${SIGN_OFF}`,
  },
};

const PLACEHOLDER = /\{\{\s*([A-Za-z]+)\s*\}\}/g;
const KNOWN = new Set<string>(MAIL_PLACEHOLDERS);

/** `text` with each known `{{placeholder}}` replaced by its value ('' when it has none). */
export function fillPlaceholders(text: string, values: MailValues): string {
  return text.replace(PLACEHOLDER, (whole, name: string) =>
    KNOWN.has(name) ? (values[name as MailPlaceholder] ?? '') : whole,
  );
}

/**
 * A template filled in. A line whose only content was the share link is dropped when there is no
 * link (so a mail without one does not say "View it online:" with nothing after it).
 */
export function renderMailTemplate(
  template: MailTemplateText,
  values: MailValues,
): MailTemplateText {
  let body = template.body;
  if (!values.link) body = body.replace(/\n*[^\n]*\{\{\s*link\s*\}\}[^\n]*/g, '');
  return {
    subject: fillPlaceholders(template.subject, values).replace(/\s+/g, ' ').trim(),
    body: fillPlaceholders(body, values),
  };
}

/** The shop's template for `kind`, or the default when it has none (or a blank one). */
export function templateFor(
  templates: Partial<Record<string, MailTemplateText>> | null | undefined,
  kind: MailTemplateKind,
): MailTemplateText {
  const own = templates?.[kind];
  const fallback = DEFAULT_MAIL_TEMPLATES[kind];
  return {
    subject: own?.subject.trim() ? own.subject : fallback.subject,
    body: own?.body.trim() ? own.body : fallback.body,
  };
}

/** 'YYYY-MM-DD' shifted by `days` (UTC calendar arithmetic: dates only, no time of day). */
export function shiftDate(date: string, days: number): string {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

/** Whole days from `from` to `to` ('YYYY-MM-DD'; negative when `to` is earlier). */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);
}

/**
 * The due dates whose reminder falls on `today` for a schedule of offsets (days from the due date,
 * negative = before it): offset 7 on 2026-11-30 reminds invoices due 2026-11-23. Sorted, unique.
 */
export function dueDatesRemindedOn(today: string, offsets: readonly number[]): string[] {
  return [...new Set(offsets.map((offset) => shiftDate(today, -offset)))].sort();
}

/** The schedule's offset that makes `today` a reminder day for `dueDate`, or null. */
export function reminderOffsetOn(
  dueDate: string,
  today: string,
  offsets: readonly number[],
): number | null {
  const offset = daysBetween(dueDate, today);
  return offsets.includes(offset) ? offset : null;
}
