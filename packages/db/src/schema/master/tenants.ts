import { sql } from 'drizzle-orm';
import { bigint, boolean, check, index, integer, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
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

export const SHOP_EXPORT_STATUSES = ['queued', 'running', 'done', 'failed'] as const;

/**
 * A shop's data export (issue 33): one row per archive, built in the background by the server
 * that queued it, with its progress. The archive itself is a file in EXPORT_DIR (`path`), kept
 * until a newer export of the shop replaces it. In the master schema so that the owner of a
 * deactivated shop can still reach it. At most one queued or running export per shop.
 */
export const shopExports = masterSchema.table(
  'shop_exports',
  {
    id: idColumn(),
    tenantId: uuid()
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    status: text({ enum: SHOP_EXPORT_STATUSES }).notNull().default('queued'),
    phase: text().notNull().default(''),
    done: integer().notNull().default(0),
    total: integer().notNull().default(0),
    includePdfs: boolean().notNull().default(true),
    fileName: text().notNull(),
    path: text(),
    sizeBytes: bigint({ mode: 'number' }),
    error: text(),
    requestedBy: text().notNull().default(''),
    createdAt: nowColumn(),
    finishedAt: momentColumn(),
  },
  (t) => [
    check('shop_exports_status_check', sql`${t.status} in ('queued', 'running', 'done', 'failed')`),
    uniqueIndex('shop_exports_one_active_idx')
      .on(t.tenantId)
      .where(sql`${t.status} in ('queued', 'running')`),
    index('shop_exports_tenant_idx').on(t.tenantId, t.createdAt),
  ],
);
