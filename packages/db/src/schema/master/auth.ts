import { sql } from 'drizzle-orm';
import { bigint, boolean, check, index, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { idColumn, momentColumn, nowColumn } from '../columns';
import { masterSchema } from './schema';
import { tenants } from './tenants';

/** Master-panel operators: separate from tenant users, with their own login and cookie. */
export const operators = masterSchema.table('operators', {
  id: idColumn(),
  email: text().notNull().unique(),
  name: text().notNull().default('Master'),
  passwordHash: text().notNull(),
  lastLogin: momentColumn(),
  createdAt: nowColumn(),
});

export const SESSION_KINDS = ['user', 'operator'] as const;
export type SessionKind = (typeof SESSION_KINDS)[number];

/**
 * Sessions for both tenant users and operators. `id` is the SHA-256 hex of the cookie token, so a
 * leaked table does not leak usable tokens. A user session is bound to one tenant; user ids point
 * into that tenant's schema, so there is no FK (Citus forbids FKs into distributed schemas).
 */
export const sessions = masterSchema.table(
  'sessions',
  {
    id: text().primaryKey(),
    kind: text({ enum: SESSION_KINDS }).notNull(),
    tenantId: uuid().references(() => tenants.id, { onDelete: 'cascade' }),
    userId: uuid(),
    operatorId: uuid().references(() => operators.id, { onDelete: 'cascade' }),
    createdAt: nowColumn(),
    lastSeenAt: nowColumn(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    userAgent: text(),
    ip: text(),
  },
  (t) => [
    check(
      'sessions_owner_check',
      sql`(${t.kind} = 'user' and ${t.tenantId} is not null and ${t.userId} is not null and ${t.operatorId} is null)
        or (${t.kind} = 'operator' and ${t.operatorId} is not null and ${t.tenantId} is null)`,
    ),
    // Ending every session of a user (delete, password change) or of a tenant (deactivation).
    index('sessions_tenant_id_user_id_idx').on(t.tenantId, t.userId),
    index('sessions_operator_id_idx').on(t.operatorId),
    index('sessions_expires_at_idx').on(t.expiresAt),
  ],
);

/**
 * Every login attempt, kept in Postgres so rate limits hold across server instances.
 * `scope` is the tenant id (text) or 'master'.
 */
export const loginAttempts = masterSchema.table(
  'login_attempts',
  {
    id: bigint({ mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    scope: text().notNull(),
    email: text().notNull(),
    ip: text().notNull(),
    succeeded: boolean().notNull(),
    attemptedAt: nowColumn(),
  },
  (t) => [
    // Failures per (scope, email) in the window.
    index('login_attempts_scope_email_attempted_at_idx').on(t.scope, t.email, t.attemptedAt),
    // Failures per IP in the window.
    index('login_attempts_ip_attempted_at_idx').on(t.ip, t.attemptedAt),
  ],
);
