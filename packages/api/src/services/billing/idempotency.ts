import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Tx } from '@gst/db/client';
import { idempotencyKeys } from '@gst/db/schema';
import { AppError } from '../../errors';

export function requestHash(input: unknown): string {
  return createHash('sha256').update(JSON.stringify(input)).digest('hex');
}

export type Claim<T> = { replay: true; response: T } | { replay: false };

/**
 * Stripe-style idempotency inside the caller's transaction: the key row is inserted first; a
 * concurrent duplicate blocks on the primary key until the first transaction ends, then sees its
 * stored response. A key reused with a different request is refused. Rolled-back attempts leave
 * no key behind, so a failed create can be retried with the same key.
 */
export async function claimIdempotencyKey<T>(
  tx: Tx,
  key: string,
  userId: string | null,
  hash: string,
): Promise<Claim<T>> {
  const inserted = await tx
    .insert(idempotencyKeys)
    .values({ key, userId, requestHash: hash, response: {} })
    .onConflictDoNothing()
    .returning({ key: idempotencyKeys.key });
  if (inserted.length) return { replay: false };
  const [existing] = await tx.select().from(idempotencyKeys).where(eq(idempotencyKeys.key, key));
  if (!existing) throw new AppError('CONFLICT', 'Idempotency key is in use; retry the request');
  if (existing.requestHash !== hash) {
    throw new AppError('CONFLICT', 'This idempotency key was used for a different request');
  }
  return { replay: true, response: existing.response as T };
}

export async function storeIdempotentResponse(tx: Tx, key: string, response: unknown) {
  await tx.update(idempotencyKeys).set({ response }).where(eq(idempotencyKeys.key, key));
}

/**
 * The stored key: the document kind, the caller (actor type and id) and the client's key. A key
 * belongs to whoever sent it (issue 28): an API key sending a user's key and body gets its own
 * create, never the user's stored answer, and each caller replays only its own. Keys stored
 * before this scoping (`invoice:<key>`) are not read again; a retry across the upgrade creates.
 */
export function idempotencyKeyOf(
  scope: string,
  actor: { type: string; id: string | null },
  idempotencyKey: string,
): string {
  return `${scope}:${actor.type}:${actor.id ?? '-'}:${idempotencyKey}`;
}

/**
 * A create that a retry with the same `idempotencyKey` does not repeat: with no key, `create`
 * just runs; with one (namespaced by `scope`: `invoice`, `payment`, `credit-note`, and by the
 * caller), the first request's answer is stored and a repeat of the same request gets it back.
 */
export async function createOnce<T>(
  { tx, actor }: { tx: Tx; actor: { type: string; id: string | null } },
  scope: string,
  idempotencyKey: string | undefined,
  request: unknown,
  create: () => Promise<T>,
): Promise<T> {
  const key = idempotencyKey ? idempotencyKeyOf(scope, actor, idempotencyKey) : undefined;
  if (key) {
    const claim = await claimIdempotencyKey<T>(tx, key, actor.id, requestHash(request));
    if (claim.replay) return claim.response;
  }
  const response = await create();
  if (key) await storeIdempotentResponse(tx, key, response);
  return response;
}
