import type { AuditEntity, AuditRow } from './types';

/** The filter's record types, with the words the menu uses. */
export const ENTITY_OPTIONS: { value: AuditEntity; label: string }[] = [
  { value: 'invoice', label: 'Invoices' },
  { value: 'credit-note', label: 'Credit notes' },
  { value: 'debit-note', label: 'Debit notes' },
  { value: 'payment', label: 'Receipts' },
  { value: 'refund', label: 'Refunds' },
  { value: 'quote', label: 'Quotes' },
  { value: 'customer', label: 'Customers' },
  { value: 'product', label: 'Products' },
  { value: 'item', label: 'Items' },
  { value: 'user', label: 'Users' },
  { value: 'settings', label: 'Settings' },
  { value: 'api-key', label: 'API keys' },
  { value: 'return-period', label: 'Return periods' },
  { value: 'report', label: 'Report downloads' },
  { value: 'bank-account', label: 'Bank accounts' },
  { value: 'shop-export', label: 'Shop data exports' },
  { value: 'shop', label: 'Shop restored' },
  // Issue 34: share links made, re-dated and revoked.
  { value: 'share-link', label: 'Share links' },
  // Issue 34: mail settings, messages queued, sent, failed, retried.
  { value: 'mail', label: 'E-mail' },
  // Issue 34: webhook endpoints made, changed, secret rolled, removed, test sent, redelivered.
  { value: 'webhook-endpoint', label: 'Webhook endpoints' },
  // Issue 34: recurring invoice profiles made, changed, paused, resumed, ended; their runs.
  { value: 'recurring-profile', label: 'Recurring invoices' },
];

const AT_IN = new Intl.DateTimeFormat('en-IN', {
  timeZone: 'Asia/Kolkata',
  day: '2-digit',
  month: 'short',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hour12: true,
});

/** '26 Nov 2026, 10:05:03 pm' in India time. */
export function formatAt(iso: string): string {
  return AT_IN.format(new Date(iso)).replace(/[\u202f\u00a0]/g, ' ');
}

/** 'customer.update' → 'Update'; 'invoice.eway-bill' → 'Eway bill'. */
export function actionVerb(action: string): string {
  const verb = action.slice(action.indexOf('.') + 1).replace(/[.-]/g, ' ');
  return verb.charAt(0).toUpperCase() + verb.slice(1);
}

export function actionColor(action: string): string {
  if (/\.(delete|cancel|reverse|revoke)$/.test(action)) return 'red';
  if (/\.(create|import)$/.test(action)) return 'green';
  if (/\.login$/.test(action)) return 'gray';
  return 'blue';
}

export function actorLabel(row: Pick<AuditRow, 'actorName' | 'actorType' | 'actorId'>): string {
  if (row.actorName) return row.actorName;
  if (row.actorType === 'public') return 'Public site';
  // Issue 34: an invoice a recurring profile issued on the queue names the profile.
  if (row.actorType === 'system' && row.actorId?.startsWith('recurring-profile:')) {
    return 'Recurring invoice';
  }
  if (row.actorType === 'system') return 'System';
  if (row.actorType === 'operator') return 'Platform operator';
  return row.actorId ? `Deleted ${row.actorType} (${row.actorId.slice(0, 8)})` : row.actorType;
}

type Json = Record<string, unknown> | null | undefined;

export type DiffLine = { field: string; before: string; after: string; changed: boolean };

/** A value as one readable line: text as is, objects as JSON, nothing as '—'. */
export function showValue(value: unknown): string {
  if (value === undefined || value === null || value === '') return '—';
  if (typeof value === 'string') return value;
  if (typeof value === 'object') {
    const ref = value as { sha256?: unknown; bytes?: unknown };
    if (typeof ref.sha256 === 'string' && typeof ref.bytes === 'number') {
      return `image, ${ref.bytes.toLocaleString('en-IN')} bytes, sha256 ${ref.sha256.slice(0, 12)}…`;
    }
    return JSON.stringify(value, null, 1);
  }
  return typeof value === 'number' || typeof value === 'boolean' || typeof value === 'bigint'
    ? value.toString()
    : JSON.stringify(value);
}

/** Every field of before and after, changed ones first, in a stable order. */
export function diffLines(details: AuditRow['details']): DiffLine[] {
  const before = (details.before ?? null) as Json;
  const after = (details.after ?? null) as Json;
  const keys = [...new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})])];
  const lines = keys.map((field) => {
    const b = before?.[field];
    const a = after?.[field];
    return {
      field,
      before: before ? showValue(b) : '—',
      after: after ? showValue(a) : '—',
      changed: JSON.stringify(b ?? null) !== JSON.stringify(a ?? null),
    };
  });
  return lines.sort((x, y) => Number(y.changed) - Number(x.changed));
}

/** What the row says besides before/after (a reason, a number, a count). */
export function otherDetails(details: AuditRow['details']): [string, string][] {
  return Object.entries(details)
    .filter(([key]) => !['before', 'after', 'changed', 'ids'].includes(key))
    .map(([key, value]) => [key, showValue(value)]);
}

/** 'name, phoneNumber' or, for a create/delete, what happened. */
export function changeSummary(row: AuditRow): string {
  const d = row.details as {
    changed?: unknown;
    count?: unknown;
    before?: unknown;
    after?: unknown;
  };
  if (typeof d.count === 'number') return `${d.count} records`;
  if (d.before == null && d.after) return 'New record';
  if (d.after == null && d.before) return 'Removed';
  if (Array.isArray(d.changed) && d.changed.length) return d.changed.join(', ');
  return '—';
}
