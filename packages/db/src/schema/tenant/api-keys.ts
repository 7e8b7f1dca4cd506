import { sql } from 'drizzle-orm';
import { check, index, jsonb, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { PermissionSet } from '@gst/domain';
import { idColumn, momentColumn, nowColumn } from '../columns';
import { users } from './users';

/**
 * Keys third-party callers send as `Authorization: Bearer <key>` to the REST adapter. The key
 * itself is shown once at creation; only its SHA-256 is kept. A key lives in its tenant's schema,
 * so it can only ever be found, and used, in that tenant.
 */
export const apiKeys = pgTable(
  'api_keys',
  {
    id: idColumn(),
    name: text().notNull(),
    /** SHA-256 hex of the whole key. */
    keyHash: text().notNull(),
    /** The first characters of the key ('gst_abcd'), so a person can tell keys apart. */
    keyPrefix: text().notNull(),
    /** What the key may do, in the same shape as a user's permission sets. */
    permissionSets: jsonb().$type<PermissionSet[]>().notNull().default([]),
    createdBy: uuid().references(() => users.id, { onDelete: 'set null' }),
    createdAt: nowColumn(),
    lastUsedAt: momentColumn(),
    revokedAt: momentColumn(),
  },
  (t) => [
    check('api_keys_key_hash_check', sql`${t.keyHash} ~ '^[0-9a-f]{64}$'`),
    // Every authenticated REST call looks its key up by hash.
    uniqueIndex('api_keys_key_hash_idx').on(t.keyHash),
    // The settings page lists keys newest first.
    index('api_keys_created_at_idx').on(t.createdAt),
  ],
);
