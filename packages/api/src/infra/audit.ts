import type { Tx } from '@gst/db/client';
import { auditLog } from '@gst/db/schema';

export type Actor = {
  type: 'user' | 'operator' | 'api-key' | 'public' | 'system';
  id: string | null;
};

/** One audit row, written in the same transaction as the change it records. */
export async function writeAudit(
  tx: Tx,
  actor: Actor,
  action: string,
  entity: string,
  entityId: string | null,
  details: Record<string, unknown> = {},
) {
  await tx
    .insert(auditLog)
    .values({ actorType: actor.type, actorId: actor.id, action, entity, entityId, details });
}
