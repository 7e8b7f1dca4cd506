import { sql } from 'drizzle-orm';
import { check, index, integer, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { idColumn, momentColumn, nowColumn, timestamps } from '../columns';
import { masterSchema } from './schema';

export const TENANT_STATUSES = ['active', 'inactive'] as const;
export type TenantStatus = (typeof TENANT_STATUSES)[number];

/** One row per shop. `tenantId` is the host label and the source of the schema name. */
export const tenants = masterSchema.table(
  'tenants',
  {
    id: idColumn(),
    tenantId: text().notNull().unique(),
    schemaName: text().notNull().unique(),
    name: text().notNull(),
    domain: text().notNull().default(''),
    gstin: text().notNull().default(''),
    ownerEmail: text().notNull(),
    status: text({ enum: TENANT_STATUSES }).notNull().default('active'),
    lastPing: momentColumn(),
    ...timestamps(),
  },
  (t) => [
    check('tenants_status_check', sql`${t.status} in ('active', 'inactive')`),
    check('tenants_schema_name_check', sql`${t.schemaName} ~ '^tenant_[a-z0-9_]{1,48}$'`),
    // Tenant table: search by name / GSTIN / status, sorted by name.
    index('tenants_name_idx').on(t.name),
  ],
);

/** Which tenant-track migration each tenant schema has reached; the migrator resumes from here. */
export const tenantMigrationState = masterSchema.table('tenant_migration_state', {
  tenantId: uuid()
    .primaryKey()
    .references(() => tenants.id, { onDelete: 'cascade' }),
  lastMigrationTag: text().notNull(),
  lastMigrationAt: integer().notNull().default(0),
  migratedAt: nowColumn(),
});

export const TENANT_MOVE_STATUSES = ['running', 'done', 'failed'] as const;
export type TenantMoveStatus = (typeof TENANT_MOVE_STATUSES)[number];

/**
 * Moves of a tenant schema between Citus workers (issue 18): one row per move, kept as history.
 * At most one running move per tenant (partial unique index). Nodes are `host:port`.
 */
export const tenantMoves = masterSchema.table(
  'tenant_moves',
  {
    id: idColumn(),
    tenantId: uuid()
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    source: text().notNull(),
    target: text().notNull(),
    status: text({ enum: TENANT_MOVE_STATUSES }).notNull().default('running'),
    error: text(),
    startedAt: nowColumn(),
    finishedAt: momentColumn(),
  },
  (t) => [
    check('tenant_moves_status_check', sql`${t.status} in ('running', 'done', 'failed')`),
    uniqueIndex('tenant_moves_one_running_idx')
      .on(t.tenantId)
      .where(sql`${t.status} = 'running'`),
    index('tenant_moves_tenant_idx').on(t.tenantId, t.startedAt),
  ],
);
