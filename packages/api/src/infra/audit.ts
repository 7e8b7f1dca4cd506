import { createHash } from 'node:crypto';
import type { Tx } from '@gst/db/client';
import { auditLog } from '@gst/db/schema';

export type Actor = {
  type: 'user' | 'operator' | 'api-key' | 'public' | 'system';
  id: string | null;
};

/**
 * Keys whose values never reach the audit trail, whatever a service passes: passwords and their
 * hashes, API key secrets and hashes, session tokens. Matched case-insensitively on the key name.
 */
const SECRET_KEY =
  /passw(or)?d(?!changed)|secret|token|keyhash|^hash$|^key$|cookie|^session(id)?$/i;

/** Data URLs (images) longer than this are stored as their hash and size. */
const BLOB_MIN_CHARS = 64;

/** Never-changing or noise fields left out of before/after snapshots. */
const NOISE = new Set(['createdAt', 'updatedAt', 'lastLogin']);

function blobRef(value: string): { sha256: string; bytes: number } {
  return {
    sha256: createHash('sha256').update(value).digest('hex'),
    bytes: Buffer.byteLength(value),
  };
}

/**
 * A JSON-safe copy with secrets removed (the key is dropped), Dates as ISO text and big blobs
 * (images as data URLs) replaced by `{ sha256, bytes }`.
 */
export function redact(value: unknown): unknown {
  if (value === null || value === undefined) return value ?? null;
  if (value instanceof Date) return value.toISOString();
  if (typeof value === 'string') {
    if (value.length >= BLOB_MIN_CHARS && value.startsWith('data:')) return blobRef(value);
    return value;
  }
  if (typeof value === 'bigint') return value.toString();
  if (Array.isArray(value)) return value.map(redact);
  if (typeof value === 'object') {
    const out: Record<string, unknown> = {};
    for (const [k, v] of Object.entries(value as Record<string, unknown>)) {
      if (SECRET_KEY.test(k)) continue;
      if (v === undefined) continue;
      out[k] = redact(v);
    }
    return out;
  }
  return value;
}

/** A record's auditable fields: redacted, without timestamps that change on every write. */
export function snapshot(row: object | null | undefined): Record<string, unknown> | null {
  if (!row) return null;
  const copy = redact(row) as Record<string, unknown>;
  for (const key of NOISE) delete copy[key];
  return copy;
}

/**
 * A value as JSON with every object's keys in sorted order: a jsonb column hands its keys back
 * in its own order (shortest first), so the order of keys is never a change (issue 29).
 */
export function canonicalJson(value: unknown): string {
  return JSON.stringify(value ?? null, (_key, v: unknown) =>
    v && typeof v === 'object' && !Array.isArray(v)
      ? Object.fromEntries(
          Object.entries(v as Record<string, unknown>).sort(([a], [b]) => (a < b ? -1 : 1)),
        )
      : v,
  );
}

/** `canonicalJson(value) === 'null'`, without serialising a plain object or array (never null). */
function isNullJson(value: unknown): boolean {
  if (value === null || value === undefined) return true;
  if (typeof value === 'object' && !('toJSON' in value)) return false;
  return canonicalJson(value) === 'null';
}

/** The keys whose values differ between two snapshots (deep, by JSON, key order aside). */
export function changedKeys(
  before: Record<string, unknown> | null,
  after: Record<string, unknown> | null,
): string[] {
  // A create or a delete: every key not null on the side there is (a 200-line bill's snapshot
  // was serialised whole to be compared with null).
  if (!before || !after) {
    const side = before ?? after ?? {};
    return Object.keys(side).filter((k) => !isNullJson(side[k]));
  }
  const keys = new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})]);
  return [...keys].filter((k) => canonicalJson(before?.[k]) !== canonicalJson(after?.[k]));
}

/** What one audit row records: an action on an entity, and its details (redacted on write). */
export type AuditEntry = {
  action: string;
  entity: string;
  entityId: string | null;
  details: Record<string, unknown>;
};

function auditRow(actor: Actor, { action, entity, entityId, details }: AuditEntry) {
  return {
    actorType: actor.type,
    actorId: actor.id,
    action,
    entity,
    entityId,
    details: redact(details) as Record<string, unknown>,
  };
}

/** One audit row, written in the same transaction as the change it records. */
export async function writeAudit(
  tx: Tx,
  actor: Actor,
  action: string,
  entity: string,
  entityId: string | null,
  details: Record<string, unknown> = {},
) {
  await tx.insert(auditLog).values(auditRow(actor, { action, entity, entityId, details }));
}

/** Many audit rows at once (the bulk paths), 200 to a statement; the same rows `writeAudit` writes. */
export async function writeAudits(tx: Tx, actor: Actor, entries: readonly AuditEntry[]) {
  for (let i = 0; i < entries.length; i += 200) {
    await tx.insert(auditLog).values(entries.slice(i, i + 200).map((e) => auditRow(actor, e)));
  }
}

/** The details `auditChange` records: `extra`, the snapshots before and after, what changed. */
export function changeDetails(
  change: { before?: object | null; after?: object | null },
  extra: Record<string, unknown> = {},
): Record<string, unknown> {
  const before = snapshot(change.before);
  const after = snapshot(change.after);
  return { ...extra, before, after, changed: changedKeys(before, after) };
}

/**
 * A change with the record's state before and after it (null before a create, null after a
 * delete) and the list of fields that changed; `extra` adds context (a reason, a number).
 */
export async function auditChange(
  tx: Tx,
  actor: Actor,
  action: string,
  entity: string,
  entityId: string | null,
  change: { before?: object | null; after?: object | null },
  extra: Record<string, unknown> = {},
) {
  await writeAudit(tx, actor, action, entity, entityId, changeDetails(change, extra));
}
