import { desc, eq } from 'drizzle-orm';
import type { PermissionSet } from '@gst/domain';
import { apiKeys, users } from '@gst/db/schema';
import { auditChange } from '../../infra/audit';
import { generateApiKey } from '../auth/api-key';
import { AppError } from '../../errors';
import type { ServiceCtx } from '../context';
import { grantedOnly } from '../users/users.service';
import type { TApiKey, TApiKeyCreate } from './api-keys.schema';

const LISTED = {
  id: apiKeys.id,
  name: apiKeys.name,
  keyPrefix: apiKeys.keyPrefix,
  permissionSets: apiKeys.permissionSets,
  createdBy: users.name,
  createdAt: apiKeys.createdAt,
  lastUsedAt: apiKeys.lastUsedAt,
  revokedAt: apiKeys.revokedAt,
};

type ListedRow = {
  id: string;
  name: string;
  keyPrefix: string;
  permissionSets: PermissionSet[];
  createdBy: string | null;
  createdAt: Date;
  lastUsedAt: Date | null;
  revokedAt: Date | null;
};

function toApiKey(row: ListedRow): TApiKey {
  return {
    ...row,
    createdAt: row.createdAt.toISOString(),
    lastUsedAt: row.lastUsedAt?.toISOString() ?? null,
    revokedAt: row.revokedAt?.toISOString() ?? null,
  };
}

export async function listApiKeys({ tx }: ServiceCtx): Promise<TApiKey[]> {
  const rows = await tx
    .select(LISTED)
    .from(apiKeys)
    .leftJoin(users, eq(users.id, apiKeys.createdBy))
    .orderBy(desc(apiKeys.createdAt), desc(apiKeys.id));
  return rows.map(toApiKey);
}

/** The key itself is in this answer and nowhere else, ever: only its SHA-256 is stored. */
export async function createApiKey({ tx, actor }: ServiceCtx, input: TApiKeyCreate) {
  const { key, keyHash, keyPrefix } = generateApiKey();
  const [row] = await tx
    .insert(apiKeys)
    .values({
      name: input.name,
      keyHash,
      keyPrefix,
      permissionSets: grantedOnly(input.permissionSets),
      createdBy: actor.type === 'user' ? actor.id : null,
    })
    .returning({ id: apiKeys.id });
  if (!row) throw new AppError('INTERNAL', 'API key was not created');
  const [listed] = await tx
    .select(LISTED)
    .from(apiKeys)
    .leftJoin(users, eq(users.id, apiKeys.createdBy))
    .where(eq(apiKeys.id, row.id));
  if (!listed) throw new AppError('INTERNAL', 'API key was not created');
  // Name, grants and state; never the key or its hash (the audit writer drops them anyway).
  await auditChange(tx, actor, 'api-key.create', 'api-key', row.id, { after: toApiKey(listed) });
  return { key, apiKey: toApiKey(listed) };
}

/** Revoking is immediate and final; revoking a revoked key changes nothing. */
export async function revokeApiKey(
  { tx, actor }: ServiceCtx,
  { id }: { id: string },
): Promise<{ id: string }> {
  const listedById = () =>
    tx
      .select(LISTED)
      .from(apiKeys)
      .leftJoin(users, eq(users.id, apiKeys.createdBy))
      .where(eq(apiKeys.id, id));
  // Locked first: two revokes of one key write one audit row.
  await tx.select({ id: apiKeys.id }).from(apiKeys).where(eq(apiKeys.id, id)).for('update');
  const [row] = await listedById();
  if (!row) throw new AppError('NOT_FOUND', 'API key not found');
  if (!row.revokedAt) {
    await tx.update(apiKeys).set({ revokedAt: new Date() }).where(eq(apiKeys.id, id));
    const [after] = await listedById();
    await auditChange(tx, actor, 'api-key.revoke', 'api-key', id, {
      before: toApiKey(row),
      after: after ? toApiKey(after) : null,
    });
  }
  return { id };
}
