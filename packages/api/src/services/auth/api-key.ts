import { sha256 } from '@oslojs/crypto/sha2';
import { encodeBase32LowerCaseNoPadding, encodeHexLowerCase } from '@oslojs/encoding';
import { eq } from 'drizzle-orm';
import type { PermissionSet } from '@gst/domain';
import type { Tx } from '@gst/db/client';
import { apiKeys } from '@gst/db/schema';

/** `gst_` + 20 random bytes (160 bits) in lower-case base32: 36 characters. */
export const API_KEY_PREFIX = 'gst_';
const API_KEY_PATTERN = /^gst_[a-z2-7]{32}$/;
/** lastUsedAt is written at most this often per key, so a busy key does not write every call. */
export const API_KEY_TOUCH_INTERVAL_MS = 60_000;

export function generateApiKey(): { key: string; keyHash: string; keyPrefix: string } {
  const bytes = new Uint8Array(20);
  crypto.getRandomValues(bytes);
  const key = `${API_KEY_PREFIX}${encodeBase32LowerCaseNoPadding(bytes)}`;
  return { key, keyHash: hashApiKey(key), keyPrefix: key.slice(0, 8) };
}

/** Only the SHA-256 of a key is stored: 160 random bits need no slow hash. */
export function hashApiKey(key: string): string {
  return encodeHexLowerCase(sha256(new TextEncoder().encode(key)));
}

export type ApiKeyPrincipal = { id: string; name: string; permissionSets: PermissionSet[] };

/**
 * The live key of THIS tenant (the transaction's schema) named by the bearer token, or nothing.
 * A revoked key is refused from the moment revokedAt is set: every call reads the row.
 */
export async function authenticateApiKey(
  tx: Tx,
  token: string,
  now = new Date(),
): Promise<ApiKeyPrincipal | undefined> {
  if (!API_KEY_PATTERN.test(token)) return undefined;
  const [row] = await tx
    .select()
    .from(apiKeys)
    .where(eq(apiKeys.keyHash, hashApiKey(token)));
  if (!row || row.revokedAt) return undefined;
  if (!row.lastUsedAt || now.getTime() - row.lastUsedAt.getTime() >= API_KEY_TOUCH_INTERVAL_MS) {
    await tx.update(apiKeys).set({ lastUsedAt: now }).where(eq(apiKeys.id, row.id));
  }
  return { id: row.id, name: row.name, permissionSets: row.permissionSets };
}
