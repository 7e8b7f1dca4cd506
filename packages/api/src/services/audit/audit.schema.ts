import { z } from 'zod';
import { ZPageInput } from '@gst/domain/contracts';

/** The records the audit trail covers, as `entity` holds them (the filter's choices). */
export const AUDIT_ENTITIES = [
  'invoice',
  'credit-note',
  'debit-note',
  'payment',
  'refund',
  'quote',
  'customer',
  'product',
  'item',
  'user',
  'settings',
  'api-key',
  'return-period',
  // Issue 33: a register's download (entityId names the register).
  'report',
  // Issue 33: the shop's bank accounts (Settings).
  'bank-account',
  // Issue 33: the shop's data exports (made, downloaded) and its restore from an archive.
  'shop-export',
  'shop',
  // Issue 34: webhook endpoints (made, changed, secret rolled, removed, test sent, redelivered).
  'webhook-endpoint',
  // Issue 34: share links (made, expiry changed, revoked).
  'share-link',
  // Issue 34: e-mail (settings saved; a message queued, sent, failed, retried; reminders).
  'mail',
  // Issue 34: recurring invoice profiles (made, changed, paused, resumed, ended, deleted) and their runs.
  'recurring-profile',
] as const;
export const ZAuditEntity = z.enum(AUDIT_ENTITIES, {
  error: (issue) =>
    `Unknown entity ${JSON.stringify(issue.input)}; use one of ${AUDIT_ENTITIES.join(', ')}`,
});

/** 'YYYY-MM-DD', a real calendar day between 2000 and 2100 (India time is applied in the query). */
function auditDate(label: string) {
  return z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/, `${label} must be a date as YYYY-MM-DD`)
    .refine((s) => {
      const d = new Date(`${s}T00:00:00Z`);
      return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === s;
    }, `${label} is not a real date`)
    .refine((s) => s >= '2000-01-01' && s <= '2100-12-31', `${label} must be in 2000..2100`);
}

const blankToUndefined = (s: string | undefined) => (s === '' ? undefined : s);

/** The filters, shared by the list and the Excel export. Strict: an unknown key is a 400. */
const FILTERS = {
  /** First day (India time), inclusive. */
  from: auditDate('from').optional(),
  /** Last day (India time), inclusive. */
  to: auditDate('to').optional(),
  /** Who: a user's or API key's id. */
  actorId: z.string().trim().max(64).optional().transform(blankToUndefined),
  entity: ZAuditEntity.optional(),
  /** Exact action, e.g. 'customer.update'. */
  action: z
    .string()
    .trim()
    .max(64)
    .regex(/^[a-z0-9.-]*$/, 'action is like customer.update')
    .optional()
    .transform(blankToUndefined),
  /** The changed record's id (an import's summary row matches every id it created). */
  entityId: z.string().trim().max(64).optional().transform(blankToUndefined),
  /** Free text: matched in action, entity, record id and the before/after details. */
  search: z.string().trim().max(200).optional().transform(blankToUndefined),
};

function fromNotAfterTo(v: { from?: string; to?: string }) {
  return !v.from || !v.to || v.from <= v.to;
}

export const ZAuditListInput = z
  .strictObject({
    // The list pages' page and page size; the audit log's own search is among FILTERS.
    page: ZPageInput.shape.page,
    pageSize: ZPageInput.shape.pageSize,
    ...FILTERS,
  })
  .refine(fromNotAfterTo, { message: 'from must not be after to', path: ['from'] });
export type TAuditListInput = z.output<typeof ZAuditListInput>;

export const ZAuditExportInput = z
  .strictObject(FILTERS)
  .refine(fromNotAfterTo, { message: 'from must not be after to', path: ['from'] });
export type TAuditExportInput = z.output<typeof ZAuditExportInput>;

/** The most rows one Excel export holds; more is a 400 asking for a narrower range. */
export const AUDIT_EXPORT_MAX_ROWS = 50_000;

export const AUDIT_EXCEL_COLUMNS = [
  'At',
  'Actor',
  'Actor Type',
  'Action',
  'Entity',
  'Entity ID',
  'Changed Fields',
  'Before',
  'After',
  'Details',
] as const;
