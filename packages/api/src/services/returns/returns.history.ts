import { and, desc, eq, or, sql } from 'drizzle-orm';
import { apiKeys, auditLog, users } from '@gst/db/schema';
import type { ServiceCtx } from '../context';
import type { TReturnPeriodInput } from './returns.schema';

/**
 * A period's history (issue 28 items 7 and 13), newest first, from the audit trail: marked filed
 * (by whom, when, the filed copy's hashes), unlocked, and what was recorded on its documents
 * after it was filed: IRNs, their cancellations and e-way bills. Those are allowed on a filed
 * period's documents (they change the document and its PDF, not the return's figures) and are
 * audited with `filedPeriod` naming the period, which audit_log_filed_period_idx indexes.
 */

/** At most this many events are listed (a period is filed and unlocked a handful of times). */
export const HISTORY_LIMIT = 500;

export type HistoryEvent = {
  id: number;
  at: string;
  action: string;
  /** filed and unlocked are the period's own; document: an event on one of its documents. */
  kind: 'filed' | 'unlocked' | 'document';
  actor: { type: string; name: string | null; email: string | null };
  /** The document an event was recorded on, with its number as audited. */
  document: { kind: string; id: string | null; number: string | null } | null;
  /** The filed copy's hashes, for filed and unlocked events that carry them. */
  hashes: { gstr1Sha256: string; gstr3bSha256: string } | null;
  before: unknown;
  after: unknown;
};

const text = (value: unknown) => (typeof value === 'string' ? value : null);

function eventOf(row: {
  id: number;
  at: Date;
  actorType: string;
  actorName: string | null;
  actorEmail: string | null;
  action: string;
  entity: string;
  entityId: string | null;
  details: Record<string, unknown>;
}): HistoryEvent {
  const d = row.details;
  const own = row.entity === 'return-period';
  const gstr1Sha256 = text(d.gstr1Sha256);
  const gstr3bSha256 = text(d.gstr3bSha256);
  return {
    id: row.id,
    at: row.at.toISOString(),
    action: row.action,
    kind: !own ? 'document' : row.action === 'returns.unlock' ? 'unlocked' : 'filed',
    actor: { type: row.actorType, name: row.actorName, email: row.actorEmail },
    document: own ? null : { kind: row.entity, id: row.entityId, number: text(d.number) },
    hashes: gstr1Sha256 && gstr3bSha256 ? { gstr1Sha256, gstr3bSha256 } : null,
    before: d.before ?? null,
    after: d.after ?? null,
  };
}

/** The history of a period ('MMYYYY' as it was filed), newest first. */
export async function periodHistory(
  { tx }: Pick<ServiceCtx, 'tx'>,
  { period }: TReturnPeriodInput,
): Promise<{ period: string; events: HistoryEvent[] }> {
  const rows = await tx
    .select({
      id: auditLog.id,
      at: auditLog.at,
      actorType: auditLog.actorType,
      actorName: sql<string | null>`coalesce(${users.name}, ${apiKeys.name})`,
      actorEmail: users.email,
      action: auditLog.action,
      entity: auditLog.entity,
      entityId: auditLog.entityId,
      details: auditLog.details,
    })
    .from(auditLog)
    .leftJoin(
      users,
      and(eq(auditLog.actorType, 'user'), sql`${users.id}::text = ${auditLog.actorId}`),
    )
    .leftJoin(
      apiKeys,
      and(eq(auditLog.actorType, 'api-key'), sql`${apiKeys.id}::text = ${auditLog.actorId}`),
    )
    .where(
      or(
        and(eq(auditLog.entity, 'return-period'), eq(auditLog.entityId, period)),
        sql`${auditLog.details} ->> 'filedPeriod' = ${period}`,
      ),
    )
    .orderBy(desc(auditLog.at), desc(auditLog.id))
    .limit(HISTORY_LIMIT);
  return { period, events: rows.map(eventOf) };
}
