import { and, count, desc, eq, gte, lt, or, sql, type SQL } from 'drizzle-orm';
import { apiKeys, auditLog, users } from '@gst/db/schema';
import { AppError } from '../../errors';
import type { ServiceCtx } from '../context';
import { pageOf } from '../shared/paging';
import {
  AUDIT_EXPORT_MAX_ROWS,
  type TAuditExportInput,
  type TAuditListInput,
} from './audit.schema';
import { matchingAny } from '../shared/list-query';

/**
 * The audit trail (issue 19): read-only here. Rows are written by writeAudit/auditChange in the
 * transaction of each change, and the database refuses any UPDATE, DELETE or TRUNCATE of them.
 */

/** The first instant of an India calendar day. */
function istDayStart(day: string): Date {
  return new Date(`${day}T00:00:00+05:30`);
}

function nextDay(day: string): string {
  const d = new Date(`${day}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + 1);
  return d.toISOString().slice(0, 10);
}

function whereOf(input: TAuditExportInput): SQL | undefined {
  const conditions: (SQL | undefined)[] = [];
  if (input.from) conditions.push(gte(auditLog.at, istDayStart(input.from)));
  if (input.to) conditions.push(lt(auditLog.at, istDayStart(nextDay(input.to))));
  if (input.actorId) conditions.push(eq(auditLog.actorId, input.actorId));
  if (input.entity) conditions.push(eq(auditLog.entity, input.entity));
  if (input.action) conditions.push(eq(auditLog.action, input.action));
  if (input.entityId) {
    // An import writes one summary row whose details list every id it created.
    conditions.push(
      or(
        eq(auditLog.entityId, input.entityId),
        and(
          sql`${auditLog.entityId} is null`,
          sql`${auditLog.details} -> 'ids' @> jsonb_build_array(${input.entityId}::text)`,
        ),
      ),
    );
  }
  conditions.push(
    matchingAny(input.search, [
      auditLog.action,
      auditLog.entity,
      auditLog.entityId,
      sql`${auditLog.details}::text`,
    ]),
  );
  return and(...conditions);
}

/** Columns of a listed row; the actor's name from the user or API key it names. */
const ROW = {
  id: auditLog.id,
  at: auditLog.at,
  actorType: auditLog.actorType,
  actorId: auditLog.actorId,
  actorName: sql<string | null>`coalesce(${users.name}, ${apiKeys.name})`,
  actorEmail: users.email,
  action: auditLog.action,
  entity: auditLog.entity,
  entityId: auditLog.entityId,
  details: auditLog.details,
};

type Row = {
  id: number;
  at: Date;
  actorType: string;
  actorId: string | null;
  actorName: string | null;
  actorEmail: string | null;
  action: string;
  entity: string;
  entityId: string | null;
  details: Record<string, unknown>;
};

function toEntry(row: Row) {
  return { ...row, at: row.at.toISOString() };
}
export type AuditEntry = ReturnType<typeof toEntry>;

function selectRows({ tx }: Pick<ServiceCtx, 'tx'>, where: SQL | undefined) {
  return tx
    .select(ROW)
    .from(auditLog)
    .leftJoin(
      users,
      and(eq(auditLog.actorType, 'user'), sql`${users.id}::text = ${auditLog.actorId}`),
    )
    .leftJoin(
      apiKeys,
      and(eq(auditLog.actorType, 'api-key'), sql`${apiKeys.id}::text = ${auditLog.actorId}`),
    )
    .where(where)
    .orderBy(desc(auditLog.at), desc(auditLog.id));
}

/** A page of the trail, newest first, with the filters applied. */
export async function listAudit(ctx: ServiceCtx, input: TAuditListInput) {
  const where = whereOf(input);
  return pageOf(
    input,
    selectRows(ctx, where),
    ctx.tx.select({ total: count() }).from(auditLog).where(where),
    toEntry,
  );
}

/** Who appears in the trail's Actor filter: the shop's users and API keys. */
export async function listAuditActors({ tx }: ServiceCtx) {
  const [people, keys] = await Promise.all([
    tx.select({ id: users.id, name: users.name, email: users.email }).from(users),
    tx.select({ id: apiKeys.id, name: apiKeys.name }).from(apiKeys),
  ]);
  return [
    ...people.map((u) => ({ id: u.id, type: 'user' as const, label: `${u.name} (${u.email})` })),
    ...keys.map((k) => ({ id: k.id, type: 'api-key' as const, label: `API key: ${k.name}` })),
  ].sort((a, b) => a.label.localeCompare(b.label));
}

/** '26/11/2026, 22:05:03' in India time: an audit row's moment to the second. */
const AT_IN = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'Asia/Kolkata',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hour12: false,
});

/** Excel keeps at most 32,767 characters in a cell. */
function cell(value: unknown): string {
  if (value === undefined || value === null) return '';
  const text = typeof value === 'string' ? value : JSON.stringify(value);
  return text.length > 32_000 ? `${text.slice(0, 32_000)}… (truncated)` : text;
}

/** Every row matching the filters, newest first, as the Excel sheet's rows. */
export async function exportAudit(ctx: ServiceCtx, input: TAuditExportInput) {
  const where = whereOf(input);
  const [counted] = await ctx.tx.select({ n: count() }).from(auditLog).where(where);
  if ((counted?.n ?? 0) > AUDIT_EXPORT_MAX_ROWS) {
    throw new AppError(
      'BAD_REQUEST',
      `${counted?.n} audit rows match; an export holds at most ${AUDIT_EXPORT_MAX_ROWS}: narrow the dates or filters`,
    );
  }
  const rows = await selectRows(ctx, where);
  return rows.map((row) => {
    const { before, after, changed, ...rest } = row.details;
    return {
      At: AT_IN.format(row.at),
      Actor: row.actorName
        ? `${row.actorName}${row.actorEmail ? ` (${row.actorEmail})` : ''}`
        : (row.actorId ?? ''),
      'Actor Type': row.actorType,
      Action: row.action,
      Entity: row.entity,
      'Entity ID': row.entityId ?? '',
      'Changed Fields': Array.isArray(changed) ? changed.join(', ') : '',
      Before: cell(before),
      After: cell(after),
      Details: Object.keys(rest).length ? cell(rest) : '',
    };
  });
}
