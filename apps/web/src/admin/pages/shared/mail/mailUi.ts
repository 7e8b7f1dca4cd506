import type { inferRouterInputs, inferRouterOutputs } from '@trpc/server';
import type { AppRouter } from '../../../../lib/trpc';
import { downloadBlob } from '../../../../components/data';

/** What the mail drawer and lists show (issue 34), typed from the server's procedures. */
export type MailDocumentRef = inferRouterInputs<AppRouter>['tenant']['mail']['draft'];
export type MailLogRow = inferRouterOutputs<AppRouter>['tenant']['mail']['documentLog'][number];

export const MAIL_STATUS_COLOR = { queued: 'yellow', sent: 'green', failed: 'red' } as const;

export const MAIL_KIND_LABEL: Record<string, string> = {
  invoice: 'Invoice',
  quote: 'Quote',
  'credit-note': 'Credit note',
  'debit-note': 'Debit note',
  receipt: 'Receipt',
  statement: 'Statement',
  reminder: 'Reminder',
  test: 'Test',
};

/** '30 Nov 2026, 09:00': a moment in India time. */
export function mailTime(value: string | Date | null | undefined): string {
  if (!value) return '—';
  return new Intl.DateTimeFormat('en-IN', {
    day: '2-digit',
    month: 'short',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    timeZone: 'Asia/Kolkata',
  }).format(new Date(value));
}

/** A base64 file a procedure answered, saved by the browser. */
export function saveBase64(file: { base64: string; contentType: string; fileName: string }) {
  const bytes = Uint8Array.from(atob(file.base64), (c) => c.charCodeAt(0));
  downloadBlob(new Blob([bytes], { type: file.contentType }), file.fileName);
}

/** 'a@x.in, b@y.in' → ['a@x.in', 'b@y.in'] (commas, semicolons or spaces between). */
export function splitAddresses(text: string): string[] {
  return text
    .split(/[\s,;]+/)
    .map((a) => a.trim())
    .filter(Boolean);
}
